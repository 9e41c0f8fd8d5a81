package io.boundarylab.episodes.prediction;

import io.boundarylab.episodes.Fixtures;
import io.boundarylab.episodes.content.Episode;
import io.boundarylab.episodes.content.Investigation;
import io.boundarylab.episodes.content.Quantity;
import io.boundarylab.episodes.predicate.Measurement;
import io.boundarylab.episodes.run.EpisodeRun;
import io.boundarylab.episodes.run.EpisodeRunner;
import io.boundarylab.engine.trace.TraceEvent;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Each episode's number, as the trace gives it, and how a learner's number is judged against it. */
class QuantityComparisonTest {

    private static final Investigation INV = Fixtures.bundled();
    private static final EpisodeRunner RUNNER = new EpisodeRunner();

    private static Quantity quantity(String episode) {
        return INV.episode(episode).orElseThrow().prediction().quantityQuestion().orElseThrow();
    }

    private static Measurement.Measured measured(String episode) {
        Episode e = INV.episode(episode).orElseThrow();
        Quantity q = quantity(episode);
        return q.measurement().measure(RUNNER.run(e, q.variantId()));
    }

    @Test
    void everyEpisodeAsksForANumberAndTheTraceGivesIt() {
        // Helper: one line a second, shipped in batches of 5 at 0:05 and 0:10 by 0:12.
        assertEquals(10.0, measured("helper").value());
        // Startup order: config at 0:15, but web is in back-off until its 4th attempt at 0:30.
        assertEquals(30.0, measured("startup-order").value());
        // Identity: metrics fails to bind at 0:01, 0:02 and 0:13 (restart back-off).
        assertEquals(3.0, measured("identity").value());
        // Fate: the group is stopped as one: web, log-helper and config-watcher.
        assertEquals(3.0, measured("fate").value());
        for (Episode e : INV.episodes()) assertTrue(e.prediction().quantityQuestion().isPresent(), e.id());
    }

    @Test
    void theEvidenceIsTheEventThatShowsTheValue() {
        Episode e = INV.episode("startup-order").orElseThrow();
        EpisodeRun run = RUNNER.run(e, "naive");
        Measurement.Measured m = quantity("startup-order").measurement().measure(run);
        TraceEvent at = run.trace().get((int) (long) m.evidenceSeq() - 1);
        assertEquals("PortBound", at.type().name());
        assertEquals(30_000, at.tMs());
    }

    @Test
    void withinAndOutsideTheDeclaredTolerance() {
        Episode e = INV.episode("startup-order").orElseThrow();
        Map<String, EpisodeRun> runs = Map.of("naive", RUNNER.run(e, "naive"));
        QuantityComparison near = compare(e, 25.0, runs);   // tolerance 5: 25 is right, 24 is not
        assertEquals(QuantityComparison.Outcome.WITHIN, near.outcome());
        assertEquals("You said 25 s; the trace shows 30 at event #" + near.evidenceSeq() + " (0:30): within ±5.", near.sentence());
        QuantityComparison far = compare(e, 24.0, runs);
        assertEquals(QuantityComparison.Outcome.OUTSIDE, far.outcome());
        assertTrue(far.sentence().endsWith("outside ±5."), far.sentence());
        assertEquals(QuantityComparison.Outcome.WITHIN, compare(e, 35.0, runs).outcome());
        assertEquals(QuantityComparison.Outcome.OUTSIDE, compare(e, 35.5, runs).outcome());
    }

    @Test
    void skippedPendingAndNever() {
        Episode e = INV.episode("startup-order").orElseThrow();
        assertEquals(QuantityComparison.Outcome.SKIPPED, compare(e, null, Map.of("naive", RUNNER.run(e, "naive"))).outcome());
        QuantityComparison pending = compare(e, 10.0, Map.of());
        assertEquals(QuantityComparison.Outcome.PENDING, pending.outcome());
        assertNull(pending.actual());
        // The same question asked of the ordered run of a failing precondition: web never serves.
        Quantity q = quantity("startup-order");
        QuantityComparison never = QuantityComparison.compare(INV, new Quantity(q.text(), q.unit(), "failing-ordered",
                q.measurement(), q.tolerance()), 10.0, RUNNER.run(e, "failing-ordered"));
        assertEquals(QuantityComparison.Outcome.OUTSIDE, never.outcome());
        assertNull(never.actual());
        assertEquals("You said 10 s; in the trace it never happens.", never.sentence());
    }

    @Test
    void aLearnersNumberIsFromZeroToTheMaximum() {
        assertThrows(IllegalArgumentException.class, () -> new Prediction("helper", "enough", null, 50, -1.0));
        assertThrows(IllegalArgumentException.class, () -> new Prediction("helper", "enough", null, 50, Double.NaN));
        assertThrows(IllegalArgumentException.class, () -> new Prediction("helper", "enough", null, 50, 2e6));
    }

    private static QuantityComparison compare(Episode e, Double said, Map<String, EpisodeRun> runs) {
        return PredictionComparison.compare(INV, e, new Prediction(e.id(), "flails", null, 50, said), runs).quantity();
    }
}
