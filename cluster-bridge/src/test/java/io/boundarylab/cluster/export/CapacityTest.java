package io.boundarylab.cluster.export;

import io.boundarylab.cluster.Text;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.PodBuilder;
import io.fabric8.kubernetes.api.model.Quantity;
import io.fabric8.kubernetes.api.model.apps.DeploymentBuilder;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The capacity note counts as the scheduler counts, worked by hand: app containers summed, the largest init, a rollout's surge. */
class CapacityTest {
    @Test
    void aPodAndADeploymentAtItsSurgeAreCountedAsTheSchedulerCountsThem() {
        // A Pod: apps 500m + 250m = 750m, its init 600m is less; 256 Mi + 0.
        HasMetadata pod = new PodBuilder().withNewMetadata().withName("p").endMetadata().withNewSpec()
                .addNewInitContainer().withName("i").withNewResources().withRequests(Map.of("cpu", new Quantity("600m"))).endResources().endInitContainer()
                .addNewContainer().withName("a").withNewResources().withRequests(Map.of("cpu", new Quantity("500m"), "memory", new Quantity("256Mi")))
                .endResources().endContainer()
                .addNewContainer().withName("b").withNewResources().withRequests(Map.of("cpu", new Quantity("250m"))).endResources().endContainer()
                .endSpec().build();
        // A Deployment of 3 with the default 25 % surge: ceil(0.75) = 1 more, 4 × 500m = 2 CPU, 4 × 128 Mi.
        HasMetadata web = new DeploymentBuilder().withNewMetadata().withName("web").endMetadata().withNewSpec().withReplicas(3)
                .withNewTemplate().withNewSpec().addNewContainer().withName("w").withNewResources()
                .withRequests(Map.of("cpu", new Quantity("500m"), "memory", new Quantity("128Mi"))).endResources().endContainer().endSpec().endTemplate()
                .endSpec().build();
        assertEquals(Text.get("note.capacity", "2.75", 768L), Capacity.note(List.of(pod, web)));
    }
}
