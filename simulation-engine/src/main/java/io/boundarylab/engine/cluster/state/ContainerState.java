package io.boundarylab.engine.cluster.state;


import io.boundarylab.engine.cluster.network.NetworkIdentity;
import io.boundarylab.engine.scenario.ContainerSpec;

/**
 * The observed state of one container: where it was placed, its identity, its state and reason
 * as Kubernetes reports them, restart bookkeeping and back-off.
 */
public final class ContainerState {
    /** waiting | running | terminated, as in the container status. */
    public enum State { waiting, running, terminated }

    private ContainerSpec spec;
    private final ContainerKind kind;
    private final int order;
    private NodeState node;
    private NetworkIdentity identity;
    private State state = State.waiting;
    private ContainerReason reason = ContainerReason.CONTAINER_CREATING;
    private Integer exitCode;
    private int restartCount;
    private int timesStarted;
    private boolean ready;
    private boolean started;
    private boolean startedOnce;
    private State lastState;
    private ContainerReason lastReason;
    private Integer lastExitCode;
    private long backoffMs;
    private long backoffUpdatedMs = -1;
    private long lastStartMs = -1;
    private long lastFinishMs = -1;
    /** Never started again: evicted, deleted, lost with its node, or finished for good. */
    private boolean done;
    private boolean restartPending;
    private boolean terminating;
    private boolean replacing;
    private boolean probeKilled;
    private int restartEpoch;
    private long memoryUsedBytes;
    private String runningImage;
    private int pullsFailed;
    private boolean imagePresent;
    private boolean pullPending;
    private boolean sandboxRestart;
    private boolean postStartRunning;
    private String failedProbe;
    private Long failedProbeGraceMs;
    private int runtimeSlot = -1;

    public ContainerState(ContainerSpec spec, ContainerKind kind, int order) {
        this.spec = spec;
        this.kind = kind;
        this.order = order;
    }

    /**
     * Where the node agent's runtime keeps this container's process and probes, or -1 when none
     * runs: a number the runtime gives out, so that it finds them without a lookup.
     */
    public int runtimeSlot() { return runtimeSlot; }
    public void setRuntimeSlot(int slot) { runtimeSlot = slot; }

    public ContainerSpec spec() { return spec; }
    public void setSpec(ContainerSpec s) { spec = s; }
    public String name() { return spec.name(); }
    public ContainerKind kind() { return kind; }
    /** Position among all of the pod's containers, init containers first. */
    public int order() { return order; }
    public NodeState node() { return node; }
    public void setNode(NodeState n) { node = n; }
    public NetworkIdentity identity() { return identity; }
    public void setIdentity(NetworkIdentity id) { identity = id; }
    public State state() { return state; }
    public ContainerReason reason() { return reason; }
    public Integer exitCode() { return exitCode; }
    public int restartCount() { return restartCount; }
    public int timesStarted() { return timesStarted; }
    public boolean ready() { return ready; }
    public void setReady(boolean r) { ready = r; }
    public boolean started() { return started; }
    public void setStarted(boolean s) {
        started = s;
        startedOnce |= s;
    }

    /**
     * Whether it has ever started: running past its startup probe (at once without one), at
     * least once. A native sidecar needs only this for the init containers after it to go on.
     */
    public boolean startedOnce() { return startedOnce; }
    public State lastState() { return lastState; }
    public ContainerReason lastReason() { return lastReason; }
    public Integer lastExitCode() { return lastExitCode; }
    public long backoffMs() { return backoffMs; }
    public void setBackoffMs(long ms) { backoffMs = ms; }
    /** When the back-off entry was last moved on (the kubelet's flowcontrol.Backoff lastUpdate). */
    public long backoffUpdatedMs() { return backoffUpdatedMs; }
    public void setBackoffUpdatedMs(long ms) { backoffUpdatedMs = ms; }
    /** Whether the container is waiting with a previous termination on record (a restart is due). */
    public boolean waitingAfterTermination() { return state == State.waiting && lastState == State.terminated; }
    public long lastStartMs() { return lastStartMs; }
    public long lastFinishMs() { return lastFinishMs; }
    public boolean done() { return done; }
    public void markDone() { done = true; }
    public boolean restartPending() { return restartPending; }
    public void setRestartPending(boolean p) { restartPending = p; }
    public boolean terminating() { return terminating; }
    /** Being stopped to start again with a changed spec (its exit is not a crash). */
    public boolean replacing() { return replacing; }
    public void setReplacing(boolean r) { replacing = r; }
    /** Killed for failing a probe, to be started again whatever its exit code. */
    public boolean probeKilled() { return probeKilled; }
    public void setProbeKilled(boolean k) { probeKilled = k; }
    /** Moves on when a pending restart is superseded (a new image starts the container at once). */
    public int restartEpoch() { return restartEpoch; }
    public void nextRestartEpoch() { restartEpoch++; }
    public void setTerminating(boolean t) { terminating = t; }
    public long memoryUsedBytes() { return memoryUsedBytes; }
    public void setMemoryUsedBytes(long b) { memoryUsedBytes = b; }

    public boolean isRunning() { return state == State.running; }
    public boolean isTerminated() { return state == State.terminated; }
    public boolean hasEverStarted() { return timesStarted > 0; }
    /** Terminated with exit code 0. */
    public boolean succeeded() { return state == State.terminated && exitCode != null && exitCode == 0; }

    /** The container's process started (a restart moves the current termination to lastState). */
    public void markRunning(long nowMs) {
        if (timesStarted > 0) {
            restartCount++;
        }
        if (state == State.terminated) {
            lastState = State.terminated;
            lastReason = reason;
            lastExitCode = exitCode;
        }
        timesStarted++;
        state = State.running;
        reason = null;
        exitCode = null;
        lastStartMs = nowMs;
        runningImage = spec.image();
        sandboxRestart = false;
        failedProbe = null;
        failedProbeGraceMs = null;
    }

    /**
     * The pod's sandbox was re-created: the container starts again in the new one, as if for the
     * first time (a new identity; a sidecar must start again, an init container run again), its
     * last run kept as its last state and its restart count going on.
     */
    public void awaitNewSandbox() {
        if (state == State.terminated) markWaiting(ContainerReason.CONTAINER_CREATING);
        done = false;
        restartPending = false;
        terminating = false;
        started = false;
        startedOnce = false;
        ready = false;
        sandboxRestart = true;
    }

    /** Waiting to start in a re-created sandbox. */
    public boolean sandboxRestart() { return sandboxRestart; }

    /** How many pulls of its image have failed so far. */
    public int pullsFailed() { return pullsFailed; }
    public void pullFailed() { pullsFailed++; }
    /** Whether its image is on the node: pulled once, it is not pulled again. */
    public boolean imagePresent() { return imagePresent; }
    public void markImagePresent() { imagePresent = true; }
    /** Waiting for the image back-off before the next pull: not to be started before then. */
    public boolean pullPending() { return pullPending; }
    public void setPullPending(boolean p) { pullPending = p; }

    /** The image the running (or last) process was started from; the spec may have moved on since. */
    public String runningImage() { return runningImage; }

    /** Whether the spec changed under a running container (the kubelet's spec-hash check). */
    public boolean definitionChanged() { return isRunning() && !spec.image().equals(runningImage); }

    /** The prober's last word: which probe ({@code liveness}, {@code startup}) failed, or null. */
    public String failedProbe() { return failedProbe; }

    /** The failed probe's own grace period, or null for the pod's. */
    public Long failedProbeGraceMs() { return failedProbeGraceMs; }

    /** Records a liveness or startup probe failure for the node agent's next plan. */
    public void markProbeFailed(String probe, Long graceMs) {
        failedProbe = probe;
        failedProbeGraceMs = graceMs;
    }

    /**
     * Its postStart hook runs: the kubelet is still inside startContainer, so the status it last
     * reported is the one from before this start.
     */
    public boolean postStartRunning() { return postStartRunning; }
    public void setPostStartRunning(boolean r) { postStartRunning = r; }

    /** The container's process ended. */
    public void markTerminated(int code, ContainerReason why, long nowMs) {
        postStartRunning = false;
        state = State.terminated;
        exitCode = code;
        reason = why;
        ready = false;
        started = false;
        lastFinishMs = nowMs;
    }

    /** Waiting to be restarted: the last termination moves to lastState. */
    public void markWaiting(ContainerReason why) {
        if (state == State.terminated) {
            lastState = State.terminated;
            lastReason = reason;
            lastExitCode = exitCode;
            exitCode = null;
        }
        state = State.waiting;
        reason = why;
    }
}
