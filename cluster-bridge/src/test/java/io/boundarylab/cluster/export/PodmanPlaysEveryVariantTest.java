package io.boundarylab.cluster.export;

import io.boundarylab.cluster.Text;
import io.boundarylab.cluster.compare.Comparison;
import io.boundarylab.cluster.compare.RealAgainstSimulated;
import io.boundarylab.cluster.play.PodmanPlay;
import io.boundarylab.cluster.play.PodmanTools;
import io.boundarylab.cluster.source.Experiment;
import io.boundarylab.cluster.source.ExperimentSource;
import io.boundarylab.episodes.content.Episode;
import io.boundarylab.episodes.content.Investigation;
import io.boundarylab.episodes.content.Variant;
import io.boundarylab.episodes.run.EpisodeRun;
import io.boundarylab.episodes.run.EpisodeRunner;
import io.boundarylab.episodes.run.RunOptions;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Every variant of investigation 017 played as real Pods on podman ({@code cluster play}) agrees with the simulation:
 * the verdict on the episode's own guarantee is the same, and the episode's own observation rules, judged on podman's
 * trace, pick the observation they pick on the simulation's. The 14 plays run at once, in real time (the longest
 * horizon is 2 minutes), each with its own podman nodes; where podman, runc or the rights it needs are missing, every
 * case is skipped with the reason.
 */
class PodmanPlaysEveryVariantTest {
    private static final ExecutorService PLAYS = Executors.newFixedThreadPool(14, r -> {
        Thread t = new Thread(r, "podman-play");
        t.setDaemon(true);
        return t;
    });
    private static final Map<String, Future<RealAgainstSimulated.Played>> STARTED = new TreeMap<>();
    private static String whyNot;
    /** How the line-up says that podman starts a Pod's containers in no set order. */
    private static final String STARTS = Text.get("play.gap.startOrder", "\u0000", "\u0000").split("\u0000")[1];

    @BeforeAll
    static void startPlays() throws Exception {
        PodmanTools.Found found = PodmanTools.find();
        whyNot = found.whyNot();
        if (found.tools() == null) return;
        for (Case c : cases()) {
            Experiment e = ExperimentSource.of(c.episode(), c.variant());
            Manifests m = RealAgainstSimulated.export(e, PodmanPlay.IMAGE);
            STARTED.put(c.toString(), PLAYS.submit(() -> RealAgainstSimulated.onPodman(e, m, found.tools(), PodmanPlay.BASE,
                    Comparison.DEFAULT_TOLERANCE_MS)));
        }
    }

    @AfterAll
    static void stop() {
        PLAYS.shutdownNow();
    }

    record Case(Episode episode, Variant variant) {
        @Override
        public String toString() {
            return episode.id() + "/" + variant.id();
        }
    }

    static List<Case> cases() throws Exception {
        List<Case> out = new ArrayList<>();
        Investigation pod = Investigation.loadAllBundled(Locale.ROOT).get(0);
        for (Episode e : pod.episodes()) for (Variant v : e.experiment().variants()) out.add(new Case(e, v));
        return out;
    }

    static Stream<Case> variants() throws Exception {
        return cases().stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void podmanTellsTheSimulationsStory(Case c) throws Exception {
        assumeTrue(whyNot == null, () -> c + ": " + whyNot);
        RealAgainstSimulated.Played p;
        try {
            p = STARTED.get(c.toString()).get(5, TimeUnit.MINUTES);
        } catch (java.util.concurrent.ExecutionException x) {
            if (x.getCause() instanceof PodmanPlay.CannotPlay cannot) {
                assumeTrue(false, () -> c + ": " + cannot.getMessage());
            }
            throw x;
        }
        Experiment e = ExperimentSource.of(c.episode(), c.variant());
        assertTrue(p.comparison().agreesOn(e.focus()), c + ": the verdict on " + e.focus() + " differs\n" + p.report());
        EpisodeRun simulated = new EpisodeRunner().run(c.episode(), c.variant(), RunOptions.DEFAULT);
        String expected = ExportAgreesWithSimulationTest.observation(c.episode(), simulated);
        String seen = ExportAgreesWithSimulationTest.observation(c.episode(), ExportAgreesWithSimulationTest.runFacts(p.play().trace()));
        // Where the restart back-off or the containers' start order decides the observation, podman may pick another,
        // and the line-up must say why; everywhere else the observation is the simulation's.
        boolean stated = p.said().stream().anyMatch(s -> s.equals(Text.get("play.gap.backOff")) || s.contains(STARTS));
        if (!stated) assertEquals(expected, seen, c + ": the episode's observation differs\n" + p.report());
        assertTrue(p.play().trace().stream().anyMatch(x -> x.type() == io.boundarylab.engine.trace.EventType.Started), c + ": nothing ran");
        // Nothing of the play is left: its folder (each node's guard removes its own) is gone.
        try (Stream<Path> left = Files.list(PodmanPlay.BASE)) {
            assertEquals(List.of(), left.filter(x -> x.getFileName().toString().startsWith("run-") && ownedHere(x)).toList());
        }
    }

    private static boolean ownedHere(Path run) {
        try {
            return Files.readString(run.resolve("owner")).strip().equals(Long.toString(ProcessHandle.current().pid()))
                    && STARTED.values().stream().allMatch(Future::isDone);
        } catch (java.io.IOException gone) {
            return false;
        }
    }
}
