package io.boundarylab.bridge.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Locale;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The bridge speaks the default locale the app sets to the learner's language, except in its traces. */
class MessagesLanguageTest {
    private final Locale before = Locale.getDefault();

    @AfterEach
    void restore() {
        Locale.setDefault(before);
    }

    @Test
    void doctorAndCommandLineTextFollowTheLearnersLanguage() {
        Locale.setDefault(Locale.forLanguageTag("es"));
        assertEquals("sí", Messages.get("cli.yes"));
        assertEquals("instala el paquete iproute2", Messages.get("doctor.tool.remedy", "iproute2"));
        Locale.setDefault(Locale.ENGLISH);
        assertEquals("yes", Messages.get("cli.yes"));
    }

    @Test
    void traceMessagesAndRulesAreTheSameInEveryLanguage() {
        // docs/decisions/0002: a trace is byte-identical whatever the learner's locale.
        Locale.setDefault(Locale.forLanguageTag("es"));
        String spanishDesktop = Messages.get("trace.exited", "web-app", "web", 4242, 137) + Messages.get("rule.bound");
        Locale.setDefault(Locale.ENGLISH);
        assertEquals("web-app/web (PID 4242) exited with code 137"
                + "binding a port takes it in the network namespace the member runs in", spanishDesktop);
    }

    @Test
    void aLanguageWithoutATranslationGetsEnglishUnmarked() {
        Locale.setDefault(Locale.GERMAN);
        assertEquals("yes", Messages.get("cli.yes"));
    }
}
