package io.boundarylab.episodes.prediction;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;
import io.boundarylab.episodes.content.Episode;
import io.boundarylab.episodes.content.Investigation;
import io.boundarylab.episodes.content.Quantity;
import io.boundarylab.episodes.predicate.Measurement;
import io.boundarylab.episodes.run.EpisodeRun;
import io.boundarylab.episodes.run.EpisodeRunner;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** A count is shown by the events it counts: its verdict cites the first and the last of them. */
class CountEvidenceSpanTest {
    private static final EpisodeRunner RUNNER = new EpisodeRunner();

    private static Investigation inv(String id, Locale locale) throws Exception {
        return Investigation.byId(Investigation.loadAllBundled(locale), id).orElseThrow();
    }

    @Test
    void theHelpersShippedLinesAreCitedFromTheFirstBatchToTheLast() throws Exception {
        Investigation inv = inv("node-execution-principles", Locale.ENGLISH);
        Episode e = inv.episode("helper").orElseThrow();
        Quantity q = e.prediction().quantityQuestion().orElseThrow();
        EpisodeRun run = RUNNER.run(e, q.variantId());
        // One line a second, shipped in batches of 5 at 0:05 and 0:10 by 0:12.
        QuantityComparison c = QuantityComparison.compare(inv, q, 10.0, run);
        assertTrue(c.sentence().contains("from event #") && c.sentence().contains("(0:05) to #")
                && c.sentence().contains("(0:10)"), c.sentence());
    }

    @Test
    void shopsFailedRequestsIn018AreCitedOverTheirWindowNotAtOneEvent() throws Exception {
        for (Locale locale : new Locale[] {Locale.ENGLISH, Locale.forLanguageTag("es")}) {
            Investigation inv = inv("what-returns-is-the-number", locale);
            Episode e = inv.episode("new-version").orElseThrow();
            Quantity q = e.prediction().quantityQuestion().orElseThrow();
            // The question counts RollingUpdate's failures (none); Recreate's, counted the same way, span a window.
            EpisodeRun run = RUNNER.run(e, "naive");
            Measurement.Measured m = q.measurement().measure(run);
            TraceEvent first = run.trace().get((int) (long) m.firstSeq() - 1);
            TraceEvent last = run.trace().get((int) (long) m.evidenceSeq() - 1);
            assertTrue(first.type() == EventType.RequestRefused || first.type() == EventType.RequestTimedOut, first.toString());
            assertTrue(first.tMs() < last.tMs(), "the failures span a window: " + first + " / " + last);
            String sentence = QuantityComparison.compare(inv, q, 0.0, run).sentence();
            String from = locale.getLanguage().equals("es") ? "del evento #" + first.seq() : "from event #" + first.seq();
            String to = locale.getLanguage().equals("es") ? "al #" + last.seq() : "to #" + last.seq();
            assertTrue(sentence.contains(from) && sentence.contains(to), sentence);
        }
    }
}
