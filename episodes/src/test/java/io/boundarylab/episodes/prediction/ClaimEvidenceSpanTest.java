package io.boundarylab.episodes.prediction;

import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;
import io.boundarylab.episodes.content.Episode;
import io.boundarylab.episodes.content.Investigation;
import io.boundarylab.episodes.run.EpisodeRun;
import io.boundarylab.episodes.run.EpisodeRunner;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A claim about where the helper ships cites what shows the shipping, not where it was placed. */
class ClaimEvidenceSpanTest {

    @Test
    void apartTheHelperShipsNothingAndTheVerdictCitesTheWholeRunNotItsPlacement() throws Exception {
        for (Locale locale : new Locale[] {Locale.ENGLISH, Locale.forLanguageTag("es")}) {
            Investigation inv = Investigation.byId(Investigation.loadAllBundled(locale), "node-execution-principles").orElseThrow();
            Episode e = inv.episode("helper").orElseThrow();
            EpisodeRun naive = new EpisodeRunner().run(e, "naive");
            List<TraceEvent> trace = naive.trace();
            // With the default seed the separate decisions put log-helper on node-2, web on node-1: no line ships.
            assertTrue(trace.stream().noneMatch(x -> x.type() == EventType.LinesShipped), "the helper ships nothing apart");
            // "useless-apart" says: apart, the helper runs but ships nothing (ships-only-beside-web: true).
            PredictionComparison pc = PredictionComparison.compare(inv, e, new Prediction("helper", "useless-apart", "", 50),
                    Map.of("naive", naive));
            ClaimComparison shipping = pc.claims().stream().filter(c -> c.claimId().equals("ships-only-beside-web"))
                    .findFirst().orElseThrow();
            TraceEvent cited = trace.get((int) (long) shipping.evidenceSeq() - 1);
            assertNotEquals(EventType.Scheduled, cited.type(), "a placement does not show that nothing ships");
            long last = trace.get(trace.size() - 1).seq();
            String from = locale.getLanguage().equals("es") ? "del evento #1 (0:00) al #" + last : "from event #1 (0:00) to #" + last;
            assertTrue(shipping.sentence().contains(from), shipping.sentence());
        }
    }
}
