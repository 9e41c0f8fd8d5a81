package io.boundarylab.engine.cluster.node;

import io.boundarylab.engine.cluster.state.ClusterState;
import io.boundarylab.engine.cluster.state.ContainerState;
import io.boundarylab.engine.cluster.state.PodState;
import io.boundarylab.engine.cluster.state.Rules;
import io.boundarylab.engine.kernel.ScheduledAction;
import io.boundarylab.engine.scenario.ProbeSpec;
import io.boundarylab.engine.trace.EventType;

import java.util.List;

/**
 * The probe workers of one container run (concepts/configuration/liveness-readiness-startup-probes):
 * a startup probe gates the other two; a liveness probe that fails {@code failureThreshold} times in
 * a row kills the container, which is then restarted per the restart policy; a readiness probe only
 * changes readiness. While the container terminates, readiness keeps running and liveness stops.
 */
final class Probes {
    /** What the probes ask of the node agent. */
    interface Effects {
        void startupPassed(PodState pod, ContainerState c);

        void readinessChanged(PodState pod, ContainerState c);

        /**
         * The container failed its liveness or startup probe ({@code probe}): the node agent's
         * next plan kills it; it is restarted unless the pod's policy is Never. {@code graceMs} is the probe's own grace
         * period, or null for the pod's.
         */
        void probeFailed(PodState pod, ContainerState c, String probe, Long graceMs);
    }

    enum Kind {
        startup("Startup"), liveness("Liveness"), readiness("Readiness");

        final String title;

        Kind(String title) {
            this.title = title;
        }
    }

    private final ClusterState state;
    private final PodState pod;
    private final ContainerState c;
    private final Effects effects;
    private final long startedAtMs;
    /**
     * Each worker's next tick, by kind: a tick replaces the one that ran, so a probe that runs for
     * an hour holds one pending tick, not one per period. Made at the first tick (most containers of
     * a large run have no probe).
     */
    private ScheduledAction[] timers;
    private boolean stopped;
    private boolean livenessStopped;

    Probes(ClusterState state, PodState pod, ContainerState c, Effects effects) {
        this.state = state;
        this.pod = pod;
        this.c = c;
        this.effects = effects;
        this.startedAtMs = state.now();
    }

    /** Starts the workers: the startup probe alone if there is one, else liveness and readiness. */
    void start() {
        ProbeSpec startup = c.spec().startupProbe();
        if (startup != null) {
            worker(Kind.startup, startup);
        } else {
            afterStartup();
        }
    }

    private void afterStartup() {
        if (c.spec().livenessProbe() != null) worker(Kind.liveness, c.spec().livenessProbe());
        if (c.spec().readinessProbe() != null) worker(Kind.readiness, c.spec().readinessProbe());
    }

    /** Termination began: liveness stops, readiness goes on. */
    void terminating() {
        livenessStopped = true;
    }

    /** The container stopped: every worker stops. */
    void stop() {
        stopped = true;
        if (timers == null) return;
        for (ScheduledAction t : timers) if (t != null) t.cancel();
    }

    private void setTimer(Kind kind, ScheduledAction t) {
        if (timers == null) timers = new ScheduledAction[Kind.values().length];
        timers[kind.ordinal()] = t;
    }

    private void worker(Kind kind, ProbeSpec spec) {
        int[] successes = {0}, failures = {0}, resultIndex = {0};
        boolean[] done = {false};
        Runnable[] tick = new Runnable[1];
        tick[0] = () -> {
            if (stopped || done[0]) return;
            // prober worker: on deletion liveness and startup stop (reported as success); readiness goes on.
            if (kind != Kind.readiness && livenessStopped) return;
            String failure = check(spec, resultIndex);
            if (failure == null) {
                failures[0] = 0;
                successes[0]++;
                if (successes[0] >= spec.successThreshold()) onSuccess(kind, done);
            } else {
                successes[0] = 0;
                failures[0]++;
                state.publish(pod, state.about(pod, c, EventType.Unhealthy).probe(kind.name()).reason("Unhealthy")
                        .message(kind.title + " probe failed: " + failure)
                        .rule(ruleFor(kind)));
                if (failures[0] >= spec.failureThreshold()) onFailure(kind, done);
            }
            if (!done[0] && !stopped) setTimer(kind, state.kernel().schedule(spec.periodMs(), tick[0]));
        };
        // initialDelaySeconds counts from the container's start (prober worker doProbe), so a
        // liveness or readiness probe released by the startup probe does not wait for it again.
        setTimer(kind, state.kernel().schedule(Math.max(0, startedAtMs + spec.initialDelayMs() - state.now()), tick[0]));
    }

    private static String ruleFor(Kind kind) {
        return switch (kind) {
            case startup -> Rules.STARTUP_PROBE;
            case liveness -> Rules.LIVENESS_PROBE;
            case readiness -> Rules.READINESS_PROBE;
        };
    }

    private void onSuccess(Kind kind, boolean[] done) {
        switch (kind) {
            case startup -> {
                done[0] = true;
                effects.startupPassed(pod, c);
                afterStartup();
            }
            case readiness -> {
                if (!c.ready()) {
                    c.setReady(true);
                    effects.readinessChanged(pod, c);
                }
            }
            case liveness -> { }
        }
    }

    private void onFailure(Kind kind, boolean[] done) {
        switch (kind) {
            case startup, liveness -> {
                done[0] = true;
                ProbeSpec spec = kind == Kind.startup ? c.spec().startupProbe() : c.spec().livenessProbe();
                effects.probeFailed(pod, c, kind.name(), spec.terminationGracePeriodMs());
            }
            case readiness -> {
                if (c.ready()) {
                    c.setReady(false);
                    effects.readinessChanged(pod, c);
                }
            }
        }
    }

    /** Null when the check passes, else why it failed. */
    private String check(ProbeSpec spec, int[] resultIndex) {
        long age = state.now() - startedAtMs;
        if (spec.port() != null) {
            if (c.identity() != null && c.identity().listener(spec.port()) != null) return null;
            return "dial tcp " + (c.identity() == null ? "?" : c.identity().ip()) + ":" + spec.port() + ": connect: connection refused";
        }
        if (spec.fileExists() != null) {
            return c.isRunning() && fileExists(spec.fileExists()) ? null : spec.fileExists() + " does not exist";
        }
        if (spec.passAfterMs() != null) return age >= spec.passAfterMs() ? null : "not yet passing";
        if (spec.failAfterMs() != null) return age < spec.failAfterMs() ? null : "failing since " + spec.failAfterMs() + "ms";
        List<String> results = spec.results();
        String r = results.get(Math.min(resultIndex[0], results.size() - 1));
        resultIndex[0]++;
        return r.equals("pass") ? null : "exec probe returned failure";
    }

    private boolean fileExists(String path) {
        ProcessRun run = files;
        return run != null && run.exists(path);
    }

    private ProcessRun files;

    /** The process whose view of the file system exec probes look at. */
    void watch(ProcessRun run) {
        this.files = run;
    }
}
