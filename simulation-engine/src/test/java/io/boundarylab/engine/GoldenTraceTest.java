package io.boundarylab.engine;

import io.boundarylab.engine.format.TraceJson;
import io.boundarylab.engine.scenario.Quantities;
import io.boundarylab.engine.scenario.Scenario;
import io.boundarylab.engine.scenario.ScenarioException;
import io.boundarylab.engine.scenario.ScenarioReader;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;
import io.boundarylab.testsupport.GoldenFiles;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Golden traces of the documented example scenarios, as stable text lines (SimGrid's .tesh habit).
 * A change in behaviour shows up as a diff to review; re-baseline on purpose with
 * {@code mvn -pl simulation-engine -am test -Dtest=GoldenTraceTest -Dsurefire.failIfNoSpecifiedTests=false -Dgolden.update=true}: that run prints
 * which files it rewrote and which were unchanged. A golden file whose example is gone fails the build.
 */
class GoldenTraceTest {
    static final Path EXAMPLES = Path.of("..", "docs", "examples");
    static final GoldenFiles GOLDEN = new GoldenFiles(Path.of("src", "test", "resources", "golden"));

    static String goldenName(String example) {
        return example.replace(".yaml", ".trace");
    }

    static Stream<String> examples() throws IOException {
        try (Stream<Path> s = Files.list(EXAMPLES)) {
            return s.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".yaml")).sorted().toList().stream();
        }
    }

    /** One event per line: sequence, time, type, what it concerns, what happened. */
    static String render(List<TraceEvent> trace) {
        StringBuilder sb = new StringBuilder();
        for (TraceEvent e : trace) {
            String who = e.pod() == null ? "-" : e.pod() + (e.container() == null ? "" : "/" + e.container());
            sb.append(String.format("%4d %7s %-17s %-28s %-7s %s%n", e.seq(), Quantities.formatDuration(e.tMs()), e.type(), who,
                    e.node() == null ? "-" : e.node(), e.message()));
        }
        return sb.toString();
    }

    @ParameterizedTest
    @MethodSource("examples")
    void traceMatchesItsGoldenFile(String example) throws IOException, ScenarioException {
        Scenario s = ScenarioReader.read(EXAMPLES.resolve(example));
        String actual = render(Simulator.run(s).trace());
        Path golden = GOLDEN.root().resolve(goldenName(example));
        String expected = GOLDEN.expected(goldenName(example), actual);
        assertNotNull(expected, "no golden file " + golden + "; create it with -Dgolden.update=true and review it");
        assertEquals(expected, actual, "trace of " + example + " differs from " + golden);
    }

    @Test
    void everyGoldenFileBelongsToAnExample() throws IOException {
        GOLDEN.assertNoOrphans(examples().map(GoldenTraceTest::goldenName).toList());
    }

    @AfterAll
    static void sayWhatAnUpdateRewrote() {
        GOLDEN.printSummary();
    }

    @ParameterizedTest
    @MethodSource("examples")
    void sameSeedSameBytesOtherSeedStillValid(String example) throws ScenarioException {
        Scenario s = ScenarioReader.read(EXAMPLES.resolve(example));
        SimulationRun a = Simulator.run(s), b = Simulator.run(s);
        assertEquals(TraceJson.lines(a.trace()), TraceJson.lines(b.trace()));
        assertEquals(a.result().traceSha256(), b.result().traceSha256());
        assertEquals(TraceJson.sha256(a.trace()), a.result().traceSha256());
        assertTrue(a.trace().size() > 5, "an example shows something happening");
    }

    @Test
    void theSeedOnlyMattersWhereTheSchedulerHasATieToBreak() throws ScenarioException {
        // helper-separate has two equal nodes: the seed picks which one gets web first.
        Scenario s = ScenarioReader.read(EXAMPLES.resolve("helper-separate.yaml"));
        assertEquals(2, s.nodes().size(), "the premise: two nodes to choose from");
        assertEquals(s.nodes().get(0).allocatable(), s.nodes().get(1).allocatable(), "the premise: the two nodes are equal");
        Set<String> hashes = new TreeSet<>();
        Set<String> nodesOfWeb = new TreeSet<>();
        for (long seed = 1; seed <= 8; seed++) {
            SimulationRun run = Simulator.run(s.withSeed(seed));
            hashes.add(run.result().traceSha256());
            run.trace().stream().filter(e -> e.type() == EventType.Scheduled && "web".equals(e.container()))
                    .forEach(e -> nodesOfWeb.add(e.node()));
        }
        assertTrue(hashes.size() > 1, "some seeds must break the tie the other way");
        assertEquals(Set.of("node-1", "node-2"), nodesOfWeb, "over eight seeds, web lands on each of the two equal nodes");
        Scenario single = ScenarioReader.read(EXAMPLES.resolve("startup-ordered.yaml"));
        assertEquals(1, single.nodes().size(), "the premise: one node, no tie to break");
        assertEquals(Simulator.run(single.withSeed(1)).result().traceSha256(), Simulator.run(single.withSeed(99)).result().traceSha256(),
                "one node, nothing random: the seed changes nothing");
    }
}
