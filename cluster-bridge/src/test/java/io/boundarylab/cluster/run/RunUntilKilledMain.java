package io.boundarylab.cluster.run;

import io.boundarylab.cluster.export.Exporter;
import io.boundarylab.cluster.export.Manifests;
import io.boundarylab.engine.scenario.ScenarioReader;
import io.fabric8.kubernetes.client.KubernetesClient;

/**
 * A JVM that starts a long run against the mock server and prints {@code NAMESPACE name} once the
 * namespace exists, for the tests that kill it (SIGKILL, SIGTERM) mid-run.
 * Arguments: the mock server's URL, the host name to record.
 */
public final class RunUntilKilledMain {
    private RunUntilKilledMain() {
    }

    public static void main(String[] args) throws Exception {
        KubernetesClient client = MockCluster.clientFor(args[0]);
        Manifests m = Exporter.export(ScenarioReader.parse(MockCluster.TWO_MEMBERS.replace("until: 3s", "until: 10m"), "long.yaml"),
                false, Exporter.DEFAULT_IMAGE);
        new ClusterRun(client, new Namespaces(client, args[1], ProcessHandle.current().pid())).run(m, (message, f) -> {
            if (message.startsWith("applied")) {
                String ns = message.substring(message.lastIndexOf(' ') + 1);
                System.out.println("NAMESPACE " + ns);
                System.out.flush();
            }
        });
    }
}
