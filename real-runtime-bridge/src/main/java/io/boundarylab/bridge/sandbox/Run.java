package io.boundarylab.bridge.sandbox;

import io.boundarylab.bridge.host.Cgroups;
import io.boundarylab.bridge.host.Names;
import io.boundarylab.bridge.host.RunId;
import io.boundarylab.bridge.host.Tools;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * One run of the bridge: a unique run id, a state directory recording what it makes, a guard
 * process that cleans up if this JVM dies, and the sandboxes it builds. Closing the run removes
 * every process, namespace, mount and cgroup it made.
 */
public final class Run implements AutoCloseable {

    private final Host host;
    private final RunRecord record;
    private final Cgroups cgroups;
    private final Process guard;
    private final long startNanos;
    private final List<PodSandbox> sandboxes = new ArrayList<>();
    private RunCleaner.Outcome cleanup;
    private final Thread shutdownHook = new Thread(this::close, "bridge-run-cleanup");
    private boolean closed;

    private Run(Host host, RunRecord record, Process guard) {
        this.host = host;
        this.record = record;
        this.cgroups = host.cgroups();
        this.guard = guard;
        this.startNanos = System.nanoTime();
    }

    /** Sweeps stale runs, then opens a new run with its guard. */
    public static Run open(Host host) {
        new Sweeper(host).sweep();
        RunId id = RunId.generate(new SecureRandom());
        RunRecord record = RunRecord.create(host.stateDir(), id, host.proc());
        Process guard;
        try {
            guard = startGuard(host, id);
        } catch (RuntimeException e) {
            new RunCleaner(host).clean(id);
            throw e;
        }
        Run run = new Run(host, record, guard);
        // An orderly JVM exit (Ctrl-C, System.exit) cleans at once; the guard covers SIGKILL.
        Runtime.getRuntime().addShutdownHook(run.shutdownHook);
        return run;
    }

    private static Process startGuard(Host host, RunId id) {
        List<String> cmd = new ArrayList<>();
        // In a session of its own, a Ctrl-C on the terminal (SIGINT to the whole foreground group)
        // does not stop the guard before it has cleaned up.
        host.tools().find("setsid").ifPresent(p -> cmd.add(p.toString()));
        cmd.addAll(List.of(Tools.javaLauncher(), "-XX:-UsePerfData", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1",
                "-Xmx48m", "-cp", host.memberClasses().toString(), GuardMain.class.getName(), host.stateDir().toString(), id.value()));
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectError(ProcessBuilder.Redirect.DISCARD);
        try {
            Process p = pb.start();
            BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
            String first = r.readLine();
            if (first == null || !first.startsWith("guarding")) {
                p.destroyForcibly();
                throw new IllegalStateException("the guard process did not start");
            }
            return p;
        } catch (IOException e) {
            throw new IllegalStateException("cannot start the guard process: " + e.getMessage(), e);
        }
    }

    public RunId id() {
        return record.id();
    }

    public Host host() {
        return host;
    }

    public Cgroups cgroups() {
        return cgroups;
    }

    /** The guard's PID (tests check that it is gone after a clean close). */
    public long guardPid() {
        return guard.pid();
    }

    /**
     * The argument {@code owner=PID:STARTTIME} every holder and member carries: a sweep in another
     * JVM (which may keep its state elsewhere) tells a live run's processes from orphans by it.
     */
    public String ownerTag() {
        long pid = ProcessHandle.current().pid();
        return OWNER_ARG + pid + ":" + host.proc().startTime(pid).orElse(-1);
    }

    /** The prefix of the owner argument. */
    public static final String OWNER_ARG = "owner=";

    /** Milliseconds since the run opened: the time axis of the run's trace. */
    public long elapsedMs() {
        return (System.nanoTime() - startNanos) / 1_000_000L;
    }

    RunRecord record() {
        return record;
    }

    private Path readableMemberClasses;

    /**
     * The member programs' classes where any uid can read them: copied once per run into its state
     * folder (removed with it), opened to others along with that folder.
     */
    synchronized Path readableMemberClasses() {
        if (readableMemberClasses == null) {
            Path dir = record.dir();
            try {
                Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwxr-xr-x"));
            } catch (IOException e) {
                throw new UncheckedIOException("cannot open " + dir + " to the member's uid", e);
            }
            readableMemberClasses = ReadableMemberClasses.copy(host.memberClasses(), dir.resolve("member-classes"));
        }
        return readableMemberClasses;
    }

    /** The path where a pod's volume appears inside its sandboxes. */
    public Path volumePath(String pod, String volume) {
        return record.volumeDir(pod, volume);
    }

    /** Where a volume only one member sees is mounted (a pod without shared storage): in the run's state, removed with it. */
    public Path privateVolumePath(String pod, String member, String volume) {
        return record.dir().resolve("private").resolve(Names.label(pod)).resolve(Names.label(member)).resolve(Names.label(volume));
    }

    /**
     * A member's own files (a container's root filesystem, for paths outside its volumes): a folder
     * in the run's state, made here and removed with it.
     */
    public Path scratchPath(String pod, String member) {
        Path dir = record.dir().resolve("scratch").resolve(Names.label(pod)).resolve(Names.label(member));
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return dir;
    }

    /** Makes a group of this run (recording each directory before it is made). */
    Cgroups.Group createGroup(Cgroups.Group group) {
        return cgroups.create(group, record::addCgroup);
    }

    /**
     * Builds a sandbox: a holder process owning fresh network, UTS, IPC and mount namespaces, a
     * cgroup for the pod, loopback up, the hostname set, and one tmpfs per pod volume.
     *
     * @param name    the sandbox's name (also its hostname)
     * @param pod     the pod its members belong to (volumes are named after it)
     * @param volumes the pod volumes to mount in this sandbox
     */
    public PodSandbox sandbox(String name, String pod, List<String> volumes) {
        PodSandbox s = new PodSandbox(this, name, pod, volumes);
        synchronized (sandboxes) {
            sandboxes.add(s);
        }
        s.start();
        return s;
    }

    /** What the clean-up at close found, or null before close. */
    public RunCleaner.Outcome cleanup() {
        return cleanup;
    }

    @Override
    public void close() {
        synchronized (this) {
            if (closed) return;
            closed = true;
        }
        if (Thread.currentThread() != shutdownHook) {
            try {
                Runtime.getRuntime().removeShutdownHook(shutdownHook);
            } catch (IllegalStateException e) {
                // the JVM is already shutting down
            }
        }
        List<PodSandbox> all;
        synchronized (sandboxes) {
            all = List.copyOf(sandboxes);
        }
        for (PodSandbox s : all) s.killAll();
        cleanup = new RunCleaner(host).clean(record.id());
        try (OutputStream o = guard.getOutputStream()) {
            o.write("done\n".getBytes(StandardCharsets.UTF_8));
        } catch (IOException e) {
            // the guard is gone already
        }
        try {
            if (!guard.waitFor(5, TimeUnit.SECONDS)) guard.destroyForcibly();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
