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
final class MockCluster implements AutoCloseable {
    final KubernetesMockServer server;
    final KubernetesClient client;

    MockCluster() {
        server = new KubernetesMockServer(new Context(), new MockWebServer(), new HashMap<>(), new KubernetesCrudDispatcher(), false);
        server.init();
        client = server.createClient();
    }

    String url() {
        return client.getConfiguration().getMasterUrl();
    }

    /** A client of the mock server for another JVM: only its address. */
    static KubernetesClient clientFor(String url) {
        Config config = new ConfigBuilder().withMasterUrl(url).withTrustCerts(true).withNamespace("default").build();
        return new KubernetesClientBuilder().withConfig(config).build();
    }

    @Override
    public void close() {
        client.close();
        server.destroy();
    }
}
