package io.boundarylab.engine.cluster.node;

import io.boundarylab.engine.cluster.state.ClusterState;
import io.boundarylab.engine.cluster.state.ContainerReason;
import io.boundarylab.engine.cluster.state.ContainerState;
import io.boundarylab.engine.cluster.state.Rules;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.cluster.state.PodState;
import io.boundarylab.engine.cluster.storage.FileStore;

import java.util.IdentityHashMap;
import java.util.Map;

/**
 * The runtime's side of the node agent: which container processes run now and the probe workers
 * watching them. The agent, termination and eviction ask it whether a container is alive and act
 * on its processes through it; nothing here decides anything.
 */
final class ContainerRuntime {
    private final ClusterState state;
    // Looked up, never iterated: identity hashing cannot change the order of anything.
    private final Map<ContainerState, ProcessRun> processes = new IdentityHashMap<>();
    private final Map<ContainerState, Probes> probes = new IdentityHashMap<>();

    ContainerRuntime(ClusterState state) {
        this.state = state;
    }

    /** Starts a container's process and its probe workers (not yet probing); the process runs its first steps at once. */
    ProcessRun launch(PodState pod, ContainerState c, FileStore layer, ProcessRun.Exits exits, Probes.Effects effects) {
        ProcessRun run = new ProcessRun(state, pod, c, layer, exits);
        processes.put(c, run);
        Probes p = new Probes(state, pod, c, effects);
        p.watch(run);
        probes.put(c, p);
        run.resume();
        return run;
    }

    /** The container's process, or null when none runs. */
    ProcessRun process(ContainerState c) {
        return processes.get(c);
    }

    boolean alive(ContainerState c) {
        ProcessRun run = processes.get(c);
        return run != null && run.alive();
    }

    /** The probes begin once the container has started (after its postStart hook). */
    void startProbes(ContainerState c) {
        Probes p = probes.get(c);
        if (p != null) p.start();
    }

    /** The container is being stopped: liveness stops, readiness goes on. */
    void terminating(ContainerState c) {
        Probes p = probes.get(c);
        if (p != null) p.terminating();
    }

    /** The process ended: forget it and stop its probes. */
    void forget(ContainerState c) {
        processes.remove(c);
        Probes p = probes.remove(c);
        if (p != null) p.stop();
    }

    /**
     * The container's node failed: its process is gone without an exit of its own, it never
     * restarts, and its status says its end was never observed (ContainerStatusUnknown, 137).
     */
    void lostWithNode(PodState pod, ContainerState c) {
        c.markDone();
        c.setRestartPending(false);
        ProcessRun run = processes.remove(c);
        if (run != null) run.kill();
        // The kubelet that ran its probes went with the node: no probe of it runs again.
        Probes p = probes.remove(c);
        if (p != null) p.stop();
        c.markTerminated(137, ContainerReason.CONTAINER_STATUS_UNKNOWN, state.now());
        state.publish(state.about(pod, c, EventType.Exited).exitCode(137).reason(ContainerReason.CONTAINER_STATUS_UNKNOWN.kubernetesName())
                .message("Container " + c.name() + " was lost with node " + c.node().name()).rule(Rules.NODE_FAILED));
    }
}
