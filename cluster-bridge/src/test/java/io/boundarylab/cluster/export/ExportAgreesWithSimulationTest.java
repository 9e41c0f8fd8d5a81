package io.boundarylab.cluster.export;

import io.boundarylab.cluster.play.Placement;
import io.boundarylab.cluster.source.Experiment;
import io.boundarylab.cluster.source.ExperimentSource;
import io.boundarylab.engine.cluster.Guarantee;
import io.boundarylab.engine.contract.ContractChecker;
import io.boundarylab.engine.contract.Verdict;
import io.boundarylab.engine.result.RequestCount;
import io.boundarylab.engine.scenario.ContainerSpec;
import io.boundarylab.engine.scenario.MemberRef;
import io.boundarylab.engine.scenario.PodSpec;
import io.boundarylab.engine.scenario.Scenario;
import io.boundarylab.engine.scenario.Step;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;
import io.boundarylab.episodes.content.Episode;
import io.boundarylab.episodes.content.Investigation;
import io.boundarylab.episodes.content.ObservationRule;
import io.boundarylab.episodes.content.Variant;
import io.boundarylab.episodes.predicate.RunFacts;
import io.boundarylab.episodes.run.EpisodeRun;
import io.boundarylab.episodes.run.EpisodeRunner;
import io.boundarylab.episodes.run.RunOptions;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodBuilder;
import io.fabric8.kubernetes.api.model.Volume;
import io.fabric8.kubernetes.api.model.VolumeBuilder;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.file.Files;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Every variant of both investigations, exported and run in pod-like sandboxes ({@link PodLikeSandbox}), tells the
 * story the simulation tells: the episode's own observation rules, judged on the sandbox's trace, pick the observation
 * they pick on the simulation's, and each member shows the same facts (started, restarted, exit codes, ports bound or
 * refused, connections, a missing file, lines shipped, evicted). Both sides go through the same two functions
 * ({@link #observation}, {@link #facts}); nothing expected is written here.
 *
 * <p>What the sandbox takes from the simulation is only the node each Pod runs on: it is not a scheduler. A variant
 * the export refuses must say why; one whose manifests need what the sandbox has no counterpart for (a Service, a
 * controller, probes, a node loss) is skipped, naming it. Runs go faster than the scenario (see {@link #scale}), and
 * several at once, so that the whole class stays short.
 */
class ExportAgreesWithSimulationTest {
    /** The shortest real time a wait of the scenario may be scaled down to: on a busy machine the steps keep their order. */
    private static final long SHORTEST_REAL_WAIT_MS = 400;
    private static final int MAX_SCALE = 10;
    private static final Set<EventType> FACTS = EnumSet.of(EventType.Started, EventType.Exited, EventType.BackOff, EventType.PortBound,
            EventType.BindFailed, EventType.Connected, EventType.ConnectionRefused, EventType.FileMissing, EventType.LinesShipped,
            EventType.Evicted);

    /**
     * How many sandbox runs go at once: each spends its scaled horizon (2 to 12 s) waiting on its scripts' sleeps. Six
     * overlap most of the 14 that run here while the machine keeps time for each run's timers and signals: a scaled
     * run has 2 s of real time between its eviction and its horizon.
     */
    private static final int AT_ONCE = 6;
    private static final ExecutorService RUNS = Executors.newFixedThreadPool(AT_ONCE, r -> {
        Thread t = new Thread(r, "export-agrees");
        t.setDaemon(true);
        return t;
    });
    private static final Map<String, Future<List<TraceEvent>>> STARTED = new TreeMap<>();

    /** Every run starts before the first test, so that the harness's own check below overlaps them too. */
    @BeforeAll
    static void startRuns() throws Exception {
        variants();
    }

    @AfterAll
    static void stopRuns() {
        RUNS.shutdownNow();
    }

    record Case(Episode episode, Variant variant) {
        String label() {
            return episode.id() + "/" + variant.id();
        }

        @Override
        public String toString() {
            return label();
        }
    }

    static Stream<Arguments> variants() throws Exception {
        List<Arguments> out = new ArrayList<>();
        for (Investigation inv : Investigation.loadAllBundled(Locale.ROOT)) {
            for (Episode e : inv.episodes()) for (Variant v : e.experiment().variants()) out.add(Arguments.of(new Case(e, v)));
        }
        // Every runnable variant starts at once, a few at a time, so that each test waits only for its own.
        for (Arguments a : out) start((Case) a.get()[0]);
        return out.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void theSandboxRunTellsTheSimulationsStory(Case c) throws Exception {
        Experiment e = ExperimentSource.of(c.episode(), c.variant());
        Manifests m;
        try {
            m = Exporter.export(e.scenario(), e.naive(), e.focus(), Exporter.DEFAULT_IMAGE);
        } catch (NotExportable x) {
            assertFalse(x.getMessage() == null || x.getMessage().isBlank(), c.label() + " is refused without a reason");
            return;
        }
        Optional<String> why = PodLikeSandbox.whyNot(m);
        assumeTrue(why.isEmpty(), () -> c.label() + ": " + why.orElse(""));
        Optional<String> here = PodLikeSandbox.whyNotHere();
        assumeTrue(here.isEmpty(), () -> c.label() + ": " + here.orElse(""));

        EpisodeRun simulated = new EpisodeRunner().run(c.episode(), c.variant(), RunOptions.DEFAULT);
        List<TraceEvent> sandbox = waitFor(STARTED.get(c.label()));
        RunFacts real = runFacts(sandbox);

        Set<String> expected = facts(simulated.trace());
        expected.removeAll(statedDifferences(e, m));
        String said = "\nsimulation: " + facts(simulated.trace()) + "\nsandbox:    " + facts(sandbox) + "\nsandbox trace:\n" + text(sandbox);
        assertEquals(observation(c.episode(), simulated), observation(c.episode(), real), c.label() + ": the episode's observation differs" + said);
        assertEquals(expected, facts(sandbox), c.label() + ": the members' facts differ" + said);
        assertTrue(sandbox.stream().anyMatch(x -> x.type() == EventType.Started), c.label() + ": nothing ran in the sandbox" + said);
    }

    /**
     * The harness sees a wrong export: the naive helper as it was once exported, each member's Pod with an emptyDir of its
     * own, ships nothing even where the simulation puts both members on one node and ships; the node's folder, as
     * exported now, ships. Either way every process ends and every folder goes.
     */
    @Test
    void aNaiveHelperWithoutTheNodesFolderDisagreesAndTheExportedOneAgrees() throws Exception {
        Optional<String> here = PodLikeSandbox.whyNotHere();
        assumeTrue(here.isEmpty(), () -> here.orElse(""));
        Episode helper = null;
        for (Investigation inv : Investigation.loadAllBundled(Locale.ROOT)) for (Episode e : inv.episodes()) if (e.id().equals("helper")) helper = e;
        Variant naive = helper.experiment().variant("naive").orElseThrow();
        EpisodeRun together = null;
        for (long seed = 1; seed <= 20 && together == null; seed++) {
            EpisodeRun r = new EpisodeRunner().run(helper, naive, RunOptions.DEFAULT.withSeed(seed));
            if (facts(r.trace()).contains("web-app/log-helper LinesShipped")) together = r;
        }
        assertTrue(together != null, "no seed of 20 puts the helper beside web");
        Experiment e = ExperimentSource.of(helper, naive);
        Manifests exported = Exporter.export(e.scenario(), e.naive(), e.focus(), Exporter.DEFAULT_IMAGE);
        List<HasMetadata> own = new ArrayList<>();
        for (HasMetadata o : exported.objects()) {
            if (!(o instanceof Pod p)) {
                own.add(o);
                continue;
            }
            List<Volume> volumes = new ArrayList<>();
            for (Volume v : p.getSpec().getVolumes()) volumes.add(new VolumeBuilder().withName(v.getName()).withNewEmptyDir().endEmptyDir().build());
            own.add(new PodBuilder(p).editSpec().withVolumes(volumes).endSpec().build());
        }
        Manifests ownFolders = new Manifests(exported.scenario(), own, exported.split(), exported.notes(), exported.timeline(), exported.untilMs());
        Map<String, String> nodes = Placement.of(exported, together.trace());
        int scale = scale(e.scenario());
        Future<List<TraceEvent>> wrong = RUNS.submit(() -> runAndCheckCleanUp(ownFolders, nodes, scale));
        Future<List<TraceEvent>> right = RUNS.submit(() -> runAndCheckCleanUp(exported, nodes, scale));
        String expected = observation(helper, together);
        assertEquals("lucky-together", expected);
        assertEquals(expected, observation(helper, runFacts(waitFor(right))));
        assertFalse(expected.equals(observation(helper, runFacts(waitFor(wrong)))), "the harness missed a helper that ships nothing");
        assertFalse(facts(wrong.get()).contains("web-app/log-helper LinesShipped"), text(wrong.get()));
    }

    private static List<TraceEvent> runAndCheckCleanUp(Manifests m, Map<String, String> nodes, int scale) throws Exception {
        PodLikeSandbox s = new PodLikeSandbox(Files.createTempDirectory("export-agrees-"), scale);
        List<TraceEvent> trace;
        try (s) {
            trace = s.run(m, nodes);
            assertFalse(s.alive().isEmpty(), "the Pods ended before the horizon");
        }
        assertEquals(List.of(), s.alive(), "processes left after the sandbox closed");
        assertFalse(s.foldersLeft(), "folders left after the sandbox closed");
        return trace;
    }

    /**
     * The facts the export says it cannot keep, each with its note: without startup ordering an init container becomes an
     * app container that stays idle after its steps (an exit 0 would be restarted under restartPolicy Always), where the
     * engine runs it once to its exit 0.
     */
    static Set<String> statedDifferences(Experiment e, Manifests m) {
        Set<String> out = new TreeSet<>();
        if (!ExportForm.of(e.scenario().platform(), e.naive(), e.focus()).initsAsApps()) return out;
        List<String> pods = new ArrayList<>();
        for (PodSpec p : e.scenario().pods()) {
            pods.add(p.name());
            for (ContainerSpec c : p.initContainers()) if (!c.isSidecar()) out.add(p.name() + "/" + c.name() + " Exited 0");
        }
        assertTrue(m.notes().contains(io.boundarylab.cluster.Text.get("note.initsAsApps", String.join(", ", pods))),
                "the export keeps init containers idle without saying so: " + m.notes());
        return out;
    }

    /** Starts the sandbox run of a variant that exports and needs nothing the sandbox lacks. */
    private static synchronized void start(Case c) throws Exception {
        if (STARTED.containsKey(c.label()) || PodLikeSandbox.whyNotHere().isPresent()) return;
        Experiment e = ExperimentSource.of(c.episode(), c.variant());
        Manifests m;
        try {
            m = Exporter.export(e.scenario(), e.naive(), e.focus(), Exporter.DEFAULT_IMAGE);
        } catch (NotExportable x) {
            return;
        }
        if (PodLikeSandbox.whyNot(m).isPresent()) return;
        Map<String, String> nodes = Placement.of(m, new EpisodeRunner().run(c.episode(), c.variant(), RunOptions.DEFAULT).trace());
        int scale = scale(e.scenario());
        STARTED.put(c.label(), RUNS.submit(() -> {
            try (PodLikeSandbox s = new PodLikeSandbox(Files.createTempDirectory("export-agrees-"), scale)) {
                return s.run(m, nodes);
            }
        }));
    }

    /**
     * How many times faster than the scenario the sandbox runs: as fast as keeps its shortest wait (a sleep, a run for a
     * time), which is what orders one member's step after another's, at {@value #SHORTEST_REAL_WAIT_MS} ms or more, at
     * most {@value #MAX_SCALE} times. A write's or a ship's period orders nothing and does not count.
     */
    static int scale(Scenario s) {
        long shortest = Long.MAX_VALUE;
        for (PodSpec p : s.pods()) {
            for (ContainerSpec c : p.allContainers()) {
                for (Step step : c.steps()) {
                    Long ms = step instanceof Step.Sleep sl ? Long.valueOf(sl.ms()) : step instanceof Step.Run r ? r.ms() : null;
                    if (ms != null && ms > 0) shortest = Math.min(shortest, ms);
                }
            }
        }
        return (int) Math.max(1, Math.min(MAX_SCALE, shortest / SHORTEST_REAL_WAIT_MS));
    }

    /** The episode's verdict on a run: the first of its observation rules that holds, as the episode runner picks it. */
    static String observation(Episode episode, RunFacts run) {
        for (ObservationRule r : episode.experiment().observations()) {
            if (r.when() == null || r.when().evaluate(run).holds()) return r.id();
        }
        return null;
    }

    /** What each member did, as a set of short sentences: the facts the episodes' rules turn on. */
    static Set<String> facts(List<TraceEvent> trace) {
        Set<String> out = new TreeSet<>();
        Map<String, Integer> starts = new TreeMap<>();
        for (TraceEvent e : trace) {
            if (!FACTS.contains(e.type()) || e.pod() == null) continue;
            String who = e.pod() + "/" + (e.container() == null ? "*" : e.container());
            out.add(who + " " + e.type() + (e.type() == EventType.Exited ? " " + e.exitCode() : ""));
            if (e.type() == EventType.Started && starts.merge(who, 1, Integer::sum) == 2) out.add(who + " Started again");
        }
        return out;
    }

    /** A sandbox trace as what a predicate reads: lines shipped are the events' sum, verdicts the contract checker's. */
    static RunFacts runFacts(List<TraceEvent> trace) {
        Map<Guarantee, Verdict> verdicts = ContractChecker.check(trace);
        return new RunFacts() {
            @Override
            public List<TraceEvent> trace() {
                return trace;
            }

            @Override
            public RequestCount requests(MemberRef client) {
                return EpisodeRun.NO_REQUESTS;
            }

            @Override
            public long linesShipped(MemberRef member) {
                long n = 0;
                for (TraceEvent e : trace) if (e.type() == EventType.LinesShipped && member.equals(e.member()) && e.lines() != null) n += e.lines();
                return n;
            }

            @Override
            public Verdict verdict(Guarantee guarantee) {
                return verdicts.get(guarantee);
            }
        };
    }

    private static String text(List<TraceEvent> trace) {
        StringBuilder b = new StringBuilder();
        for (TraceEvent e : trace) {
            b.append(String.format(Locale.ROOT, "  %6d ms %s %s/%s%s%s%n", e.tMs(), e.type(), e.pod(), e.container(),
                    e.exitCode() == null ? "" : " exit " + e.exitCode(), e.node() == null ? "" : " on " + e.node()));
        }
        return b.toString();
    }

    /**
     * A sandbox run's trace, up to 3 minutes; a run that found something missing here (busybox, say)
     * skips the test with its reason instead of failing it.
     */
    private static List<TraceEvent> waitFor(Future<List<TraceEvent>> run) throws Exception {
        try {
            return run.get(3, TimeUnit.MINUTES);
        } catch (java.util.concurrent.ExecutionException e) {
            if (e.getCause() instanceof org.opentest4j.TestAbortedException skipped) {
                throw skipped;
            }
            throw e;
        }
    }
}
