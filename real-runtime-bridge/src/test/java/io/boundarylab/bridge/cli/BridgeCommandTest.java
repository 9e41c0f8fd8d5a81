package io.boundarylab.bridge.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.boundarylab.bridge.KernelAssumptions;
import io.boundarylab.bridge.host.CgroupLayout;
import io.boundarylab.bridge.host.CgroupMode;
import io.boundarylab.bridge.host.Proc;
import io.boundarylab.bridge.host.Tools;
import io.boundarylab.bridge.replay.SimulationOracle;
import io.boundarylab.bridge.sandbox.Host;
import io.boundarylab.engine.cli.ExitCodes;
import io.boundarylab.engine.cluster.Guarantee;
import io.boundarylab.engine.contract.Verdict;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import picocli.CommandLine;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class BridgeCommandTest {

    @TempDir
    Path stateDir;

    private record Outcome(int exitCode, String out, String err) {
    }

    private Outcome execute(SimulationOracle oracle, Supplier<Host> host, String... args) {
        CommandLine cl = new BridgeCommand(oracle, host).commandLine();
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        cl.setOut(new PrintWriter(out));
        cl.setErr(new PrintWriter(err));
        int code = cl.execute(args);
        return new Outcome(code, out.toString(), err.toString());
    }

    private Host realHost() {
        return Host.detect(stateDir);
    }

    /** A machine without any cgroup filesystem: every experiment must be refused, none half run. */
    private Host noCgroups() {
        return new Host(Tools.fromEnvironment(), Proc.host(), new CgroupLayout(CgroupMode.NONE, Map.of()), stateDir,
                Host.memberClassesOf(Host.class));
    }

    private static SimulationOracle says(Guarantee g, Verdict.Outcome outcome) {
        return (episode, variant) -> Map.of(g, new Verdict(outcome, List.of(), "simulated"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "doctor", "replay", "ceilings"})
    void everyCommandHasHelp(String sub) {
        String[] args = sub.isEmpty() ? new String[] {"--help"} : new String[] {sub, "--help"};
        Outcome o = execute(SimulationOracle.none(), this::realHost, args);
        assertEquals(0, o.exitCode());
        assertTrue(o.out().startsWith("Usage: bridge" + (sub.isEmpty() ? "" : " " + sub)), o.out());
    }

    @Test
    void replayNeedsAnEpisodeOrAll() {
        Outcome o = execute(SimulationOracle.none(), this::realHost, "replay");
        assertEquals(2, o.exitCode());
        Outcome unknown = execute(SimulationOracle.none(), this::realHost, "replay", "nosuch");
        assertEquals(2, unknown.exitCode());
    }

    @Test
    void withoutCgroupsEveryExperimentIsRefusedWithItsReason() throws Exception {
        Outcome o = execute(SimulationOracle.none(), this::noCgroups, "replay", "--all", "--format", "json");
        assertEquals(ExitCodes.CANNOT_RUN, o.exitCode());
        JsonNode all = new ObjectMapper().readTree(o.out());
        assertEquals(12, all.size(), "four episodes with two variants, ceilings, and the concept deck's three");
        for (JsonNode r : all) {
            assertFalse(r.get("ran").asBoolean());
            assertTrue(r.get("reasons").size() > 0);
            assertTrue(r.get("reasons").get(0).asText().contains("no cgroup filesystem"), r.toString());
            assertTrue(r.get("remedies").size() > 0);
        }
    }

    @Test
    void doctorSaysWhichExperimentsCanRun() throws Exception {
        Outcome o = execute(SimulationOracle.none(), this::noCgroups, "doctor", "--format", "json");
        assertEquals(ExitCodes.CANNOT_RUN, o.exitCode());
        JsonNode d = new ObjectMapper().readTree(o.out());
        assertEquals("none", d.get("cgroupMode").asText());
        assertEquals(8, d.get("experiments").size());
        List<String> ids = new java.util.ArrayList<>();
        d.get("experiments").forEach(e -> ids.add(e.get("experiment").asText()));
        assertTrue(ids.containsAll(List.of("free-lies", "root-in-userns", "shared-kernel")), ids.toString());
        for (JsonNode e : d.get("experiments")) assertFalse(e.get("canRun").asBoolean());
        assertFalse(d.get("capabilities").get("MEMORY_AND_PIDS_CEILINGS").get("ok").asBoolean());
    }

    @Test
    void doctorOnThisMachineFindsEveryExperimentRunnable() throws Exception {
        KernelAssumptions.assumeCanRun("ceilings");
        Outcome o = execute(SimulationOracle.none(), this::realHost, "doctor", "--format", "json");
        assertEquals(0, o.exitCode());
        JsonNode d = new ObjectMapper().readTree(o.out());
        for (JsonNode e : d.get("experiments")) assertTrue(e.get("canRun").asBoolean(), e.toString());
        assertTrue(d.get("capabilities").get("GROUP_KILL").get("ok").asBoolean());
    }

    @Test
    void replayJsonCarriesSimulationKernelAndAgreement() throws Exception {
        KernelAssumptions.assumeCanRun("identity");
        Outcome o = execute(says(Guarantee.SHARED_IDENTITY, Verdict.Outcome.HOLDS), this::realHost,
                "replay", "identity", "--variant", "contract", "--format", "json");
        assertEquals(ExitCodes.OK, o.exitCode(), o.out() + o.err());
        JsonNode r = new ObjectMapper().readTree(o.out()).get(0);
        assertEquals("identity", r.get("episode").asText());
        assertEquals("contract", r.get("variant").asText());
        assertEquals("holds", r.get("kernel").get("sharedIdentity").get("verdict").asText());
        assertEquals("holds", r.get("simulation").get("sharedIdentity").get("verdict").asText());
        assertTrue(r.get("agree").asBoolean());
        assertTrue(r.get("cleanup").get("clean").asBoolean());
        boolean sawEaddrinuse = false;
        for (JsonNode ob : r.get("observations")) {
            sawEaddrinuse |= ob.get("key").asText().equals("log-helper.bind") && ob.get("value").asText().equals("EADDRINUSE");
        }
        assertTrue(sawEaddrinuse);
        assertTrue(r.get("trace").size() > 0);
        assertEquals("Scheduled", r.get("trace").get(0).get("type").asText());
    }

    @Test
    void aDisagreementIsReportedAndExitsOne() {
        KernelAssumptions.assumeCanRun("identity");
        Outcome o = execute(says(Guarantee.SHARED_IDENTITY, Verdict.Outcome.HOLDS), this::realHost,
                "replay", "identity", "--variant", "naive");
        assertEquals(ExitCodes.DIFFER, o.exitCode());
        assertTrue(o.out().contains("ECONNREFUSED"), o.out());
    }
}
