package io.boundarylab.cluster.run;

import io.boundarylab.cluster.export.Exporter;
import io.boundarylab.cluster.export.Labels;
import io.boundarylab.cluster.export.Manifests;
import io.boundarylab.cluster.export.ShellScript;
import io.boundarylab.engine.scenario.ScenarioReader;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;
import io.fabric8.kubernetes.api.model.EventBuilder;
import io.fabric8.kubernetes.api.model.NamespaceBuilder;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodBuilder;
import io.fabric8.kubernetes.api.model.apps.Deployment;
import io.fabric8.kubernetes.client.KubernetesClient;
import org.junit.jupiter.api.Test;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The run's plumbing against fabric8's mock API server in CRUD mode: it stores objects and serves
 * watches, and runs nothing, so the test plays the scheduler and the kubelet itself by writing the
 * Pod's status and the Events a real cluster would.
 */
class ClusterRunMockTest {

    @Test
    void aRunAppliesInItsOwnLabelledNamespaceRecordsWhatTheClusterReportsAndDeletesTheNamespace() throws Exception {
        try (MockCluster mock = new MockCluster()) {
            KubernetesClient client = mock.client;
            client.namespaces().resource(new NamespaceBuilder().withNewMetadata().withName("someone-elses").endMetadata().build()).create();
            Manifests m = Exporter.export(ScenarioReader.parse(MockCluster.TWO_MEMBERS, "two.yaml"), false, Exporter.DEFAULT_IMAGE);
            // The run's clock stays at its start until the watches have delivered what the test makes the cluster report.
            HeldClock clock = new HeldClock(0);
            Delivered delivered = new Delivered();
            ClusterRun run = new ClusterRun(client, new Namespaces(client, "test-host", ProcessHandle.current().pid()), clock).recordTo(delivered);
            CompletableFuture<ClusterRun.Outcome> outcome = clock.paces(start(run, m));
            try {
                clock.awaitHeldAt(0, 30_000);
                Pod pod = client.pods().inAnyNamespace().list().getItems().stream().filter(p -> p.getMetadata().getName().equals("web-app"))
                        .findFirst().orElseThrow(() -> new AssertionError("the run did not apply pod web-app before its clock ran"));
                String ns = pod.getMetadata().getNamespace();
                assertEquals(Labels.MANAGED_BY_VALUE, client.namespaces().withName(ns).get().getMetadata().getLabels().get(Labels.MANAGED_BY));
                // The scheduler and the kubelet, as the mock server has neither.
                client.v1().events().inNamespace(ns).resource(new EventBuilder().withNewMetadata().withName("web-app.1").endMetadata()
                        .withReason("Scheduled").withMessage("Successfully assigned " + ns + "/web-app to kind-worker").withCount(1)
                        .withNewInvolvedObject().withKind("Pod").withName("web-app").withNamespace(ns).endInvolvedObject().build()).create();
                Pod running = new PodBuilder(pod).editSpec().withNodeName("kind-worker").endSpec().withNewStatus().withPhase("Running")
                        .addNewContainerStatus().withName("web").withRestartCount(0).withNewState().withNewRunning().withStartedAt("2026-01-01T00:00:01Z")
                        .endRunning().endState().endContainerStatus()
                        .addNewContainerStatus().withName("log-helper").withRestartCount(0).withNewState().withNewRunning()
                        .withStartedAt("2026-01-01T00:00:01Z").endRunning().endState().endContainerStatus()
                        .addNewCondition().withType("Ready").withStatus("True").endCondition().endStatus().build();
                client.pods().inNamespace(ns).resource(running).update();
                delivered.awaitTrace(t -> t.stream().anyMatch(e -> e.type() == EventType.Scheduled)
                        && t.stream().anyMatch(e -> e.type() == EventType.PodPhase), "the Event and the Pod's status", 30_000);
                clock.release();
                ClusterRun.Outcome out = outcome.get(30, TimeUnit.SECONDS);
                assertEquals(ns, out.namespace());
                List<EventType> types = out.trace().stream().map(TraceEvent::type).toList();
                // The Event and the status come through two watches, so only the status's own events have a fixed order.
                assertEquals(List.of(EventType.Started, EventType.Started, EventType.Ready, EventType.PodPhase),
                        types.stream().filter(t -> t != EventType.Scheduled).toList(), out.trace().toString());
                TraceEvent scheduled = out.trace().stream().filter(e -> e.type() == EventType.Scheduled).findFirst().orElseThrow();
                // The last of the status's events (the Event's Scheduled may come after it, by the other watch).
                TraceEvent phase = out.trace().stream().filter(e -> e.type() == EventType.PodPhase).reduce((a, b) -> b).orElseThrow();
                assertEquals("Running", phase.phase(), out.trace().toString());
                assertEquals("web-app", scheduled.pod());
                assertNull(scheduled.container(), "one decision for the whole pod");
                assertEquals("kind-worker", scheduled.node());
                assertTrue(out.trace().stream().allMatch(e -> e.tMs() == 0), "reported while the run's clock stood at 0: " + out.trace());
                assertNull(client.namespaces().withName(ns).get(), "the run's namespace is deleted at the end");
                assertNotNull(client.namespaces().withName("someone-elses").get(), "nothing outside the run is touched");
                for (Pod p : client.pods().inAnyNamespace().list().getItems()) assertEquals(ns, p.getMetadata().getNamespace());
            } finally {
                clock.release();
            }
        }
    }

    @Test
    void setImageOnADeploymentChangesItsTemplateOnTheServerAtTheActionsTime() throws Exception {
        String rollout = """
                scenario: rollout
                seed: 1
                until: 3s
                nodes:
                  - {name: node-1, allocatable: {cpu: "2", memory: 4Gi, pods: 110}}
                deployments:
                  - apiVersion: apps/v1
                    kind: Deployment
                    metadata: {name: web}
                    spec:
                      replicas: 1
                      selector: {matchLabels: {app: web}}
                      template:
                        metadata: {labels: {app: web}}
                        spec:
                          containers:
                            - {name: web, image: "web:v1", x-sim: {steps: [{serve: {port: 8080}}, {run: forever}]}}
                actions:
                  - {at: 1500ms, do: setImage, target: deployment/web/web, image: "web:v2"}
                """;
        try (MockCluster mock = new MockCluster()) {
            KubernetesClient client = mock.client;
            Manifests m = Exporter.export(ScenarioReader.parse(rollout, "rollout.yaml"), false, Exporter.DEFAULT_IMAGE);
            // The run's clock is held a millisecond before the action, then at the action's moment: what the run did by
            // each is done, and nothing after it has begun.
            HeldClock clock = new HeldClock(1499);
            ClusterRun run = new ClusterRun(client, new Namespaces(client, "test-host", ProcessHandle.current().pid()), clock);
            CompletableFuture<ClusterRun.Outcome> outcome = clock.paces(start(run, m));
            try {
                clock.awaitHeldAt(1499, 30_000);
                // The mock server runs no controller, so what the run did is all there is to see: the template's variable.
                assertEquals(List.of("web:v1"), imageVariables(client), "applied with the scenario's image, unchanged until the action's moment");
                String ns = client.apps().deployments().inAnyNamespace().list().getItems().get(0).getMetadata().getNamespace();
                clock.allowUntil(1500);
                clock.awaitHeldAt(1500, 30_000);
                assertEquals(List.of("web:v2"), imageVariables(client), "the action's image, in the template at the action's moment");
                clock.release();
                ClusterRun.Outcome out = outcome.get(30, TimeUnit.SECONDS);
                assertEquals(List.of(), out.problems());
                assertNull(client.namespaces().withName(ns).get(), "the run's namespace is deleted at the end");
            } finally {
                clock.release();
            }
        }
    }

    /** The simulated image in the template of every Deployment on the server. */
    private static List<String> imageVariables(KubernetesClient client) {
        return client.apps().deployments().inAnyNamespace().list().getItems().stream().map(ClusterRunMockTest::imageVariable).toList();
    }

    private static CompletableFuture<ClusterRun.Outcome> start(ClusterRun run, Manifests m) {
        return CompletableFuture.supplyAsync(() -> {
            try {
                return run.run(m, (msg, f) -> { });
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        });
    }

    private static String imageVariable(Deployment d) {
        return d.getSpec().getTemplate().getSpec().getContainers().get(0).getEnv().stream()
                .filter(v -> v.getName().equals(ShellScript.IMAGE_VARIABLE)).findFirst().orElseThrow().getValue();
    }

    @Test
    void afterASigkillMidRunTheNextRunsSweepDeletesTheLeftNamespaceAndNothingElse() throws Exception {
        try (MockCluster mock = new MockCluster()) {
            KubernetesClient client = mock.client;
            client.namespaces().resource(new NamespaceBuilder().withNewMetadata().withName("someone-elses").endMetadata().build()).create();
            Process jvm = startRun(mock.url());
            String ns = awaitNamespace(jvm);
            jvm.destroyForcibly();
            assertTrue(jvm.waitFor(10, TimeUnit.SECONDS));
            assertNotNull(client.namespaces().withName(ns).get(), "a SIGKILL leaves the namespace behind: nothing in the JVM can run");
            // A live run of this host, and one of another host still within its time, are left alone.
            client.namespaces().resource(labelled("boundary-lab-live", "test-host", ProcessHandle.current().pid(), System.currentTimeMillis() + 60_000)).create();
            client.namespaces().resource(labelled("boundary-lab-elsewhere", "other-host", 1, System.currentTimeMillis() + 60_000)).create();
            client.namespaces().resource(labelled("boundary-lab-expired", "other-host", 1, System.currentTimeMillis() - 1)).create();
            List<String> swept = new Namespaces(client, "test-host", ProcessHandle.current().pid()).sweep(System.currentTimeMillis());
            assertEquals(List.of(ns, "boundary-lab-expired").stream().sorted().toList(), swept.stream().sorted().toList());
            assertNull(client.namespaces().withName(ns).get());
            for (String kept : List.of("someone-elses", "boundary-lab-live", "boundary-lab-elsewhere")) {
                assertNotNull(client.namespaces().withName(kept).get(), kept);
            }
        }
    }

    @Test
    void ctrlCDeletesTheNamespaceOnTheWayOut() throws Exception {
        try (MockCluster mock = new MockCluster()) {
            Process jvm = startRun(mock.url());
            String ns = awaitNamespace(jvm);
            jvm.destroy();
            assertTrue(jvm.waitFor(20, TimeUnit.SECONDS));
            assertNull(mock.client.namespaces().withName(ns).get(), "SIGTERM (as Ctrl-C's SIGINT) runs the clean-up hook");
        }
    }

    private static io.fabric8.kubernetes.api.model.Namespace labelled(String name, String host, long pid, long expiresMs) {
        return new NamespaceBuilder().withNewMetadata().withName(name).withLabels(Map.of(Labels.MANAGED_BY, Labels.MANAGED_BY_VALUE))
                .withAnnotations(Map.of(Namespaces.HOST, host, Namespaces.PID, Long.toString(pid), Namespaces.EXPIRES, Long.toString(expiresMs)))
                .endMetadata().build();
    }

    private static Process startRun(String url) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        // A short-lived JVM that only has to reach its run: the quick compiler and the serial collector start it sooner.
        return new ProcessBuilder(List.of(java, "-XX:-UsePerfData", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-cp", System.getProperty("java.class.path"),
                RunUntilKilledMain.class.getName(), url, "test-host")).redirectError(ProcessBuilder.Redirect.DISCARD).start();
    }

    private static String awaitNamespace(Process jvm) throws Exception {
        BufferedReader r = new BufferedReader(new InputStreamReader(jvm.getInputStream(), StandardCharsets.UTF_8));
        CompletableFuture<String> line = CompletableFuture.supplyAsync(() -> {
            try {
                String l;
                while ((l = r.readLine()) != null) if (l.startsWith("NAMESPACE ")) return l.substring(10);
                return null;
            } catch (java.io.IOException e) {
                return null;
            }
        });
        String ns = line.get(60, TimeUnit.SECONDS);
        assertNotNull(ns, "the run never said which namespace it made");
        return ns;
    }
}
