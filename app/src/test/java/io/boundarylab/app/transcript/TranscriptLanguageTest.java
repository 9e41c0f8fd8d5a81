package io.boundarylab.app.transcript;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.app.i18n.Messages;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * The exported transcript speaks the learner's language: its language tag, headings and labels from
 * the bundle it is given, times with that language's decimal separator; the trace's rule text stays
 * as the engine wrote it (docs/decisions/0002-trace-text-in-english.md).
 */
class TranscriptLanguageTest {
    private static final String WORDS = "io.boundarylab.app.transcript.words";
    private static final Locale SPANISH = Locale.forLanguageTag("es");

    private static final List<TraceEvent> RUN = List.of(
            TraceEvent.of(EventType.Scheduled).pod("web-app").container("web").node("node-a")
                    .message("placed").rule("placement: one decision per pod").build(1, 2_500),
            TraceEvent.of(EventType.Started).pod("web-app").container("web").message("started").build(2, 12_000));

    private static String render(Locale locale) {
        return TranscriptHtml.render("Transcripción", "El problema del proceso auxiliar", RUN,
                e -> "frase " + e.seq(), e -> e.seq() == 2 ? List.of("nota") : List.of(), new Messages(WORDS, locale));
    }

    @Test
    void headingsLabelsAndTimesAreInSpanish() {
        String html = render(SPANISH);
        assertTrue(html.contains("<html lang=\"es\">"), html);
        assertTrue(html.contains("<h2>2 eventos</h2>"), html);
        // 2500 ms with a decimal comma, from the Spanish meta pattern.
        assertTrue(html.contains("#1 \u00b7 2,5 s \u00b7 Scheduled \u2014"), html);
        assertTrue(html.contains("#2 \u00b7 12,0 s \u00b7 Started \u2014"), html);
        // The label is Spanish, the rule the engine's English.
        assertTrue(html.contains("Por qu\u00e9: placement: one decision per pod"), html);
        assertTrue(html.contains("\u26a0 No es Kubernetes:</strong> nota"), html);
        assertFalse(html.contains("Why:"), html);
        assertFalse(html.contains("[EN]"), html);
    }

    @Test
    void englishKeepsItsDecimalPoint() {
        String html = render(Locale.ENGLISH);
        assertTrue(html.contains("<html lang=\"en\">"), html);
        assertTrue(html.contains("#1 \u00b7 2.5 s \u00b7 Scheduled \u2014"), html);
        assertTrue(html.contains("<h2>2 events</h2>"), html);
    }

    @Test
    void oneEventIsCountedInTheSingular() {
        List<TraceEvent> one = RUN.subList(0, 1);
        String spanish = TranscriptHtml.render("T", "E", one, e -> "", e -> List.of(), new Messages(WORDS, SPANISH));
        String english = TranscriptHtml.render("T", "E", one, e -> "", e -> List.of(), new Messages(WORDS, Locale.ENGLISH));
        assertTrue(spanish.contains("<h2>1 evento</h2>"), spanish);
        assertTrue(english.contains("<h2>1 event</h2>"), english);
    }
}
