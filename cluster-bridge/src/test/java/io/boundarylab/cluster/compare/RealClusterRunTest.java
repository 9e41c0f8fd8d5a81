package io.boundarylab.cluster.compare;

import io.boundarylab.cluster.export.Exporter;
import io.boundarylab.cluster.export.Manifests;
import io.boundarylab.cluster.run.Kubeconfig;
import io.boundarylab.cluster.source.Experiment;
import io.boundarylab.cluster.source.ExperimentSource;
import io.fabric8.kubernetes.client.KubernetesClient;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Every episode variant on a real cluster, judged against the simulation: opt-in, with the
 * {@code real-cluster} profile, since it needs a cluster and takes the sum of the horizons. Skipped,
 * with the reason, without the profile or when no cluster answers.
 */
class RealClusterRunTest {
    @Test
    void everyEpisodeVariantGetsTheSimulationsVerdictOnItsOwnGuaranteeOnARealCluster() throws Exception {
        assumeTrue("true".equals(System.getProperty("boundarylab.realCluster")),
                "opt-in: run with -Preal-cluster and a kubeconfig (kind, k3d, minikube) to take every episode to a real cluster");
        Kubeconfig kc = Kubeconfig.ofThisUser().orElse(null);
        assumeTrue(kc != null, "no kubeconfig (KUBECONFIG, or ~/.kube/config): no cluster to run on");
        String context = System.getProperty("real.cluster.context");
        List<String> differ = new ArrayList<>();
        try (KubernetesClient client = kc.client(context == null || context.isBlank() ? null : context)) {
            String why = RealAgainstSimulated.whyNot(client);
            assumeTrue(why == null, () -> "no cluster answers: " + why);
            for (Experiment e : ExperimentSource.bundled().all()) {
                Manifests m = Exporter.export(e.scenario(), e.naive(), e.focus(), Exporter.DEFAULT_IMAGE);
                RealAgainstSimulated.Result r = RealAgainstSimulated.run(e, m, client, "real-cluster-test", Comparison.DEFAULT_TOLERANCE_MS,
                        (msg, f) -> { }, line -> { }, run -> { });
                System.out.println(r.report());
                // The episode's own guarantee: a variant's other switches may have no counterpart on a cluster (see its notes).
                // Investigation 018's variants differ in what they run, not in a guarantee, on the Pod platform: every verdict.
                if (!r.comparison().agreesOn(e.focus())) differ.add(e.label() + " (" + (e.focus() == null ? "every guarantee" : e.focus()) + ")");
            }
        }
        assertTrue(differ.isEmpty(), "verdicts differ from the simulation for " + differ);
    }
}
