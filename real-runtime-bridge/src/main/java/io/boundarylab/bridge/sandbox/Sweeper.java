package io.boundarylab.bridge.sandbox;

import io.boundarylab.bridge.host.CgroupLayout.Hierarchy;
import io.boundarylab.bridge.host.RunId;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The start-up sweep: finds runs whose owning JVM is gone (judged by PID and start time, so a
 * reused PID does not keep a dead run alive) and removes what they left.
 */
public final class Sweeper {

    /**
     * A run's cgroups without a record here may belong to a JVM that keeps its state elsewhere and
     * is starting its first process this instant: they count as stale only after this long.
     */
    static final long UNRECORDED_GRACE_MS = 60_000;

    private final Host host;

    public Sweeper(Host host) {
        this.host = host;
    }

    /** Cleans every stale run and returns what was found. */
    public List<RunCleaner.Outcome> sweep() {
        Set<RunId> stale = new LinkedHashSet<>();
        Set<RunId> live = new LinkedHashSet<>();
        for (RunId id : list(host.stateDir())) {
            if (new RunRecord(host.stateDir(), id).ownerAlive(host.proc())) live.add(id);
            else stale.add(id);
        }
        // Processes that carry a run id: stale when the JVM named by their owner argument is gone.
        // (Another JVM may keep its run state elsewhere: only the owner argument is trusted here.)
        Set<RunId> ownedByLiveJvm = new LinkedHashSet<>();
        for (long pid : host.proc().pids()) {
            List<String> args = host.proc().cmdline(pid);
            RunId id = runIdOf(args);
            if (id == null || live.contains(id)) continue;
            Boolean ownerAlive = ownerAlive(args);
            if (ownerAlive == null) continue;
            if (ownerAlive) ownedByLiveJvm.add(id);
            else stale.add(id);
        }
        // A run's cgroups without a state directory here: stale unless a live JVM still owns its processes.
        for (Hierarchy h : host.layout().hierarchies()) {
            for (RunId id : list(h.base())) {
                if (!live.contains(id) && !ownedByLiveJvm.contains(id) && olderThan(h.base().resolve(id.value()), UNRECORDED_GRACE_MS)) {
                    stale.add(id);
                }
            }
        }
        stale.removeAll(ownedByLiveJvm);
        removeAbandonedDrafts();
        List<RunCleaner.Outcome> out = new ArrayList<>();
        RunCleaner cleaner = new RunCleaner(host);
        for (RunId id : stale) out.add(cleaner.clean(id));
        return out;
    }

    /**
     * A record still under its draft name is being written this instant, or its JVM died in the microseconds before
     * the rename (nothing else of that run exists yet): removed once it is older than the grace.
     */
    private void removeAbandonedDrafts() {
        if (!Files.isDirectory(host.stateDir())) return;
        try (Stream<Path> s = Files.list(host.stateDir())) {
            for (Path draft : s.toList()) {
                String n = draft.getFileName().toString();
                if (!n.startsWith(RunRecord.DRAFT_PREFIX) || !RunId.isValid(n.substring(RunRecord.DRAFT_PREFIX.length()))) continue;
                if (!olderThan(draft, UNRECORDED_GRACE_MS)) continue;
                try (Stream<Path> files = Files.list(draft)) {
                    for (Path f : files.toList()) Files.deleteIfExists(f);
                }
                Files.deleteIfExists(draft);
            }
        } catch (IOException e) {
            // another sweep removed it first, or the folder is not ours to list: the next sweep tries again
        }
    }

    /** The run id a bridge process carries (MemberMain RUN_ID …), or null for any other process. */
    private static RunId runIdOf(List<String> args) {
        if (args.stream().noneMatch(a -> a.startsWith("io.boundarylab.bridge."))) return null;
        for (String a : args) if (RunId.isValid(a)) return new RunId(a);
        return null;
    }

    /** Whether the JVM named by an {@code owner=PID:STARTTIME} argument still runs; null without one. */
    private Boolean ownerAlive(List<String> args) {
        for (String a : args) {
            if (!a.startsWith(Run.OWNER_ARG)) continue;
            try {
                String[] f = a.substring(Run.OWNER_ARG.length()).split(":");
                return host.proc().isAlive(Long.parseLong(f[0]), Long.parseLong(f[1]));
            } catch (RuntimeException e) {
                return false;
            }
        }
        return null;
    }

    private static boolean olderThan(Path dir, long ms) {
        try {
            return Files.getLastModifiedTime(dir).toMillis() < System.currentTimeMillis() - ms;
        } catch (IOException e) {
            return false;
        }
    }

    private static List<RunId> list(Path dir) {
        List<RunId> out = new ArrayList<>();
        if (!Files.isDirectory(dir)) return out;
        try (Stream<Path> s = Files.list(dir)) {
            s.forEach(p -> {
                String n = p.getFileName().toString();
                if (RunId.isValid(n)) out.add(new RunId(n));
            });
        } catch (IOException e) {
            return out;
        }
        return out;
    }
}
