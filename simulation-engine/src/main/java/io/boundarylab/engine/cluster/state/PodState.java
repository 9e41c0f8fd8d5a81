package io.boundarylab.engine.cluster.state;


import io.boundarylab.engine.scenario.ContainerSpec;
import io.boundarylab.engine.scenario.PodSpec;

import java.util.ArrayList;
import java.util.List;

/** The observed state of one pod: its containers, phase, scheduling outcome and lifecycle marks. */
public final class PodState {
    private final PodSpec spec;
    private final List<ContainerState> containers;
    private PodPhase phase = PodPhase.PENDING;
    private PodReason reason;
    private String message;
    private NodeState node;
    private String schedulingStatus = "Pending";
    private List<String> schedulingReasons = List.of();
    private String lastSchedulingMessage;
    private String schedulingMessage;
    private boolean terminal;
    private boolean deleting;
    private boolean deleted;
    private long startTimeMs = -1;
    private boolean wasReady;
    private final String owner;
    private boolean deletionRequested;
    private int ownerSlot = -1;
    private long createdAtMs;
    private long readySinceMs = -1;
    private long unschedulableAtNodeChanges = -1;

    public PodState(PodSpec spec) {
        this(spec, null);
    }

    /** @param owner the controller that made the pod ({@code replicaset/NAME}), or null */
    public PodState(PodSpec spec, String owner) {
        this.spec = spec;
        this.owner = owner;
        List<ContainerState> list = new ArrayList<>();
        int i = 0;
        for (ContainerSpec c : spec.initContainers()) {
            list.add(new ContainerState(c, c.isSidecar() ? ContainerKind.SIDECAR : ContainerKind.INIT, i++));
        }
        for (ContainerSpec c : spec.containers()) list.add(new ContainerState(c, ContainerKind.APP, i++));
        this.containers = List.copyOf(list); // one small object per pod, not a list, its array and a view
    }

    public PodSpec spec() { return spec; }
    public String name() { return spec.name(); }
    /** All containers, init containers first, in spec order. */
    public List<ContainerState> containers() { return containers; }

    public ContainerState container(String name) {
        for (ContainerState c : containers) if (c.name().equals(name)) return c;
        return null;
    }

    public List<ContainerState> ofKind(ContainerKind kind) {
        List<ContainerState> out = new ArrayList<>();
        for (ContainerState c : containers) if (c.kind() == kind) out.add(c);
        return out;
    }

    public PodPhase phase() { return phase; }
    public void setPhase(PodPhase p) { phase = p; }
    public PodReason reason() { return reason; }
    public String message() { return message; }
    public void setReason(PodReason r, String m) { reason = r; message = m; }
    /** The node all members share under atomic placement; null when unplaced or placed apart. */
    public NodeState node() { return node; }
    public void setNode(NodeState n) { node = n; }
    public String schedulingStatus() { return schedulingStatus; }
    public List<String> schedulingReasons() { return schedulingReasons; }
    public void setScheduling(String status, List<String> reasons) {
        schedulingStatus = status;
        schedulingReasons = List.copyOf(reasons);
    }
    public String lastSchedulingMessage() { return lastSchedulingMessage; }
    /** The scheduler's last word on why the pod (or a member) does not fit, as in the PodScheduled condition. */
    public String schedulingMessage() { return schedulingMessage; }
    public void setSchedulingMessage(String m) { schedulingMessage = m; }
    public void setLastSchedulingMessage(String m) { lastSchedulingMessage = m; }
    /** Failed or Succeeded for good: nothing in it starts again. */
    public boolean terminal() { return terminal; }
    public void markTerminal() { terminal = true; }
    public boolean deleting() { return deleting; }
    public void setDeleting(boolean d) { deleting = d; }
    public boolean deleted() { return deleted; }
    public void markDeleted() { deleted = true; }
    public long startTimeMs() { return startTimeMs; }
    public void setStartTimeMs(long t) { startTimeMs = t; }
    public boolean wasReady() { return wasReady; }
    public void setWasReady(boolean r) { wasReady = r; }

    /** The controller that made the pod ({@code replicaset/NAME}), or null for a pod of the scenario. */
    public String owner() { return owner; }
    /**
     * Whether the API holds a deletion for the pod (its deletionTimestamp is set) that its kubelet
     * has not yet carried out: the taint manager evicted it from a node that is down.
     */
    public boolean deletionRequested() { return deletionRequested; }
    public void markDeletionRequested() { deletionRequested = true; }

    /**
     * The owning controller's own number for its owner (the ReplicaSet controller's index of the
     * ReplicaSet), or -1: kept on the pod so that every pod change finds its owner without a lookup.
     */
    public int ownerSlot() { return ownerSlot; }
    public void setOwnerSlot(int slot) { ownerSlot = slot; }
    /** When its controller made the pod (ms); 0 for a pod of the scenario. */
    public long createdAtMs() { return createdAtMs; }
    public void setCreatedAtMs(long t) { createdAtMs = t; }
    /**
     * When the controllers saw the pod become Ready (ms), or -1 while it is not Ready or no
     * controller owns it: what availability (minReadySeconds) and the scale-down ranking read.
     */
    public long readySinceMs() { return readySinceMs; }
    public void setReadySinceMs(long t) { readySinceMs = t; }

    /**
     * {@link ClusterState#nodeChanges} when the scheduler last found that no node takes the whole
     * pod, or -1: until the count moves, trying again would give the same answer.
     */
    public long unschedulableAtNodeChanges() { return unschedulableAtNodeChanges; }
    public void setUnschedulableAtNodeChanges(long count) { unschedulableAtNodeChanges = count; }

    /** Whether any member has been placed on a node. */
    public boolean anyPlaced() {
        for (int i = 0, n = containers.size(); i < n; i++) if (containers.get(i).node() != null) return true;
        return false;
    }
}
