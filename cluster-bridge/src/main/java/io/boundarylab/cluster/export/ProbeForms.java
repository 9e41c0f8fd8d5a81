package io.boundarylab.cluster.export;

import io.boundarylab.cluster.Text;
import io.boundarylab.engine.scenario.HookSpec;
import io.boundarylab.engine.scenario.ProbeSpec;
import io.fabric8.kubernetes.api.model.IntOrString;
import io.fabric8.kubernetes.api.model.LifecycleHandler;
import io.fabric8.kubernetes.api.model.LifecycleHandlerBuilder;
import io.fabric8.kubernetes.api.model.Probe;
import io.fabric8.kubernetes.api.model.ProbeBuilder;

import java.util.ArrayList;
import java.util.List;

/**
 * Probes and lifecycle hooks as Kubernetes runs them. A port probe becomes a {@code tcpSocket}
 * check; a simulated exec outcome becomes a command with the same timing: {@code test -e} for
 * {@code fileExists}, the seconds since the script started for {@code passAfter}/{@code failAfter},
 * and a counter per probe for a list of {@code results}. Kubernetes counts probe timing in whole
 * seconds, so a probe timed in fractions of a second has no faithful form and is refused.
 */
final class ProbeForms {
    private ProbeForms() {
    }

    static Probe probe(String where, String kind, ProbeSpec p) throws NotExportable {
        if (p == null) return null;
        try {
            return probeOf(where, kind, p);
        } catch (NotExportable x) {
            throw x.within(NotExportable.Spot.field(kind + "Probe"));
        }
    }

    private static Probe probeOf(String where, String kind, ProbeSpec p) throws NotExportable {
        String at = where + " " + kind + "Probe";
        ProbeBuilder b = new ProbeBuilder()
                .withInitialDelaySeconds(seconds(at, "initialDelay", p.initialDelayMs()))
                .withPeriodSeconds(seconds(at, "period", p.periodMs()))
                .withTimeoutSeconds(seconds(at, "timeout", p.timeoutMs()))
                .withSuccessThreshold(p.successThreshold())
                .withFailureThreshold(p.failureThreshold());
        if (p.terminationGracePeriodMs() != null) {
            b.withTerminationGracePeriodSeconds((long) seconds(at, "terminationGracePeriod", p.terminationGracePeriodMs()));
        }
        if (p.port() != null) return b.withNewTcpSocket().withPort(new IntOrString(p.port())).endTcpSocket().build();
        return b.withNewExec().withCommand(command(at, kind, p)).endExec().build();
    }

    /** The exec command of a simulated probe outcome, as an argument array. */
    static List<String> command(String at, String kind, ProbeSpec p) throws NotExportable {
        String state = "\"${BL_STATE:-" + ShellScript.STATE_DIR + "}\"";
        if (p.fileExists() != null) return List.of("test", "-e", p.fileExists());
        if (p.results() != null && !p.results().isEmpty()) {
            // Result n of the list, the last one repeating; the counter lives with the container instance.
            StringBuilder s = new StringBuilder("f=" + state + "/probe-" + kind + "; n=$(cat \"$f\" 2>/dev/null || echo 0); "
                    + "echo $((n + 1)) > \"$f\"; case $n in ");
            List<String> r = p.results();
            for (int i = 0; i < r.size() - 1; i++) s.append(i).append(") exit ").append(code(r.get(i))).append(";; ");
            s.append("*) exit ").append(code(r.get(r.size() - 1))).append(";; esac");
            return List.of("sh", "-c", s.toString());
        }
        List<String> tests = new ArrayList<>();
        String elapsed = "$(( $(date +%s) - $(cat " + state + "/started) ))";
        if (p.passAfterMs() != null) tests.add("[ " + elapsed + " -ge " + seconds(at, "passAfter", p.passAfterMs()) + " ]");
        if (p.failAfterMs() != null) tests.add("[ " + elapsed + " -lt " + seconds(at, "failAfter", p.failAfterMs()) + " ]");
        if (tests.isEmpty()) return List.of("true");
        return List.of("sh", "-c", String.join(" && ", tests));
    }

    private static int code(String result) {
        return "pass".equals(result) ? 0 : 1;
    }

    static LifecycleHandler hook(HookSpec h) {
        if (h == null) return null;
        String body = h.forever() ? "while :; do sleep 3600; done" : "sleep " + ShellScript.seconds(h.durationMs()) + "; exit " + h.exitCode();
        return new LifecycleHandlerBuilder().withNewExec().withCommand("sh", "-c", body).endExec().build();
    }

    /** Whole seconds, as Kubernetes' probe and grace-period fields take them. */
    static int seconds(String at, String field, long ms) throws NotExportable {
        if (ms % 1000 != 0) {
            throw new NotExportable(at, Text.get("refuse.wholeSeconds", field, String.valueOf(ms),
                    String.valueOf(Math.max(1, Math.round(ms / 1000.0))))).within(NotExportable.Spot.field(field + "Seconds"));
        }
        return (int) (ms / 1000);
    }
}
