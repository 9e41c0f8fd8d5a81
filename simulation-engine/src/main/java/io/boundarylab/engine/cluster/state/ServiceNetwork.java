package io.boundarylab.engine.cluster.state;

import io.boundarylab.engine.cluster.network.NetworkIdentity;

/**
 * What a container's process sees of Services, as kube-proxy and cluster DNS give it: a Service's
 * name or ClusterIP leads to one of its ready endpoints. Implemented by the Service controller
 * ({@code io.boundarylab.engine.cluster.service}); declared here so that the node agent's
 * processes reach it through the cluster state without a package cycle.
 */
public interface ServiceNetwork {
    /** No Services: nothing is routed, requests are not supported. */
    ServiceNetwork NONE = new ServiceNetwork() {
        @Override
        public Route route(String host, int port) {
            return null;
        }

        @Override
        public void request(PodState client, ContainerState c, String host, int port) {
            throw new IllegalStateException("no Service network");
        }
    };

    /** Where a connection to host:port goes when host names a Service (DNS name or ClusterIP); null when it names none. */
    Route route(String host, int port);

    /** One request of a client's {@code request} loop: routed, answered or not, counted, perhaps traced. */
    void request(PodState client, ContainerState c, String host, int port);

    /** How a connection ends. */
    enum Outcome { OK, REFUSED, TIMEOUT }

    /**
     * A connection's route through a Service.
     *
     * @param service    the Service's name
     * @param clusterIP  its virtual IP
     * @param pod        the endpoint's pod, or null when there was no endpoint to choose
     * @param target     the endpoint's network identity, or null
     * @param targetPort the port on the endpoint
     * @param outcome    ok (something listens), refused or timeout
     * @param why        for the message: what happened, in a few words
     * @param rule       the rule that decided the outcome, for the event's {@code rule}
     */
    record Route(String service, String clusterIP, String pod, NetworkIdentity target, int targetPort, Outcome outcome, String why,
                 String rule) {
    }
}
