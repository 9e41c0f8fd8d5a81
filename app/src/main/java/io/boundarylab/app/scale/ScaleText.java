package io.boundarylab.app.scale;

import io.boundarylab.app.i18n.Messages;
import java.util.Locale;

/** The at-scale view's words, from {@code io/boundarylab/app/scale/messages.properties}, and its clock format. */
public final class ScaleText extends Messages {
    public static final String BUNDLE = "io.boundarylab.app.scale.messages";

    public ScaleText(Locale locale) {
        super(BUNDLE, locale);
    }

    /** Simulated time as h:mm:ss (digits and colons only, the same in every language). */
    public static String clock(long ms) {
        long s = Math.max(0, ms) / 1000;
        return String.format(Locale.ROOT, "%d:%02d:%02d", s / 3600, (s / 60) % 60, s % 60);
    }
}
