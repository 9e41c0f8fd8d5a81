package io.boundarylab.cluster.export;

import io.boundarylab.cluster.source.Experiment;
import io.boundarylab.cluster.source.ExperimentSource;
import io.boundarylab.engine.scenario.Scenario;
import io.boundarylab.engine.scenario.ScenarioReader;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodBuilder;
import io.fabric8.kubernetes.api.model.PodSpec;
import io.fabric8.kubernetes.api.model.apps.Deployment;
import io.fabric8.kubernetes.api.model.apps.ReplicaSet;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Every exported Pod passes the restricted Pod Security level; a Pod that uses its node's folder is the one stated exception. */
class PodSecurityStandardsTest {

    /** The Pod specs an object makes: a Pod's own, a ReplicaSet's or a Deployment's template. */
    private static PodSpec specOf(HasMetadata o) {
        if (o instanceof Pod p) return p.getSpec();
        if (o instanceof ReplicaSet rs) return rs.getSpec().getTemplate().getSpec();
        if (o instanceof Deployment d) return d.getSpec().getTemplate().getSpec();
        return null;
    }

    @Test
    void everyPodOfEveryVariantOfBothInvestigationsPassesTheRestrictedLevelButTheStatedNodeFolderOnes() throws Exception {
        List<String> problems = new ArrayList<>();
        int specs = 0;
        int onNodeFolders = 0;
        for (Experiment e : ExperimentSource.bundled().all()) {
            Manifests m = Exporter.export(e.scenario(), e.naive(), e.focus(), Exporter.DEFAULT_IMAGE);
            boolean anyNodeFolder = false;
            for (HasMetadata o : m.objects()) {
                PodSpec spec = specOf(o);
                if (spec == null) continue;
                specs++;
                String where = e.label() + " " + o.getKind() + "/" + o.getMetadata().getName() + ": ";
                boolean nodeFolder = spec.getVolumes().stream().anyMatch(v -> v.getHostPath() != null);
                if (nodeFolder) {
                    // The stated exception: the hostPath is the only baseline problem, running as root the only restricted one more.
                    anyNodeFolder = true;
                    onNodeFolders++;
                    for (String p : PodSecurityStandards.restricted(spec)) {
                        if (!p.startsWith("HostPath Volumes") && !p.startsWith("Volume Types") && !p.startsWith("Running as Non-root")) {
                            problems.add(where + p);
                        }
                    }
                    String named = "pod/" + o.getMetadata().getLabels().get(Labels.POD) + " uses a folder of its node (hostPath)";
                    if (m.notes().stream().noneMatch(n -> n.startsWith(named))) problems.add(where + "no note names its level");
                } else {
                    for (String p : PodSecurityStandards.restricted(spec)) problems.add(where + p);
                }
            }
            if (!anyNodeFolder && m.notes().stream().anyMatch(n -> n.contains("pod-security.kubernetes.io"))) {
                problems.add(e.label() + " names a level it does not need");
            }
        }
        assertTrue(specs >= 40, "pod specs checked: " + specs);
        // The naive designs that keep shared storage across separate Pods: helper, identity (two files) and fate.
        assertTrue(onNodeFolders >= 4, "Pods on node folders: " + onNodeFolders);
        assertEquals(List.of(), problems);
    }

    @Test
    void theChecksFailAPodWrittenWithoutSecuritySettings() {
        Pod bare = new PodBuilder().withNewMetadata().withName("bare").endMetadata().withNewSpec()
                .addNewContainer().withName("web").withImage("busybox:1.36").endContainer().endSpec().build();
        List<String> p = PodSecurityStandards.restricted(bare.getSpec());
        assertEquals(List.of(), PodSecurityStandards.baseline(bare.getSpec()));
        assertEquals(4, p.size(), p.toString());
        assertTrue(p.get(0).startsWith("Privilege Escalation"), p.toString());
        assertTrue(p.get(1).startsWith("Running as Non-root"), p.toString());
        assertTrue(p.get(2).startsWith("Seccomp"), p.toString());
        assertTrue(p.get(3).startsWith("Capabilities"), p.toString());
    }

    @Test
    void aPodOnANodeFolderIsTheStatedExceptionAndItsNamespaceLevelIsNamed() throws Exception {
        Scenario s = ScenarioReader.parse("""
                scenario: node-folder
                seed: 1
                until: 30s
                platform: pod
                nodes: [{name: node-1, allocatable: {cpu: "4", memory: 8Gi, pods: 110}}]
                pods:
                  - apiVersion: v1
                    kind: Pod
                    metadata: {name: logs}
                    spec:
                      volumes: [{name: node-logs, hostPath: {path: /var/log/boundary-lab}}]
                      containers:
                        - name: writer
                          image: writer:v1
                          volumeMounts: [{name: node-logs, mountPath: /logs}]
                          x-sim: {steps: [{write: {path: /logs/a.log, every: 1s}}]}
                  - apiVersion: v1
                    kind: Pod
                    metadata: {name: web}
                    spec:
                      containers:
                        - {name: web, image: web:v1, x-sim: {steps: [{run: forever}]}}
                """, "node-folder.yaml");
        Manifests m = Exporter.export(s, false, Exporter.DEFAULT_IMAGE);
        Pod logs = (Pod) m.objects().stream().filter(o -> o.getMetadata().getName().equals("logs")).findFirst().orElseThrow();
        Pod web = (Pod) m.objects().stream().filter(o -> o.getMetadata().getName().equals("web")).findFirst().orElseThrow();
        assertEquals(List.of(), PodSecurityStandards.restricted(web.getSpec()));
        // Forbidden by baseline for its hostPath alone; restricted adds that it runs as root, to write to the node's folder.
        assertEquals(List.of("HostPath Volumes: volume node-logs is a hostPath"), PodSecurityStandards.baseline(logs.getSpec()));
        assertEquals(0L, logs.getSpec().getSecurityContext().getRunAsUser());
        assertTrue(PodSecurityStandards.restricted(logs.getSpec()).stream().anyMatch(p -> p.startsWith("Running as Non-root")));
        // Everything else of the restricted level still holds for it.
        assertTrue(PodSecurityStandards.restricted(logs.getSpec()).stream().noneMatch(p -> p.startsWith("Privilege Escalation")
                || p.startsWith("Capabilities") || p.startsWith("Seccomp")));
        List<String> level = m.notes().stream().filter(n -> n.contains("pod-security.kubernetes.io/enforce=privileged")).toList();
        assertEquals(1, level.size(), m.notes().toString());
        assertTrue(level.get(0).startsWith("pod/logs "), level.get(0));
    }
}
