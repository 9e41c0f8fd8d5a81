package io.boundarylab.cluster;

import java.text.MessageFormat;
import java.util.Locale;
import java.util.ResourceBundle;

/** The cluster bridge's sentences, from {@code messages.properties}, so that none is written in code. */
public final class Text {
    private static final ResourceBundle BUNDLE = ResourceBundle.getBundle("io.boundarylab.cluster.messages", Locale.ROOT);

    private Text() {
    }

    /** The sentence under {@code key}, with its {@code {0}} … filled in. */
    public static String get(String key, Object... args) {
        return new MessageFormat(BUNDLE.getString(key), Locale.ROOT).format(args);
    }
}
