package io.boundarylab.app.playground;

import static io.boundarylab.app.playground.FormValues.MAX_SECONDS;
import static io.boundarylab.app.playground.FormValues.MAX_THRESHOLD;
import static io.boundarylab.app.playground.FormValues.number;
import static io.boundarylab.app.playground.FormValues.requireRange;
import static io.boundarylab.app.playground.PodEdits.container;
import static io.boundarylab.app.playground.PodEdits.with;

import io.boundarylab.app.playground.EditRefused.Field;
import io.boundarylab.app.playground.EditRefused.Reason;
import io.boundarylab.engine.scenario.ContainerSpec;
import io.boundarylab.engine.scenario.ProbeSpec;
import io.boundarylab.engine.scenario.Scenario;
import java.util.ArrayList;
import java.util.List;

/**
 * The form's edits of a container's startup, liveness and readiness probes, of every kind the
 * scenario format has, and how the form shows one.
 */
public final class ProbeEdits {
    private ProbeEdits() {
    }

    /** The three probes a container may have. */
    public enum Probe { STARTUP, LIVENESS, READINESS }

    /** Sets one of the container's probes as given, or removes it ({@code probe} null). */
    public static Scenario probe(Scenario s, int pod, int container, Probe which, ProbeSpec probe) {
        return container(s, pod, container, c -> withProbe(c, which, probe));
    }

    private static ContainerSpec withProbe(ContainerSpec c, Probe which, ProbeSpec probe) {
        return new ContainerSpec(c.name(), c.image(), c.restartPolicy(), c.requests(), c.limits(), c.ports(), c.volumeMounts(),
                which == Probe.STARTUP ? probe : c.startupProbe(),
                which == Probe.LIVENESS ? probe : c.livenessProbe(),
                which == Probe.READINESS ? probe : c.readinessProbe(),
                c.postStart(), c.preStop(), c.onSigtermAfterMs(), c.onSigtermExitCode(), c.steps(), c.pullFailures());
    }

    /** The container's probe of that kind, or null. */
    public static ProbeSpec probe(ContainerSpec c, Probe which) {
        return switch (which) {
            case STARTUP -> c.startupProbe();
            case LIVENESS -> c.livenessProbe();
            case READINESS -> c.readinessProbe();
        };
    }

    /**
     * A tcpSocket probe on a port (it passes while something listens there), with Kubernetes'
     * defaults for what the form does not set: no initial delay, a 1 s timeout, one success.
     */
    public static ProbeSpec tcpProbe(int port, long periodMs, int failureThreshold) {
        return new ProbeSpec(port, null, null, null, null, 0, periodMs, 1_000, 1, failureThreshold);
    }

    /**
     * What a probe checks, as the scenario format has it: a port (written as tcpSocket; an httpGet
     * reads as the same check, since the engine only asks whether something listens), or a
     * simulated exec outcome.
     */
    public enum ProbeKind { NONE, PORT, FILE_EXISTS, PASS_AFTER, FAIL_AFTER, RESULTS }

    public static ProbeKind probeKind(ProbeSpec p) {
        if (p == null) return ProbeKind.NONE;
        if (p.port() != null) return ProbeKind.PORT;
        if (p.fileExists() != null) return ProbeKind.FILE_EXISTS;
        if (p.passAfterMs() != null) return ProbeKind.PASS_AFTER;
        if (p.failAfterMs() != null) return ProbeKind.FAIL_AFTER;
        return ProbeKind.RESULTS;
    }

    /** The probe's one value as the form shows it: the port, the file, the seconds, or "pass,fail". */
    public static String probeValue(ProbeSpec p) {
        return switch (probeKind(p)) {
            case NONE -> "";
            case PORT -> Integer.toString(p.port());
            case FILE_EXISTS -> p.fileExists();
            case PASS_AFTER -> Long.toString(p.passAfterMs() / 1000);
            case FAIL_AFTER -> Long.toString(p.failAfterMs() / 1000);
            case RESULTS -> String.join(",", p.results());
        };
    }

    /**
     * A probe's timing as the form shows it, in seconds and counts as Kubernetes writes them
     * ({@code initialDelaySeconds}, {@code periodSeconds}, {@code timeoutSeconds},
     * {@code successThreshold}, {@code failureThreshold}).
     */
    public record ProbeTiming(long initialDelaySeconds, long periodSeconds, long timeoutSeconds, long successThreshold,
                              long failureThreshold) {
        /** Kubernetes' defaults: no delay, every 10 s, a 1 s timeout, one success, three failures. */
        public static final ProbeTiming DEFAULT = new ProbeTiming(0, 10, 1, 1, 3);

        /** The probe's timing, or the defaults for no probe. */
        public static ProbeTiming of(ProbeSpec p) {
            return p == null ? DEFAULT : new ProbeTiming(p.initialDelayMs() / 1000, p.periodMs() / 1000, p.timeoutMs() / 1000,
                    p.successThreshold(), p.failureThreshold());
        }
    }

    /**
     * Sets the container's probe of that kind from the form's fields ({@link ProbeKind#NONE} removes
     * it), keeping what the form does not show: the probe's own termination grace period.
     *
     * @throws EditRefused naming the field and why, for a value that cannot be one
     */
    public static Scenario probe(Scenario s, int pod, int container, Probe which, ProbeKind kind, String value, ProbeTiming timing) {
        ProbeSpec made = probeOf(which, kind, value, timing);
        return container(s, pod, container, c -> {
            ProbeSpec was = probe(c, which);
            ProbeSpec kept = made == null || was == null ? made : new ProbeSpec(made.port(), made.fileExists(), made.passAfterMs(),
                    made.failAfterMs(), made.results(), made.initialDelayMs(), made.periodMs(), made.timeoutMs(), made.successThreshold(),
                    made.failureThreshold(), was.terminationGracePeriodMs());
            return withProbe(c, which, kept);
        });
    }

    /**
     * A probe of that kind from the form's text and timing; null for {@link ProbeKind#NONE}. A
     * liveness or startup probe takes one success only, as Kubernetes' validation requires
     * (validateContainers: "must be 1"); only a readiness probe may ask for several in a row.
     *
     * @throws EditRefused naming the field and why, for a value that cannot be one
     */
    public static ProbeSpec probeOf(Probe which, ProbeKind kind, String value, ProbeTiming timing) {
        if (kind == ProbeKind.NONE) return null;
        String v = value == null ? "" : value.trim();
        long delay = requireRange(Field.INITIAL_DELAY, timing.initialDelaySeconds(), 0, MAX_SECONDS) * 1000;
        long period = requireRange(Field.PERIOD, timing.periodSeconds(), 1, MAX_SECONDS) * 1000;
        long timeout = requireRange(Field.TIMEOUT, timing.timeoutSeconds(), 1, MAX_SECONDS) * 1000;
        int successes = (int) requireRange(Field.SUCCESS_THRESHOLD, timing.successThreshold(), 1, MAX_THRESHOLD);
        if (successes != 1 && which != Probe.READINESS) throw new EditRefused(Field.SUCCESS_THRESHOLD, Reason.SUCCESS_ONE);
        int failures = (int) requireRange(Field.FAILURE_THRESHOLD, timing.failureThreshold(), 1, MAX_THRESHOLD);
        return switch (kind) {
            case PORT -> new ProbeSpec((int) requireRange(Field.PROBE_PORT, number(Field.PROBE_PORT, v), 1, 65_535), null, null, null, null,
                    delay, period, timeout, successes, failures);
            case FILE_EXISTS -> {
                if (!v.startsWith("/")) throw new EditRefused(Field.PROBE_FILE, Reason.ABSOLUTE_PATH, v);
                yield new ProbeSpec(null, v, null, null, null, delay, period, timeout, successes, failures);
            }
            case PASS_AFTER -> new ProbeSpec(null, null, requireRange(Field.PASS_AFTER, number(Field.PASS_AFTER, v), 0, MAX_SECONDS) * 1000,
                    null, null, delay, period, timeout, successes, failures);
            case FAIL_AFTER -> new ProbeSpec(null, null, null, requireRange(Field.FAIL_AFTER, number(Field.FAIL_AFTER, v), 0, MAX_SECONDS) * 1000,
                    null, delay, period, timeout, successes, failures);
            case RESULTS -> new ProbeSpec(null, null, null, null, results(v), delay, period, timeout, successes, failures);
            case NONE -> null;
        };
    }

    private static List<String> results(String v) {
        List<String> out = new ArrayList<>();
        for (String r : v.split(",")) {
            String t = r.trim();
            if (!t.equals("pass") && !t.equals("fail")) {
                throw new EditRefused(Field.PROBE_RESULTS, Reason.PASS_OR_FAIL, v);
            }
            out.add(t);
        }
        return out;
    }
}
