package io.boundarylab.engine.cluster.state;


/**
 * The rules the engine cites in each trace event's {@code rule} field: one sentence a learner can
 * read, naming the Kubernetes rule or the contract guarantee that made the event happen. Every rule
 * the engine cites is a constant here or in the control plane's and the Services' rule classes, so
 * that {@link io.boundarylab.engine.RuleBook} can give each one a key a translation refers to.
 */
public final class Rules {
    private Rules() {
    }

    public static final String ATOMIC_PLACEMENT = "atomic placement: all members of a pod are bound to one node by one scheduling decision, or none is";
    public static final String SEPARATE_PLACEMENT = "no atomic placement: every container is placed by its own scheduling decision";
    public static final String FILTER_FIT = "scheduler filter: a node fits only if its free allocatable covers the effective request, it has room for another pod and no host port clashes";
    public static final String SCORE = "scheduler score: among the nodes that fit, the best-scored one is chosen (ties broken by the seeded random source)";
    public static final String PRE_BOUND = "spec.nodeName: the pod is bound to that node without scheduling";
    public static final String INIT_ORDER = "startup ordering: init containers run one at a time, each must exit 0 before the next starts";
    public static final String APPS_AFTER_INIT = "startup ordering: app containers start, in spec order, only after every init container exited 0";
    public static final String SIDECAR_START = "native sidecar: an init container with restartPolicy Always starts in init order and keeps running beside the app containers";
    public static final String UNORDERED_START = "no startup ordering: every container starts as soon as it is placed";
    public static final String RESTART_POLICY = "restart policy: Always restarts any exit, OnFailure a non-zero exit, Never none (init containers behave as OnFailure)";
    public static final String INIT_FAILED_NEVER = "restart policy Never: a failed init container fails the pod";
    public static final String BACKOFF = "CrashLoopBackOff: the first restart comes at once, later ones wait 10s, doubling up to 300s; the wait starts afresh after 10 minutes without a restart";
    public static final String PROCESS = "the container's process ran its steps";
    public static final String PROCESS_EXIT = "a process that ends ends its container; the exit code decides Completed (0) or Error";
    public static final String SHARED_IDENTITY = "shared identity: the pod's members share one IP, one loopback and one port space";
    public static final String SEPARATE_IDENTITY = "no shared identity: every container has its own IP, loopback and port space";
    public static final String SHARED_STORAGE = "shared storage: a pod volume is one directory seen by every member that mounts it on the node";
    public static final String SEPARATE_STORAGE = "no shared storage: every container gets its own private copy of each volume";
    public static final String WRITABLE_LAYER = "a path outside every volume mount lives in the container's own writable layer, emptied by a restart";
    public static final String PORT_SPACE = "one port space per network identity: a second bind of a taken port fails with EADDRINUSE";
    public static final String LOCALHOST = "localhost reaches only the caller's own network identity";
    public static final String OOM = "memory limit: a container whose memory use exceeds its limit is killed by the kernel (OOMKilled, exit 137)";
    public static final String THROTTLE = "cpu limit: a container that wants more cpu than its limit is throttled, never killed";
    public static final String POD_EVICTION = "shared fate: eviction applies to the pod as one unit; every member is stopped and the pod ends Failed (Evicted)";
    public static final String CONTAINER_EVICTION = "no shared fate: eviction applies to each container on its own";
    public static final String PRESSURE = "node-pressure eviction: when memory.available falls below evictionHard the kubelet evicts one pod per pass, ranked by usage over request, then priority, then usage minus request";
    public static final String GRACEFUL = "graceful termination: SIGTERM, then SIGKILL (exit 137) if the process outlives the grace period";
    public static final String POD_DELETE = "shared fate: deleting a pod, or any member of it, terminates every member";
    public static final String SIGKILL = GRACEFUL + " (SIGKILL after the grace period)";
    public static final String CONTAINER_DELETE = "no shared fate: termination applies to each container on its own";
    public static final String CRASH = "a process crashed (scenario action); the container is restarted per the restart policy, inside the same boundary";
    public static final String NODE_FAILED = "a failed node takes every container running on it";
    public static final String PHASE = "pod phase: Pending until started, Running while a container runs or restarts, Succeeded or Failed when all have stopped for good";
    public static final String IMAGE_CHANGE = "a changed container image restarts the container with a fresh back-off";
    public static final String DEADLINE = "activeDeadlineSeconds: a pod running longer than its deadline (init time included) is failed";
    public static final String READY = "a pod is Ready when all its containers are ready";
    public static final String POST_START = "postStart hook: nothing else starts in the pod until it finishes; if it fails the container is killed and restarted per the restart policy";
    public static final String PRE_STOP = "preStop hook: runs first, within the grace period; SIGTERM follows with what is left (at least 2s)";
    public static final String PROBE_KILL = "a container that fails its liveness or startup probe is killed, and started again unless the restart policy is Never";
    public static final String SIDECARS_LAST = "native sidecars: once no app container will run again, the sidecars are stopped, in reverse order, and the pod's phase follows from the app containers";
    public static final String ADMISSION = "kubelet admission: a pod bound by spec.nodeName that does not fit the node is rejected (Failed, OutOfcpu, OutOfmemory or OutOfpods)";
    public static final String IMAGE_PULL = "image pull: a container starts only once its image is on the node; a failed pull is tried again after a back-off of 10s, doubling up to 300s";
    public static final String RESHIP = "a restarted helper keeps no record of where it stopped: it reads each file from the top again and ships lines it already shipped";
    public static final String SANDBOX = "pod sandbox: when it dies the kubelet stops every container, re-creates it with a new IP and starts the pod again from its first init container (under Never only while none of its containers has been created)";
    public static final String SANDBOX_NEVER = "pod sandbox under restartPolicy Never: once a container has been created the kubelet creates no new sandbox; it stops the pod, and the phase follows from how its containers ended";
    public static final String SHIP = "the helper reads new lines in its view of the directory and ships them";
    public static final String STARTUP_PROBE = "startup probe: until it passes, liveness and readiness do not run; failureThreshold failures kill the container";
    public static final String LIVENESS_PROBE = "liveness probe: failureThreshold failures in a row kill the container, which is restarted per the restart policy";
    public static final String READINESS_PROBE = "readiness probe: failures only take the container out of readiness; it is never killed for them";
    public static final String HOST_PATH = "hostPath: the directory of the node the container runs on";
}
