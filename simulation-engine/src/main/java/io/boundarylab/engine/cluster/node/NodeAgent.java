package io.boundarylab.engine.cluster.node;

import io.boundarylab.engine.cluster.state.ClusterState;
import io.boundarylab.engine.cluster.state.ContainerKind;
import io.boundarylab.engine.cluster.state.ContainerState;
import io.boundarylab.engine.cluster.state.NodeState;
import io.boundarylab.engine.cluster.state.PodState;
import io.boundarylab.engine.cluster.state.Rules;
import io.boundarylab.engine.cluster.storage.FileStore;
import io.boundarylab.engine.kernel.ScheduledAction;
import io.boundarylab.engine.scenario.HookSpec;
import io.boundarylab.engine.scenario.MountSpec;
import io.boundarylab.engine.scenario.Quantities;
import io.boundarylab.engine.scenario.RestartPolicy;
import io.boundarylab.engine.scenario.VolumeSpec;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The node agent (the kubelet's part): decides that containers run. For each pod it reconciles
 * what the spec wants with what is observed, as a plan and then its execution
 * ({@link #plan(PodState)} then {@link #sync(PodState)}): init containers one at a time under
 * startup ordering, app containers in spec order, restarts per the restart policy with
 * CrashLoopBackOff, graceful termination, eviction (node pressure or on demand) and node failure.
 * Whether eviction and termination take the whole pod or one container is the shared-fate switch.
 */
public final class NodeAgent implements ProcessRun.Exits, Probes.Effects {
    static final long BACKOFF_INITIAL_MS = 10_000;
    static final long BACKOFF_MAX_MS = 300_000;
    /** A container that ran this long without crashing starts its back-off afresh. */
    static final long BACKOFF_RESET_MS = 600_000;
    /** The eviction manager's monitoring interval. */
    static final long EVICTION_PASS_MS = 10_000;
    /** After preStop, SIGTERM always gets at least this long (the kubelet's minimum grace). */
    static final long MIN_SIGTERM_GRACE_MS = 2_000;

    private final ClusterState state;
    private final Runnable requestScheduling;
    // Looked up, never iterated: identity hashing cannot change the order of anything.
    private final Map<ContainerState, ProcessRun> processes = new IdentityHashMap<>();
    private final Map<NodeState, ScheduledAction> evictionPasses = new IdentityHashMap<>();
    private final Map<ContainerState, Probes> probes = new IdentityHashMap<>();
    /** Pods with a member bound to each node, in binding order: eviction and node failure look only here. */
    private final Map<NodeState, Set<PodState>> podsOn = new IdentityHashMap<>();

    public NodeAgent(ClusterState state, Runnable requestScheduling) {
        this.state = state;
        this.requestScheduling = requestScheduling;
    }

    // ---- binding and the reconcile loop ------------------------------------------------------

    /** The scheduler bound members of a pod to a node: the kubelet picks them up this instant. */
    public void bind(PodState pod, List<ContainerState> members, NodeState node) {
        for (ContainerState c : members) c.setNode(node);
        podsOn.computeIfAbsent(node, n -> new LinkedHashSet<>()).add(pod);
        if (state.platform().atomicPlacement() && members.size() == pod.containers().size()) pod.setNode(node);
        if (pod.startTimeMs() < 0) {
            pod.setStartTimeMs(state.now());
            Long deadline = pod.spec().activeDeadlineMs();
            if (deadline != null) state.kernel().schedule(deadline, () -> deadlineExceeded(pod));
        }
        state.kernel().schedule(0, () -> sync(pod));
    }

    /**
     * The plan for a pod: which containers to start now. Restarts are not in the plan; they are
     * scheduled when a container exits, after its back-off.
     */
    List<ContainerState> plan(PodState pod) {
        List<ContainerState> toStart = new ArrayList<>();
        if (pod.terminal() || pod.deleting()) return toStart;
        if (!state.platform().startupOrdering()) {
            for (ContainerState c : pod.containers()) if (startable(c)) toStart.add(c);
            return toStart;
        }
        for (ContainerState c : pod.containers()) {
            if (c.kind() == ContainerKind.APP) {
                if (startable(c)) toStart.add(c);
                continue;
            }
            if (c.node() == null) return toStart;
            if (c.kind() == ContainerKind.SIDECAR) {
                // The next init container waits until the sidecar has started (its startup probe passed).
                if (c.isRunning() && c.started()) continue;
                if (c.isRunning()) return toStart;
                if (startable(c)) {
                    toStart.add(c);
                    // Without a startup probe it has started once it runs; with one, wait for it.
                    if (c.spec().startupProbe() == null) continue;
                }
                return toStart;
            }
            if (c.succeeded()) continue;
            if (startable(c)) toStart.add(c);
            return toStart; // running, in back-off or just planned: nothing after it may start
        }
        return toStart;
    }

    private static boolean startable(ContainerState c) {
        return c.node() != null && !c.hasEverStarted() && !c.done() && !c.restartPending();
    }

    /** Reconciles a pod: carries out its plan, then updates its phase. */
    public void sync(PodState pod) {
        startInTurn(pod, plan(pod));
        updatePhase(pod);
    }

    /**
     * Starts containers one after the other; a container with a postStart hook holds the next
     * one back until its hook has finished, as the kubelet's SyncPod does.
     */
    private void startInTurn(PodState pod, List<ContainerState> list) {
        for (int i = 0; i < list.size(); i++) {
            ContainerState c = list.get(i);
            if (c.node().failed() || pod.terminal() || pod.deleting()) continue;
            List<ContainerState> rest = List.copyOf(list.subList(i + 1, list.size()));
            boolean goOn = start(pod, c, firstStartRule(c), () -> {
                startInTurn(pod, rest);
                updatePhase(pod);
            });
            if (!goOn) return;
        }
    }

    private String firstStartRule(ContainerState c) {
        if (!state.platform().startupOrdering()) return Rules.UNORDERED_START;
        return switch (c.kind()) {
            case INIT -> Rules.INIT_ORDER;
            case SIDECAR -> Rules.SIDECAR_START;
            case APP -> Rules.APPS_AFTER_INIT;
        };
    }

    /**
     * Starts a container. Returns true when the caller may go on at once; false when a postStart
     * hook runs first, in which case {@code afterHook} runs once it has succeeded.
     */
    private boolean start(PodState pod, ContainerState c, String rule, Runnable afterHook) {
        if (!c.hasEverStarted()) {
            c.setIdentity(state.identityFor(pod, c));
            for (MountSpec m : c.spec().volumeMounts()) {
                VolumeSpec v = pod.spec().volume(m.name());
                String instance;
                String why;
                if (v.isEmptyDir()) {
                    instance = state.volumeStore(pod, c, m.name()).id();
                    why = state.platform().sharedStorage() ? Rules.SHARED_STORAGE : Rules.SEPARATE_STORAGE;
                } else {
                    instance = state.hostStore(c.node()).id() + ":" + v.hostPath();
                    why = "hostPath: the directory of the node the container runs on";
                }
                state.publish(state.about(pod, c, EventType.VolumeMounted).path(m.mountPath()).volume(instance)
                        .message(c.name() + " mounts volume " + m.name() + " at " + m.mountPath() + " (" + instance + ")").rule(why));
            }
        }
        FileStore layer = state.newWritableLayer(pod, c);
        state.publish(state.about(pod, c, EventType.Created).message("Created container " + c.name() + " (" + c.spec().image() + ")").rule(rule));
        c.markRunning(state.now());
        c.setTerminating(false);
        // Without a startup probe a running container has started; without a readiness probe it is ready.
        c.setStarted(c.spec().startupProbe() == null);
        c.setReady(c.spec().startupProbe() == null && c.spec().readinessProbe() == null);
        state.publish(state.about(pod, c, EventType.Started).ip(c.identity().ip())
                .message("Started container " + c.name() + " at " + c.identity().ip()).rule(rule));
        ProcessRun run = new ProcessRun(state, pod, c, layer, this);
        processes.put(c, run);
        Probes p = new Probes(state, pod, c, this);
        p.watch(run);
        probes.put(c, p);
        run.resume();
        updateReadiness(pod);
        HookSpec hook = c.spec().postStart();
        if (hook == null || !run.alive()) {
            if (run.alive()) p.start();
            return true;
        }
        if (!hook.forever()) {
            state.kernel().schedule(hook.durationMs(), () -> {
                if (!run.alive()) return;
                if (hook.exitCode() != 0) {
                    state.publish(state.about(pod, c, EventType.Killing).reason("FailedPostStartHook")
                            .message("PostStartHook failed with exit code " + hook.exitCode() + ": stopping container " + c.name())
                            .rule(Rules.POST_START));
                    run.exit(137, "Error", Rules.POST_START);
                    return;
                }
                p.start();
                afterHook.run();
            });
        }
        return false;
    }

    // ---- probes ------------------------------------------------------------------------------

    @Override
    public void startupPassed(PodState pod, ContainerState c) {
        c.setStarted(true);
        if (c.spec().readinessProbe() == null) c.setReady(true);
        updateReadiness(pod);
        // A sidecar that has started lets the next init container (or the app containers) go.
        if (c.kind() == ContainerKind.SIDECAR) sync(pod);
    }

    @Override
    public void readinessChanged(PodState pod, ContainerState c) {
        updateReadiness(pod);
    }

    @Override
    public void kill(PodState pod, ContainerState c, String why) {
        if (!c.isRunning() || c.terminating()) return;
        terminate(pod, c, pod.spec().terminationGracePeriodMs(), why, Rules.PROBE_KILL, () -> { });
    }

    // ---- exits, restarts, back-off -----------------------------------------------------------

    @Override
    public void exited(PodState pod, ContainerState c, int exitCode, String reason, String rule) {
        processes.remove(c);
        Probes p = probes.remove(c);
        if (p != null) p.stop();
        c.markTerminated(exitCode, reason, state.now());
        state.publish(state.about(pod, c, EventType.Exited).exitCode(exitCode).reason(reason)
                .message("Container " + c.name() + " exited with code " + exitCode + " (" + reason + ")").rule(rule));
        if (c.done() || pod.terminal()) {
            afterStop(pod, c);
            return;
        }
        if (pod.deleting()) {
            c.markDone();
            afterStop(pod, c);
            return;
        }
        if (restarts(pod, c, exitCode)) {
            scheduleRestart(pod, c);
        } else if (c.kind() == ContainerKind.INIT && exitCode != 0 && state.platform().startupOrdering()) {
            // Restart policy Never: a failed init container fails the pod.
            c.markDone();
            failPod(pod, null, "Init container " + c.name() + " failed with exit code " + exitCode, Rules.INIT_FAILED_NEVER);
            return;
        } else {
            c.markDone();
            if (unitFinished(pod, c)) releaseUnit(pod, c);
        }
        sync(pod);
    }

    private boolean restarts(PodState pod, ContainerState c, int exitCode) {
        RestartPolicy policy = pod.spec().restartPolicy();
        return switch (c.kind()) {
            case SIDECAR -> true;
            case INIT -> exitCode != 0 && policy != RestartPolicy.Never;
            case APP -> policy.restarts(exitCode);
        };
    }

    private void scheduleRestart(PodState pod, ContainerState c) {
        long ranFor = state.now() - c.lastStartMs();
        long backoff = c.backoffMs() == 0 || ranFor >= BACKOFF_RESET_MS ? BACKOFF_INITIAL_MS : Math.min(c.backoffMs() * 2, BACKOFF_MAX_MS);
        c.setBackoffMs(backoff);
        c.markWaiting("CrashLoopBackOff");
        c.setRestartPending(true);
        state.publish(state.about(pod, c, EventType.BackOff).reason("CrashLoopBackOff")
                .message("Back-off " + Quantities.formatDuration(backoff) + " restarting failed container=" + c.name() + " pod=" + pod.name())
                .rule(Rules.RESTART_POLICY + "; " + Rules.BACKOFF));
        state.kernel().schedule(backoff, () -> {
            c.setRestartPending(false);
            if (pod.terminal() || pod.deleting() || c.done() || c.node().failed()) return;
            if (state.platform().startupOrdering() && c.kind() == ContainerKind.APP && !initDone(pod)) return;
            start(pod, c, Rules.RESTART_POLICY + "; " + Rules.BACKOFF, () -> updatePhase(pod));
            updatePhase(pod);
        });
    }

    @Override
    public void memoryChanged(ContainerState c) {
        checkPressure(c.node());
    }

    // ---- actions -----------------------------------------------------------------------------

    /** A process dies (scenario action {@code crash}): restarted per policy inside its pod. */
    public void crash(PodState pod, ContainerState c, int exitCode) {
        ProcessRun run = processes.get(c);
        if (run == null) return;
        run.exit(exitCode, exitCode == 0 ? "Completed" : "Error", Rules.CRASH);
    }

    /** Deletes a pod, or under no shared fate a single container, with a grace period. */
    public void delete(PodState pod, ContainerState only, Long gracePeriodMs) {
        long grace = gracePeriodMs != null ? gracePeriodMs : pod.spec().terminationGracePeriodMs();
        if (only != null && !state.platform().sharedFate()) {
            if (only.done()) return;
            only.markDone();
            terminate(pod, only, grace, Rules.CONTAINER_DELETE, () -> {
                releaseIfUnit(pod, only);
                updatePhase(pod);
            });
            return;
        }
        if (pod.deleting() || pod.deleted()) return;
        pod.setDeleting(true);
        String rule = state.platform().sharedFate() ? Rules.POD_DELETE : Rules.CONTAINER_DELETE;
        for (ContainerState c : pod.containers()) if (!c.isRunning()) c.markDone();
        long deadline = state.now() + grace;
        List<ContainerState> first = new ArrayList<>();
        List<ContainerState> sidecars = new ArrayList<>();
        for (ContainerState c : pod.containers()) {
            if (!c.isRunning()) continue;
            if (c.kind() == ContainerKind.SIDECAR && state.platform().sharedFate()) sidecars.add(0, c);
            else first.add(c);
        }
        Runnable finish = () -> finishDeletion(pod);
        // App (and running init) containers first, together; then sidecars one at a time, in reverse order.
        Runnable thenSidecars = () -> terminateInTurn(pod, sidecars, deadline, rule, finish);
        if (first.isEmpty()) thenSidecars.run();
        else {
            int[] left = {first.size()};
            for (ContainerState c : first) {
                c.markDone();
                terminate(pod, c, grace, rule, () -> {
                    if (--left[0] == 0) thenSidecars.run();
                });
            }
        }
    }

    private void terminateInTurn(PodState pod, List<ContainerState> list, long deadlineMs, String rule, Runnable done) {
        if (list.isEmpty()) {
            done.run();
            return;
        }
        ContainerState c = list.get(0);
        List<ContainerState> rest = list.subList(1, list.size());
        c.markDone();
        if (!c.isRunning()) {
            terminateInTurn(pod, rest, deadlineMs, rule, done);
            return;
        }
        long left = Math.max(0, deadlineMs - state.now());
        terminate(pod, c, left, rule, () -> terminateInTurn(pod, rest, deadlineMs, rule, done));
    }

    private void finishDeletion(PodState pod) {
        if (pod.deleted()) return;
        pod.markDeleted();
        pod.markTerminal();
        releasePod(pod);
        String phase = allSucceeded(pod) ? "Succeeded" : "Failed";
        setPhase(pod, phase, Rules.GRACEFUL);
        state.publish(TraceEvent.of(EventType.PodDeleted).pod(pod.name()).node(pod.node() == null ? null : pod.node().name())
                .message("Pod " + pod.name() + " deleted: every member has stopped").rule(Rules.POD_DELETE));
        requestScheduling.run();
    }

    /**
     * Graceful termination of one running container: preStop, then SIGTERM, then SIGKILL at the
     * end of the grace period (exit 137). {@code then} runs once the container has stopped.
     */
    private void terminate(PodState pod, ContainerState c, long graceMs, String rule, Runnable then) {
        terminate(pod, c, graceMs, "Stopping container " + c.name() + " (grace period " + Quantities.formatDuration(graceMs) + ")",
                rule + "; " + Rules.GRACEFUL, then);
    }

    private void terminate(PodState pod, ContainerState c, long graceMs, String message, String rule, Runnable then) {
        ProcessRun run = processes.get(c);
        c.setTerminating(true);
        Probes p = probes.get(c);
        if (p != null) p.terminating();
        if (run == null || !run.alive()) {
            c.setRestartPending(false);
            then.run();
            return;
        }
        state.publish(state.about(pod, c, EventType.Killing).message(message).rule(rule));
        long preStop = 0;
        if (c.spec().preStop() != null) {
            preStop = c.spec().preStop().forever() ? graceMs : Math.min(c.spec().preStop().durationMs(), graceMs);
        }
        long sigtermGrace = c.spec().preStop() == null ? graceMs : Math.max(graceMs - preStop, MIN_SIGTERM_GRACE_MS);
        long after = c.spec().onSigtermAfterMs() == null ? 0 : c.spec().onSigtermAfterMs();
        int code = c.spec().onSigtermAfterMs() == null ? 143 : c.spec().onSigtermExitCode();
        if (after < sigtermGrace) {
            // The process ends by itself after SIGTERM, within the grace period.
            state.kernel().schedule(preStop + after, () -> {
                if (run.alive()) run.exit(code, code == 0 ? "Completed" : "Error", Rules.GRACEFUL);
                then.run();
            });
        } else {
            state.kernel().schedule(preStop + sigtermGrace, () -> {
                if (run.alive()) run.exit(137, "Error", Rules.GRACEFUL + " (SIGKILL after the grace period)");
                then.run();
            });
        }
    }

    /** Evicts a pod (shared fate) or one container (no shared fate) at once: kill, no restart. */
    public void evict(PodState pod, ContainerState only, String message) {
        if (pod.terminal() || pod.deleting()) return;
        if (only != null && !state.platform().sharedFate()) {
            if (only.done()) return;
            state.publish(state.about(pod, only, EventType.Evicted).reason("Evicted").message(message).rule(Rules.CONTAINER_EVICTION));
            only.markDone();
            stopNow(pod, only, Rules.CONTAINER_EVICTION);
            releaseIfUnit(pod, only);
            updatePhase(pod);
            requestScheduling.run();
            return;
        }
        if (!state.platform().sharedFate()) {
            // Without shared fate, evicting "the pod" is evicting each of its containers on its own.
            for (ContainerState c : pod.containers()) if (!c.done()) evict(pod, c, message);
            return;
        }
        state.publish(TraceEvent.of(EventType.Evicted).pod(pod.name()).node(pod.node() == null ? null : pod.node().name())
                .reason("Evicted").message(message).rule(Rules.POD_EVICTION));
        failPod(pod, "Evicted", message, Rules.POD_EVICTION);
    }

    /** Marks a pod Failed for good and stops every member at once. */
    private void failPod(PodState pod, String reason, String message, String rule) {
        pod.markTerminal();
        pod.setReason(reason, message);
        for (ContainerState c : pod.containers()) {
            c.markDone();
            c.setRestartPending(false);
            stopNow(pod, c, rule);
        }
        releasePod(pod);
        setPhase(pod, "Failed", rule);
        updateReadiness(pod);
        requestScheduling.run();
    }

    private void stopNow(PodState pod, ContainerState c, String rule) {
        ProcessRun run = processes.get(c);
        if (run != null && run.alive()) {
            state.publish(state.about(pod, c, EventType.Killing).message("Stopping container " + c.name() + " at once").rule(rule));
            run.exit(137, "Error", rule);
        }
    }

    /** A node fails: every container on it is lost; pods whose members were all there fail. */
    public void failNode(NodeState node) {
        if (node.failed()) return;
        node.markFailed();
        state.publish(TraceEvent.of(EventType.NodeFailed).node(node.name()).message("Node " + node.name() + " failed").rule(Rules.NODE_FAILED));
        for (PodState pod : List.copyOf(podsOn.getOrDefault(node, Set.of()))) {
            if (pod.terminal()) continue;
            boolean touched = false;
            for (ContainerState c : pod.containers()) {
                if (c.node() != node || c.done()) continue;
                touched = true;
                c.markDone();
                c.setRestartPending(false);
                ProcessRun run = processes.remove(c);
                if (run != null) run.kill();
                c.markTerminated(137, "ContainerStatusUnknown", state.now());
                state.publish(state.about(pod, c, EventType.Exited).exitCode(137).reason("ContainerStatusUnknown")
                        .message("Container " + c.name() + " was lost with node " + node.name()).rule(Rules.NODE_FAILED));
            }
            if (!touched) continue;
            if (state.platform().sharedFate() || pod.node() == node) {
                failPod(pod, "NodeLost", "Node " + node.name() + " which was running pod " + pod.name() + " is unresponsive", Rules.NODE_FAILED);
            } else {
                updatePhase(pod);
            }
        }
    }

    /** A new image for a container: it is restarted with a fresh back-off. */
    public void setImage(PodState pod, ContainerState c, String image) {
        if (pod.terminal() || pod.deleting() || c.done()) return;
        c.setSpec(c.spec().withImage(image));
        c.setBackoffMs(0);
        if (!c.isRunning()) return;
        ProcessRun run = processes.get(c);
        state.publish(state.about(pod, c, EventType.Killing).message("Container " + c.name() + " definition changed, will be restarted")
                .rule(Rules.IMAGE_CHANGE));
        processes.remove(c);
        run.kill();
        c.markTerminated(143, "Error", state.now());
        state.publish(state.about(pod, c, EventType.Exited).exitCode(143).reason("Error")
                .message("Container " + c.name() + " exited with code 143 (Error)").rule(Rules.IMAGE_CHANGE));
        start(pod, c, Rules.IMAGE_CHANGE, () -> updatePhase(pod));
        updatePhase(pod);
    }

    private void deadlineExceeded(PodState pod) {
        if (pod.terminal() || pod.deleting()) return;
        failPod(pod, "DeadlineExceeded", "Pod was active on the node longer than the specified deadline", Rules.DEADLINE);
    }

    // ---- node-pressure eviction --------------------------------------------------------------

    private void checkPressure(NodeState node) {
        if (node.memoryAvailableBytes() >= node.spec().evictionHardMemoryBytes()) return;
        if (evictionPasses.containsKey(node)) return;
        evictionPasses.put(node, state.kernel().schedule(0, () -> evictionPass(node)));
    }

    /** One pass of the eviction manager: evicts the first-ranked unit, then looks again later. */
    private void evictionPass(NodeState node) {
        evictionPasses.remove(node);
        long available = node.memoryAvailableBytes();
        if (available >= node.spec().evictionHardMemoryBytes() || node.failed()) return;
        List<Candidate> candidates = new ArrayList<>();
        for (PodState pod : podsOn.getOrDefault(node, Set.of())) {
            if (pod.terminal() || pod.deleting()) continue;
            if (state.platform().sharedFate()) {
                long usage = 0;
                boolean here = false;
                for (ContainerState c : pod.containers()) {
                    if (c.node() == node && c.isRunning()) {
                        usage += c.memoryUsedBytes();
                        here = true;
                    }
                }
                if (here) candidates.add(new Candidate(pod, null, usage, pod.spec().effectiveRequests().memory(), pod.spec().priority()));
            } else {
                for (ContainerState c : pod.containers()) {
                    if (c.node() == node && c.isRunning() && !c.done()) {
                        candidates.add(new Candidate(pod, c, c.memoryUsedBytes(), c.spec().requests().memory(), pod.spec().priority()));
                    }
                }
            }
        }
        if (candidates.isEmpty()) return;
        // The kubelet's ranking: usage over request first, then lower priority, then larger usage minus request.
        candidates.sort(Comparator.comparing((Candidate k) -> !k.exceeds())
                .thenComparingInt(Candidate::priority)
                .thenComparing(Comparator.comparingLong(Candidate::overRequest).reversed())
                .thenComparing(Candidate::name));
        Candidate victim = candidates.get(0);
        String who = victim.container != null ? "Container " + victim.container.name() : "Pod " + victim.pod.name();
        String message = "The node was low on resource: memory. Threshold quantity: " + Quantities.formatMemory(node.spec().evictionHardMemoryBytes())
                + ", available: " + Quantities.formatMemory(Math.max(0, available)) + ". " + who + " was using "
                + Quantities.formatMemory(victim.usage) + ", request is " + Quantities.formatMemory(victim.request) + ".";
        evict(victim.pod, victim.container, message);
        evictionPasses.put(node, state.kernel().schedule(EVICTION_PASS_MS, () -> evictionPass(node)));
    }

    private record Candidate(PodState pod, ContainerState container, long usage, long request, int priority) {
        boolean exceeds() { return usage > request; }
        long overRequest() { return usage - request; }
        String name() { return pod.name() + (container == null ? "" : "/" + container.name()); }
    }

    // ---- phase, readiness, resources ---------------------------------------------------------

    private boolean initDone(PodState pod) {
        for (ContainerState c : pod.containers()) {
            if (c.kind() == ContainerKind.INIT && !c.succeeded()) return false;
            if (c.kind() == ContainerKind.SIDECAR && !c.hasEverStarted()) return false;
        }
        return true;
    }

    /** Pod phase by the kubelet's rules (getPhase). */
    void updatePhase(PodState pod) {
        // A pod being deleted gets its final phase when its last member has stopped.
        if (pod.terminal() || pod.deleting()) return;
        String phase = computePhase(pod);
        if (phase.equals("Succeeded") || phase.equals("Failed")) {
            pod.markTerminal();
            // Sidecars stop once the app containers are done for good.
            for (ContainerState c : pod.containers()) {
                c.markDone();
                if (c.isRunning()) stopNow(pod, c, Rules.PHASE);
            }
            releasePod(pod);
            requestScheduling.run();
        }
        setPhase(pod, phase, Rules.PHASE);
        updateReadiness(pod);
    }

    private String computePhase(PodState pod) {
        if (!pod.anyPlaced()) return "Pending";
        if (state.platform().startupOrdering() && !initDone(pod)) return "Pending";
        int running = 0, waiting = 0, stopped = 0, succeeded = 0, restartable = 0;
        for (ContainerState c : pod.containers()) {
            if (c.kind() != ContainerKind.APP && state.platform().startupOrdering()) continue;
            if (c.kind() == ContainerKind.SIDECAR) continue;
            if (c.isRunning()) running++;
            else if (c.isTerminated()) {
                stopped++;
                if (c.succeeded()) succeeded++;
            } else if (c.lastState() != null) stopped++;
            else if (!c.done()) waiting++;
            else stopped++;
            if (!c.done()) restartable++;
        }
        if (waiting > 0) return "Pending";
        if (running > 0) return "Running";
        if (stopped > 0) {
            if (restartable > 0 && pod.spec().restartPolicy() != RestartPolicy.Never) return "Running";
            if (stopped == succeeded) return "Succeeded";
            if (restartable > 0 && pod.spec().restartPolicy() == RestartPolicy.OnFailure) return "Running";
            return "Failed";
        }
        return "Pending";
    }

    private void setPhase(PodState pod, String phase, String rule) {
        if (phase.equals(pod.phase())) return;
        pod.setPhase(phase);
        TraceEvent.Builder b = TraceEvent.of(EventType.PodPhase).pod(pod.name()).phase(phase)
                .node(pod.node() == null ? null : pod.node().name())
                .message("Pod " + pod.name() + " is " + phase + (pod.reason() == null ? "" : " (" + pod.reason() + ")"))
                .rule(rule);
        if (pod.reason() != null) b.reason(pod.reason());
        state.publish(b);
    }

    private void updateReadiness(PodState pod) {
        boolean ready = !pod.terminal() && !pod.deleting();
        boolean anyApp = false;
        for (ContainerState c : pod.containers()) {
            if (c.kind() == ContainerKind.INIT) continue;
            anyApp |= c.kind() == ContainerKind.APP;
            if (!(c.isRunning() && c.ready())) ready = false;
        }
        ready &= anyApp;
        if (ready == pod.wasReady()) return;
        pod.setWasReady(ready);
        state.publish(TraceEvent.of(ready ? EventType.Ready : EventType.NotReady).pod(pod.name())
                .message("Pod " + pod.name() + (ready ? " is ready: every container runs and is ready" : " is not ready")).rule(Rules.READY));
    }

    private static boolean allSucceeded(PodState pod) {
        for (ContainerState c : pod.containers()) {
            if (c.kind() == ContainerKind.INIT) continue;
            if (c.hasEverStarted() && !c.succeeded()) return false;
        }
        return true;
    }

    /** Under per-container placement each container holds its own reservation. */
    private boolean unitFinished(PodState pod, ContainerState c) {
        return !state.platform().atomicPlacement() && c.done();
    }

    private void releaseIfUnit(PodState pod, ContainerState c) {
        if (unitFinished(pod, c)) releaseUnit(pod, c);
    }

    private final Map<ContainerState, Boolean> released = new IdentityHashMap<>();

    private void releaseUnit(PodState pod, ContainerState c) {
        if (c.node() == null || released.put(c, Boolean.TRUE) != null) return;
        c.node().release(c.spec().requests(), hostPortsOf(c));
        requestScheduling.run();
    }

    /** Gives back everything the pod holds on its node(s) and removes its volumes. */
    private void releasePod(PodState pod) {
        if (state.platform().atomicPlacement()) {
            if (pod.node() != null && released.put(pod.containers().get(0), Boolean.TRUE) == null) {
                List<Integer> ports = new ArrayList<>();
                for (ContainerState c : pod.containers()) {
                    if (c.kind() != ContainerKind.INIT) ports.addAll(hostPortsOf(c));
                }
                pod.node().release(pod.spec().effectiveRequests(), ports);
            }
        } else {
            for (ContainerState c : pod.containers()) releaseUnit(pod, c);
        }
        state.dropVolumes(pod);
    }

    private static List<Integer> hostPortsOf(ContainerState c) {
        List<Integer> ports = new ArrayList<>();
        for (var p : c.spec().ports()) if (p.hostPort() != null) ports.add(p.hostPort());
        return ports;
    }

    private void afterStop(PodState pod, ContainerState c) {
        releaseIfUnit(pod, c);
        updatePhase(pod);
    }
}
