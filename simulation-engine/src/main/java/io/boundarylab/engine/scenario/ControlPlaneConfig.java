package io.boundarylab.engine.scenario;

/**
 * The control plane's settings ({@code controlPlane:}), each defaulting to current Kubernetes.
 *
 * @param nodeMonitorGracePeriodMs  a node silent this long becomes Unknown (kube-controller-manager
 *                                  {@code --node-monitor-grace-period}, 50 s since Kubernetes 1.32)
 * @param defaultTolerationSeconds  how long pods tolerate the not-ready and unreachable NoExecute
 *                                  taints before they are evicted (the DefaultTolerationSeconds
 *                                  admission plugin, 300 s)
 * @param nodeFailure               what {@code failNode} does: the node lifecycle, or the instant loss
 *                                  that scenarios built before issue 14 rely on
 * @param kubeApiQps                the controller manager's API client's sustained rate, requests a
 *                                  second (kube-controller-manager {@code --kube-api-qps}, 20)
 * @param kubeApiBurst              the most requests it makes at once before that rate holds it
 *                                  (kube-controller-manager {@code --kube-api-burst}, 30)
 */
public record ControlPlaneConfig(long nodeMonitorGracePeriodMs, long defaultTolerationSeconds, NodeFailureMode nodeFailure,
                                 int kubeApiQps, int kubeApiBurst) {
    /** kube-controller-manager's default {@code --kube-api-qps}. */
    public static final int DEFAULT_KUBE_API_QPS = 20;
    /** kube-controller-manager's default {@code --kube-api-burst}. */
    public static final int DEFAULT_KUBE_API_BURST = 30;
    /** The largest {@code kubeApiQps} and {@code kubeApiBurst} a scenario may set: far above any real cluster's. */
    public static final int MAX_KUBE_API = 10_000;

    /** Kubernetes' defaults and the real node lifecycle: what a scenario file gets when it says nothing. */
    public static final ControlPlaneConfig DEFAULT = new ControlPlaneConfig(50_000, 300, NodeFailureMode.lifecycle);

    /** Kubernetes' defaults with the instant node loss: scenarios built in code before the node lifecycle existed. */
    public static final ControlPlaneConfig INSTANT = new ControlPlaneConfig(50_000, 300, NodeFailureMode.instant);

    public ControlPlaneConfig {
        if (nodeMonitorGracePeriodMs < 0) throw new IllegalArgumentException("nodeMonitorGracePeriod is negative");
        if (defaultTolerationSeconds < 0) throw new IllegalArgumentException("defaultTolerationSeconds is negative");
        java.util.Objects.requireNonNull(nodeFailure, "nodeFailure");
        if (kubeApiQps < 1 || kubeApiQps > MAX_KUBE_API) throw new IllegalArgumentException("kubeApiQps is not 1 to " + MAX_KUBE_API);
        if (kubeApiBurst < 1 || kubeApiBurst > MAX_KUBE_API) throw new IllegalArgumentException("kubeApiBurst is not 1 to " + MAX_KUBE_API);
    }

    /** The controller manager's default API rate (20 a second, a burst of 30). */
    public ControlPlaneConfig(long nodeMonitorGracePeriodMs, long defaultTolerationSeconds, NodeFailureMode nodeFailure) {
        this(nodeMonitorGracePeriodMs, defaultTolerationSeconds, nodeFailure, DEFAULT_KUBE_API_QPS, DEFAULT_KUBE_API_BURST);
    }

    /** The same settings with the controller manager's API client at {@code qps} a second and a burst of {@code burst}. */
    public ControlPlaneConfig withKubeApi(int qps, int burst) {
        return new ControlPlaneConfig(nodeMonitorGracePeriodMs, defaultTolerationSeconds, nodeFailure, qps, burst);
    }

    /** How a {@code failNode} action plays out. */
    public enum NodeFailureMode {
        /** The node stops; the node lifecycle controller notices after the grace period and the taints evict its pods. */
        lifecycle,
        /** The node's pods are lost and failed at once (NodeLost), as before the control plane existed. */
        instant
    }
}
