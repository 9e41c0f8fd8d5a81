package io.boundarylab.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Locale;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The cluster bridge's notes and report speak the default locale, which the app sets to the learner's language. */
class TextLanguageTest {
    private final Locale before = Locale.getDefault();

    @AfterEach
    void restore() {
        Locale.setDefault(before);
    }

    @Test
    void theReportFollowsTheLanguageChosenWhileRunning() {
        Locale.setDefault(Locale.forLanguageTag("es"));
        assertEquals("Orden: 2 par(es) en el otro orden:", Text.get("report.order", 2));
        assertEquals("destino compartido", Text.get("guarantee.SHARED_FATE"));
        // Switching back takes effect at once: nothing keeps the first language.
        Locale.setDefault(Locale.ENGLISH);
        assertEquals("Order: 2 pair(s) in the other order:", Text.get("report.order", 2));
    }

    @Test
    void aLanguageWithoutATranslationGetsEnglishUnmarked() {
        Locale.setDefault(Locale.GERMAN);
        assertEquals("The scenario's nodes (node-1) are simulated: the cluster's own nodes run the Pods, and its scheduler places them.",
                Text.get("note.nodes", "node-1"));
    }
}
