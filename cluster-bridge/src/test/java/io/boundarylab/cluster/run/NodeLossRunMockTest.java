package io.boundarylab.cluster.run;

import io.boundarylab.cluster.export.Exporter;
import io.boundarylab.cluster.export.Manifests;
import io.boundarylab.engine.scenario.ActionSpec;
import io.boundarylab.engine.scenario.ScenarioReader;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;
import io.fabric8.kubernetes.api.model.NamespaceBuilder;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodBuilder;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.server.mock.KubernetesCrudDispatcher;
import io.fabric8.mockwebserver.http.MockResponse;
import io.fabric8.mockwebserver.http.RecordedRequest;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The stand-in for a node's loss on the mock API server: at the action's moment the run
 * force-deletes (grace 0) the bare pod the scenario had on the node and as many of the
 * ReplicaSet's pods as the simulation had there, and writes nothing outside its namespace.
 */
class NodeLossRunMockTest {
    private static final String NODE_LOSS = """
            scenario: node-loss
            seed: 1
            until: 8s
            controlPlane: {nodeFailure: instant}
            nodes:
              - {name: node-1, allocatable: {cpu: "2", memory: 4Gi}}
              - {name: node-2, allocatable: {cpu: "2", memory: 4Gi}}
            pods:
              - apiVersion: v1
                kind: Pod
                metadata: {name: web-1}
                spec:
                  nodeName: node-1
                  containers:
                    - {name: web, image: "web:v1", resources: {requests: {cpu: 500m}}, x-sim: {steps: [{run: forever}]}}
              - apiVersion: v1
                kind: Pod
                metadata: {name: web-2}
                spec:
                  nodeName: node-2
                  containers:
                    - {name: web, image: "web:v1", resources: {requests: {cpu: 500m}}, x-sim: {steps: [{run: forever}]}}
            replicaSets:
              - apiVersion: apps/v1
                kind: ReplicaSet
                metadata: {name: cache}
                spec:
                  replicas: 2
                  selector: {matchLabels: {app: cache}}
                  template:
                    metadata: {labels: {app: cache}}
                    spec:
                      containers:
                        - {name: cache, image: "cache:v1", resources: {requests: {cpu: 500m}}, x-sim: {steps: [{run: forever}]}}
            actions:
              - {at: 4s, do: failNode, target: node/node-2}
            """;

    @Test
    void theNodesPodsAreForceDeletedAtTheActionsTimeInTheRunsNamespaceOnly() throws Exception {
        Manifests m = Exporter.export(ScenarioReader.parse(NODE_LOSS, "node-loss.yaml"), false, Exporter.DEFAULT_IMAGE);
        Manifests.TimedAction loss = m.timeline().get(0);
        assertEquals(ActionSpec.Kind.failNode, loss.action().kind());
        assertEquals(List.of("web-2"), loss.pods());
        // Least allocated: the two cache pods go one to each node (500m beside each web), so one is lost with node-2.
        assertEquals(List.of(new Manifests.PodsOf("replicaset/cache", Map.of("app", "cache"), 1)), loss.controlled());
        Recording dispatcher = new Recording();
        try (MockCluster mock = new MockCluster(dispatcher)) {
            KubernetesClient client = mock.client;
            client.namespaces().resource(new NamespaceBuilder().withNewMetadata().withName("someone-elses").endMetadata().build()).create();
            client.pods().inNamespace("someone-elses").resource(cachePod("cache-00000")).create();
            // The run's clock is held a millisecond before the action until the test has made the ReplicaSet's pods, and
            // at the action's moment until the watch has delivered the deletions: no margin of wall time either way.
            HeldClock clock = new HeldClock(3999);
            Delivered delivered = new Delivered();
            ClusterRun run = new ClusterRun(client, new Namespaces(client, "test-host", ProcessHandle.current().pid()), clock).recordTo(delivered);
            CompletableFuture<ClusterRun.Outcome> outcome = clock.paces(CompletableFuture.supplyAsync(() -> {
                try {
                    return run.run(m, (msg, f) -> { });
                } catch (InterruptedException e) {
                    throw new IllegalStateException(e);
                }
            }));
            ClusterRun.Outcome out;
            String ns;
            try {
                clock.awaitHeldAt(3999, 30_000);
                ns = client.pods().inAnyNamespace().list().getItems().stream().filter(p -> p.getMetadata().getName().equals("web-2"))
                        .findFirst().orElseThrow(() -> new AssertionError("the run did not apply pod web-2 before the action")).getMetadata().getNamespace();
                // The ReplicaSet controller, as the mock server runs none: the two pods it would make.
                for (String name : List.of("cache-bbbbb", "cache-aaaaa")) client.pods().inNamespace(ns).resource(cachePod(name)).create();
                assertTrue(dispatcher.writes.stream().noneMatch(w -> w.method().equals("DELETE")), "deleted before the action: " + dispatcher.writes);
                clock.allowUntil(4000);
                clock.awaitHeldAt(4000, 30_000);
                delivered.awaitTrace(t -> t.stream().filter(e -> e.type() == EventType.PodDeleted).count() == 2, "the two deletions", 30_000);
                clock.release();
                out = outcome.get(30, TimeUnit.SECONDS);
            } finally {
                clock.release();
            }
            assertEquals(List.of(), out.problems());

            // The trace says what the run did instead of a node failure, before the deletions it reports.
            TraceEvent lost = out.trace().stream().filter(e -> e.type() == EventType.NodeFailed).findFirst().orElseThrow();
            assertEquals("node-2", lost.node());
            assertTrue(lost.message().contains("web-2, cache-aaaaa were force-deleted (grace 0); no real node stopped"), lost.message());
            List<TraceEvent> deleted = out.trace().stream().filter(e -> e.type() == EventType.PodDeleted).toList();
            for (TraceEvent e : deleted) assertTrue(e.seq() > lost.seq(), "deleted before the stand-in said so: " + e);
            // The first of the ReplicaSet's pods by name, and the bare pod named; web-1 and cache-bbbbb live on.
            assertEquals(List.of("cache-aaaaa", "web-2"), deleted.stream().map(TraceEvent::pod).sorted().toList(), out.trace().toString());
            for (TraceEvent e : deleted) assertEquals(4000, e.tMs(), "deleted at " + e.tMs() + " ms, the action is at 4 s");
            assertNotNull(client.pods().inNamespace("someone-elses").withName("cache-00000").get(), "another namespace's pod with the same labels");

            List<String> podDeletes = new ArrayList<>();
            for (Write r : dispatcher.writes) {
                String path = r.path();
                boolean byTheTest = r.method().equals("POST") && (path.startsWith("/api/v1/namespaces/someone-elses/pods")
                        || path.equals("/api/v1/namespaces") && r.body().contains("someone-elses") || path.startsWith("/api/v1/namespaces/" + ns + "/pods"));
                boolean theRunsNamespace = path.startsWith("/api/v1/namespaces/" + ns) || path.startsWith("/apis/apps/v1/namespaces/" + ns + "/")
                        || path.equals("/api/v1/namespaces") && r.body().contains(ns);
                assertTrue(byTheTest || theRunsNamespace, "written outside the run's namespace: " + r.method() + " " + path + " " + r.body());
                if (r.method().equals("DELETE") && path.contains("/pods/")) {
                    podDeletes.add(path.substring(path.lastIndexOf('/') + 1));
                    assertTrue(r.body().replace(" ", "").contains("\"gracePeriodSeconds\":0"), "not forced: " + r.body());
                }
            }
            assertEquals(List.of("web-2", "cache-aaaaa"), podDeletes);
        }
    }

    /** One request that changes something, as the server received it. */
    private record Write(String method, String path, String body) {
    }

    /** The CRUD dispatcher, also keeping every request but reads, body included (the dispatcher consumes the body). */
    private static final class Recording extends KubernetesCrudDispatcher {
        final List<Write> writes = java.util.Collections.synchronizedList(new ArrayList<>());

        @Override
        public MockResponse dispatch(RecordedRequest request) {
            if (!request.getMethod().equals("GET")) {
                writes.add(new Write(request.getMethod(), request.getPath(),
                        new String(request.getBody().getBytes(), java.nio.charset.StandardCharsets.UTF_8)));
            }
            return super.dispatch(request);
        }
    }

    private static Pod cachePod(String name) {
        return new PodBuilder().withNewMetadata().withName(name).withLabels(Map.of("app", "cache")).endMetadata().withNewSpec()
                .addNewContainer().withName("cache").withImage("busybox:1.36").endContainer().endSpec().build();
    }
}
