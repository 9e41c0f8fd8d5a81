package io.boundarylab.engine;

import io.boundarylab.engine.format.TraceJson;
import io.boundarylab.engine.scenario.Quantities;
import io.boundarylab.engine.scenario.Scenario;
import io.boundarylab.engine.scenario.ScenarioException;
import io.boundarylab.engine.scenario.ScenarioReader;
import io.boundarylab.engine.trace.TraceEvent;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Golden traces of the documented example scenarios, as stable text lines (SimGrid's .tesh habit).
 * A change in behaviour shows up as a diff to review; re-baseline on purpose with
 * {@code mvn -pl simulation-engine test -Dtest=GoldenTraceTest -Dgolden.update=true}.
 */
class GoldenTraceTest {
    static final Path EXAMPLES = Path.of("..", "docs", "examples");
    static final Path GOLDEN = Path.of("src", "test", "resources", "golden");

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
        Path golden = GOLDEN.resolve(example.replace(".yaml", ".trace"));
        if (Boolean.getBoolean("golden.update")) {
            Files.createDirectories(GOLDEN);
            Files.writeString(golden, actual, StandardCharsets.UTF_8);
        }
        assertEquals(Files.readString(golden, StandardCharsets.UTF_8), actual, "trace of " + example + " differs from " + golden);
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

    @org.junit.jupiter.api.Test
    void theSeedOnlyMattersWhereTheSchedulerHasATieToBreak() throws ScenarioException {
        // helper-separate has two equal nodes: the seed picks which one gets web first.
        Scenario s = ScenarioReader.read(EXAMPLES.resolve("helper-separate.yaml"));
        java.util.Set<String> hashes = new java.util.TreeSet<>();
        for (long seed = 1; seed <= 8; seed++) hashes.add(Simulator.run(s.withSeed(seed)).result().traceSha256());
        assertTrue(hashes.size() > 1, "some seeds must break the tie the other way");
        Scenario single = ScenarioReader.read(EXAMPLES.resolve("startup-ordered.yaml"));
        assertEquals(Simulator.run(single.withSeed(1)).result().traceSha256(), Simulator.run(single.withSeed(99)).result().traceSha256(),
                "one node, nothing random: the seed changes nothing");
        assertNotEquals(null, single);
    }
}
