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
import io.boundarylab.engine.scenario.Resources;
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
    /** How often the eviction manager checks that an evicted pod is gone, and for how long. */
    static final long CLEANUP_POLL_MS = 1_000;
    static final long CLEANUP_TIMEOUT_MS = 30_000;
    /** After preStop, SIGTERM always gets at least this long (the kubelet's minimum grace). */
    static final long MIN_SIGTERM_GRACE_MS = 2_000;
    /** The pod worker never stops a pod with less than 1 s (calculateEffectiveGracePeriod). */
    static final long MIN_POD_GRACE_MS = 1_000;

    private final ClusterState state;
    private final Runnable requestScheduling;
    // Looked up, never iterated: identity hashing cannot change the order of anything.
    private final Map<ContainerState, ProcessRun> processes = new IdentityHashMap<>();
    private final Map<NodeState, ScheduledAction> evictionPasses = new IdentityHashMap<>();
    private final Map<ContainerState, Probes> probes = new IdentityHashMap<>();
    /** Pods with a member bound to each node, in binding order: eviction and node failure look only here. */
    private final Map<NodeState, Set<PodState>> podsOn = new IdentityHashMap<>();
    private final Map<PodState, Termination> terminations = new IdentityHashMap<>();
    private final Map<PodState, Integer> hooksRunning = new IdentityHashMap<>();

    public NodeAgent(ClusterState state, Runnable requestScheduling) {
        this.state = state;
        this.requestScheduling = requestScheduling;
    }

    // ---- binding and the reconcile loop ------------------------------------------------------

    /** The scheduler bound members of a pod to a node: the kubelet picks them up this instant. */
    public void bind(PodState pod, List<ContainerState> members, NodeState node) {
        if (pod.spec().nodeName() != null && kubeletRules() && members.size() == pod.containers().size() && !admitted(pod, node)) return;
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
     * The kubelet's admission of a pod bound by {@code spec.nodeName}, which no scheduler checked
     * (pkg/kubelet/lifecycle/predicate.go, rejectPod): a pod that does not fit is Failed at once,
     * reason {@code OutOfpods}, {@code OutOfcpu} or {@code OutOfmemory} (the first that fails),
     * and none of its containers is created.
     */
    private boolean admitted(PodState pod, NodeState node) {
        Resources request = pod.spec().effectiveRequests();
        Resources allocatable = node.spec().allocatable();
        String resource;
        long requested, used, capacity;
        // The node's counters already hold this pod.
        if (node.units() > node.spec().maxPods()) {
            resource = "pods";
            requested = 1;
            used = node.units() - 1;
            capacity = node.spec().maxPods();
        } else if (request.cpu() > 0 && node.cpuRequestedMilli() > allocatable.cpu()) {
            resource = "cpu";
            requested = request.cpu();
            used = node.cpuRequestedMilli() - request.cpu();
            capacity = allocatable.cpu();
        } else if (request.memory() > 0 && node.memoryRequestedBytes() > allocatable.memory()) {
            resource = "memory";
            requested = request.memory();
            used = node.memoryRequestedBytes() - request.memory();
            capacity = allocatable.memory();
        } else {
            return true;
        }
        pod.setNode(node);
        pod.markTerminal();
        pod.setReason("OutOf" + resource, "Pod was rejected: Node didn't have enough resource: " + resource
                + ", requested: " + requested + ", used: " + used + ", capacity: " + capacity);
        for (ContainerState c : pod.containers()) c.markDone();
        releasePod(pod);
        setPhase(pod, "Failed", Rules.ADMISSION);
        requestScheduling.run();
        return false;
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
        // SyncPod runs a postStart hook inline: nothing else starts in the pod until it is over.
        if (hooksRunning.getOrDefault(pod, 0) > 0) {
            updatePhase(pod);
            return;
        }
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
        hooksRunning.merge(pod, 1, Integer::sum);
        if (!hook.forever()) {
            state.kernel().schedule(hook.durationMs(), () -> {
                hooksRunning.merge(pod, -1, Integer::sum);
                if (!run.alive()) {
                    sync(pod);
                    return;
                }
                if (hook.exitCode() != 0) {
                    // startContainer: a failed hook kills the container as killContainer does
                    // (FailedPostStartHook, the pod's grace period); it restarts per policy.
                    terminate(pod, c, pod.spec().terminationGracePeriodMs(), state.about(pod, c, EventType.Killing).reason("FailedPostStartHook")
                            .message("PostStartHook failed with exit code " + hook.exitCode() + ": stopping container " + c.name())
                            .rule(Rules.POST_START), () -> { });
                    return;
                }
                p.start();
                afterHook.run();
                // Whatever became due while the hook held the pod (a finished init container) goes now.
                sync(pod);
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
    public void kill(PodState pod, ContainerState c, String probe, Long graceMs) {
        if (!c.isRunning() || c.terminating()) return;
        // computePodActions: a container failing its liveness or startup probe is killed and,
        // unless the pod's policy is Never, started again whatever its exit code; a sidecar's
        // message names it an init container and it always restarts.
        boolean restart = c.kind() == ContainerKind.SIDECAR || pod.spec().restartPolicy() != RestartPolicy.Never;
        c.setProbeKilled(restart);
        String why = (c.kind() == ContainerKind.APP ? "Container " : "Init container ") + c.name() + " failed " + probe + " probe"
                + (restart && c.kind() == ContainerKind.APP ? ", will be restarted" : "");
        // setTerminationGracePeriod: the probe's own grace period wins over the pod's.
        long grace = graceMs != null ? graceMs : pod.spec().terminationGracePeriodMs();
        terminate(pod, c, grace, why, Rules.PROBE_KILL, () -> { });
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
        if (c.replacing()) return;
        Termination stopping = terminations.get(pod);
        if (c.done() || pod.terminal() || pod.deleting() || stopping != null) {
            // Nothing restarts in a pod that is being stopped.
            c.markDone();
            afterStop(pod, c);
            if (stopping != null) stopping.memberStopped();
            return;
        }
        if (restarts(pod, c, exitCode)) {
            scheduleRestart(pod, c);
        } else if (c.kind() == ContainerKind.INIT && exitCode != 0 && state.platform().startupOrdering()) {
            // Restart policy Never: a failed init container fails the pod.
            c.markDone();
            failPod(pod, null, null, Rules.INIT_FAILED_NEVER, pod.spec().terminationGracePeriodMs());
            return;
        } else {
            c.markDone();
            if (unitFinished(pod, c)) releaseUnit(pod, c);
        }
        sync(pod);
    }

    private boolean restarts(PodState pod, ContainerState c, int exitCode) {
        RestartPolicy policy = pod.spec().restartPolicy();
        if (c.probeKilled()) {
            c.setProbeKilled(false);
            return true;
        }
        return switch (c.kind()) {
            case SIDECAR -> true;
            case INIT -> exitCode != 0 && policy != RestartPolicy.Never;
            case APP -> policy.restarts(exitCode);
        };
    }

    /**
     * Restarts an exited container as the kubelet's doBackOff does (kuberuntime_manager.go, with
     * client-go flowcontrol.Backoff): with no back-off entry, or one last moved on more than
     * twice the cap (10 min) before this exit, the container restarts at once and the entry
     * starts at 10 s; otherwise it waits in CrashLoopBackOff for the entry's delay after the
     * exit, and the entry doubles (capped at 5 min) when it restarts. So restarts come 0 s,
     * 10 s, 20 s, 40 s … 300 s after each exit.
     */
    private void scheduleRestart(PodState pod, ContainerState c) {
        long exitedAt = state.now();
        c.setRestartPending(true);
        boolean fresh = c.backoffMs() == 0 || exitedAt - c.backoffUpdatedMs() > 2 * BACKOFF_MAX_MS;
        if (fresh) {
            c.setBackoffMs(BACKOFF_INITIAL_MS);
            c.setBackoffUpdatedMs(exitedAt);
            int epoch = c.restartEpoch();
            state.kernel().schedule(0, () -> {
                if (c.restartEpoch() == epoch) restartNow(pod, c, Rules.RESTART_POLICY);
            });
            return;
        }
        long backoff = c.backoffMs();
        c.markWaiting("CrashLoopBackOff");
        state.publish(state.about(pod, c, EventType.BackOff).reason("CrashLoopBackOff")
                .message("Back-off " + Quantities.formatDuration(backoff) + " restarting failed container=" + c.name() + " pod=" + pod.name())
                .rule(Rules.RESTART_POLICY + "; " + Rules.BACKOFF));
        int epoch = c.restartEpoch();
        state.kernel().schedule(backoff, () -> {
            if (c.restartEpoch() != epoch) return;
            c.setBackoffMs(Math.min(backoff * 2, BACKOFF_MAX_MS));
            c.setBackoffUpdatedMs(state.now());
            restartNow(pod, c, Rules.RESTART_POLICY + "; " + Rules.BACKOFF);
        });
    }

    private void restartNow(PodState pod, ContainerState c, String rule) {
        c.setRestartPending(false);
        if (pod.terminal() || pod.deleting() || c.done() || c.node().failed()) return;
        if (state.platform().startupOrdering() && c.kind() == ContainerKind.APP && !initDone(pod)) return;
        start(pod, c, rule, () -> updatePhase(pod));
        updatePhase(pod);
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

    /**
     * Deletes a pod, or under no shared fate a single container, with a grace period: the
     * delete's, else the pod's terminationGracePeriodSeconds (30 s by default). The pod worker
     * never uses less than 1 s (pod_workers.go calculateEffectiveGracePeriod).
     */
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
        Termination running = terminations.get(pod);
        if (running != null) {
            running.then(() -> finishDeletion(pod));
            return;
        }
        killPod(pod, Math.max(grace, MIN_POD_GRACE_MS), rule, () -> finishDeletion(pod));
    }

    /**
     * Stops every running member of a pod as the kubelet's killContainersWithSyncResult does
     * (kuberuntime_container.go): every member's preStop hook starts at once, within the grace
     * period; app containers and a running init container then get SIGTERM with what is left;
     * native sidecars first wait for their turn (every app container and every later sidecar
     * stopped, newTerminationOrdering), then get SIGTERM with what is left after the wait.
     * Elapsed time is taken off in whole seconds, as the kubelet does, and SIGTERM always gets at
     * least 2 s before SIGKILL. {@code done} runs once no member runs any more.
     */
    private void killPod(PodState pod, long graceMs, String rule, Runnable done) {
        List<ContainerState> targets = new ArrayList<>();
        for (ContainerState c : pod.containers()) {
            c.markDone();
            c.setRestartPending(false);
            ProcessRun run = processes.get(c);
            if (run != null && run.alive()) targets.add(c);
        }
        boolean ordered = state.platform().sharedFate() && !pod.ofKind(ContainerKind.SIDECAR).isEmpty();
        Termination t = new Termination(pod, targets, ordered, rule);
        t.then(done);
        terminations.put(pod, t);
        for (ContainerState c : targets) {
            c.setTerminating(true);
            Probes p = probes.get(c);
            if (p != null) p.terminating();
            state.publish(state.about(pod, c, EventType.Killing)
                    .message("Stopping container " + c.name() + " (grace period " + Quantities.formatDuration(graceMs) + ")")
                    .rule(rule + "; " + Rules.GRACEFUL));
            long preStop = preStopMs(c, graceMs);
            long left = graceMs - wholeSeconds(preStop);
            state.kernel().schedule(preStop, () -> t.afterPreStop(c, left));
        }
        t.memberStopped();
    }

    /** How long a container's preStop hook runs within a grace period (not at all without time). */
    private static long preStopMs(ContainerState c, long graceMs) {
        HookSpec preStop = c.spec().preStop();
        if (preStop == null || graceMs <= 0) return 0;
        return preStop.forever() ? graceMs : Math.min(preStop.durationMs(), graceMs);
    }

    /** The kubelet counts elapsed hook and wait time in whole seconds, rounded down. */
    private static long wholeSeconds(long ms) {
        return ms / 1000 * 1000;
    }

    /** Sends SIGTERM; the process ends as its {@code onSigterm} says, or is killed (137) when the grace runs out. */
    private void sigterm(PodState pod, ContainerState c, long graceMs, String rule) {
        ProcessRun run = processes.get(c);
        if (run == null || !run.alive()) return;
        long after = c.spec().onSigtermAfterMs() == null ? 0 : c.spec().onSigtermAfterMs();
        int code = c.spec().onSigtermAfterMs() == null ? 143 : c.spec().onSigtermExitCode();
        if (after < graceMs) {
            state.kernel().schedule(after, () -> {
                if (run.alive()) run.exit(code, code == 0 ? "Completed" : "Error", rule + "; " + Rules.GRACEFUL);
            });
        } else {
            state.kernel().schedule(graceMs, () -> {
                if (run.alive()) run.exit(137, "Error", rule + "; " + Rules.GRACEFUL + " (SIGKILL after the grace period)");
            });
        }
    }

    /** One pod's termination in progress: which members still run, which sidecars wait for their turn. */
    private final class Termination {
        private final PodState pod;
        private final List<ContainerState> targets;
        private final boolean ordered;
        private final String rule;
        private final List<Runnable> done = new ArrayList<>();
        private final List<ContainerState> waiting = new ArrayList<>();
        private final Map<ContainerState, long[]> waitSince = new IdentityHashMap<>();
        private final Map<ContainerState, ScheduledAction> timeouts = new IdentityHashMap<>();
        private boolean finished;

        Termination(PodState pod, List<ContainerState> targets, boolean ordered, String rule) {
            this.pod = pod;
            this.targets = targets;
            this.ordered = ordered;
            this.rule = rule;
        }

        void then(Runnable r) {
            done.add(r);
        }

        void afterPreStop(ContainerState c, long leftMs) {
            if (!alive(c)) return;
            if (ordered && c.kind() == ContainerKind.SIDECAR && leftMs > 0 && !turn(c)) {
                waiting.add(c);
                waitSince.put(c, new long[] {state.now(), leftMs});
                // waitForTurn gives up when the grace period left runs out.
                timeouts.put(c, state.kernel().schedule(leftMs, () -> {
                    if (waiting.remove(c)) sigterm(pod, c, MIN_SIGTERM_GRACE_MS, rule);
                }));
                return;
            }
            sigterm(pod, c, Math.max(leftMs, MIN_SIGTERM_GRACE_MS), rule);
        }

        void memberStopped() {
            for (ContainerState s : List.copyOf(waiting)) {
                if (!alive(s)) {
                    waiting.remove(s);
                    continue;
                }
                if (!turn(s)) continue;
                waiting.remove(s);
                timeouts.remove(s).cancel();
                long[] since = waitSince.get(s);
                long left = since[1] - wholeSeconds(state.now() - since[0]);
                sigterm(pod, s, Math.max(left, MIN_SIGTERM_GRACE_MS), rule);
            }
            if (finished) return;
            for (ContainerState c : targets) if (alive(c)) return;
            finished = true;
            terminations.remove(pod);
            for (Runnable r : done) r.run();
        }

        /** A sidecar's turn: every app container and every sidecar after it has stopped. */
        private boolean turn(ContainerState sidecar) {
            boolean after = false;
            for (ContainerState o : pod.containers()) {
                if (o == sidecar) {
                    after = true;
                } else if ((o.kind() == ContainerKind.APP || (after && o.kind() == ContainerKind.SIDECAR)) && alive(o)) {
                    return false;
                }
            }
            return true;
        }

        private boolean alive(ContainerState c) {
            ProcessRun run = processes.get(c);
            return run != null && run.alive();
        }
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
            String phase = phase(pod, true);
            if (kubeletRules() && !phase.equals("Succeeded")) phase = "Failed";
            setPhase(pod, phase, Rules.GRACEFUL);
            updateReadiness(pod);
        }
        if (pod.anyPlaced()) statusesOfTerminatedPod(pod);
        state.publish(TraceEvent.of(EventType.PodDeleted).pod(pod.name()).node(pod.node() == null ? null : pod.node().name())
                .message("Pod " + pod.name() + " deleted: every member has stopped").rule(Rules.POD_DELETE));
        requestScheduling.run();
    }

    /**
     * The status manager's TerminatePod: once the pod has initialised, an app container with no
     * termination on record is reported terminated (ContainerStatusUnknown, 137); so is every
     * init container up to the last one that ever started (or the first when none did).
     */
    private void statusesOfTerminatedPod(PodState pod) {
        if (!kubeletRules()) return;
        boolean initialized = false;
        for (ContainerState c : pod.containers()) {
            if (c.kind() == ContainerKind.APP && (c.isRunning() || c.isTerminated() || c.lastState() != null)) initialized = true;
        }
        for (ContainerState c : pod.containers()) {
            if (c.kind() == ContainerKind.APP && initialized && !c.isTerminated()) markUnlocated(c);
        }
        List<ContainerState> inits = new ArrayList<>();
        for (ContainerState c : pod.containers()) if (c.kind() != ContainerKind.APP) inits.add(c);
        int last = inits.isEmpty() ? -1 : 0;
        for (int i = inits.size() - 1; i >= 0; i--) {
            ContainerState c = inits.get(i);
            if (c.state() != ContainerState.State.waiting || c.lastState() != null) {
                last = i;
                break;
            }
        }
        for (int i = 0; i <= last; i++) if (!inits.get(i).isTerminated()) markUnlocated(inits.get(i));
    }

    private void markUnlocated(ContainerState c) {
        c.markTerminated(137, "ContainerStatusUnknown", state.now());
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
        terminate(pod, c, graceMs, state.about(pod, c, EventType.Killing).message(message).rule(rule), then);
    }

    private void terminate(PodState pod, ContainerState c, long graceMs, TraceEvent.Builder killing, Runnable then) {
        ProcessRun run = processes.get(c);
        c.setTerminating(true);
        Probes p = probes.get(c);
        if (p != null) p.terminating();
        if (run == null || !run.alive()) {
            c.setRestartPending(false);
            then.run();
            return;
        }
        state.publish(killing);
        // killContainer: preStop runs only when there is time; SIGTERM always gets at least 2 s.
        long preStop = preStopMs(c, graceMs);
        long sigtermGrace = Math.max(graceMs - wholeSeconds(preStop), MIN_SIGTERM_GRACE_MS);
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

    /**
     * Evicts a pod (shared fate) or one container (no shared fate): no restart. The eviction
     * manager kills with a grace period override of 0, which the pod worker raises to 1 s
     * (preStop within it) and killContainer to at least 2 s of SIGTERM (eviction_manager.go
     * evictPod, pod_workers.go calculateEffectiveGracePeriod). The pod is Failed (Evicted) at once.
     */
    public void evict(PodState pod, ContainerState only, String message) {
        // Only a kubelet evicts, so only a pod (or member) on a node can be evicted.
        if (pod.terminal() || pod.deleting() || !pod.anyPlaced()) return;
        if (only != null && !state.platform().sharedFate()) {
            if (only.done()) return;
            state.publish(state.about(pod, only, EventType.Evicted).reason("Evicted").message(message).rule(Rules.CONTAINER_EVICTION));
            only.markDone();
            only.setRestartPending(false);
            terminate(pod, only, MIN_POD_GRACE_MS, Rules.CONTAINER_EVICTION, () -> {
                releaseIfUnit(pod, only);
                updatePhase(pod);
            });
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
        failPod(pod, "Evicted", message, Rules.POD_EVICTION, 0);
    }

    /**
     * Marks a pod Failed for good, then stops its members as a terminating pod: with the grace
     * period given (at least 1 s), sidecars last.
     */
    private void failPod(PodState pod, String reason, String message, String rule, long graceMs) {
        pod.markTerminal();
        pod.setReason(reason, message);
        for (ContainerState c : pod.containers()) {
            c.markDone();
            c.setRestartPending(false);
        }
        releasePod(pod);
        setPhase(pod, "Failed", rule);
        updateReadiness(pod);
        requestScheduling.run();
        killPod(pod, Math.max(graceMs, MIN_POD_GRACE_MS), rule, () -> statusesOfTerminatedPod(pod));
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
                failPod(pod, "NodeLost", "Node " + node.name() + " which was running pod " + pod.name() + " is unresponsive", Rules.NODE_FAILED,
                        pod.spec().terminationGracePeriodMs());
            } else {
                updatePhase(pod);
            }
        }
    }

    /**
     * A new image for a container (computePodActions: the spec hash changed): a running container
     * is stopped as killContainer does ("definition changed", the pod's grace period) and started
     * again whatever the restart policy; one waiting in back-off starts at once. The back-off key
     * includes the spec hash, so the new container has a fresh back-off.
     */
    public void setImage(PodState pod, ContainerState c, String image) {
        if (pod.terminal() || pod.deleting() || c.done()) return;
        c.setSpec(c.spec().withImage(image));
        c.setBackoffMs(0);
        if (!c.isRunning()) {
            if (!c.restartPending()) return;
            c.nextRestartEpoch();
            c.setBackoffMs(BACKOFF_INITIAL_MS);
            c.setBackoffUpdatedMs(state.now());
            restartNow(pod, c, Rules.IMAGE_CHANGE);
            return;
        }
        c.setReplacing(true);
        terminate(pod, c, pod.spec().terminationGracePeriodMs(),
                state.about(pod, c, EventType.Killing).message("Container " + c.name() + " definition changed, will be restarted").rule(Rules.IMAGE_CHANGE),
                () -> {
                    c.setReplacing(false);
                    if (pod.terminal() || pod.deleting() || c.done() || c.isRunning()) return;
                    c.setBackoffMs(BACKOFF_INITIAL_MS);
                    c.setBackoffUpdatedMs(state.now());
                    start(pod, c, Rules.IMAGE_CHANGE, () -> updatePhase(pod));
                    updatePhase(pod);
                });
    }

    private void deadlineExceeded(PodState pod) {
        if (pod.terminal() || pod.deleting()) return;
        failPod(pod, "DeadlineExceeded", "Pod was active on the node longer than the specified deadline", Rules.DEADLINE,
                pod.spec().terminationGracePeriodMs());
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
        // eviction/helpers.go evictionMessage: the node line, the threshold line, then one line per
        // app container using more than it requested.
        StringBuilder message = new StringBuilder("The node was low on resource: memory. Threshold quantity: ")
                .append(Quantities.formatMemory(node.spec().evictionHardMemoryBytes()))
                .append(", available: ").append(Quantities.formatMemory(available)).append(". ");
        for (ContainerState c : victim.pod.containers()) {
            if (c.kind() != ContainerKind.APP || (victim.container != null && c != victim.container)) continue;
            long request = c.spec().requests().memory();
            if (c.memoryUsedBytes() > request) {
                message.append("Container ").append(c.name()).append(" was using ").append(Quantities.formatMemory(c.memoryUsedBytes()))
                        .append(", request is ").append(Quantities.formatMemory(request)).append(", has larger consumption of memory. ");
            }
        }
        evict(victim.pod, victim.container, message.toString());
        awaitCleanup(node, victim, state.now());
    }

    /**
     * eviction_manager.go waitForPodsCleanup: after an eviction the manager checks every second
     * whether the evicted pod has stopped (at most 30 s), then looks at the node again at once.
     */
    private void awaitCleanup(NodeState node, Candidate victim, long evictedAtMs) {
        evictionPasses.put(node, state.kernel().schedule(CLEANUP_POLL_MS, () -> {
            boolean cleaned = true;
            for (ContainerState c : victim.pod.containers()) {
                if (victim.container != null && c != victim.container) continue;
                ProcessRun run = processes.get(c);
                if (run != null && run.alive()) cleaned = false;
            }
            if (cleaned || state.now() - evictedAtMs >= CLEANUP_TIMEOUT_MS) evictionPass(node);
            else awaitCleanup(node, victim, evictedAtMs);
        }));
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

    /** Whether the kubelet's own status rules apply: startup ordering and shared fate, as on a real node. */
    private boolean kubeletRules() {
        return state.platform().startupOrdering() && state.platform().sharedFate();
    }

    /** Pod phase by the kubelet's rules (getPhase); a terminal phase stops what still runs. */
    void updatePhase(PodState pod) {
        // A pod being deleted or stopped gets its phase when its last member has stopped.
        if (pod.terminal() || pod.deleting() || terminations.containsKey(pod)) return;
        String phase = phase(pod, false);
        if (kubeletRules() && !phase.equals("Succeeded") && !phase.equals("Failed") && appsDoneForGood(pod)) {
            // computePodActions: no app container to keep or start means KillPod; the sidecars
            // are stopped (pod grace period, reverse order) and never restarted, and the phase
            // follows from the app containers' exits once they have stopped.
            killPod(pod, pod.spec().terminationGracePeriodMs(), Rules.SIDECARS_LAST, () -> updatePhase(pod));
            return;
        }
        if (phase.equals("Succeeded") || phase.equals("Failed")) {
            // The pod worker terminates a pod whose phase is terminal: what still runs (native
            // sidecars) is stopped gracefully, in reverse order; it never restarts.
            pod.markTerminal();
            for (ContainerState c : pod.containers()) {
                c.markDone();
                c.setRestartPending(false);
            }
            releasePod(pod);
            requestScheduling.run();
            setPhase(pod, phase, Rules.PHASE);
            updateReadiness(pod);
            killPod(pod, Math.max(pod.spec().terminationGracePeriodMs(), MIN_POD_GRACE_MS), Rules.PHASE, () -> statusesOfTerminatedPod(pod));
            return;
        }
        setPhase(pod, phase, Rules.PHASE);
        updateReadiness(pod);
    }

    /** Every app container has run and stopped, and none will be restarted. */
    private static boolean appsDoneForGood(PodState pod) {
        boolean any = false;
        for (ContainerState c : pod.containers()) {
            if (c.kind() != ContainerKind.APP) continue;
            any = true;
            if (!c.hasEverStarted() || c.isRunning() || c.restartPending() || !c.done()) return false;
        }
        return any;
    }

    private String phase(PodState pod, boolean podIsTerminal) {
        if (!pod.anyPlaced()) return "Pending";
        return kubeletRules() ? kubeletPhase(pod, podIsTerminal) : naivePhase(pod);
    }

    /**
     * The kubelet's getPhase (pkg/kubelet/kubelet_pods.go), counted over the container
     * statuses: regular init containers that run or wait keep the pod Pending, a failed one
     * fails it under Never; sidecars count as running but never by their exit; app containers
     * decide Running, Succeeded or Failed by the restart policy.
     */
    private String kubeletPhase(PodState pod, boolean podIsTerminal) {
        RestartPolicy policy = pod.spec().restartPolicy();
        int pendingInit = 0, pendingSidecars = 0, failedInit = 0;
        int running = 0, waiting = 0, stopped = 0, succeeded = 0;
        boolean initialized = false;
        for (ContainerState c : pod.containers()) {
            switch (c.kind()) {
                case INIT -> {
                    if (c.isRunning()) pendingInit++;
                    else if (c.isTerminated()) {
                        if (c.exitCode() != 0) failedInit++;
                    } else if (c.lastState() != null) {
                        if (c.lastExitCode() != null && c.lastExitCode() != 0) failedInit++;
                    } else pendingInit++;
                }
                case SIDECAR -> {
                    if (c.isRunning()) {
                        if (!c.started()) pendingSidecars++;
                        running++;
                    } else if (c.state() == ContainerState.State.waiting && c.lastState() == null) {
                        pendingSidecars++;
                        waiting++;
                    }
                }
                case APP -> {
                    if (c.hasEverStarted()) initialized = true;
                    if (c.isRunning()) running++;
                    else if (c.isTerminated()) {
                        stopped++;
                        if (c.exitCode() == 0) succeeded++;
                    } else if (c.lastState() != null) stopped++;
                    else waiting++;
                }
            }
        }
        if (failedInit > 0 && policy == RestartPolicy.Never) return "Failed";
        if (pendingInit > 0 || (pendingSidecars > 0 && !initialized) || waiting > 0) return "Pending";
        if (running > 0) return "Running";
        if (stopped > 0) {
            if (podIsTerminal) return stopped == succeeded ? "Succeeded" : "Failed";
            if (policy == RestartPolicy.Always) return "Running";
            if (stopped == succeeded) return "Succeeded";
            if (policy == RestartPolicy.Never) return "Failed";
            return "Running";
        }
        return "Pending";
    }

    /** Without startup ordering or shared fate there is no kubelet rule to follow: every member counts on its own. */
    private String naivePhase(PodState pod) {
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

    /**
     * Ready when every sidecar and app container runs and is ready (status/generate.go). A pod
     * being deleted stays ready while its containers do: readiness probes keep running during
     * termination; only a terminal phase makes it unready at once.
     */
    private void updateReadiness(PodState pod) {
        boolean ready = !pod.terminal();
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
        updateReadiness(pod);
    }
}
