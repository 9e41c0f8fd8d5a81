package io.boundarylab.cluster.run;

import io.boundarylab.cluster.export.Labels;
import io.boundarylab.engine.cluster.Guarantee;
import io.boundarylab.engine.contract.ContractChecker;
import io.boundarylab.engine.contract.Verdict;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodBuilder;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The volume instance each member sees, as the trace writes it, from the Pods the API server reports. */
class VolumeInstancesTest {

    private static Pod running(String name, Map<String, String> labels, List<String> containers) {
        PodBuilder b = new PodBuilder().withNewMetadata().withName(name).withLabels(labels).endMetadata()
                .withNewSpec().withNodeName("kind-worker").addNewVolume().withName("logs").withNewEmptyDir().endEmptyDir().endVolume().endSpec()
                .withNewStatus().withPhase("Running").withPodIP("10.244.1." + containers.size()).endStatus();
        for (String c : containers) {
            b.editSpec().addNewContainer().withName(c).withImage("busybox:1.36").addNewVolumeMount().withName("logs").withMountPath("/var/log/web")
                    .endVolumeMount().endContainer().endSpec();
            b.editStatus().addNewContainerStatus().withName(c).withRestartCount(0).withNewState().withNewRunning().withStartedAt("2026-12-03T05:00:01Z")
                    .endRunning().endState().endContainerStatus().endStatus();
        }
        return b.build();
    }

    @Test
    void membersOfOnePodSeeOneEmptyDirAndTheStorageGuaranteeHolds() {
        TraceRecorder r = new TraceRecorder();
        r.onPod("ADDED", running("web-app", Map.of(Labels.POD, "web-app"), List.of("web", "log-helper")), 1000);
        Verdict v = ContractChecker.check(r.trace()).get(Guarantee.SHARED_STORAGE);
        assertEquals(Verdict.Outcome.HOLDS, v.outcome());
        assertEquals("every member of web-app that mounts logs sees the same web-app/logs@web-app", v.summary());
    }

    @Test
    void naiveMembersInPodsOfTheirOwnEachSeeACopyAndTheStorageGuaranteeIsViolated() {
        TraceRecorder r = new TraceRecorder();
        for (String c : List.of("web", "log-helper")) {
            r.onPod("ADDED", running("web-app-" + c, Map.of(Labels.POD, "web-app", Labels.MEMBER, c), List.of(c)), 1000);
        }
        Verdict v = ContractChecker.check(r.trace()).get(Guarantee.SHARED_STORAGE);
        assertEquals(Verdict.Outcome.VIOLATED, v.outcome());
        assertEquals("members of web-app see different copies of volume logs: web-app/logs#web, web-app/logs#log-helper", v.summary());
    }
}
