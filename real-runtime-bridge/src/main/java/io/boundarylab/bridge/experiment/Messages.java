package io.boundarylab.bridge.experiment;

import java.text.MessageFormat;
import java.util.Locale;
import java.util.ResourceBundle;

/** The bridge's user-visible sentences (trace rules and messages, doctor advice, CLI labels). */
public final class Messages {

    private static final String BUNDLE = "io.boundarylab.bridge.messages";

    private Messages() {
    }

    /** The sentence under a key, with {0}, {1} … filled in. */
    public static String get(String key, Object... args) {
        String pattern = ResourceBundle.getBundle(BUNDLE, Locale.getDefault()).getString(key);
        if (args.length == 0) return pattern;
        Object[] plain = new Object[args.length];
        // Numbers as the kernel wrote them: no grouping separators in PIDs and inodes.
        for (int i = 0; i < args.length; i++) plain[i] = args[i] instanceof Number ? args[i].toString() : args[i];
        return new MessageFormat(pattern, Locale.ROOT).format(plain);
    }
}
