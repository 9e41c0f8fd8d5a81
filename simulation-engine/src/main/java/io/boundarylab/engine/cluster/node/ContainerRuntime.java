package io.boundarylab.engine.cluster.node;

import io.boundarylab.engine.cluster.state.ClusterState;
import io.boundarylab.engine.cluster.state.ContainerReason;
import io.boundarylab.engine.cluster.state.ContainerState;
import io.boundarylab.engine.cluster.state.Rules;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;
import io.boundarylab.engine.cluster.state.PodState;
import io.boundarylab.engine.cluster.storage.FileStore;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The runtime's side of the node agent: which container processes run now and the probe workers
 * watching them. The agent, termination and eviction ask it whether a container is alive and act
 * on its processes through it; nothing here decides anything.
 */
final class ContainerRuntime {
    /** Written from the event when read: no object per exit stays in the trace. */
    private static final TraceEvent.Text EXITED = e -> "Container " + e.container() + " exited with code " + e.exitCode()
            + " (" + e.reason() + ")";
    private final ClusterState state;
    // Indexed by ContainerState#runtimeSlot, never iterated; a slot is freed when its process
    // ends and given out again, so the lists grow with the containers running at once.
    private final List<ProcessRun> processes = new ArrayList<>();
    private final List<Probes> probes = new ArrayList<>();
    private final IntStack freeSlots = new IntStack();

    // The two event channels to the agent, as the kubelet's PLEG and prober results: what a
    // process and a probe observed, never a decision.
    private final ProcessRun.Exits exits;
    private final Probes.Effects effects;

    ContainerRuntime(ClusterState state, ProcessRun.Exits exits, Probes.Effects effects) {
        this.state = state;
        this.exits = exits;
        this.effects = effects;
    }

    /** Starts a container's process and its probe workers (not yet probing); the process runs its first steps at once. */
    ProcessRun launch(PodState pod, ContainerState c, FileStore layer) {
        ProcessRun run = new ProcessRun(state, pod, c, layer, exits);
        int slot = slotOf(c);
        processes.set(slot, run);
        Probes p = new Probes(state, pod, c, effects);
        p.watch(run);
        probes.set(slot, p);
        run.resume();
        return run;
    }

    /** The container's slot, given out now if it has none. */
    private int slotOf(ContainerState c) {
        int slot = c.runtimeSlot();
        if (slot >= 0) return slot;
        if (freeSlots.isEmpty()) {
            slot = processes.size();
            processes.add(null);
            probes.add(null);
        } else {
            slot = freeSlots.pop();
        }
        c.setRuntimeSlot(slot);
        return slot;
    }

    /** The container's process, or null when none runs. */
    ProcessRun process(ContainerState c) {
        int slot = c.runtimeSlot();
        return slot < 0 ? null : processes.get(slot);
    }

    boolean alive(ContainerState c) {
        ProcessRun run = process(c);
        return run != null && run.alive();
    }

    private Probes probes(ContainerState c) {
        int slot = c.runtimeSlot();
        return slot < 0 ? null : probes.get(slot);
    }

    /** The probes begin once the container has started (after its postStart hook). */
    void startProbes(ContainerState c) {
        Probes p = probes(c);
        if (p != null) p.start();
    }

    /** The container is being stopped: liveness stops, readiness goes on. */
    void terminating(ContainerState c) {
        Probes p = probes(c);
        if (p != null) p.terminating();
    }

    /**
     * A process has ended: the runtime forgets it and stops its probes, and the container's status
     * records how it ended (Exited), before the agent hears of it, as the kubelet's PLEG reads the
     * status it reports.
     */
    void recordExit(PodState pod, ContainerState c, int exitCode, ContainerReason reason, List<String> rules) {
        forget(c);
        c.markTerminated(exitCode, reason, state.now());
        state.publish(pod, state.about(pod, c, EventType.Exited).exitCode(exitCode).reason(reason.kubernetesName())
                .message(EXITED).rules(rules));
    }

    /** A container's process dies with {@code exitCode} (scenario action {@code crash}); nothing when none runs. */
    void crash(ContainerState c, int exitCode) {
        ProcessRun run = process(c);
        if (run != null) run.exit(exitCode, ContainerReason.ofExitCode(exitCode), Rules.CRASH);
    }

    /** The process ended: forget it and stop its probes. */
    void forget(ContainerState c) {
        int slot = c.runtimeSlot();
        if (slot < 0) return;
        processes.set(slot, null);
        Probes p = release(c);
        if (p != null) p.stop();
    }

    /** Empties the container's slot (its process must be gone already) and frees it; returns the probes it held. */
    private Probes release(ContainerState c) {
        int slot = c.runtimeSlot();
        if (slot < 0) return null;
        Probes p = probes.set(slot, null);
        c.setRuntimeSlot(-1);
        freeSlots.push(slot);
        return p;
    }

    /**
     * The container's node failed: its process is gone without an exit of its own, it never
     * restarts, and its status says its end was never observed (ContainerStatusUnknown, 137).
     */
    void lostWithNode(PodState pod, ContainerState c) {
        c.markDone();
        c.setRestartPending(false);
        int slot = c.runtimeSlot();
        ProcessRun run = slot < 0 ? null : processes.set(slot, null);
        if (run != null) run.kill();
        // The kubelet that ran its probes went with the node: no probe of it runs again.
        Probes p = release(c);
        if (p != null) p.stop();
        c.markTerminated(137, ContainerReason.CONTAINER_STATUS_UNKNOWN, state.now());
        state.publish(pod, state.about(pod, c, EventType.Exited).exitCode(137).reason(ContainerReason.CONTAINER_STATUS_UNKNOWN.kubernetesName())
                .message("Container " + c.name() + " was lost with node " + c.node().name()).rule(Rules.NODE_FAILED));
    }

    /** A stack of free slot numbers, unboxed. */
    private static final class IntStack {
        private int[] items = new int[16];
        private int size;

        boolean isEmpty() { return size == 0; }

        void push(int v) {
            if (size == items.length) items = Arrays.copyOf(items, size * 2);
            items[size++] = v;
        }

        int pop() { return items[--size]; }
    }
}
