package io.boundarylab.cluster.run;

import io.fabric8.kubernetes.client.Config;
import io.fabric8.kubernetes.client.ConfigBuilder;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientBuilder;
import io.fabric8.kubernetes.client.server.mock.KubernetesCrudDispatcher;
import io.fabric8.kubernetes.client.server.mock.KubernetesMockServer;
import io.fabric8.mockwebserver.Context;
import io.fabric8.mockwebserver.MockWebServer;

import java.util.HashMap;

/** fabric8's mock API server in CRUD mode: it stores and watches objects as an API server does, and runs nothing. */
public final class MockCluster implements AutoCloseable {
    /** A pod of two members, web listening on 8080 and log-helper, until 3 s. */
    public static final String TWO_MEMBERS = """
            scenario: two-members
            seed: 1
            until: 3s
            platform: {atomicPlacement: true, startupOrdering: true, sharedIdentity: true, sharedStorage: true, sharedFate: true}
            nodes:
              - {name: node-1, allocatable: {cpu: "2", memory: 4Gi, pods: 110}}
            pods:
              - apiVersion: v1
                kind: Pod
                metadata: {name: web-app}
                spec:
                  containers:
                    - name: web
                      image: web:v1
                      x-sim: {steps: [{listen: 8080}, {run: forever}]}
                    - name: log-helper
                      image: log-helper:v1
                      x-sim: {steps: [{run: forever}]}
            """;

    public final KubernetesMockServer server;
    public final KubernetesClient client;

    public MockCluster() {
        this(new KubernetesCrudDispatcher());
    }

    /** With a dispatcher of the test's own, one that also records what it was asked. */
    public MockCluster(KubernetesCrudDispatcher dispatcher) {
        server = new KubernetesMockServer(new Context(), new MockWebServer(), new HashMap<>(), dispatcher, false);
        server.init();
        client = server.createClient();
    }

    public String url() {
        return client.getConfiguration().getMasterUrl();
    }

    /** A client of the mock server for another JVM: only its address. */
    static KubernetesClient clientFor(String url) {
        Config config = new ConfigBuilder().withMasterUrl(url).withTrustCerts(true).withNamespace("default").build();
        return new KubernetesClientBuilder().withConfig(config).build();
    }

    /** A kubeconfig file with one context, {@code mock}, that points at this server. */
    public java.nio.file.Path kubeconfig(java.nio.file.Path dir) throws java.io.IOException {
        return java.nio.file.Files.writeString(dir.resolve("kubeconfig"), """
                apiVersion: v1
                kind: Config
                clusters: [{name: mock, cluster: {server: "%s", insecure-skip-tls-verify: true}}]
                users: [{name: learner, user: {token: not-a-secret}}]
                contexts: [{name: mock, context: {cluster: mock, user: learner, namespace: default}}]
                current-context: mock
                """.formatted(url()));
    }

    @Override
    public void close() {
        client.close();
        server.destroy();
    }
}
