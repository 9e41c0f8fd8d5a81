package io.boundarylab.bridge.sandbox;

import io.boundarylab.bridge.host.Cgroups;
import io.boundarylab.bridge.member.Report;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * A running member program (or holder): its process, its cgroup and what it has reported so far,
 * each report stamped with the run's elapsed time when it arrived.
 */
public final class MemberProcess {

    /** A report and when it arrived, in milliseconds since the run started. */
    public record Timed(long tMs, Report report) {
    }

    /** Hears every report as it arrives and the exit when it happens. */
    public interface Listener {
        void onReport(MemberProcess member, Timed report);

        void onExit(MemberProcess member, int exitCode, long tMs);
    }

    private final String pod;
    private final String name;
    private final Process process;
    private final Cgroups.Group group;
    private final PodSandbox sandbox;
    private final List<Timed> reports = new ArrayList<>();
    private final StringBuilder stderr = new StringBuilder();
    private final OutputStream stdin;
    private volatile boolean ended;

    MemberProcess(String pod, String name, Process process, Cgroups.Group group, PodSandbox sandbox, Run run, Listener listener) {
        this.pod = pod;
        this.name = name;
        this.process = process;
        this.group = group;
        this.sandbox = sandbox;
        this.stdin = process.getOutputStream();
        Thread reader = new Thread(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                String line;
                while ((line = r.readLine()) != null) {
                    Report rep = Report.parse(line);
                    if (rep == null) continue;
                    Timed t = new Timed(run.elapsedMs(), rep);
                    // The listener first: whoever waits for this report then finds its trace event written.
                    if (listener != null) listener.onReport(this, t);
                    synchronized (reports) {
                        reports.add(t);
                        reports.notifyAll();
                    }
                }
            } catch (IOException ignored) {
                // the process ended
            }
            int code;
            try {
                code = process.waitFor();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
            if (listener != null) listener.onExit(this, code, run.elapsedMs());
            ended = true;
            synchronized (reports) {
                reports.notifyAll();
            }
        }, "member-" + name);
        reader.setDaemon(true);
        reader.start();
        Thread err = new Thread(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(process.getErrorStream(), StandardCharsets.UTF_8))) {
                String line;
                while ((line = r.readLine()) != null) {
                    synchronized (stderr) {
                        if (stderr.length() < 4000) stderr.append(line).append('\n');
                    }
                }
            } catch (IOException ignored) {
                // the process ended
            }
        }, "member-err-" + name);
        err.setDaemon(true);
        err.start();
    }

    public String pod() {
        return pod;
    }

    public String name() {
        return name;
    }

    public long pid() {
        return process.pid();
    }

    public Cgroups.Group group() {
        return group;
    }

    public PodSandbox sandbox() {
        return sandbox;
    }

    /** Tells the member to begin (it waits so it can be put into its cgroups first). */
    void go() {
        try {
            stdin.write("go\n".getBytes(StandardCharsets.UTF_8));
            stdin.flush();
        } catch (IOException e) {
            // the member already died; its exit is reported
        }
    }

    /** Closes the pipe: the member (or holder) ends by itself. */
    void closePipe() {
        try {
            stdin.close();
        } catch (IOException ignored) {
            // already closed
        }
    }

    /** The reports so far. */
    public List<Timed> reports() {
        synchronized (reports) {
            return List.copyOf(reports);
        }
    }

    /** Waits for the first report matching the predicate; empty on timeout or when the member ended first. */
    public Optional<Report> await(Predicate<Report> match, long timeoutMs) {
        long deadline = System.nanoTime() + timeoutMs * 1_000_000L;
        synchronized (reports) {
            while (true) {
                for (Timed t : reports) if (match.test(t.report())) return Optional.of(t.report());
                long left = (deadline - System.nanoTime()) / 1_000_000L;
                if (left <= 0 || readerDone()) return Optional.empty();
                try {
                    reports.wait(Math.min(left, 50));
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return Optional.empty();
                }
            }
        }
    }

    private boolean readerDone() {
        return ended;
    }

    /** Waits for the first report of a kind. */
    public Optional<Report> await(String kind, long timeoutMs) {
        return await(r -> r.kind().equals(kind), timeoutMs);
    }

    /**
     * Waits for the member to end and for its last reports and its exit to be heard by the listener;
     * the exit code, or empty on timeout.
     */
    public Optional<Integer> awaitExit(long timeoutMs) {
        long deadline = System.nanoTime() + timeoutMs * 1_000_000L;
        synchronized (reports) {
            while (!ended) {
                long left = (deadline - System.nanoTime()) / 1_000_000L;
                if (left <= 0) return Optional.empty();
                try {
                    reports.wait(Math.min(left, 50));
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return Optional.empty();
                }
            }
        }
        return Optional.of(process.exitValue());
    }

    public boolean isAlive() {
        return process.isAlive();
    }

    /** What the member wrote on standard error (for a diagnostic when it failed to start). */
    public String stderr() {
        synchronized (stderr) {
            return stderr.toString();
        }
    }

    void destroyForcibly() {
        process.destroyForcibly();
    }
}
