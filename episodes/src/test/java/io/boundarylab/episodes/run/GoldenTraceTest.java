package io.boundarylab.episodes.run;

import io.boundarylab.engine.format.TraceJson;
import io.boundarylab.engine.trace.TraceEvent;
import io.boundarylab.episodes.Fixtures;
import io.boundarylab.episodes.content.Episode;
import io.boundarylab.episodes.content.Investigation;
import io.boundarylab.testsupport.GoldenFiles;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.file.Path;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

/**
 * Golden traces, one file per episode variant: the derived status changes, observation and verdict,
 * then the trace as JSON lines. A change in the engine or the content shows up as a diff to review;
 * re-baseline only on purpose, with {@code -Dgolden.update=true}: that run prints which files it
 * rewrote and which were unchanged. A golden file whose episode or variant is gone fails the build.
 */
class GoldenTraceTest {

    private static final Investigation INV = Fixtures.bundled();
    private static final GoldenFiles GOLDEN = new GoldenFiles(Path.of("src/test/resources/golden"));

    static String goldenName(String episodeId, String variantId) {
        return episodeId + "/" + variantId + ".txt";
    }

    static Stream<Arguments> variants() {
        return Fixtures.variants(INV).stream().map(Arguments::of);
    }

    /** The stable text form of a run. */
    static String golden(EpisodeRun run) {
        StringBuilder b = new StringBuilder();
        b.append("# episode ").append(run.episode().id()).append(" variant ").append(run.variant().id())
                .append(" seed ").append(run.seed()).append('\n');
        for (StatusChange c : run.statusChanges())
            b.append("status #").append(c.seq()).append(' ').append(c.tMs()).append("ms ").append(c.fieldId()).append(" = ").append(c.value()).append('\n');
        b.append("observation ").append(run.observation().ruleId()).append(" @").append(run.observation().evidenceSeq()).append('\n');
        b.append("verdict ").append(run.episode().experiment().guarantee().key()).append(' ')
                .append(run.verdict().outcome().key()).append(' ').append(run.verdict().evidence()).append('\n');
        for (TraceEvent e : run.trace()) b.append(TraceJson.line(e)).append('\n');
        return b.toString();
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("variants")
    void matchesGolden(String episodeId, String variantId) {
        Episode ep = INV.episode(episodeId).orElseThrow();
        String actual = golden(new EpisodeRunner().run(ep, variantId));
        Path file = GOLDEN.root().resolve(goldenName(episodeId, variantId));
        String expected = GOLDEN.expected(goldenName(episodeId, variantId), actual);
        assertNotNull(expected, "no golden file " + file + "; create it with -Dgolden.update=true and review it");
        assertEquals(expected, actual,
                "the run differs from " + file + "; if the change is intended, re-baseline with -Dgolden.update=true and review the diff");
    }

    @Test
    void everyGoldenFileBelongsToAnEpisodeVariant() {
        GOLDEN.assertNoOrphans(Fixtures.variants(INV).stream().map(v -> goldenName((String) v[0], (String) v[1])).toList());
    }

    @AfterAll
    static void sayWhatAnUpdateRewrote() {
        GOLDEN.printSummary();
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("variants")
    void sameSeedSameBytes(String episodeId, String variantId) {
        Episode ep = INV.episode(episodeId).orElseThrow();
        EpisodeRun a = new EpisodeRunner().run(ep, variantId);
        EpisodeRun b = new EpisodeRunner().run(ep, variantId);
        assertEquals(TraceJson.lines(a.trace()), TraceJson.lines(b.trace()));
        assertEquals(a.engineOutput().result().traceSha256(), b.engineOutput().result().traceSha256());
        assertEquals(golden(a), golden(b));
    }
}
