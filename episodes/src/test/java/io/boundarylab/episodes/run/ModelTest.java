package io.boundarylab.episodes.run;

import io.boundarylab.engine.scenario.MemberRef;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;
import io.boundarylab.episodes.Fixtures;
import io.boundarylab.episodes.content.Block;
import io.boundarylab.episodes.content.Episode;
import io.boundarylab.episodes.content.Investigation;
import io.boundarylab.episodes.content.SectionKind;
import io.boundarylab.episodes.content.StatusField;
import io.boundarylab.episodes.costs.CostsAccepted;
import io.boundarylab.episodes.costs.PlacementCost;
import io.boundarylab.episodes.prediction.ClaimComparison;
import io.boundarylab.episodes.prediction.Prediction;
import io.boundarylab.episodes.prediction.PredictionComparison;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The investigation model: sections, status over time, predictions, narration, costs, faults. */
class ModelTest {

    private static final Investigation INV = Fixtures.bundled();
    private static final EpisodeRunner RUNNER = new EpisodeRunner();

    @Test
    void everySectionOfTheInvestigationInReadingOrder() {
        List<SectionKind> kinds = INV.sections().stream().map(s -> s.kind()).toList();
        assertEquals(List.of(SectionKind.HOOK, SectionKind.PROLOGUE, SectionKind.FIRST_PRINCIPLES, SectionKind.NAIVE_ARCHITECTURE,
                SectionKind.ALMOST_WORKED, SectionKind.EPISODES, SectionKind.EPISODE, SectionKind.EPISODE, SectionKind.EPISODE,
                SectionKind.EPISODE, SectionKind.TURNING_POINT, SectionKind.CONTRACT, SectionKind.KUBERNETES, SectionKind.REFLECTION,
                SectionKind.LINEAGE, SectionKind.COSTS, SectionKind.EXERCISE, SectionKind.BRIDGE, SectionKind.LEDGER,
                SectionKind.SOURCES), kinds);
        assertEquals(3, INV.section("prologue").orElseThrow().blocks(Block.Cards.class).get(0).cards().size());
        assertEquals(3, INV.section("naive-architecture").orElseThrow().blocks(Block.Diagram.class).get(0).nodes().size());
        assertEquals(6, INV.section("contract").orElseThrow().blocks(Block.Table.class).get(0).rows().size());
        assertEquals(6, INV.section("ledger").orElseThrow().blocks(Block.Ledger.class).get(0).entries().size());
        assertEquals(4, INV.section("sources").orElseThrow().blocks(Block.Sources.class).get(0).sources().size());
        assertEquals(4, INV.exercise().orElseThrow().prompts().size());
    }

    @Test
    void statusFieldsStartAtTheInvestigationsInitialValues() {
        Map<String, List<String>> expected = Map.of(
                "helper", List.of("Web: unplaced", "Log helper: unplaced", "Result: unknown"),
                "startup-order", List.of("Config precondition: pending", "Web startup: not attempted", "Outcome: unknown"),
                "identity", List.of("Address model: separate addresses", "localhost test: not tested", "Result: unknown"),
                "fate", List.of("Web: running", "Helpers: running", "Pod readiness: not ready yet", "Outcome: healthy"));
        for (Episode e : INV.episodes()) {
            List<String> actual = e.statusFields().stream().map(f -> f.label() + ": " + f.initial()).toList();
            assertEquals(expected.get(e.id()), actual, e.id());
            EpisodeRun run = RUNNER.run(e, "naive");
            assertEquals(actual, run.statusAt(0).stream().map(v -> v.label() + ": " + v.value()).toList());
        }
    }

    @Test
    void statusAtFollowsTheChangesEventByEvent() {
        EpisodeRun run = RUNNER.run(INV.episode("helper").orElseThrow(), "naive");
        StatusChange firstHelper = run.statusChanges().stream().filter(c -> c.fieldId().equals("helper")).findFirst().orElseThrow();
        TraceEvent cause = run.trace().get((int) firstHelper.seq() - 1);
        assertEquals(EventType.Scheduled, cause.type());
        assertEquals("log-helper", cause.container());
        assertEquals("unplaced", value(run.statusAt(firstHelper.seq() - 1), "helper"));
        assertEquals("placed on " + cause.node(), value(run.statusAt(firstHelper.seq()), "helper"));
        assertEquals(firstHelper.seq(), run.statusAt(firstHelper.seq()).get(1).sinceSeq());
    }

    /**
     * A conclusion drawn at the end of the run is stamped with the last event's number and that
     * event's own time: the startup-order naive run's last event is #26 at 0:30, its horizon 1:00.
     */
    @Test
    void aStatusStampNamesOneEventItsNumberAndItsOwnTime() {
        EpisodeRun run = RUNNER.run(INV.episode("startup-order").orElseThrow(), "naive");
        TraceEvent last = run.trace().get(run.trace().size() - 1);
        assertTrue(last.tMs() < run.engineOutput().result().endTimeMs(), "the case needs a last event before the horizon");
        StatusChange outcome = run.statusChanges().stream().filter(c -> c.fieldId().equals("outcome")).reduce((a, b) -> b).orElseThrow();
        assertEquals(last.seq(), outcome.seq());
        assertEquals(last.tMs(), outcome.tMs());
        for (EpisodeRun r : List.of(run, RUNNER.run(INV.episode("fate").orElseThrow(), "contract"))) {
            for (StatusChange c : r.statusChanges()) {
                assertEquals(r.trace().get((int) c.seq() - 1).tMs(), c.tMs(), "stamp #" + c.seq());
            }
            for (StatusValue v : r.finalStatus()) {
                if (v.sinceSeq() != null) assertEquals(r.trace().get((int) (long) v.sinceSeq() - 1).tMs(), v.sinceMs());
            }
        }
    }

    private static String value(List<StatusValue> values, String field) {
        return values.stream().filter(v -> v.fieldId().equals(field)).findFirst().orElseThrow().value();
    }

    @Test
    void aPredictionIsComparedClaimByClaim() {
        Episode helper = INV.episode("helper").orElseThrow();
        Map<String, EpisodeRun> runs = Map.of("naive", RUNNER.run(helper, "naive"), "contract", RUNNER.run(helper, "contract"));
        PredictionComparison wrong = PredictionComparison.compare(INV, helper, new Prediction("helper", "enough", "same app", 90), runs);
        assertEquals(ClaimComparison.Outcome.MISMATCH, wrong.claims().get(0).outcome());
        assertEquals(ClaimComparison.Outcome.MATCH, wrong.claims().get(1).outcome());
        assertTrue(wrong.claims().get(1).sentence().contains("#" + wrong.claims().get(1).evidenceSeq()));
        PredictionComparison partial = PredictionComparison.compare(INV, helper, new Prediction("helper", "useless-apart", null, 50),
                Map.of("naive", runs.get("naive")));
        assertEquals(ClaimComparison.Outcome.PENDING, partial.claims().get(2).outcome());
        assertNull(partial.claims().get(2).actual());
        assertThrows(IllegalArgumentException.class, () -> new Prediction("helper", "enough", null, 101));
    }

    @Test
    void everyEventOfEveryRunHasASentenceThatStandsAlone() {
        for (Episode e : INV.episodes()) {
            for (var v : e.experiment().variants()) {
                for (TraceEvent ev : RUNNER.run(e, v.id()).trace()) {
                    String s = INV.narration().sentence(ev);
                    assertFalse(s.contains("?") || s.contains("{"), e.id() + "/" + v.id() + " #" + ev.seq() + ": " + s);
                    assertTrue(s.startsWith("At "), s);
                    assertTrue(s.endsWith("."), s);
                }
            }
        }
        for (EventType t : EventType.values()) assertTrue(INV.narration().covers(t), t.name());
    }

    @Test
    void theHelperFitsAloneButNotWithItsCompanion() {
        PlacementCost cost = new CostsAccepted(INV).evaluate("50Mi", "3Gi", "64Mi");
        assertTrue(cost.helperAlone().placed());
        assertEquals("node-1", cost.helperAlone().node());
        assertFalse(cost.group().placed());
        assertTrue(cost.group().reasons().contains("Insufficient memory"), cost.group().reasons().toString());
        assertTrue(cost.costVisible());
        PlacementCost roomy = new CostsAccepted(INV).evaluate("50Mi", "3Gi", "8Gi");
        assertTrue(roomy.group().placed());
        assertFalse(roomy.costVisible());
        assertThrows(IllegalArgumentException.class, () -> new CostsAccepted(INV).evaluate("fifty", "3Gi", "8Gi"));
    }

    @Test
    void injectedFaultsAndSeedsReachTheEngine() {
        Episode helper = INV.episode("helper").orElseThrow();
        EpisodeRun run = RUNNER.run(helper, "contract", RunOptions.DEFAULT.withSeed(9)
                .withFault(FaultAction.crash(5_000, new MemberRef("web-app", "log-helper"), 3))
                .withFault(FaultAction.failNode(12_000, "node-2")));
        assertEquals(9, run.seed());
        assertTrue(run.trace().stream().anyMatch(e -> e.type() == EventType.Exited && e.tMs() == 5_000
                && "log-helper".equals(e.container()) && Integer.valueOf(3).equals(e.exitCode())));
        assertTrue(run.trace().stream().anyMatch(e -> e.type() == EventType.NodeFailed && e.tMs() == 12_000));
    }

    @Test
    void statusRulesSkipTheFirstStartToSeeARestart() {
        StatusField helpers = INV.episode("fate").orElseThrow().statusFields().get(1);
        assertTrue(helpers.rules().stream().anyMatch(r -> r.skip() == 1));
        EpisodeRun crash = RUNNER.run(INV.episode("fate").orElseThrow(), "crash-member");
        assertEquals("log helper restarted inside the group", value(crash.finalStatus(), "helpers"));
    }
}
