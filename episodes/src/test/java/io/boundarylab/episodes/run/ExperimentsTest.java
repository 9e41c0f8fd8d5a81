package io.boundarylab.episodes.run;

import io.boundarylab.engine.scenario.MemberRef;
import io.boundarylab.engine.contract.Verdict;
import io.boundarylab.engine.result.ContainerStatus;
import io.boundarylab.engine.result.SimulationResult;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;
import io.boundarylab.episodes.Fixtures;
import io.boundarylab.episodes.content.Investigation;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Each experiment shows what the investigation says it shows, read from the engine's result and
 * trace (not from the content's own predicates), and the model derives matching status values.
 */
class ExperimentsTest {

    private static final Investigation INV = Fixtures.bundled();
    private static final EpisodeRunner RUNNER = new EpisodeRunner();

    static EpisodeRun run(String episode, String variant) {
        return RUNNER.run(INV.episode(episode).orElseThrow(), variant);
    }

    static List<TraceEvent> events(EpisodeRun r, EventType type, String container) {
        return r.trace().stream().filter(e -> e.type() == type && (container == null || container.equals(e.container()))).toList();
    }

    static Optional<TraceEvent> first(EpisodeRun r, EventType type, String container) {
        return events(r, type, container).stream().findFirst();
    }

    static ContainerStatus container(EpisodeRun r, String name) {
        return r.engineOutput().result().pods().get("web-app").containers().get(name);
    }

    static String status(EpisodeRun r, String field) {
        return r.finalStatus().stream().filter(v -> v.fieldId().equals(field)).findFirst().orElseThrow().value();
    }

    @Nested
    class Helper {
        @Test
        void apartTheHelperRunsHealthyOnAnotherNodeAndShipsNothing() {
            EpisodeRun r = run("helper", "naive");
            String webNode = first(r, EventType.Scheduled, "web").orElseThrow().node();
            String helperNode = first(r, EventType.Scheduled, "log-helper").orElseThrow().node();
            assertNotEquals(webNode, helperNode);
            assertEquals(0L, r.engineOutput().result().metrics().linesShipped().get(new MemberRef("web-app", "log-helper")));
            assertTrue(events(r, EventType.Exited, "log-helper").isEmpty(), "the helper is healthy: it never exits");
            assertEquals("running", container(r, "log-helper").state());
            assertEquals(Verdict.Outcome.VIOLATED, r.verdict().outcome());
            assertEquals("placed on " + helperNode, r.statusChanges().stream().filter(c -> c.fieldId().equals("helper")).findFirst().orElseThrow().value());
            assertTrue(status(r, "result").startsWith("helper useless"));
            assertEquals("useless-apart", r.observation().ruleId());
        }

        @Test
        void placedAtomicallyBothShareANodeAndTheHelperShips() {
            EpisodeRun r = run("helper", "contract");
            TraceEvent placed = first(r, EventType.Scheduled, null).orElseThrow();
            assertEquals(1, events(r, EventType.Scheduled, null).size(), "one scheduling decision for the group");
            assertTrue(r.engineOutput().result().metrics().linesShipped().get(new MemberRef("web-app", "log-helper")) > 0);
            assertEquals(Verdict.Outcome.HOLDS, r.verdict().outcome());
            assertEquals("running on " + placed.node(), status(r, "helper"));
            assertEquals("running on " + placed.node(), status(r, "web"));
            assertEquals("useful-together", r.observation().ruleId());
        }
    }

    @Nested
    class StartupOrder {
        @Test
        void unorderedWebStartsBeforeTheConfigFailsAndIsRestartedWithBackOff() {
            EpisodeRun r = run("startup-order", "naive");
            TraceEvent configDone = events(r, EventType.Exited, "config-fetch").stream().filter(e -> e.exitCode() == 0).findFirst().orElseThrow();
            TraceEvent firstWeb = first(r, EventType.Started, "web").orElseThrow();
            assertTrue(firstWeb.seq() < configDone.seq(), "web starts before the precondition completes");
            List<TraceEvent> failures = events(r, EventType.Exited, "web");
            assertTrue(failures.size() >= 2, "web flails: " + failures.size() + " failures");
            assertTrue(failures.stream().allMatch(e -> e.exitCode() == 1));
            assertFalse(events(r, EventType.BackOff, "web").isEmpty());
            TraceEvent serving = first(r, EventType.PortBound, "web").orElseThrow();
            assertTrue(serving.seq() > configDone.seq(), "web serves only once the config happens to exist");
            assertEquals(failures.size() + 1, container(r, "web").timesStarted());
            assertEquals(Verdict.Outcome.VIOLATED, r.verdict().outcome());
            assertEquals("flailing", r.observation().ruleId());
        }

        @Test
        void orderedWebStartsOnceAfterThePreconditionExitedZero() {
            EpisodeRun r = run("startup-order", "contract");
            TraceEvent configDone = first(r, EventType.Exited, "config-fetch").orElseThrow();
            assertEquals(0, configDone.exitCode());
            List<TraceEvent> starts = events(r, EventType.Started, "web");
            assertEquals(1, starts.size());
            assertTrue(starts.get(0).seq() > configDone.seq());
            assertTrue(events(r, EventType.Exited, "web").isEmpty());
            assertEquals(Verdict.Outcome.HOLDS, r.verdict().outcome());
            assertTrue(status(r, "outcome").startsWith("stable"));
        }

        @Test
        void aFailingPreconditionKeepsOrderedWebFromEverStarting() {
            EpisodeRun r = run("startup-order", "failing-ordered");
            assertTrue(events(r, EventType.Started, "web").isEmpty());
            assertTrue(events(r, EventType.Exited, "config-fetch").size() >= 2, "the precondition is retried");
            assertTrue(events(r, EventType.Exited, "config-fetch").stream().allMatch(e -> e.exitCode() != 0));
            assertEquals("not attempted", status(r, "web"));
            assertEquals("held-back", r.observation().ruleId());
        }

        @Test
        void aFailingPreconditionLeavesUnorderedWebCrashLooping() {
            EpisodeRun r = run("startup-order", "failing-unordered");
            assertTrue(events(r, EventType.Exited, "web").size() >= 3);
            assertTrue(events(r, EventType.PortBound, "web").isEmpty());
            assertTrue(events(r, EventType.BackOff, "web").stream().allMatch(e -> "CrashLoopBackOff".equals(e.reason())));
            assertEquals("crash-loop", r.observation().ruleId());
        }

        @Test
        void aPreconditionMovedIntoContainersIsRestartedAfterEverySuccessAndCrashLoops() {
            EpisodeRun r = run("startup-order", "precondition-as-container");
            List<TraceEvent> exits = events(r, EventType.Exited, "config-fetch");
            assertTrue(exits.size() >= 3, "config-fetch is restarted after it succeeded");
            assertTrue(exits.stream().allMatch(e -> e.exitCode() == 0), "it never fails: every exit is 0");
            List<TraceEvent> backOffs = events(r, EventType.BackOff, "config-fetch");
            assertFalse(backOffs.isEmpty());
            assertTrue(backOffs.stream().allMatch(e -> "CrashLoopBackOff".equals(e.reason())));
            assertTrue(backOffs.get(0).seq() > exits.get(0).seq());
            assertEquals(List.of("10s", "20s", "40s"), backOffs.stream()
                    .map(e -> e.message().replaceAll("^Back-off (\\S+) .*$", "$1")).toList());
            // each success costs the pod its readiness
            for (TraceEvent exit : exits.subList(1, exits.size()))
                assertTrue(r.trace().stream().anyMatch(e -> e.type() == EventType.NotReady && e.tMs() == exit.tMs()));
            assertEquals("waiting", container(r, "config-fetch").state());
            assertEquals("CrashLoopBackOff", container(r, "config-fetch").reason());
            assertEquals("precondition-crash-loops", r.observation().ruleId());
            assertEquals(backOffs.get(0).seq(), r.observation().evidenceSeq());
            assertTrue(status(r, "outcome").startsWith("broken: the precondition crash-loops"));
        }
    }

    @Nested
    class Identity {
        @Test
        void separateIdentitiesRefuseLocalhost() {
            EpisodeRun r = run("identity", "naive");
            assertNotEquals(first(r, EventType.Started, "web").orElseThrow().ip(), first(r, EventType.Started, "log-helper").orElseThrow().ip());
            TraceEvent refused = first(r, EventType.ConnectionRefused, "log-helper").orElseThrow();
            assertEquals(8080, refused.port());
            assertTrue(events(r, EventType.Connected, "log-helper").isEmpty());
            assertEquals(Verdict.Outcome.VIOLATED, r.verdict().outcome());
            assertTrue(status(r, "localhost").startsWith("refused"));
        }

        @Test
        void oneSharedIdentityConnects() {
            EpisodeRun r = run("identity", "contract");
            assertEquals(first(r, EventType.Started, "web").orElseThrow().ip(), first(r, EventType.Started, "log-helper").orElseThrow().ip());
            assertEquals(8080, first(r, EventType.Connected, "log-helper").orElseThrow().port());
            assertEquals(Verdict.Outcome.HOLDS, r.verdict().outcome());
            assertTrue(status(r, "result").startsWith("one logical host"));
        }

        @Test
        void separateIdentitiesLetTwoMembersBindTheSamePort() {
            EpisodeRun r = run("identity", "port-naive");
            Map<String, Integer> bound = events(r, EventType.PortBound, null).stream()
                    .collect(Collectors.toMap(TraceEvent::container, TraceEvent::port, (a, b) -> a));
            assertEquals(Map.of("web", 8080, "metrics", 8080), bound);
            assertTrue(events(r, EventType.BindFailed, null).isEmpty());
        }

        @Test
        void aSharedIdentityRefusesASecondBindOfThePort() {
            EpisodeRun r = run("identity", "port-contract");
            TraceEvent failed = first(r, EventType.BindFailed, "metrics").orElseThrow();
            assertEquals(8080, failed.port());
            assertTrue(first(r, EventType.PortBound, "web").orElseThrow().seq() < failed.seq());
            assertEquals("port-clash", r.observation().ruleId());
        }
    }

    @Nested
    class Fate {
        @Test
        void independentEvictionLeavesTheHelpersRunning() {
            EpisodeRun r = run("fate", "naive");
            TraceEvent evicted = first(r, EventType.Evicted, "web").orElseThrow();
            assertEquals(20_000, evicted.tMs());
            Predicate<TraceEvent> helperStopped = e -> "log-helper".equals(e.container())
                    && (e.type() == EventType.Killing || e.type() == EventType.Exited || e.type() == EventType.Evicted);
            assertTrue(r.trace().stream().noneMatch(helperStopped));
            assertEquals("running", container(r, "log-helper").state());
            assertEquals("running", container(r, "config-watcher").state());
            assertEquals(Verdict.Outcome.VIOLATED, r.verdict().outcome());
            assertEquals("fragments", r.observation().ruleId());
        }

        @Test
        void groupEvictionRemovesEveryMemberAtOnce() {
            EpisodeRun r = run("fate", "contract");
            TraceEvent evicted = first(r, EventType.Evicted, null).orElseThrow();
            for (String member : List.of("web", "log-helper", "config-watcher")) {
                TraceEvent killed = first(r, EventType.Killing, member).orElseThrow();
                assertEquals(evicted.tMs(), killed.tMs(), member + " stops with the group");
            }
            SimulationResult res = r.engineOutput().result();
            assertEquals("Failed", res.pods().get("web-app").phase());
            assertEquals(Verdict.Outcome.HOLDS, r.verdict().outcome());
            assertEquals("group-evicted", r.observation().ruleId());
        }

        @Test
        void aCrashedMemberRestartsInsideTheBoundaryWhileTheOthersRun() {
            EpisodeRun r = run("fate", "crash-member");
            TraceEvent crash = first(r, EventType.Exited, "log-helper").orElseThrow();
            assertEquals(1, crash.exitCode());
            assertTrue(events(r, EventType.Started, "log-helper").size() >= 2);
            assertTrue(events(r, EventType.Exited, "web").isEmpty());
            assertEquals(1, container(r, "log-helper").restartCount());
            assertEquals("running", container(r, "web").state());
            assertEquals("restarted-inside", r.observation().ruleId());
        }

        @Test
        void aCrashedMemberTakesTheWholePodOutOfReadinessUntilItIsBack() {
            EpisodeRun r = run("fate", "crash-member");
            TraceEvent crash = first(r, EventType.Exited, "log-helper").orElseThrow();
            TraceEvent notReady = first(r, EventType.NotReady, null).orElseThrow();
            assertEquals(crash.seq() + 1, notReady.seq(), "the pod goes NotReady right after the member's exit");
            assertEquals(null, notReady.container(), "the whole pod, not the member");
            TraceEvent restarted = events(r, EventType.Started, "log-helper").get(1);
            TraceEvent readyAgain = r.trace().stream().filter(e -> e.type() == EventType.Ready && e.seq() > notReady.seq()).findFirst().orElseThrow();
            assertTrue(readyAgain.seq() > restarted.seq());
            assertTrue(events(r, EventType.Exited, "web").isEmpty(), "web itself never stopped");
            assertEquals("Ready since 0:20: in the endpoints of any Service", status(r, "readiness"));
            assertTrue(r.statusChanges().stream().anyMatch(c -> c.fieldId().equals("readiness")
                    && c.value().equals("NotReady at 0:20: out of the endpoints of every Service") && c.seq() == notReady.seq()));
            assertTrue(r.observation().text().contains("NotReady"));
        }

        @Test
        void theRestartedHelperLabelsLinesItShipsAgainAsReshipped() {
            EpisodeRun r = run("fate", "crash-member");
            List<TraceEvent> ships = events(r, EventType.LinesShipped, "log-helper");
            List<TraceEvent> reshipped = ships.stream().filter(e -> "Reshipped".equals(e.reason())).toList();
            assertEquals(1, reshipped.size(), "only the first batch after the restart repeats old lines");
            TraceEvent again = reshipped.get(0);
            assertEquals(25000, again.tMs());
            assertTrue(again.message().contains("15 re-shipped") && again.message().contains("10 new"), again.message());
            assertTrue(ships.stream().filter(e -> e != again).noneMatch(e -> e.message().contains("re-shipped")));
        }

        @Test
        void theEpisodeEndsOnWhoBringsAReplacement() {
            EpisodeRun r = run("fate", "contract");
            assertTrue(r.observation().text().contains("who does?"));
            assertTrue(status(r, "outcome").contains("no replacement"));
            assertTrue(INV.episode("fate").orElseThrow().discovery().endsWith("who brings a replacement?"));
        }
    }
}
