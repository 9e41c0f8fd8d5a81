package io.boundarylab.app.classroom;

import io.boundarylab.app.i18n.Messages;

import java.util.Locale;

/** The classroom's words, in a bundle next to its classes ({@code io/boundarylab/app/classroom/messages}). */
public final class ClassroomText extends Messages {
    public static final String BUNDLE = "io.boundarylab.app.classroom.messages";

    public ClassroomText(Locale locale) {
        super(BUNDLE, locale);
    }
}
