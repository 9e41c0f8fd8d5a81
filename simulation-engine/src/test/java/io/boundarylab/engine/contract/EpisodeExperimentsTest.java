package io.boundarylab.engine.contract;

import io.boundarylab.engine.scenario.MemberRef;
import io.boundarylab.engine.Simulator;
import io.boundarylab.engine.SimulationRun;
import io.boundarylab.engine.cluster.Guarantee;
import io.boundarylab.engine.contract.Verdict.Outcome;
import io.boundarylab.engine.scenario.ScenarioException;
import io.boundarylab.engine.scenario.ScenarioReader;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Each documented episode experiment shows, in its result and trace, what the episode claims. */
class EpisodeExperimentsTest {

    static SimulationRun run(String example) throws ScenarioException {
        return Simulator.run(ScenarioReader.read(Path.of("..", "docs", "examples", example + ".yaml")));
    }

    static long count(SimulationRun r, EventType type, String container) {
        return r.trace().stream().filter(e -> e.type() == type && container.equals(e.container())).count();
    }

    static Outcome verdict(SimulationRun r, Guarantee g) {
        return r.result().contract().get(g).outcome();
    }

    @Test
    void helperPlacedApartShipsNothingPlacedTogetherShipsEverything() throws ScenarioException {
        SimulationRun apart = run("helper-separate"), together = run("helper-together");
        assertNotEquals(apart.result().pods().get("web-app").containers().get("web").node(),
                apart.result().pods().get("web-app").containers().get("log-helper").node());
        assertEquals("running", apart.result().pods().get("web-app").containers().get("log-helper").state(), "healthy");
        assertEquals(0L, apart.result().metrics().linesShipped().get(new MemberRef("web-app", "log-helper")), "but useless");
        assertEquals(Outcome.VIOLATED, verdict(apart, Guarantee.ATOMIC_PLACEMENT));
        // web writes a line a second for a minute; the helper ships each within a second.
        assertTrue(together.result().metrics().linesShipped().get(new MemberRef("web-app", "log-helper")) >= 59);
        assertEquals(Outcome.HOLDS, verdict(together, Guarantee.ATOMIC_PLACEMENT));
        assertEquals(Outcome.HOLDS, verdict(together, Guarantee.SHARED_STORAGE));
    }

    @Test
    void unorderedStartupFlailsOrderedStartsOnce() throws ScenarioException {
        SimulationRun unordered = run("startup-unordered"), ordered = run("startup-ordered"), failing = run("startup-ordered-failing");
        assertTrue(count(unordered, EventType.FileMissing, "web") >= 1, "web started before the configuration existed");
        assertTrue(count(unordered, EventType.BackOff, "web") >= 1, "and was restarted with back-off");
        assertEquals(Outcome.VIOLATED, verdict(unordered, Guarantee.STARTUP_ORDERING));
        assertEquals(1, count(ordered, EventType.Started, "web"));
        assertEquals(0, count(ordered, EventType.FileMissing, "web"));
        TraceEvent initDone = ordered.trace().stream().filter(e -> e.type() == EventType.Exited && "config-precondition".equals(e.container())).findFirst().orElseThrow();
        TraceEvent webStart = ordered.trace().stream().filter(e -> e.type() == EventType.Started && "web".equals(e.container())).findFirst().orElseThrow();
        assertEquals(0, initDone.exitCode());
        assertTrue(initDone.seq() < webStart.seq());
        assertEquals(Outcome.HOLDS, verdict(ordered, Guarantee.STARTUP_ORDERING));
        assertEquals(0, count(failing, EventType.Started, "web"), "a failing precondition keeps web from ever starting");
        assertEquals(Outcome.HOLDS, verdict(failing, Guarantee.STARTUP_ORDERING));
    }

    @Test
    void separateIdentitiesRefuseLocalhostSharedOneConnectsAndMakesPortsClash() throws ScenarioException {
        SimulationRun separate = run("identity-separate"), shared = run("identity-shared");
        assertEquals(1, count(separate, EventType.ConnectionRefused, "log-helper"));
        assertEquals(1, count(separate, EventType.PortBound, "web"));
        assertEquals(1, count(separate, EventType.PortBound, "metrics-sidecar"), "both can bind 8080");
        assertEquals(Outcome.VIOLATED, verdict(separate, Guarantee.SHARED_IDENTITY));
        assertEquals(1, count(shared, EventType.Connected, "log-helper"));
        assertTrue(count(shared, EventType.BindFailed, "metrics-sidecar") >= 1, "a second bind of 8080 in the group fails");
        assertEquals(Outcome.HOLDS, verdict(shared, Guarantee.SHARED_IDENTITY));
    }

    @Test
    void independentEvictionLeavesFragmentsGroupEvictionTakesAll() throws ScenarioException {
        SimulationRun independent = run("fate-independent"), shared = run("fate-shared");
        var ind = independent.result().pods().get("web-app").containers();
        assertEquals("terminated", ind.get("web").state());
        assertEquals("running", ind.get("log-helper").state());
        assertEquals("running", ind.get("metrics-helper").state());
        assertEquals(Outcome.VIOLATED, verdict(independent, Guarantee.SHARED_FATE));
        assertEquals("Evicted", shared.result().pods().get("web-app").reason());
        List<Long> exits = shared.trace().stream().filter(e -> e.type() == EventType.Exited && e.tMs() == 60_000).map(TraceEvent::tMs).toList();
        assertEquals(3, exits.size(), "every member stops at the eviction");
        assertEquals(Outcome.HOLDS, verdict(shared, Guarantee.SHARED_FATE));
        // The crash at 20s restarted the helper inside the boundary while the others kept running.
        assertEquals(1, shared.result().pods().get("web-app").containers().get("log-helper").restartCount());
        assertEquals(1, count(shared, EventType.Started, "web"));
        assertFalse(shared.trace().stream().anyMatch(e -> e.type() == EventType.Exited && "web".equals(e.container()) && e.tMs() < 60_000));
    }
}
