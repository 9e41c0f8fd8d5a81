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
        // A run's cgroups without a state directory: its owner died before recording it, or the
        // state directory was deleted by hand. Nobody owns them any more.
        for (Hierarchy h : host.layout().hierarchies()) {
            for (RunId id : list(h.base())) if (!live.contains(id)) stale.add(id);
        }
        // Processes that carry a run id but whose run is not live.
        for (long pid : host.proc().pids()) {
            for (String arg : host.proc().cmdline(pid)) {
                if (RunId.isValid(arg) && !live.contains(new RunId(arg))
                        && host.proc().cmdline(pid).stream().anyMatch(a -> a.startsWith("io.boundarylab.bridge."))) {
                    stale.add(new RunId(arg));
                }
            }
        }
        List<RunCleaner.Outcome> out = new ArrayList<>();
        RunCleaner cleaner = new RunCleaner(host);
        for (RunId id : stale) out.add(cleaner.clean(id));
        return out;
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
