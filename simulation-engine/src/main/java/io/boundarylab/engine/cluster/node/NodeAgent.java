package io.boundarylab.engine.cluster.node;

import io.boundarylab.engine.cluster.Platform;
import io.boundarylab.engine.cluster.state.ClusterState;
import io.boundarylab.engine.cluster.state.ContainerKind;
import io.boundarylab.engine.cluster.state.ContainerReason;
import io.boundarylab.engine.cluster.state.ContainerState;
import io.boundarylab.engine.cluster.state.NodeState;
import io.boundarylab.engine.cluster.state.PodPhase;
import io.boundarylab.engine.cluster.state.PodReason;
import io.boundarylab.engine.cluster.state.PodState;
import io.boundarylab.engine.cluster.state.Rules;
import io.boundarylab.engine.scenario.RestartPolicy;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;

import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The node agent (the kubelet's part): the one place that carries decisions out. For each pod
 * {@link #sync} asks the pure {@link PodActionsPlanner} what to do and does it in numbered steps.
 * The rules live in collaborators named for them: {@link PodPhaseRules} (phase and readiness),
 * {@link PodTermination} (preStop, SIGTERM, SIGKILL; sidecars last), {@link CrashLoopBackOff}
 * (restart policy and back-off), {@link EvictionManager} (node pressure), {@link Admission}
 * (pods bound by {@code spec.nodeName}), {@link SandboxLoss} and {@link ResourceRelease}. Whether eviction and
 * termination take the whole pod or one container is the shared-fate switch.
 */
public final class NodeAgent implements ProcessRun.Exits, Probes.Effects {
    /** Written from the event when read: no object per exit stays in the trace. */
    private static final TraceEvent.Text EXITED = e -> "Container " + e.container() + " exited with code " + e.exitCode()
            + " (" + e.reason() + ")";
    private final ClusterState state;
    private final Platform platform;
    private final Runnable requestScheduling;
    private final ContainerRuntime runtime;
    private final PodTermination termination;
    private final CrashLoopBackOff backOff;
    private final EvictionManager eviction;
    private final ResourceRelease resources;
    private final PodStatusEvents status;
    private final ContainerStarter starter;
    private final SandboxLoss sandboxLoss;
    private final NodeFailure nodeFailure;
    /** Pods with a member bound to each node, in binding order: eviction and node failure look only here. */
    private final Map<NodeState, Set<PodState>> podsOn = new IdentityHashMap<>();

    public NodeAgent(ClusterState state, Runnable requestScheduling) {
        this.state = state;
        this.platform = state.platform();
        this.requestScheduling = requestScheduling;
        // The collaborators get no way back into the agent: each returns what happened, and the
        // agent decides what follows (docs/decisions/0004). Only the runtime reports to it, as the
        // kubelet's PLEG and prober results do: what a process or a probe observed.
        this.runtime = new ContainerRuntime(state, this, this);
        this.termination = new PodTermination(state, runtime);
        this.backOff = new CrashLoopBackOff(state);
        this.eviction = new EvictionManager(state, runtime);
        this.resources = new ResourceRelease(state);
        this.status = new PodStatusEvents(state);
        this.starter = new ContainerStarter(state, runtime, termination, status);
        this.sandboxLoss = new SandboxLoss(state, termination);
        this.nodeFailure = new NodeFailure(state, runtime);
    }

    /** The scheduler bound members of a pod to a node: the kubelet picks them up this instant. */
    public void bind(PodState pod, List<ContainerState> members, NodeState node) {
        boolean whole = members.size() == pod.containers().size();
        if (pod.spec().nodeName() != null && PodPhaseRules.kubeletRules(platform) && whole) {
            var rejection = Admission.check(pod, node);
            if (rejection.isPresent()) {
                reject(pod, node, rejection.get());
                return;
            }
        }
        for (ContainerState c : members) c.setNode(node);
        podsOn.computeIfAbsent(node, n -> new LinkedHashSet<>()).add(pod);
        if (platform.atomicPlacement() && whole) pod.setNode(node);
        if (pod.startTimeMs() < 0) {
            pod.setStartTimeMs(state.now());
            Long deadline = pod.spec().activeDeadlineMs();
            if (deadline != null) state.kernel().post(deadline, () -> deadlineExceeded(pod));
        }
        state.kernel().post(0, () -> sync(pod));
    }

    /** Admission failed: the pod is Failed at once and none of its containers is created. */
    private void reject(PodState pod, NodeState node, Admission.Rejection rejection) {
        pod.setNode(node);
        pod.markTerminal();
        pod.setReason(rejection.reason(), rejection.message());
        for (ContainerState c : pod.containers()) c.markDone();
        releasePod(pod);
        status.setPhase(pod, PodPhase.FAILED, Rules.ADMISSION);
        requestScheduling.run();
    }

    /** Step 1 of sync: the plan for a pod as things stand, from its state alone. */
    PodActions plan(PodState pod) {
        return PodActionsPlanner.plan(pod, platform, starter.hookHolds(pod), termination.stopping(pod));
    }

    /** Reconciles a pod with its spec: the kubelet's SyncPod. */
    public void sync(PodState pod) {
        // 1. Plan, from the pod's state alone.
        PodActions actions = plan(pod);
        // 2. Kill the whole pod if the plan says so; its phase follows once its members have stopped.
        if (actions.killPod() != null) {
            afterStop(pod, termination.killPod(pod, pod.spec().terminationGracePeriodMs(), actions.killPod().rule(), PodTermination.AfterStop.SETTLE_STATUS));
            return;
        }
        // 3. Kill the containers the plan names.
        for (PodActions.ContainerToKill kill : actions.containersToKill()) killContainer(pod, kill);
        // 4. Start init containers, then app containers, one after the other (a postStart hook holds the next).
        boolean sidecarStarted = false;
        for (ContainerState c : actions.toStart()) {
            if (c.node().failed() || pod.terminal() || pod.deleting()) continue;
            // An exit seen while this loop ran may have synced the pod already and started it
            // (every planned container is waiting; one planned to be killed and restarted still
            // runs): never a second instance of one container.
            if (c.state() != ContainerState.State.waiting || c.restartPending()) continue;
            if (!start(pod, c, List.of(starter.firstStartRule(c)))) break;
            if (c.kind() == ContainerKind.SIDECAR && c.started()) sidecarStarted = true;
        }
        // A sidecar without a startup probe has started as it runs: the kubelet's next sync (on
        // the runtime's ContainerStarted event) lets the next init container or the app
        // containers go, in the same instant here.
        if (sidecarStarted) {
            sync(pod);
            return;
        }
        // 5. Phase and readiness.
        updateStatus(pod);
    }

    /**
     * Starts a container and schedules what its start returned: the end of its postStart hook,
     * or the next try of a failed pull; each then syncs the pod. False when nothing after it may
     * start now: a hook holds the pod, or an init container or sidecar could not be pulled (SyncPod
     * step 6 starts no init container after one that failed to start; a sidecar lets the next go
     * only once it runs, computeInitContainerActions). An app container's failed pull holds no other.
     */
    private boolean start(PodState pod, ContainerState c, List<String> rules) {
        ContainerStarter.Start s = starter.start(pod, c, rules);
        switch (s.outcome()) {
            case PULL_BACK_OFF -> {
                state.kernel().post(s.delayMs(), () -> {
                    c.setPullPending(false);
                    sync(pod);
                });
                return c.kind() == ContainerKind.APP;
            }
            case HOOK_RUNNING -> {
                if (s.delayMs() >= 0) state.kernel().post(s.delayMs(), () -> {
                    if (starter.hookFinished(pod, c, s)) sync(pod);
                });
                return false;
            }
            case GO_ON -> { }
        }
        return true;
    }

    /** What to do once a pod's members have all stopped, as the termination returned it. */
    private void afterStop(PodState pod, List<PodTermination.AfterStop> next) {
        for (PodTermination.AfterStop a : next) {
            switch (a) {
                case SETTLE_STATUS -> settleStatus(pod);
                case REPORT_UNACCOUNTED -> termination.reportUnaccountedMembers(pod);
                case FINISH_DELETION -> finishDeletion(pod);
                case RECREATE_SANDBOX -> {
                    sandboxLoss.recreate(pod);
                    sync(pod);
                }
            }
        }
    }

    private void killContainer(PodState pod, PodActions.ContainerToKill kill) {
        ContainerState c = kill.container();
        if (kill.reason() != KillReason.DEFINITION_CHANGED) {
            // computePodActions: a container failing its liveness or startup probe is killed and,
            // unless the pod's policy is Never, started again whatever its exit code.
            c.setProbeKilled(c.kind() == ContainerKind.SIDECAR || pod.spec().restartPolicy() != RestartPolicy.Never);
            termination.killContainer(pod, c, kill.graceMs(), termination.killing(pod, c, kill.reason(), kill.graceMs()));
            return;
        }
        c.setReplacing(true);
        // Its exit (exited) starts the new definition; nothing to wait for when it was not running.
        if (!termination.killContainer(pod, c, kill.graceMs(), termination.killing(pod, c, kill.reason(), kill.graceMs()))) replaced(pod, c);
    }

    /** The old definition has stopped: the new one starts with a fresh back-off, whatever the restart policy. */
    private void replaced(PodState pod, ContainerState c) {
        c.setReplacing(false);
        if (pod.terminal() || pod.deleting() || c.done() || c.isRunning()) return;
        backOff.startEntryAfresh(c);
        start(pod, c, List.of(Rules.IMAGE_CHANGE));
        updateStatus(pod);
    }

    // ---- what the probes and the processes report ---------------------------------------------

    @Override
    public void startupPassed(PodState pod, ContainerState c) {
        c.setStarted(true);
        if (c.spec().readinessProbe() == null) c.setReady(true);
        status.updateReadiness(pod);
        // A sidecar that has started lets the next init container (or the app containers) go.
        if (c.kind() == ContainerKind.SIDECAR) sync(pod);
    }

    @Override
    public void readinessChanged(PodState pod, ContainerState c) {
        status.updateReadiness(pod);
    }

    @Override
    public void probeFailed(PodState pod, ContainerState c, String probe, Long graceMs) {
        if (!c.isRunning() || c.terminating()) return;
        c.markProbeFailed(probe, graceMs);
        sync(pod);
    }

    @Override
    public void exited(PodState pod, ContainerState c, int exitCode, ContainerReason reason, List<String> rules) {
        runtime.forget(c);
        c.markTerminated(exitCode, reason, state.now());
        state.publish(pod, state.about(pod, c, EventType.Exited).exitCode(exitCode).reason(reason.kubernetesName())
                .message(EXITED).rules(rules));
        if (c.replacing()) {
            replaced(pod, c);
            return;
        }
        boolean stopping = termination.stopping(pod);
        if (c.done() || pod.terminal() || pod.deleting() || stopping) {
            // Nothing restarts in a pod that is being stopped.
            c.markDone();
            containerDone(c);
            updateStatus(pod);
            status.updateReadiness(pod);
            if (stopping) afterStop(pod, termination.memberStopped(pod));
            return;
        }
        boolean again = CrashLoopBackOff.restarts(pod.spec().restartPolicy(), c, exitCode);
        c.setProbeKilled(false);
        if (again) {
            CrashLoopBackOff.Restart r = backOff.scheduleRestart(pod, c);
            state.kernel().post(r.delayMs(), () -> {
                if (backOff.due(c, r)) restartNow(pod, c, r.rules());
            });
        } else if (c.kind() == ContainerKind.INIT && exitCode != 0 && platform.startupOrdering()) {
            // Restart policy Never: a failed init container fails the pod.
            c.markDone();
            failPod(pod, null, null, KillReason.INIT_CONTAINER_FAILED, pod.spec().terminationGracePeriodMs());
            return;
        } else {
            c.markDone();
            containerDone(c);
        }
        sync(pod);
    }

    @Override
    public void memoryChanged(ContainerState c) {
        NodeState node = c.node();
        if (eviction.passDue(node)) eviction.scheduled(node, state.kernel().schedule(0, () -> evictionPass(node)));
    }

    /** One pass of the eviction manager: evict its victim, then check every second that it has stopped, and look again. */
    private void evictionPass(NodeState node) {
        EvictionManager.Victim victim = eviction.pass(node, podsOn.getOrDefault(node, Set.of()));
        if (victim == null) return;
        evict(victim.pod(), victim.container(), victim.message());
        awaitCleanup(node, victim, state.now());
    }

    private void awaitCleanup(NodeState node, EvictionManager.Victim victim, long evictedAtMs) {
        eviction.scheduled(node, state.kernel().schedule(EvictionManager.CLEANUP_POLL_MS, () -> {
            if (eviction.cleanedUp(victim, evictedAtMs)) evictionPass(node);
            else awaitCleanup(node, victim, evictedAtMs);
        }));
    }

    private void containerDone(ContainerState c) {
        if (resources.containerDone(c)) requestScheduling.run();
    }

    private void releasePod(PodState pod) {
        if (resources.releasePod(pod)) requestScheduling.run();
    }

    private void restartNow(PodState pod, ContainerState c, List<String> rules) {
        c.setRestartPending(false);
        if (pod.terminal() || pod.deleting() || c.done() || c.node().failed()) return;
        if (platform.startupOrdering() && c.kind() == ContainerKind.APP && !PodPhaseRules.initDone(pod)) return;
        // A sidecar back from its back-off may be what the pod waits for to initialize again.
        if (start(pod, c, rules) && c.kind() == ContainerKind.SIDECAR && c.started() && platform.startupOrdering()) sync(pod);
        else updateStatus(pod);
    }

    // ---- the scenario's actions -----------------------------------------------------------------

    /** The pod's sandbox dies (scenario action {@code killSandbox}): see {@link SandboxLoss}. */
    public void killSandbox(PodState pod) {
        afterStop(pod, sandboxLoss.kill(pod));
    }

    /** A process dies (scenario action {@code crash}): restarted per policy inside its pod. */
    public void crash(PodState pod, ContainerState c, int exitCode) {
        ProcessRun run = runtime.process(c);
        if (run == null) return;
        run.exit(exitCode, ContainerReason.ofExitCode(exitCode), Rules.CRASH);
    }

    /**
     * Deletes a pod, or under no shared fate a single container, with a grace period: the
     * delete's, else the pod's terminationGracePeriodSeconds (30 s by default). The pod worker
     * never uses less than 1 s (pod_workers.go calculateEffectiveGracePeriod).
     */
    public void delete(PodState pod, ContainerState only, Long gracePeriodMs) {
        long grace = gracePeriodMs != null ? gracePeriodMs : pod.spec().terminationGracePeriodMs();
        if (only != null && !platform.sharedFate()) {
            if (only.done()) return;
            only.markDone();
            killOne(pod, only, grace, KillReason.CONTAINER_DELETED);
            return;
        }
        if (pod.deleting() || pod.deleted()) return;
        pod.setDeleting(true);
        KillReason why = platform.sharedFate() ? KillReason.POD_DELETED : KillReason.POD_DELETED_MEMBER_BY_MEMBER;
        if (termination.whenStopped(pod, PodTermination.AfterStop.FINISH_DELETION)) return;
        afterStop(pod, termination.killPod(pod, Math.max(grace, PodTermination.MIN_POD_GRACE_MS), why.rule(), PodTermination.AfterStop.FINISH_DELETION));
    }

    /** Without shared fate: one member is stopped on its own, and gives back what it held. */
    private void killOne(PodState pod, ContainerState c, long graceMs, KillReason why) {
        // A running member gives back what it held when its exit is seen (exited); one not running, now.
        if (termination.killContainer(pod, c, graceMs, termination.killing(pod, c, why, graceMs))) return;
        containerDone(c);
        updateStatus(pod);
    }

    /**
     * Evicts a pod (shared fate) or one container (no shared fate): no restart. The eviction
     * manager kills with a grace period override of 0, which the pod worker raises to 1 s
     * (preStop within it) and killContainer to at least 2 s of SIGTERM (eviction_manager.go
     * evictPod, pod_workers.go calculateEffectiveGracePeriod). The pod is Failed (Evicted) at once.
     */
    public void evict(PodState pod, ContainerState only, String message) {
        // Only a kubelet evicts, so only a pod (or member) on a node can be evicted.
        if (pod.terminal() || pod.deleting() || !pod.anyPlaced()) return;
        if (only != null && !platform.sharedFate()) {
            if (only.done()) return;
            state.publish(pod, state.about(pod, only, EventType.Evicted).reason(PodReason.EVICTED.kubernetesName()).message(message).rule(Rules.CONTAINER_EVICTION));
            only.markDone();
            only.setRestartPending(false);
            killOne(pod, only, PodTermination.MIN_POD_GRACE_MS, KillReason.CONTAINER_EVICTED);
            requestScheduling.run();
            return;
        }
        if (!platform.sharedFate()) {
            // Without shared fate, evicting "the pod" is evicting each of its containers on its own.
            for (ContainerState c : pod.containers()) if (!c.done()) evict(pod, c, message);
            return;
        }
        state.publish(pod, TraceEvent.of(EventType.Evicted).pod(pod.name()).node(pod.node() == null ? null : pod.node().name())
                .reason(PodReason.EVICTED.kubernetesName()).message(message).rule(Rules.POD_EVICTION));
        failPod(pod, PodReason.EVICTED, message, KillReason.POD_EVICTED, 0);
    }

    /** What a node failure and recovery do to the pods on it: see {@link NodeFailure}. */
    public void failNode(NodeState node, boolean instant) {
        Set<PodState> pods = podsOn.getOrDefault(node, Set.of());
        if (!instant) {
            nodeFailure.stop(node, pods);
            return;
        }
        for (NodeFailure.Lost lost : nodeFailure.failInstantly(node, pods)) {
            PodState pod = lost.pod();
            if (!lost.failPod()) {
                updateStatus(pod);
                continue;
            }
            failPod(pod, PodReason.NODE_LOST, "Node " + node.name() + " which was running pod " + pod.name() + " is unresponsive",
                    KillReason.NODE_LOST, pod.spec().terminationGracePeriodMs());
        }
    }

    public void recoverNode(NodeState node) {
        for (NodeFailure.Recovered r : nodeFailure.recover(node, podsOn.getOrDefault(node, Set.of()))) {
            if (r.deleted()) delete(r.pod(), null, null); else sync(r.pod());
        }
    }

    /** The pods with a member bound to the node, in binding order (a copy). */
    public List<PodState> podsOn(NodeState node) { return List.copyOf(podsOn.getOrDefault(node, Set.of())); }

    /**
     * A new image for a container (computePodActions: the spec hash changed): the plan stops a
     * running container ("definition changed", the pod's grace period) and it starts again
     * whatever the restart policy; one waiting in back-off starts at once. The back-off key
     * includes the spec hash, so the new container has a fresh back-off.
     */
    public void setImage(PodState pod, ContainerState c, String image) {
        // The same image again leaves the spec hash, and so everything, as it was.
        if (pod.terminal() || pod.deleting() || c.done() || c.spec().image().equals(image)) return;
        c.setSpec(c.spec().withImage(image));
        c.setBackoffMs(0);
        if (c.isRunning()) {
            sync(pod);
            return;
        }
        if (!c.restartPending()) return;
        backOff.resetForNewDefinition(c);
        restartNow(pod, c, List.of(Rules.IMAGE_CHANGE));
    }

    private void deadlineExceeded(PodState pod) {
        if (pod.terminal() || pod.deleting()) return;
        failPod(pod, PodReason.DEADLINE_EXCEEDED, "Pod was active on the node longer than the specified deadline", KillReason.DEADLINE_EXCEEDED,
                pod.spec().terminationGracePeriodMs());
    }

    // ---- the pod's end and its status ---------------------------------------------------------

    /**
     * Marks a pod Failed for good, then stops its members as a terminating pod: with the grace
     * period given (at least 1 s), sidecars last.
     */
    private void failPod(PodState pod, PodReason reason, String message, KillReason why, long graceMs) {
        pod.markTerminal();
        pod.setReason(reason, message);
        stopEverything(pod);
        status.setPhase(pod, PodPhase.FAILED, why.rule());
        status.updateReadiness(pod);
        requestScheduling.run();
        afterStop(pod, termination.killPod(pod, Math.max(graceMs, PodTermination.MIN_POD_GRACE_MS), why.rule(), PodTermination.AfterStop.REPORT_UNACCOUNTED));
    }

    /** Nothing in the pod starts again, and what it holds on its node goes back. */
    private void stopEverything(PodState pod) {
        for (ContainerState c : pod.containers()) {
            c.markDone();
            c.setRestartPending(false);
        }
        releasePod(pod);
    }

    /**
     * The pod has stopped for good (deleted): its final phase is the kubelet's getPhase for a
     * terminal pod, and the status manager's TerminatePod turns a phase still Pending or Running
     * into Failed (status_manager.go).
     */
    private void finishDeletion(PodState pod) {
        if (pod.deleted()) return;
        pod.markDeleted();
        boolean wasTerminal = pod.terminal();
        pod.markTerminal();
        releasePod(pod);
        if (!wasTerminal && pod.anyPlaced()) {
            PodPhase phase = PodPhaseRules.phase(pod, platform, true);
            if (PodPhaseRules.kubeletRules(platform) && phase != PodPhase.SUCCEEDED) phase = PodPhase.FAILED;
            status.setPhase(pod, phase, Rules.GRACEFUL);
            status.updateReadiness(pod);
        }
        if (pod.anyPlaced()) termination.reportUnaccountedMembers(pod);
        state.publish(pod, TraceEvent.of(EventType.PodDeleted).pod(pod.name()).node(pod.node() == null ? null : pod.node().name())
                .message("Pod " + pod.name() + " deleted: every member has stopped").rule(Rules.POD_DELETE));
        requestScheduling.run();
    }

    /**
     * The pod's phase and readiness after any change. A pod none of whose app containers will
     * run again is killed first (the planner's rule); a terminal phase stops what still runs
     * (native sidecars), gracefully and in reverse order, and nothing restarts.
     */
    private void updateStatus(PodState pod) {
        // A pod being deleted or stopped gets its phase when its last member has stopped.
        if (pod.terminal() || pod.deleting() || termination.stopping(pod)) return;
        KillReason kill = PodActionsPlanner.podKill(pod, platform);
        if (kill != null) {
            afterStop(pod, termination.killPod(pod, pod.spec().terminationGracePeriodMs(), kill.rule(), PodTermination.AfterStop.SETTLE_STATUS));
            return;
        }
        settleStatus(pod);
    }

    /**
     * The phase and readiness from how the members stand, with no new kill planned: what follows
     * a pod's stop, so a stop that finds nothing running can never lead to another stop.
     */
    private void settleStatus(PodState pod) {
        if (pod.terminal() || pod.deleting() || termination.stopping(pod)) return;
        PodPhase phase = PodPhaseRules.phase(pod, platform, false);
        if (phase.terminal()) {
            pod.markTerminal();
            stopEverything(pod);
            requestScheduling.run();
            status.setPhase(pod, phase, Rules.PHASE);
            status.updateReadiness(pod);
            afterStop(pod, termination.killPod(pod, Math.max(pod.spec().terminationGracePeriodMs(), PodTermination.MIN_POD_GRACE_MS),
                    KillReason.TERMINAL_PHASE.rule(), PodTermination.AfterStop.REPORT_UNACCOUNTED));
            return;
        }
        status.setPhase(pod, phase, Rules.PHASE);
        status.updateReadiness(pod);
    }
}
