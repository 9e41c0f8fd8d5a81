package io.boundarylab.engine.result;

import java.util.List;

/**
 * A Service in the result ({@code services.NAME}): its ClusterIP and its endpoints, ready or not,
 * ordered by pod name.
 */
public record ServiceStatus(String clusterIP, List<EndpointStatus> endpoints) {
    public ServiceStatus {
        endpoints = List.copyOf(endpoints);
    }

    /** One endpoint: the pod, its IP and whether traffic may go to it. */
    public record EndpointStatus(String pod, String ip, boolean ready) {
    }
}
