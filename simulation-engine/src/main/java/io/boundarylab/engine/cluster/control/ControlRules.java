package io.boundarylab.engine.cluster.control;

/** The rules the control plane cites in its events' {@code rule} field: one sentence a learner can read. */
public final class ControlRules {
    private ControlRules() {
    }

    public static final String NODE_MONITOR = "node lifecycle controller: a node that has not posted its status for nodeMonitorGracePeriod (50s) "
            + "becomes Ready Unknown, is tainted node.kubernetes.io/unreachable:NoExecute, and its pods are marked not Ready";
    public static final String NODE_BACK = "node lifecycle controller: a node that posts its status again is Ready, its NoExecute taint is removed "
            + "and evictions still waiting for their toleration are cancelled";
    public static final String TAINT_EVICTION = "taint eviction: a pod tolerates the unreachable and not-ready NoExecute taints for "
            + "defaultTolerationSeconds (300s), then it is deleted and its controller replaces it";
    public static final String RS_CREATE = "ReplicaSet controller: fewer active pods than replicas, so it creates pods from its template "
            + "(new name, new IP, empty emptyDirs)";
    public static final String RS_DELETE = "ReplicaSet controller: more active pods than replicas, so it deletes the ones ranked first: "
            + "unscheduled, then Pending, then not ready, then doubled up on a node, then ready most recently, then most restarts, then newest";
    public static final String ROLLING = "Deployment RollingUpdate: at most replicas + maxSurge (rounded up) pods, and at least replicas - "
            + "maxUnavailable (rounded down) available, while the new ReplicaSet grows and the old ones shrink";
    public static final String RECREATE = "Deployment Recreate: every old pod is stopped before any new pod is created";
    public static final String SCALE = "Deployment scaling: the Deployment's replica count goes to its ReplicaSet";
    public static final String NOT_FOUND = "API server: an action names its pod when it runs; a pod that no longer exists (or a "
            + "controller with no live pod to pick) answers NotFound and nothing changes";
    public static final String POD_GC = "pod garbage collector: past --terminated-pod-gc-threshold (12500) Failed or Succeeded pods, "
            + "it deletes the oldest of them until the threshold is met";
}
