package io.boundarylab.cluster.export;

import io.boundarylab.cluster.source.Experiment;
import io.boundarylab.cluster.source.ExperimentSource;
import io.boundarylab.engine.Simulator;
import io.boundarylab.engine.scenario.ActionSpec;
import io.boundarylab.engine.scenario.ContainerSpec;
import io.boundarylab.engine.scenario.PodSpec;
import io.boundarylab.engine.scenario.Scenario;
import io.boundarylab.engine.scenario.ScenarioReader;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;
import io.fabric8.kubernetes.api.model.Container;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.apps.Deployment;
import io.fabric8.kubernetes.api.model.apps.ReplicaSet;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Each note is true of its variant: checked against the scenario and its simulation, for every exported variant. */
class NotesTest {
    @Test
    void everyVariantsNotesAreTrue() throws Exception {
        List<String> wrong = new ArrayList<>();
        int losses = 0;
        for (Experiment e : ExperimentSource.bundled().all()) {
            Manifests m;
            try {
                m = Exporter.export(e.scenario(), e.naive(), e.focus(), Exporter.DEFAULT_IMAGE);
            } catch (NotExportable x) {
                continue;
            }
            String label = e.label() + ": ";
            // Each note once, and the Pod Security note names only what of the node the Pods use.
            if (new LinkedHashSet<>(m.notes()).size() != m.notes().size()) wrong.add(label + "a note is printed twice: " + m.notes());
            boolean hostPort = m.objects().stream().filter(o -> o instanceof io.fabric8.kubernetes.api.model.Pod)
                    .flatMap(o -> ((io.fabric8.kubernetes.api.model.Pod) o).getSpec().getContainers().stream())
                    .flatMap(c -> c.getPorts().stream()).anyMatch(p -> p.getHostPort() != null && p.getHostPort() != 0);
            for (String n : m.notes()) {
                if (n.contains("Pod Security levels forbid") && n.contains("hostPort") != hostPort) wrong.add(label + "the Pod Security note names a host port wrongly: " + n);
            }
            // The images note names every image of the scenario: its pods' and its workloads' templates'.
            Set<String> images = new LinkedHashSet<>();
            List<PodSpec> specs = new ArrayList<>(e.scenario().pods());
            e.scenario().workloads().replicaSets().forEach(rs -> specs.add(rs.template()));
            e.scenario().workloads().deployments().forEach(d -> specs.add(d.template()));
            for (PodSpec p : specs) for (ContainerSpec c : p.allContainers()) images.add(c.image());
            String imageNote = m.notes().stream().filter(n -> n.startsWith("Every container runs ")).findFirst().orElse("");
            if (imageNote.contains("images ()")) wrong.add(label + imageNote);
            // An image is not only a data version: a serve step without data answers with its tag (web:v2 serving v1-stale).
            if (imageNote.contains("only name")) wrong.add(label + "the images note says they only name a data version: " + imageNote);
            // A probed container is told that the kubelet's probe ticker runs on across a restart.
            for (var o : m.objects()) {
                if (!(o instanceof io.fabric8.kubernetes.api.model.Pod pod)) continue;
                for (var c : pod.getSpec().getContainers()) {
                    if (c.getLivenessProbe() == null && c.getReadinessProbe() == null) continue;
                    String who = "/" + c.getName() + ": the kubelet probes on a ticker";
                    if (m.notes().stream().noneMatch(n -> n.contains(who))) wrong.add(label + "no note on the probe ticker of " + pod.getMetadata().getName() + who);
                }
            }
            // Every export that requests resources says how much its Pods need together, at most.
            boolean requests = m.objects().stream().anyMatch(o -> o instanceof io.fabric8.kubernetes.api.model.Pod p && Capacity.requested(p.getSpec(), "cpu") > 0);
            if (requests && m.notes().stream().noneMatch(n -> n.contains(" CPU and ") && n.contains("allocatable"))) wrong.add(label + "no note says what capacity its Pods need");
            // "No switch" for startup ordering is false: the startup-order episode's naive export turns it off.
            for (String n : m.notes()) if (n.startsWith("startup ordering is off") && n.contains("no switch")) wrong.add(label + n);
            for (String image : images) if (!imageNote.contains(image)) wrong.add(label + "the images note leaves out " + image + ": " + imageNote);
            // A node loss: a replacement is promised exactly when the simulation makes one.
            List<TraceEvent> trace = null;
            for (Manifests.TimedAction a : m.timeline()) {
                if (a.action().kind() == ActionSpec.Kind.evict) {
                    // A preStop hook is promised only to a Pod that has one.
                    PodSpec evicted = e.scenario().pod(a.pods().get(0));
                    boolean hook = evicted != null && evicted.allContainers().stream().anyMatch(c -> c.preStop() != null);
                    if (m.notes().stream().anyMatch(n -> n.startsWith(a.pods().get(0) + " is evicted at ") && n.contains("preStop") != hook)) {
                        wrong.add(label + "the eviction note speaks of a preStop hook " + (hook ? "it leaves out" : "no container has"));
                    }
                    if (m.notes().stream().noneMatch(n -> n.startsWith(a.pods().get(0) + " is evicted at ") && n.contains("Failed (Evicted)"))) {
                        wrong.add(label + "no note says the eviction of " + a.pods().get(0) + " is graceful");
                    }
                }
                if (a.action().kind() != ActionSpec.Kind.failNode) continue;
                losses++;
                // 50 s is the node-monitor grace period only from Kubernetes 1.32; the export targets 1.29 too.
                if (m.notes().stream().noneMatch(n -> n.contains("1.32") && n.contains("40 s"))) wrong.add(label + "no note says 1.29 to 1.31 wait 40 s");
                if (trace == null) trace = Simulator.run(e.scenario()).trace();
                long at = a.action().atMs();
                boolean simulationReplaces = trace.stream().anyMatch(t -> t.tMs() >= at && t.type() == EventType.SuccessfulCreate);
                String lossNote = m.notes().stream().filter(n -> n.contains(" fails at ") && n.contains("stands in")).findFirst().orElse("");
                boolean promised = m.notes().stream().anyMatch(n -> n.contains("replacement comes about") || n.contains("cluster's replacement")
                        || n.contains("both replace at the same time"));
                if (promised != simulationReplaces) {
                    wrong.add(label + "the simulation " + (simulationReplaces ? "replaces" : "never replaces") + " the lost pods, the notes: " + m.notes());
                }
                if (!simulationReplaces && !lossNote.contains("Nothing replaces a bare Pod")) wrong.add(label + lossNote);
            }
            // No exported script asks a Service by a name with the scenario's namespace, which the run's namespace cannot resolve.
            for (HasMetadata o : m.objects()) {
                for (Container c : containers(o)) {
                    String script = c.getCommand().get(2);
                    if (script.matches("(?s).*'[a-z0-9-]+\\.default(\\.svc(\\.cluster\\.local)?)?'.*")) wrong.add(label + c.getName() + " asks a namespaced name");
                }
            }
        }
        assertTrue(wrong.isEmpty(), String.join("\n", wrong));
        assertEquals(4, losses);
    }

    @Test
    void aServiceNamedWithTheScenariosNamespaceIsAskedByItsRelativeNameAndANoteSaysSo() throws Exception {
        Scenario s = ScenarioReader.parse("""
                scenario: dns
                seed: 1
                nodes:
                  - {name: node-1, allocatable: {cpu: "2", memory: 4Gi, pods: 110}}
                services:
                  - apiVersion: v1
                    kind: Service
                    metadata: {name: web}
                    spec: {selector: {app: web}, ports: [{port: 80, targetPort: 8080}]}
                pods:
                  - apiVersion: v1
                    kind: Pod
                    metadata: {name: web-1, labels: {app: web}}
                    spec:
                      containers:
                        - {name: web, image: "web:v1", x-sim: {steps: [{serve: {port: 8080}}]}}
                  - apiVersion: v1
                    kind: Pod
                    metadata: {name: client}
                    spec:
                      containers:
                        - {name: shop, image: "shop:v1", x-sim: {steps: [{connect: {to: web.default.svc.cluster.local:80}}, {request: {to: "web.default:80", every: 1s}}, {run: forever}]}}
                """, "dns.yaml");
        Manifests m = Exporter.export(s, false, Exporter.DEFAULT_IMAGE);
        Pod client = (Pod) m.objects().stream().filter(o -> o.getMetadata().getName().equals("client")).findFirst().orElseThrow();
        String script = client.getSpec().getContainers().get(0).getCommand().get(2);
        assertTrue(script.contains("if bl_connect 'web' 80;") && script.contains("bl_request 'web' 80;"), script);
        assertFalse(script.contains("web.default"), script);
        assertTrue(m.notes().contains("pod/client/shop asks web.default.svc.cluster.local:80, the Service web in the scenario's namespace default. "
                + "The run's Pods are in a namespace of their own, where that name finds no Service, so the export asks web, the name relative to "
                + "the Pod's namespace, which reaches the same Service."), m.notes().toString());
        assertTrue(m.notes().stream().anyMatch(n -> n.startsWith("pod/client/shop asks web.default:80")), m.notes().toString());
    }

    private static List<Container> containers(HasMetadata o) {
        if (o instanceof Pod p) return p.getSpec().getContainers();
        if (o instanceof Deployment d) return d.getSpec().getTemplate().getSpec().getContainers();
        if (o instanceof ReplicaSet r) return r.getSpec().getTemplate().getSpec().getContainers();
        return List.of();
    }
}
