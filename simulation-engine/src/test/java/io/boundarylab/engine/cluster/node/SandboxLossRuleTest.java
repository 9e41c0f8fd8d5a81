package io.boundarylab.engine.cluster.node;

import io.boundarylab.engine.cluster.state.PodState;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Whether a dead sandbox is re-created, the createPodSandbox branch of computePodActions
 * (kuberuntime_manager.go): {@code if !shouldRestartOnFailure(pod) && attempt != 0 &&
 * len(podStatus.ContainerStatuses) != 0} it is not (CreateSandbox = false, the pod is only killed).
 * The cases are those of kuberuntime_manager_test.go TestComputePodActionsWithRestartableInitContainers
 * whose sandbox is not ready, plus the one the StackOverflowError came from.
 */
class SandboxLossRuleTest {

    @ParameterizedTest(name = "{0}: {1} -> re-created {2}")
    @CsvSource(delimiter = '|', value = {
            // "Pod sandbox not ready, restartable init container failed, but RestartPolicy == Never; kill pod only"
            "Never     | all created  | false",
            // "Pod sandbox not ready, and RestartPolicy == Never, but no visible restartable init containers; create a new pod sandbox"
            "Never     | none created | true",
            // "Pod sandbox not ready, restartable init container failed, and RestartPolicy == OnFailure; create a new pod sandbox"
            "OnFailure | all created  | true",
            // "Pod sandbox not ready, restartable init container failed, and RestartPolicy == Always; create a new pod sandbox"
            "Always    | all created  | true",
            // One status is enough: only the init container ran (the app containers never did).
            "Never     | init only    | false",
    })
    void aDeadSandboxIsReCreatedUnlessNeverAndAContainerWasCreated(String policy, String created, boolean recreated) {
        PodState pod = PodFixture.basePod(policy);
        switch (created) {
            case "all created" -> PodFixture.allUp(pod);
            case "init only" -> {
                PodFixture.run(pod.container("migrate"));
                PodFixture.exit(pod.container("migrate"), 0);
            }
            default -> { }
        }
        assertEquals(recreated, SandboxLoss.recreates(pod));
    }
}
