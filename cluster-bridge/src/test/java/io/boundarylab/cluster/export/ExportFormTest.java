package io.boundarylab.cluster.export;

import io.boundarylab.cluster.source.Experiment;
import io.boundarylab.cluster.source.ExperimentSource;
import io.boundarylab.engine.scenario.Scenario;
import io.boundarylab.engine.scenario.ScenarioReader;
import io.fabric8.kubernetes.api.model.Container;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodAffinityTerm;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The naive export breaks only what the guarantee under test needs, and keeps what the variant's switches keep. */
class ExportFormTest {

    private static Manifests export(String episode, String variant) throws Exception {
        Experiment e = ExperimentSource.bundled().find(episode, variant);
        return Exporter.export(e.scenario(), e.naive(), e.focus(), Exporter.DEFAULT_IMAGE);
    }

    private static List<Pod> pods(Manifests m) {
        return m.objects().stream().filter(o -> o instanceof Pod).map(o -> (Pod) o).toList();
    }

    private static Pod pod(Manifests m, String name) {
        return pods(m).stream().filter(p -> p.getMetadata().getName().equals(name)).findFirst()
                .orElseThrow(() -> new AssertionError("no Pod " + name + " in " + pods(m).stream().map(p -> p.getMetadata().getName()).toList()));
    }

    @Test
    void withoutStartupOrderingThePodStaysOneAndTheFetchStartsBesideWebAsAnAppContainer() throws Exception {
        Manifests m = export("startup-order", "naive");
        assertEquals(1, pods(m).size());
        Pod p = pods(m).get(0);
        assertTrue(p.getSpec().getInitContainers().isEmpty(), "no init containers");
        assertEquals(List.of("config-fetch", "web"), p.getSpec().getContainers().stream().map(Container::getName).toList());
        // One emptyDir for both, as placement and storage are on.
        assertEquals(1, p.getSpec().getVolumes().size());
        assertNotNull(p.getSpec().getVolumes().get(0).getEmptyDir());
        // Its steps done, the fetch stays idle: an exit 0 would be restarted under Always.
        String fetch = p.getSpec().getContainers().get(0).getCommand().get(2);
        String web = p.getSpec().getContainers().get(1).getCommand().get(2);
        assertTrue(fetch.lastIndexOf("/config/app.conf") < fetch.lastIndexOf("while :; do bl_wait 3600; done"), fetch);
        assertTrue(m.notes().stream().anyMatch(n -> n.startsWith("Without startup ordering, the init containers of web-app")), m.notes().toString());
        assertTrue(m.notes().stream().noneMatch(n -> n.contains("which is how the naive design really runs")), m.notes().toString());
        assertTrue(web.contains("/config/app.conf"), web);
    }

    @Test
    void withoutPlacementEachMemberIsAPodAndSharedStorageIsTheNodesFolder() throws Exception {
        Manifests m = export("helper", "naive");
        List<Pod> all = pods(m);
        assertTrue(all.size() >= 2);
        String folder = null;
        for (Pod p : all) {
            // Placement is what this variant goes without: no affinity.
            assertNull(p.getSpec().getAffinity(), p.getMetadata().getName());
            for (var v : p.getSpec().getVolumes()) {
                assertNotNull(v.getHostPath(), p.getMetadata().getName() + " volume " + v.getName());
                if (folder == null) folder = v.getHostPath().getPath();
                assertEquals(folder, v.getHostPath().getPath(), "one folder per node for the pod's volume");
            }
        }
        assertNotNull(folder);
        String path = folder;
        assertTrue(path.startsWith("/var/tmp/boundary-lab/"), path);
        // Node folders need the privileged level, and the notes say so and where the folder is.
        assertTrue(m.notes().stream().anyMatch(n -> n.contains(path)), m.notes().toString());
        assertTrue(m.notes().stream().anyMatch(n -> n.contains("pod-security.kubernetes.io/enforce=privileged")), m.notes().toString());
    }

    @Test
    void withoutSharedIdentityTheMembersAreTheirOwnPodsOnOneNode() throws Exception {
        Manifests m = export("identity", "naive");
        List<Pod> all = pods(m);
        assertTrue(all.size() >= 2);
        for (Pod p : all) {
            PodAffinityTerm term = p.getSpec().getAffinity().getPodAffinity().getRequiredDuringSchedulingIgnoredDuringExecution().get(0);
            assertEquals("kubernetes.io/hostname", term.getTopologyKey());
            assertEquals(p.getMetadata().getLabels().get(Labels.POD), term.getLabelSelector().getMatchLabels().get(Labels.POD));
        }
        assertTrue(m.notes().stream().anyMatch(n -> n.startsWith("Atomic placement is on: the Pods of")), m.notes().toString());
    }

    @Test
    void theContractVariantsAreOnePodEachWithoutNodeFolders() throws Exception {
        for (String ep : List.of("helper", "startup-order", "identity", "fate")) {
            for (Pod p : pods(export(ep, "contract"))) {
                assertNull(p.getSpec().getAffinity());
                assertTrue(p.getSpec().getVolumes().stream().allMatch(v -> v.getHostPath() == null), ep);
            }
        }
    }

    @Test
    void onlyAMemberThatServesWhatTheServiceSelectsCarriesThePodsLabels() throws Exception {
        Scenario s = ScenarioReader.parse("""
                scenario: served
                seed: 1
                until: 30s
                platform: {atomicPlacement: false, startupOrdering: false, sharedIdentity: false, sharedStorage: false, sharedFate: false}
                nodes: [{name: node-1, allocatable: {cpu: "4", memory: 8Gi, pods: 110}}]
                services:
                  - apiVersion: v1
                    kind: Service
                    metadata: {name: web}
                    spec:
                      selector: {app: web}
                      ports: [{port: 80, targetPort: 8080}]
                pods:
                  - apiVersion: v1
                    kind: Pod
                    metadata: {name: web-app, labels: {app: web}}
                    spec:
                      containers:
                        - {name: web, image: web:v1, x-sim: {steps: [{listen: 8080}, {run: forever}]}}
                        - {name: log-helper, image: helper:v1, x-sim: {steps: [{run: forever}]}}
                """, "served.yaml");
        Manifests m = Exporter.export(s, true, Exporter.DEFAULT_IMAGE);
        Map<String, String> web = pod(m, "web-app-web").getMetadata().getLabels();
        Map<String, String> helper = pod(m, "web-app-log-helper").getMetadata().getLabels();
        assertEquals("web", web.get("app"));
        assertNull(helper.get("app"), helper.toString());
        assertEquals("web-app", helper.get(Labels.POD));
    }
}
