package io.boundarylab.cluster.export;

import io.boundarylab.cluster.run.MockCluster;
import io.boundarylab.cluster.source.Experiment;
import io.boundarylab.cluster.source.ExperimentSource;
import io.boundarylab.engine.scenario.ActionSpec;
import io.boundarylab.engine.scenario.FaultTarget;
import io.fabric8.kubernetes.api.model.EnvVar;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodBuilder;
import io.fabric8.kubernetes.api.model.PodTemplateSpec;
import io.fabric8.kubernetes.api.model.apps.Deployment;
import io.fabric8.kubernetes.api.model.apps.ReplicaSet;
import io.fabric8.kubernetes.client.KubernetesClient;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Every exported TIMELINE.txt, run as it is written under dash and under busybox sh, with the real kubectl against
 * fabric8's mock API server: each command succeeds, stays in the namespace the export's apply line names, and has the
 * effect its action names.
 */
class TimelineShellMockTest {
    private static final Path KUBECTL = Path.of("/usr/bin/kubectl");
    private static final Path BUSYBOX = Path.of("/usr/bin/busybox");
    private static final Path DASH = Path.of("/usr/bin/dash");
    @TempDir Path dir;

    @Test
    void everyTimelineRunsUnderDashAgainstTheMockServer() throws Exception {
        assumeTrue(Files.isExecutable(KUBECTL), "kubectl is not installed (Debian kubernetes-client): the timelines' commands cannot be run here");
        assumeTrue(Files.isExecutable(DASH), "dash is not installed: no plain POSIX sh to run the timelines with");
        runEvery(List.of(DASH.toString()), null);
    }

    @Test
    void everyTimelineRunsUnderBusyboxShAgainstTheMockServer() throws Exception {
        assumeTrue(Files.isExecutable(KUBECTL), "kubectl is not installed (Debian kubernetes-client): the timelines' commands cannot be run here");
        assumeTrue(Files.isExecutable(BUSYBOX), "busybox is not installed (apt-get install -y busybox): no busybox sh to run the timelines with");
        Path bin = Files.createDirectories(dir.resolve("busybox-bin"));
        for (String applet : List.of("sh", "printf", "sort", "head", "date", "sleep", "echo", "cat")) Files.createSymbolicLink(bin.resolve(applet), BUSYBOX);
        Files.createSymbolicLink(bin.resolve("kubectl"), KUBECTL);
        runEvery(List.of(bin.resolve("sh").toString()), bin.toString());
    }

    @Test
    void theApplyLineAndTheTimelineNameTheSameNamespace() throws Exception {
        Experiment e = ExperimentSource.bundled().find("fate", "contract");
        Manifests m = Exporter.export(e.scenario(), e.naive(), e.focus(), Exporter.DEFAULT_IMAGE);
        String timeline = ManifestWriter.timeline(m);
        String apply = ManifestWriter.applyCommand("out");
        String ns = apply.substring(apply.indexOf(" -n ") + 4, apply.indexOf(" -f "));
        assertTrue(apply.startsWith("kubectl create namespace " + ns + " && "), apply);
        assertTrue(timeline.contains("NS=\"${NS:-" + ns + "}\"\n"), timeline);
        assertTrue(ManifestWriter.timelineCommand("out").startsWith("NS=" + ns + " "), ManifestWriter.timelineCommand("out"));
        assertFalse(timeline.contains("<<<") || timeline.contains("$NAMESPACE"), timeline);
    }

    @Test
    void anEvictionSendsAnEvictionObjectAndSaysItIsGraceful() throws Exception {
        Experiment e = ExperimentSource.bundled().find("fate", "naive");
        Manifests m = Exporter.export(e.scenario(), e.naive(), e.focus(), Exporter.DEFAULT_IMAGE);
        Manifests.TimedAction evict = m.timeline().stream().filter(a -> a.action().kind() == ActionSpec.Kind.evict).findFirst().orElseThrow();
        String line = evict.kubectl();
        String body = line.substring(line.indexOf("'{") + 1, line.indexOf("}'") + 1);
        var json = new com.fasterxml.jackson.databind.ObjectMapper().readTree(body);
        assertEquals("policy/v1", json.path("apiVersion").asText());
        assertEquals("Eviction", json.path("kind").asText());
        assertEquals(evict.pods().get(0), json.path("metadata").path("name").asText());
        assertTrue(line.contains("| kubectl create --raw \"/api/v1/namespaces/$NS/pods/" + evict.pods().get(0) + "/eviction\" -f -"), line);
        assertTrue(m.notes().stream().anyMatch(n -> n.startsWith(evict.pods().get(0) + " is evicted at 20s through the Eviction API")
                && n.contains("Failed (Evicted)")), m.notes().toString());
    }

    private void runEvery(List<String> shell, String path) throws Exception {
        List<String> failures = new ArrayList<>();
        int actions = 0;
        for (Experiment e : ExperimentSource.bundled().all()) {
            Manifests m;
            try {
                m = Exporter.export(e.scenario(), e.naive(), e.focus(), Exporter.DEFAULT_IMAGE);
            } catch (NotExportable x) {
                continue;
            }
            actions += m.timeline().size();
            try {
                failures.addAll(run(e.label(), m, shell, path));
            } catch (AssertionError x) {
                failures.add(e.label() + ": " + x.getMessage());
            }
        }
        assertTrue(failures.isEmpty(), String.join("\n", failures));
        assertTrue(actions >= 8, "actions run: " + actions);
    }

    private List<String> run(String label, Manifests m, List<String> shell, String path) throws Exception {
        List<String> failures = new ArrayList<>();
        KubectlMockDispatcher dispatcher = new KubectlMockDispatcher();
        try (MockCluster cluster = new MockCluster(dispatcher)) {
            String ns = ManifestWriter.NAMESPACE;
            KubernetesClient k = cluster.client;
            for (HasMetadata o : m.objects()) k.resource(o).inNamespace(ns).create();
            // The mock runs no controllers: make the pods a ReplicaSet or Deployment would have, from its template.
            for (HasMetadata o : m.objects()) {
                PodTemplateSpec t = o instanceof Deployment d ? d.getSpec().getTemplate() : o instanceof ReplicaSet r ? r.getSpec().getTemplate() : null;
                if (t == null) continue;
                int replicas = o instanceof Deployment d ? d.getSpec().getReplicas() : ((ReplicaSet) o).getSpec().getReplicas();
                for (int i = 0; i < replicas; i++) {
                    k.pods().inNamespace(ns).resource(new PodBuilder().withNewMetadata().withName(o.getMetadata().getName() + "-made-" + i)
                            .withLabels(t.getMetadata().getLabels()).endMetadata().withSpec(t.getSpec()).build()).create();
                }
            }
            Map<String, Integer> before = new TreeMap<>();
            for (Pod p : k.pods().inNamespace(ns).list().getItems()) before.put(p.getMetadata().getName(), 1);
            Path folder = dir.resolve(label.replace('/', '-') + "-" + Path.of(shell.get(0)).getFileName());
            ManifestWriter.write(m, folder);
            Path kubeconfig = folder.resolve("kubeconfig");
            Files.writeString(kubeconfig, """
                    apiVersion: v1
                    kind: Config
                    clusters: [{name: mock, cluster: {server: "%s"}}]
                    users: [{name: mock, user: {token: mock}}]
                    contexts: [{name: mock, context: {cluster: mock, user: mock}}]
                    current-context: mock
                    """.formatted(cluster.url().replaceAll("/$", "")));
            List<String> cmd = new ArrayList<>(shell);
            cmd.add(folder.resolve("TIMELINE.txt").toString());
            ProcessBuilder pb = new ProcessBuilder(cmd);
            pb.environment().clear();
            pb.environment().put("PATH", path == null ? "/usr/bin:/bin" : path);
            pb.environment().put("HOME", folder.toString());
            pb.environment().put("KUBECONFIG", kubeconfig.toString());
            pb.environment().put("TIMELINE_NOW", "1");
            pb.redirectOutput(folder.resolve("out").toFile());
            pb.redirectError(folder.resolve("err").toFile());
            Process p = pb.start();
            if (!p.waitFor(120, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                throw new AssertionError("the timeline did not end within 120 s");
            }
            String said = Files.readString(folder.resolve("out")) + Files.readString(folder.resolve("err"));
            boolean crash = m.timeline().stream().anyMatch(a -> a.action().kind() == ActionSpec.Kind.crash);
            if (!crash && p.exitValue() != 0) failures.add(label + ": exit " + p.exitValue() + ": " + said);
            for (String r : dispatcher.requests) {
                if (r.contains("/namespaces/") && !r.contains("/namespaces/" + ns + "/")) failures.add(label + ": outside " + ns + ": " + r);
            }
            for (Manifests.TimedAction a : m.timeline()) failures.addAll(effect(label, a, k, ns, before, dispatcher));
        }
        return failures;
    }

    /** What the action names, seen on the server. */
    private static List<String> effect(String label, Manifests.TimedAction a, KubernetesClient k, String ns, Map<String, Integer> before,
                                       KubectlMockDispatcher dispatcher) throws IOException {
        List<String> failures = new ArrayList<>();
        String what = label + ": " + a.action().kind() + " " + a.action().target().text() + ": ";
        switch (a.action().kind()) {
            case delete, evict, failNode -> {
                for (String pod : a.pods()) {
                    if (!before.containsKey(pod)) failures.add(what + "no such Pod was applied: " + pod);
                    if (k.pods().inNamespace(ns).withName(pod).get() != null) failures.add(what + "Pod " + pod + " is still there");
                }
                if (a.action().kind() == ActionSpec.Kind.evict) {
                    boolean asked = dispatcher.evictions.contains(a.pods().get(0));
                    if (!asked) failures.add(what + "no Eviction of " + a.pods().get(0) + " reached the API: " + dispatcher.requests);
                }
                for (Manifests.PodsOf c : a.controlled()) {
                    long was = before.keySet().stream().filter(n -> n.startsWith(c.workload().substring(c.workload().indexOf('/') + 1) + "-made-")).count();
                    long left = k.pods().inNamespace(ns).withLabels(c.selector()).list().getItems().size();
                    if (left != was - c.count()) failures.add(what + was + " pods of " + c.workload() + ", " + left + " left, expected " + (was - c.count()));
                }
            }
            case setImage -> {
                FaultTarget.Workload w = (FaultTarget.Workload) a.action().target();
                Deployment d = k.apps().deployments().inNamespace(ns).withName(w.name()).get();
                var c = d.getSpec().getTemplate().getSpec().getContainers().stream().filter(x -> x.getName().equals(w.container())).findFirst().orElseThrow();
                if (!c.getEnv().contains(new EnvVar(ShellScript.IMAGE_VARIABLE, a.action().image(), null))) failures.add(what + "env is " + c.getEnv());
                if (!Exporter.DEFAULT_IMAGE.equals(c.getImage())) failures.add(what + "the container's image became " + c.getImage());
            }
            case scale -> {
                FaultTarget.Workload w = (FaultTarget.Workload) a.action().target();
                HasMetadata o = w.kind().equals("deployment") ? k.apps().deployments().inNamespace(ns).withName(w.name()).get()
                        : k.apps().replicaSets().inNamespace(ns).withName(w.name()).get();
                int replicas = o instanceof Deployment d ? d.getSpec().getReplicas() : ((ReplicaSet) o).getSpec().getReplicas();
                if (replicas != a.action().replicas()) failures.add(what + "replicas " + replicas);
            }
            case crash -> {
                // The mock server has no exec stream, so the command cannot complete here: it must reach the Pod's exec endpoint.
                String exec = "/api/v1/namespaces/" + ns + "/pods/" + a.pods().get(0) + "/exec";
                if (dispatcher.requests.stream().noneMatch(r -> r.endsWith(exec))) failures.add(what + "no exec reached " + exec + ": " + dispatcher.requests);
            }
            case recoverNode -> { }
            default -> failures.add(what + "no check for this action");
        }
        return failures;
    }
}
