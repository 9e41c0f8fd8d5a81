package io.boundarylab.engine.cluster.service;

/** The rules the Service events cite, one sentence each (as {@code Rules} does for the node agent). */
public final class ServiceRules {
    private ServiceRules() {
    }

    public static final String ENDPOINTS = "EndpointSlice controller: a Service's endpoints are the pods its selector matches that have an IP and have not ended;"
            + " one is ready when its pod is Ready and not terminating (any of them under publishNotReadyAddresses)";
    public static final String ROUTE = "kube-proxy: a connection to a Service goes to one of its ready endpoints, chosen at random"
            + " (with none ready, to a terminating one that still serves); with no endpoint at all it is rejected";
    public static final String UNREACHABLE = "a pod on a failed node answers nothing: the connection times out";
    public static final String DIRECT = "a pod's IP (or name) reaches that pod only: once the pod is gone nothing answers there";
    public static final String SAMPLED = "request events are sampled: a client's first request of each outcome and data version,"
            + " a change of outcome (at most one per kind in 10 s) and one a minute per kind are written; the result's metrics.requests counts every request";
}
