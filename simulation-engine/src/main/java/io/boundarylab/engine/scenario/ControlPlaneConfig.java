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
 */
public record ControlPlaneConfig(long nodeMonitorGracePeriodMs, long defaultTolerationSeconds, NodeFailureMode nodeFailure) {

    /** Kubernetes' defaults and the real node lifecycle: what a scenario file gets when it says nothing. */
    public static final ControlPlaneConfig DEFAULT = new ControlPlaneConfig(50_000, 300, NodeFailureMode.lifecycle);

    /** Kubernetes' defaults with the instant node loss: scenarios built in code before the node lifecycle existed. */
    public static final ControlPlaneConfig INSTANT = new ControlPlaneConfig(50_000, 300, NodeFailureMode.instant);

    public ControlPlaneConfig {
        if (nodeMonitorGracePeriodMs < 0) throw new IllegalArgumentException("nodeMonitorGracePeriod is negative");
        if (defaultTolerationSeconds < 0) throw new IllegalArgumentException("defaultTolerationSeconds is negative");
        java.util.Objects.requireNonNull(nodeFailure, "nodeFailure");
    }

    /** How a {@code failNode} action plays out. */
    public enum NodeFailureMode {
        /** The node stops; the node lifecycle controller notices after the grace period and the taints evict its pods. */
        lifecycle,
        /** The node's pods are lost and failed at once (NodeLost), as before the control plane existed. */
        instant
    }
}
