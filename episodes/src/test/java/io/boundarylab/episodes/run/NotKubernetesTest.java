package io.boundarylab.episodes.run;

import io.boundarylab.engine.cluster.Platform;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;
import io.boundarylab.episodes.Fixtures;
import io.boundarylab.episodes.content.ContentException;
import io.boundarylab.episodes.content.Investigation;
import io.boundarylab.episodes.run.NotKubernetes.Kind;
import io.boundarylab.episodes.run.NotKubernetes.Mark;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The states Kubernetes cannot express, found in each bundled run. The expected marks are read off
 * the scenarios: which guarantees each variant switches off, and where the golden trace shows it.
 */
class NotKubernetesTest {

    private static final Investigation INV = Fixtures.bundled();
    private static final EpisodeRunner RUNNER = new EpisodeRunner();

    static Mark mark(Kind kind, long seq, String... members) {
        return new Mark(kind, seq, "web-app", List.of(members), null);
    }

    static Stream<Arguments> runs() {
        return Stream.of(
                // Episode 1 (its seed 2 parts them): on node-1 and node-2 (#1, #2), two IPs (#10), and the "pod" says Ready (#11).
                Arguments.of("helper", "naive", List.of(
                        mark(Kind.SPLIT_POD, 2, "log-helper", "web"),
                        mark(Kind.SEPARATE_IPS, 10, "log-helper", "web"),
                        mark(Kind.SPLIT_POD_READY, 11, "log-helper", "web"))),
                // Together, but identity is still off: the later guarantees are off in episode 1.
                Arguments.of("helper", "contract", List.of(mark(Kind.SEPARATE_IPS, 9, "log-helper", "web"))),
                // Episode 2 unordered: web starts (#7) while config-fetch runs, and at another IP than it.
                Arguments.of("startup-order", "naive", List.of(
                        mark(Kind.UNORDERED_INIT, 7, "web", "config-fetch"),
                        mark(Kind.SEPARATE_IPS, 7, "web", "config-fetch"))),
                Arguments.of("startup-order", "failing-unordered", List.of(
                        mark(Kind.UNORDERED_INIT, 7, "web", "config-fetch"),
                        mark(Kind.SEPARATE_IPS, 7, "web", "config-fetch"))),
                // Ordered: web starts after config-fetch exited 0; only the identity is not a Pod's.
                Arguments.of("startup-order", "contract", List.of(mark(Kind.SEPARATE_IPS, 9, "web", "config-fetch"))),
                // Held back: web never starts, config-fetch alone has one IP; nothing to mark.
                Arguments.of("startup-order", "failing-ordered", List.of()),
                // The real pitfall is plain Kubernetes, but for the identity switched off in episode 2.
                Arguments.of("startup-order", "precondition-as-container", List.of(mark(Kind.SEPARATE_IPS, 7, "web", "config-fetch"))),
                Arguments.of("identity", "naive", List.of(mark(Kind.SEPARATE_IPS, 6, "log-helper", "web"))),
                Arguments.of("identity", "port-naive", List.of(mark(Kind.SEPARATE_IPS, 6, "log-helper", "web"))),
                Arguments.of("identity", "contract", List.of()),
                Arguments.of("identity", "port-contract", List.of()),
                // Episode 4: web evicted alone at 0:20 (#17) while both helpers run on.
                Arguments.of("fate", "naive", List.of(mark(Kind.MEMBER_EVICTED_ALONE, 17, "web"))),
                Arguments.of("fate", "contract", List.of()),
                Arguments.of("fate", "crash-member", List.of()));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("runs")
    void marksWhatNoPodCouldShow(String episode, String variant, List<Mark> expected) {
        EpisodeRun run = RUNNER.run(INV.episode(episode).orElseThrow(), variant);
        assertEquals(expected, NotKubernetes.detect(run));
    }

    @Test
    void everyBundledVariantIsInTheTable() {
        List<String> table = runs().map(a -> a.get()[0] + "/" + a.get()[1]).sorted().toList();
        List<String> bundled = Fixtures.variants(INV).stream().map(v -> v[0] + "/" + v[1]).sorted().toList();
        assertEquals(bundled, table);
    }

    @Test
    void privateCopiesOfOneVolumeAreMarkedWithTheVolume(@TempDir Path tmp) throws ContentException {
        Path content = Fixtures.copyOfContent(tmp.resolve("content"));
        Fixtures.copyTree(Fixtures.fifthEpisode(), content.resolve("en/investigations/017-node-execution-principles/episodes/05-storage"));
        Investigation inv = Investigation.load(content, Locale.ENGLISH);
        EpisodeRun naive = RUNNER.run(inv.episode("storage").orElseThrow(), "naive");
        List<Mark> marks = NotKubernetes.detect(naive);
        assertEquals(1, marks.size(), marks.toString());
        Mark m = marks.get(0);
        assertEquals(Kind.PRIVATE_VOLUME_COPIES, m.kind());
        assertEquals(List.of("log-helper", "web"), m.members());
        assertEquals("logs", m.detail());
        TraceEvent at = naive.trace().get((int) m.seq() - 1);
        assertEquals(EventType.VolumeMounted, at.type());
        assertEquals("log-helper", at.container());
        assertEquals(List.of(), NotKubernetes.detect(RUNNER.run(inv.episode("storage").orElseThrow(), "contract")));
    }

    @Test
    void aGuaranteeSwitchedOnSilencesItsMarksOnTheSameTrace() {
        EpisodeRun run = RUNNER.run(INV.episode("helper").orElseThrow(), "naive");
        assertEquals(List.of(), NotKubernetes.detect(run.trace(), Platform.POD));
        assertEquals(List.of(Kind.SPLIT_POD, Kind.SPLIT_POD_READY), NotKubernetes.detect(run.trace(),
                Platform.POD.with(io.boundarylab.engine.cluster.Guarantee.ATOMIC_PLACEMENT, false)).stream().map(Mark::kind).toList());
        for (Kind k : Kind.values()) assertTrue(k.sentenceKey().startsWith("notKubernetes."));
    }
}
