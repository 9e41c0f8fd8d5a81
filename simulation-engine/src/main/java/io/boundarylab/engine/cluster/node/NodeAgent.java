package io.boundarylab.engine.cluster.node;

import io.boundarylab.engine.cluster.Platform;
import io.boundarylab.engine.cluster.state.ClusterState;
import io.boundarylab.engine.cluster.state.ContainerKind;
import io.boundarylab.engine.cluster.state.ContainerReason;
import io.boundarylab.engine.cluster.state.ContainerState;
import io.boundarylab.engine.cluster.state.NodeState;
import io.boundarylab.engine.cluster.state.PodReason;
import io.boundarylab.engine.cluster.state.PodState;
import io.boundarylab.engine.cluster.state.Rules;
import io.boundarylab.engine.scenario.RestartPolicy;

import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The node agent (the kubelet's part): the one place that carries decisions out. For each pod
 * {@link #sync} asks the pure {@link PodActionsPlanner} what to do and does it in numbered steps.
 * The rules live in collaborators named for them: {@link PodPhaseRules} (phase and readiness),
 * {@link PodEnd} (a pod's phase and end), {@link PodTermination} (preStop, SIGTERM, SIGKILL;
 * sidecars last), {@link CrashLoopBackOff} (restart policy and back-off), {@link EvictionManager}
 * (node pressure), {@link Admission} (pods bound by {@code spec.nodeName}), {@link SandboxLoss}.
 * What is to happen later is a {@link DeferredAct} the {@link NodeTimers} hand back when its time
 * has come. Whether eviction and termination take the whole pod or one container is the
 * shared-fate switch.
 */
public final class NodeAgent implements ProcessRun.Exits, Probes.Effects, NodeTimers.Due {
    private final ClusterState state;
    private final Platform platform;
    private final ContainerRuntime runtime;
    private final NodeTimers timers;
    private final PodTermination termination;
    private final CrashLoopBackOff backOff;
    private final EvictionManager eviction;
    private final PodStatusEvents status;
    private final PodEnd end;
    private final ContainerStarter starter;
    private final SandboxLoss sandboxLoss;
    private final NodeFailure nodeFailure;
    /** Pods with a member bound to each node, in binding order: eviction and node failure look only here. */
    private final Map<NodeState, Set<PodState>> podsOn = new IdentityHashMap<>();

    public NodeAgent(ClusterState state) {
        this.state = state;
        this.platform = state.platform();
        // The collaborators get no way back into the agent: each returns what happened, and the
        // agent decides what follows (docs/decisions/0004). Only the runtime reports to it, as the
        // kubelet's PLEG and prober results do: what a process or a probe observed.
        this.runtime = new ContainerRuntime(state, this, this);
        this.timers = new NodeTimers(state.kernel(), this);
        this.termination = new PodTermination(state, runtime);
        this.backOff = new CrashLoopBackOff(state);
        this.eviction = new EvictionManager(state, runtime);
        this.status = new PodStatusEvents(state);
        this.end = new PodEnd(state, termination, status);
        this.starter = new ContainerStarter(state, runtime, termination, status);
        this.sandboxLoss = new SandboxLoss(state, termination, backOff);
        this.nodeFailure = new NodeFailure(state, runtime, starter, termination, eviction);
    }

    /** The scheduler bound members of a pod to a node: the kubelet picks them up this instant. */
    public void bind(PodState pod, List<ContainerState> members, NodeState node) {
        boolean whole = members.size() == pod.containers().size();
        if (pod.spec().nodeName() != null && PodPhaseRules.kubeletRules(platform) && whole) {
            var rejection = Admission.check(pod, node);
            if (rejection.isPresent()) {
                end.reject(pod, node, rejection.get());
                return;
            }
        }
        for (ContainerState c : members) c.setNode(node);
        podsOn.computeIfAbsent(node, n -> new LinkedHashSet<>()).add(pod);
        if (platform.atomicPlacement() && whole) pod.setNode(node);
        if (pod.startTimeMs() < 0) {
            pod.setStartTimeMs(state.now());
            Long deadline = pod.spec().activeDeadlineMs();
            if (deadline != null) timers.after(deadline, new DeferredAct.DeadlineDue(pod));
        }
        timers.after(0, new DeferredAct.Sync(pod, node));
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
     * Starts a container and defers what its start returned: the end of its postStart hook, or
     * the next try of a failed pull. Whether what comes after it may start now.
     */
    private boolean start(PodState pod, ContainerState c, List<String> rules) {
        ContainerStarter.Start s = starter.start(pod, c, rules);
        switch (s.outcome()) {
            case PULL_BACK_OFF -> timers.after(s.delayMs(), new DeferredAct.PullRetry(pod, c));
            case HOOK_RUNNING -> {
                if (s.delayMs() >= 0) timers.after(s.delayMs(), new DeferredAct.HookEnds(pod, c, s));
            }
            case GO_ON -> { }
        }
        return s.letsTheNextStart(c);
    }

    /** What to do once a pod's members have all stopped, as the termination returned it. */
    private void afterStop(PodState pod, List<PodTermination.AfterStop> next) {
        for (PodTermination.AfterStop a : next) {
            switch (a) {
                case SETTLE_STATUS -> afterStop(pod, end.settle(pod));
                case REPORT_UNACCOUNTED -> termination.reportUnaccountedMembers(pod);
                case FINISH_DELETION -> end.finishDeletion(pod);
                case RECREATE_SANDBOX -> {
                    for (DeferredAct.RestartDue r : sandboxLoss.recreate(pod)) timers.after(r.restart().delayMs(), r);
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

    // ---- what the timers, the probes and the processes report -----------------------------------

    /** A deferred act's time has come: the agent carries it out as it would have then. */
    @Override
    public void due(DeferredAct act) {
        if (act instanceof DeferredAct.Sync a) {
            sync(a.pod());
        } else if (act instanceof DeferredAct.DeadlineDue a) {
            afterStop(a.pod(), end.deadlineExceeded(a.pod()));
        } else if (act instanceof DeferredAct.PullRetry a) {
            a.container().setPullPending(false);
            sync(a.pod());
        } else if (act instanceof DeferredAct.HookEnds a) {
            if (starter.hookFinished(a.pod(), a.container(), a.start())) sync(a.pod());
        } else if (act instanceof DeferredAct.RestartDue a) {
            if (backOff.due(a.container(), a.restart())) restartNow(a.pod(), a.container(), a.restart().rules());
        } else if (act instanceof DeferredAct.EvictionPass a) {
            evictionPass(a.node());
        } else if (act instanceof DeferredAct.CleanupCheck a) {
            if (eviction.cleanedUp(a)) evictionPass(a.node());
            else timers.after(EvictionManager.CLEANUP_POLL_MS, eviction.awaitCleanup(a.node(), a.victim(), a.evictedAtMs()));
        }
    }

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
        runtime.recordExit(pod, c, exitCode, reason, rules);
        termination.processEnded(pod, c);
        starter.processEnded(pod, c);
        boolean stopping = termination.stopping(pod);
        // A container stopped for its new definition while its pod is being stopped stops with the pod.
        if (c.replacing() && !stopping) {
            replaced(pod, c);
            return;
        }
        c.setReplacing(false);
        if (c.done() || pod.terminal() || pod.deleting() || stopping) {
            // Nothing restarts in a pod that is being stopped.
            c.markDone();
            end.memberDone(c);
            updateStatus(pod);
            status.updateReadiness(pod);
            if (stopping) afterStop(pod, termination.memberStopped(pod));
            return;
        }
        CrashLoopBackOff.Restart r = backOff.afterExit(pod, c, exitCode);
        if (r != null) {
            timers.after(r.delayMs(), new DeferredAct.RestartDue(pod, c, r));
        } else if (c.kind() == ContainerKind.INIT && exitCode != 0 && platform.startupOrdering()) {
            // Restart policy Never: a failed init container fails the pod.
            afterStop(pod, end.fail(pod, null, null, KillReason.INIT_CONTAINER_FAILED, pod.spec().terminationGracePeriodMs()));
            return;
        } else {
            end.memberDone(c);
        }
        sync(pod);
    }

    @Override
    public void memoryChanged(ContainerState c) {
        DeferredAct.EvictionPass pass = eviction.passDue(c.node());
        if (pass != null) timers.after(0, pass);
    }

    /** One pass of the eviction manager: evict its victim, then check every second that it has stopped, and look again. */
    private void evictionPass(NodeState node) {
        EvictionManager.Victim victim = eviction.pass(node, podsOn.getOrDefault(node, Set.of()));
        if (victim == null) return;
        evict(victim.pod(), victim.container(), victim.message());
        timers.after(EvictionManager.CLEANUP_POLL_MS, eviction.awaitCleanup(node, victim, state.now()));
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
        // On a stopped node no sandbox is left to die, and no kubelet to see it: the node's return starts the pod afresh.
        if (!NodeFailure.kubeletDown(pod)) afterStop(pod, sandboxLoss.kill(pod));
    }

    /** A process dies (scenario action {@code crash}): restarted per policy inside its pod. */
    public void crash(PodState pod, ContainerState c, int exitCode) {
        runtime.crash(c, exitCode);
    }

    /**
     * Deletes a pod, or under no shared fate a single container, with a grace period: the
     * delete's, else the pod's terminationGracePeriodSeconds (30 s by default).
     */
    public void delete(PodState pod, ContainerState only, Long gracePeriodMs) {
        if (NodeFailure.kubeletDown(pod)) {
            // The API records the deletion; the kubelet carries it out when its node is back.
            pod.markDeletionRequested();
            return;
        }
        long grace = gracePeriodMs != null ? gracePeriodMs : pod.spec().terminationGracePeriodMs();
        if (only == null || platform.sharedFate()) {
            afterStop(pod, termination.deletePod(pod, grace));
        } else if (!only.done()) {
            only.markDone();
            killOne(pod, only, grace, KillReason.CONTAINER_DELETED);
        }
    }

    /** Without shared fate: one member is stopped on its own, and gives back what it held. */
    private void killOne(PodState pod, ContainerState c, long graceMs, KillReason why) {
        // A running member gives back what it held when its exit is seen (exited); one not running, now.
        if (termination.killContainer(pod, c, graceMs, termination.killing(pod, c, why, graceMs))) return;
        end.memberDone(c);
        updateStatus(pod);
    }

    /**
     * Evicts a pod (shared fate) or one container (no shared fate): no restart, and the pod is
     * Failed (Evicted) at once. The grace period is the eviction manager's ({@link EvictionManager#report}).
     */
    public void evict(PodState pod, ContainerState only, String message) {
        // Only a kubelet evicts, so only a pod (or member) on a node whose kubelet runs can be evicted.
        if (pod.terminal() || pod.deleting() || !pod.anyPlaced() || NodeFailure.kubeletDown(pod)) return;
        if (only != null && !platform.sharedFate()) {
            if (only.done()) return;
            eviction.report(pod, only, message);
            only.markDone();
            only.setRestartPending(false);
            killOne(pod, only, PodTermination.MIN_POD_GRACE_MS, KillReason.CONTAINER_EVICTED);
            state.requestScheduling();
            return;
        }
        if (!platform.sharedFate()) {
            // Without shared fate, evicting "the pod" is evicting each of its containers on its own.
            for (ContainerState c : pod.containers()) if (!c.done()) evict(pod, c, message);
            return;
        }
        eviction.report(pod, null, message);
        afterStop(pod, end.fail(pod, PodReason.EVICTED, message, KillReason.POD_EVICTED, 0));
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
            afterStop(pod, end.nodeLost(pod, node));
        }
    }

    /**
     * The node is back and its kubelet starts afresh: a stop under way when it failed is over (none
     * of its processes survived), a pod deleted meanwhile is finished, and every other pod starts
     * again (or fails, when its active deadline passed meanwhile).
     */
    public void recoverNode(NodeState node) {
        Set<PodState> pods = podsOn.getOrDefault(node, Set.of());
        List<NodeFailure.Recovered> recovered = nodeFailure.recover(node, pods);
        for (PodState pod : List.copyOf(pods)) if (termination.stopping(pod)) afterStop(pod, termination.memberStopped(pod));
        for (NodeFailure.Recovered r : recovered) {
            if (r.deleted()) delete(r.pod(), null, null);
            else if (end.pastDeadline(r.pod())) afterStop(r.pod(), end.deadlineExceeded(r.pod()));
            else sync(r.pod());
        }
    }

    /** The pods with a member bound to the node, in binding order (a copy). */
    public List<PodState> podsOn(NodeState node) { return List.copyOf(podsOn.getOrDefault(node, Set.of())); }

    /** A new image for a container: see {@link CrashLoopBackOff#newImage}. */
    public void setImage(PodState pod, ContainerState c, String image) {
        switch (backOff.newImage(pod, c, image)) {
            case SYNC -> sync(pod);
            case RESTART_NOW -> restartNow(pod, c, List.of(Rules.IMAGE_CHANGE));
            case NOTHING -> { }
        }
    }

    /** The pod's phase and readiness after any change, and the stop a terminal phase begins. */
    private void updateStatus(PodState pod) {
        afterStop(pod, end.update(pod));
    }
}
