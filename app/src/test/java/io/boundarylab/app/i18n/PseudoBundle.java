package io.boundarylab.app.i18n;

import java.util.Collections;
import java.util.Enumeration;
import java.util.Map;
import java.util.ResourceBundle;

/**
 * A bundle in the test language {@code qps}, made when asked for from the English and Spanish files
 * beside it ({@link PseudoLanguage#bundle}): Java finds a class named {@code messages_qps} beside
 * {@code messages.properties} as it finds a file, so a new key never needs a qps line.
 */
public abstract class PseudoBundle extends ResourceBundle {
    private final Map<String, String> words;

    protected PseudoBundle(String englishResource) {
        this.words = PseudoLanguage.bundle(englishResource);
    }

    @Override
    protected Object handleGetObject(String key) {
        return words.get(key);
    }

    @Override
    public Enumeration<String> getKeys() {
        return Collections.enumeration(words.keySet());
    }
}
