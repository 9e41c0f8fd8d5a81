package io.boundarylab.bridge.sandbox;

import io.boundarylab.bridge.host.CgroupLayout;
import io.boundarylab.bridge.host.CgroupLayout.Hierarchy;
import io.boundarylab.bridge.host.Cgroups;
import io.boundarylab.bridge.host.Exec;
import io.boundarylab.bridge.host.RunId;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Removes everything one run made: its processes, cgroups, mounts and state directory. Used by a
 * run's own close, by the guard when the JVM died, and by the start-up sweep; every step is
 * idempotent, so two of them racing do no harm.
 */
public final class RunCleaner {

    private final Host host;

    public RunCleaner(Host host) {
        this.host = host;
    }

    /** What a clean-up found and removed. */
    public record Outcome(RunId run, int processesKilled, int cgroupsRemoved, boolean stateRemoved, List<String> problems) {
        public boolean clean() {
            return problems.isEmpty();
        }
    }

    public Outcome clean(RunId run) {
        List<String> problems = new ArrayList<>();
        RunRecord record = new RunRecord(host.stateDir(), run);
        Set<Path> groups = new LinkedHashSet<>(record.cgroups());
        for (Hierarchy h : host.layout().hierarchies()) groups.add(CgroupLayout.dir(h, List.of(run.value())));
        // The run's top directory in each hierarchy holds every group of the run.
        Set<Path> tops = new LinkedHashSet<>();
        for (Path g : groups) tops.add(topOf(g, run));

        int killed = 0;
        for (int round = 0; round < 3; round++) {
            Set<Long> pids = new LinkedHashSet<>();
            for (Path top : tops) pids.addAll(Cgroups.pidsBelow(top));
            pids.addAll(strayProcesses(run));
            pids.remove(ProcessHandle.current().pid());
            if (pids.isEmpty()) break;
            for (Path top : tops) {
                if (top.startsWith(host.layout().hierarchy(CgroupLayout.Role.KILL).map(Hierarchy::mount).orElse(Path.of("/nonexistent")))) {
                    Cgroups.killDir(top, host.layout().killMethod().orElseThrow());
                }
            }
            for (long pid : pids) {
                // A PID listed in one of this run's cgroups, or whose arguments carry this run's unique
                // id, is this run's process: a reused PID carries neither.
                ProcessHandle.of(pid).ifPresent(ProcessHandle::destroyForcibly);
                killed++;
            }
            awaitGone(pids, 2000);
        }

        int removed = 0;
        List<Path> ordered = new ArrayList<>(tops);
        ordered.sort(Comparator.comparingInt(Path::getNameCount).reversed());
        for (Path top : ordered) {
            if (!Files.exists(top)) continue;
            if (Cgroups.removeTree(top)) removed++;
            else problems.add("cgroup not removed: " + top);
        }
        host.cgroups().removeEmptyBases();

        unmountLeftovers(run, problems);
        boolean stateRemoved = deleteTree(record.dir(), problems);
        try {
            Files.deleteIfExists(host.stateDir());
        } catch (IOException e) {
            // another run still keeps its state there
        }
        return new Outcome(run, killed, removed, stateRemoved, List.copyOf(problems));
    }

    /** The group directory directly named by the run id (the run's top group in that hierarchy). */
    private static Path topOf(Path group, RunId run) {
        Path p = group;
        while (p != null && p.getFileName() != null && !p.getFileName().toString().equals(run.value())) p = p.getParent();
        return p == null || p.getFileName() == null ? group : p;
    }

    /** This run's processes found by their arguments, for any that never reached a cgroup. */
    private Set<Long> strayProcesses(RunId run) {
        Set<Long> out = new LinkedHashSet<>();
        for (long pid : host.proc().pids()) {
            List<String> args = host.proc().cmdline(pid);
            // A guard ends by itself once it has cleaned; killing it would stop that clean-up midway.
            if (args.contains(GuardMain.class.getName())) continue;
            if (args.contains(run.value()) && args.stream().anyMatch(a -> a.startsWith("io.boundarylab.bridge."))) out.add(pid);
        }
        return out;
    }

    private void awaitGone(Set<Long> pids, long timeoutMs) {
        long deadline = System.nanoTime() + timeoutMs * 1_000_000L;
        for (long pid : pids) {
            while (ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false)
                    && !"Z".equals(host.proc().state(pid).orElse("Z"))) {
                if (System.nanoTime() > deadline) return;
                try {
                    Thread.sleep(5);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
        }
    }

    /**
     * Volumes are mounted only inside the sandboxes' private mount namespaces, which vanish with
     * their processes; a mount in this namespace naming the run would be a bug, and is detached.
     */
    private void unmountLeftovers(RunId run, List<String> problems) {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/mountinfo"))) {
                String[] f = line.split(" ");
                if (f.length > 4 && f[4].contains(run.value())) {
                    Exec.Result r = Exec.run(List.of(host.tools().require("umount"), "-l", f[4]), 5000);
                    if (!r.ok()) problems.add("mount not removed: " + r.describe());
                }
            }
        } catch (IOException | RuntimeException e) {
            problems.add("cannot read mounts: " + e.getMessage());
        }
    }

    private static boolean deleteTree(Path dir, List<String> problems) {
        if (!Files.exists(dir)) return true;
        try (Stream<Path> walk = Files.walk(dir)) {
            List<Path> all = new ArrayList<>(walk.toList());
            all.sort(Comparator.comparingInt(Path::getNameCount).reversed());
            for (Path p : all) Files.deleteIfExists(p);
            return true;
        } catch (IOException | UncheckedIOException e) {
            problems.add("state not removed: " + dir + ": " + e.getMessage());
            return false;
        }
    }
}
