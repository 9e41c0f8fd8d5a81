package io.boundarylab.cluster.cli;

import io.boundarylab.cluster.run.Kubeconfig;
import io.boundarylab.cluster.run.MockCluster;
import io.boundarylab.cluster.source.ExperimentSource;
import io.boundarylab.engine.cli.ExitCodes;
import io.fabric8.kubernetes.api.model.Namespace;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ClusterCommandTest {
    @TempDir Path dir;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(Supplier<Optional<Kubeconfig>> kc, String... args) {
        picocli.CommandLine cl = new ClusterCommand(() -> {
            try {
                return ExperimentSource.bundled();
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        }, kc).commandLine();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        return cl.execute(args);
    }

    @Test
    void exportWritesManifestsAndSaysWhatTheNaiveDesignCannotHave() throws Exception {
        Path o = dir.resolve("out");
        assertEquals(0, run(Optional::empty, "export", "helper", "--variant", "naive", "-o", o.toString()), err.toString());
        assertTrue(Files.exists(o.resolve("01-pod-web-app-web.yaml")), out.toString());
        assertTrue(Files.readString(o.resolve("TIMELINE.txt")).contains("No actions"));
        assertTrue(out.toString().contains("as the naive design, one Pod per container"), out.toString());
        // The namespace the printed apply line uses is the one the timeline acts in.
        java.util.regex.Matcher apply = java.util.regex.Pattern.compile("apply with: kubectl create namespace (\\S+) && kubectl apply -n (\\S+) -f ")
                .matcher(out.toString());
        assertTrue(apply.find(), out.toString());
        assertEquals(apply.group(1), apply.group(2));
        assertTrue(Files.readString(o.resolve("TIMELINE.txt")).contains("NS=\"${NS:-" + apply.group(1) + "}\""));
        assertTrue(out.toString().contains("then run the actions: NS=" + apply.group(1) + " sh " + o + "/TIMELINE.txt"), out.toString());
        // Shared storage, kept on in this variant, is the node's folder: members on one node share it.
        assertTrue(out.toString().contains("note: Shared storage is on: volume logs of pod/web-app is the node's folder /var/tmp/boundary-lab/"), out.toString());
        Path s = dir.resolve("startup");
        assertEquals(0, run(Optional::empty, "export", "startup-order", "--variant", "naive", "-o", s.toString()), err.toString());
        assertTrue(out.toString().contains("exported startup-order/naive as the naive design, one Pod whose init containers start with the rest"), out.toString());
    }

    @Test
    void aStepWithNoFaithfulFormIsRefusedWithWhereAndWhyAndExitTwo() throws Exception {
        Path s = Files.writeString(dir.resolve("burn.yaml"), MockCluster.TWO_MEMBERS.replace("{steps: [{run: forever}]}",
                "{steps: [{burnCpu: {cores: 500m, for: 10s}}]}"));
        assertEquals(2, run(Optional::empty, "export", s.toString(), "-o", dir.resolve("out").toString()));
        // Line 18 is log-helper's x-sim; its first step's map opens at column 27: "          x-sim: {steps: [{burnCpu: …".
        assertEquals(s + ":18:27: pod/web-app/log-helper step 1 (burnCpu): a shell busy loop keeps whole cores busy, so only burnCpu of 1000m, 2000m … has a faithful form, not 500m; give the container a cpu limit of 500m and burn 1000m to see the same throttling",
                err.toString().strip());
        assertTrue(Files.notExists(dir.resolve("out")), "nothing is written for a refused export");
    }

    @Test
    void aRefusedActionIsPlacedAtItsLineAndColumn() throws Exception {
        // TWO_MEMBERS has 18 lines; "actions:" is line 19 and its one item opens at column 5 of line 20.
        Path s = Files.writeString(dir.resolve("sandbox.yaml"), MockCluster.TWO_MEMBERS + "actions:\n  - {at: 1s, do: killSandbox, target: pod/web-app}\n");
        assertEquals(2, run(Optional::empty, "export", s.toString(), "-o", dir.resolve("out").toString()));
        assertTrue(err.toString().startsWith(s + ":20:5: action at 1s (killSandbox pod/web-app): needs access to the node itself"), err.toString());
    }

    @Test
    void aNodeLossExportsAndTheOutputSaysWhatDiffersFromARealNodeFailure() throws Exception {
        Path o = dir.resolve("out");
        assertEquals(0, run(Optional::empty, "export", "missing-copy", "--variant", "naive", "-o", o.toString()), err.toString());
        String said = out.toString();
        assertTrue(said.contains("note: node-2 fails at 20s in the scenario. A run stays in its namespace and cannot stop a node"), said);
        assertTrue(said.contains("the pods go about 350 s later than with this stand-in. Nothing replaces a bare Pod") && said.contains("docker stop NODE"), said);
        assertTrue(Files.readString(o.resolve("TIMELINE.txt")).contains("kubectl delete pod -n \"$NS\" web-2 --grace-period=0 --force"));
    }

    @Test
    void exportHelpListsTheEpisodesOfBothInvestigations() throws Exception {
        assertEquals(0, run(Optional::empty, "export", "--help"), err.toString());
        String help = out.toString().replaceAll("\\s+", " ");
        java.util.Set<String> ids = new java.util.TreeSet<>();
        for (var e : io.boundarylab.cluster.source.ExperimentSource.bundled().all()) ids.add(e.label().substring(0, e.label().indexOf('/')));
        // 017's four and 018's five.
        assertEquals(9, ids.size(), ids.toString());
        for (String id : ids) assertTrue(help.matches("(?s).*[(, ]" + java.util.regex.Pattern.quote(id) + "[,)].*"), id + " is not in:\n" + help);
    }

    @Test
    void anUnknownEpisodeOrVariantNamesTheChoices() {
        assertEquals(2, run(Optional::empty, "export", "helpr", "-o", dir.toString()));
        assertTrue(err.toString().contains("the episodes are helper, startup-order, identity, fate"), err.toString());
    }

    @Test
    void runWithoutAKubeconfigSaysWhyItCannotRun() {
        assertEquals(ExitCodes.CANNOT_RUN, run(Optional::empty, "run", "fate"));
        assertTrue(err.toString().startsWith("cannot run: no kubeconfig"), err.toString());
    }

    @Test
    void runOnTheMockServerWritesTheReportAndLeavesNoNamespace() throws Exception {
        try (MockCluster mock = new MockCluster()) {
            Path kc = mock.kubeconfig(dir);
            Path s = Files.writeString(dir.resolve("two.yaml"), MockCluster.TWO_MEMBERS.replace("until: 3s", "until: 2s"));
            Path trace = dir.resolve("real.jsonl");
            int code = run(() -> Kubeconfig.find(Map.of("KUBECONFIG", kc.toString()), dir), "run", s.toString(), "--context", "mock",
                    "--trace", trace.toString());
            // The mock server runs no container: the cluster's trace is empty, so placement is held in the simulation only.
            assertEquals(1, code, err.toString());
            assertTrue(out.toString().contains("atomic placement    simulation: holds          cluster: not exercised  DIFFER"), out.toString());
            assertTrue(err.toString().contains("deleting namespace boundary-lab-two-members-"), err.toString());
            assertTrue(Files.exists(trace));
            for (Namespace ns : mock.client.namespaces().list().getItems()) {
                assertTrue(!ns.getMetadata().getName().startsWith("boundary-lab-"), "left behind: " + ns.getMetadata().getName());
            }
        }
    }
}
