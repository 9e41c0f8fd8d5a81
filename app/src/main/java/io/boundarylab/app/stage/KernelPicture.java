package io.boundarylab.app.stage;

import io.boundarylab.app.cluster.MemberState;
import io.boundarylab.bridge.experiment.KernelRun;
import io.boundarylab.bridge.experiment.SeenProcess;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.OptionalLong;

/**
 * What the kernel reported about one run, arranged as boundaries a learner can see: processes that
 * are in one network namespace sit in one box (the boundary a Pod's members share, its one
 * localhost), a process whose network namespace differs sits in a box of its own. Inside a box,
 * the other namespaces its processes all share are named on it; where they differ in one, the box
 * holds a smaller box per namespace of that kind. Each box carries the cgroup its processes have
 * in common (the pod's cgroup, as the kubelet makes one per Pod).
 *
 * <p>The grouping comes from the inode numbers alone: two processes are in one namespace exactly
 * when the kernel gave them the same inode. A namespace a process did not report is never taken
 * as shared: that process stands alone at that level. Order is the order the processes first
 * reported, never a hash order.
 */
public final class KernelPicture {

    /** The namespace kinds the picture groups by, outermost first (the network namespace is a Pod's boundary). */
    public enum Namespace {
        NET("net"), UTS("uts"), IPC("ipc"), MNT("mnt"), PID("pid");

        private final String key;

        Namespace(String key) {
            this.key = key;
        }

        /** The name Linux gives it under /proc/PID/ns. */
        public String key() {
            return key;
        }
    }

    /**
     * One member process of the run as the kernel showed it (named Member, not Process, so it never reads as java.lang.Process).
     *
     * @param namespaces the inode of each namespace it reported (a kind it did not report is absent)
     * @param cgroup     its own cgroup's path below the hierarchy's root, or null when unknown
     * @param exitCode   its exit code once it ended, else null
     */
    public record Member(String name, long pid, Map<Namespace, Long> namespaces, String cgroup, MemberState state, Integer exitCode) {
        public Member {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(state, "state");
            Map<Namespace, Long> copy = new EnumMap<>(Namespace.class);
            copy.putAll(namespaces);
            namespaces = java.util.Collections.unmodifiableMap(copy);
        }

        /** The inode of one namespace, empty when not reported. */
        public OptionalLong inode(Namespace kind) {
            Long inode = namespaces.get(kind);
            return inode == null ? OptionalLong.empty() : OptionalLong.of(inode);
        }
    }

    /**
     * A namespace boundary: the processes in one namespace of a kind.
     *
     * @param inode     the namespace's inode; empty for a process whose namespace of this kind is unknown
     * @param shared    the other kinds every process in the box is in together (only for two or more)
     * @param cgroup    the cgroup the processes have in common (their parent cgroup), or null
     * @param inner     smaller boxes, one per namespace of the next kind that splits the processes; empty when none does
     * @param processes every process inside the box, in order
     */
    public record Box(Namespace kind, OptionalLong inode, List<Namespace> shared, String cgroup, List<Box> inner, List<Member> processes) {
        public Box {
            shared = List.copyOf(shared);
            inner = List.copyOf(inner);
            processes = List.copyOf(processes);
        }

        /** Whether more than one process is in this one namespace. */
        public boolean isShared() {
            return inode.isPresent() && processes.size() > 1;
        }
    }

    private final String variant;
    private final List<Member> processes;
    private final List<Box> boxes;

    private KernelPicture(String variant, List<Member> processes) {
        this.variant = variant;
        this.processes = List.copyOf(processes);
        this.boxes = split(this.processes, Namespace.NET);
    }

    /** A picture of the processes given, in that order; {@code variant} names the run (naive, contract) or is null. */
    public static KernelPicture of(String variant, List<Member> processes) {
        return new KernelPicture(variant, processes);
    }

    /**
     * The picture of a run on the kernel: each member process with the namespaces and cgroup it
     * reported, and its state at the end of the run as the run's trace tells it.
     */
    public static KernelPicture of(KernelRun run) {
        List<Member> out = new ArrayList<>();
        // In the order the bridge started them (their PIDs), not the order their reports came in,
        // which the kernel's scheduling decides: the drawing keeps its order from run to run.
        List<SeenProcess> started = new ArrayList<>(run.processes());
        started.sort(java.util.Comparator.comparingLong(SeenProcess::pid));
        for (SeenProcess p : started) {
            Map<Namespace, Long> namespaces = new EnumMap<>(Namespace.class);
            for (Namespace kind : Namespace.values()) p.namespace(kind.key()).ifPresent(inode -> namespaces.put(kind, inode));
            TraceEvent last = lastLifeEvent(run.trace(), p.pod(), p.member());
            out.add(new Member(p.member(), p.pid(), namespaces, p.cgroup(), state(last), last != null && last.type() != EventType.Started
                    ? last.exitCode() : null));
        }
        return new KernelPicture(run.variant().key(), out);
    }

    /** The run this picture shows (the trace format's variant name), or null. */
    public String variant() {
        return variant;
    }

    public List<Member> processes() {
        return processes;
    }

    /** The outermost boxes: one per network namespace (and one per process whose network namespace is unknown). */
    public List<Box> boxes() {
        return boxes;
    }

    /** The boxes of one kind the processes fall into, each with what its processes share below it. */
    private static List<Box> split(List<Member> processes, Namespace kind) {
        List<Box> out = new ArrayList<>();
        for (List<Member> part : parts(processes, kind)) {
            out.add(box(kind, part.get(0).inode(kind), part));
        }
        return out;
    }

    private static Box box(Namespace kind, OptionalLong inode, List<Member> members) {
        List<Namespace> shared = new ArrayList<>();
        List<Box> inner = List.of();
        if (members.size() > 1 && inode.isPresent()) {
            for (int k = kind.ordinal() + 1; k < Namespace.values().length; k++) {
                Namespace next = Namespace.values()[k];
                if (members.stream().noneMatch(p -> p.inode(next).isPresent())) continue; // a kind nobody reported says nothing
                List<List<Member>> parts = parts(members, next);
                if (parts.size() == 1) {
                    shared.add(next);
                } else {
                    inner = split(members, next);
                    break;
                }
            }
        }
        return new Box(kind, inode, shared, commonCgroup(members), inner, members);
    }

    /** The processes grouped by their inode of one kind, in first-seen order; an unknown inode is a group of one. */
    private static List<List<Member>> parts(List<Member> processes, Namespace kind) {
        Map<Long, List<Member>> byInode = new LinkedHashMap<>();
        List<List<Member>> out = new ArrayList<>();
        for (Member p : processes) {
            OptionalLong inode = p.inode(kind);
            if (inode.isEmpty()) {
                out.add(List.of(p));
                continue;
            }
            List<Member> group = byInode.get(inode.getAsLong());
            if (group == null) {
                group = new ArrayList<>();
                byInode.put(inode.getAsLong(), group);
                out.add(group);
            }
            group.add(p);
        }
        return out;
    }

    /**
     * The deepest cgroup that holds every process's own cgroup, its parent at the least (a process
     * is drawn inside its pod's cgroup, not inside itself); null when one is unknown or they share
     * nothing below the root.
     */
    static String commonCgroup(List<Member> processes) {
        List<String> common = null;
        for (Member p : processes) {
            if (p.cgroup() == null) return null;
            List<String> segments = segments(p.cgroup());
            if (segments.isEmpty()) return null;
            List<String> parent = segments.subList(0, segments.size() - 1);
            if (common == null) {
                common = new ArrayList<>(parent);
            } else {
                int i = 0;
                while (i < common.size() && i < parent.size() && common.get(i).equals(parent.get(i))) i++;
                common = new ArrayList<>(common.subList(0, i));
            }
        }
        return common == null || common.isEmpty() ? null : "/" + String.join("/", common);
    }

    private static List<String> segments(String path) {
        List<String> out = new ArrayList<>();
        for (String s : path.split("/")) if (!s.isEmpty()) out.add(s);
        return out;
    }

    /** The last start or end of a member in the trace, or null when it has none. */
    private static TraceEvent lastLifeEvent(List<TraceEvent> trace, String pod, String member) {
        TraceEvent last = null;
        for (TraceEvent e : trace) {
            if (!member.equals(e.container()) || !pod.equals(e.pod())) continue;
            if (e.type() == EventType.Started || e.type() == EventType.Exited) last = e;
        }
        return last;
    }

    /** A process that reported but has no end in the trace is still running at the run's end. */
    private static MemberState state(TraceEvent last) {
        if (last == null || last.type() == EventType.Started) return MemberState.RUNNING;
        String reason = last.reason() == null ? "" : last.reason();
        return switch (reason) {
            case "Completed" -> MemberState.COMPLETED;
            case "OOMKilled" -> MemberState.OOM_KILLED;
            case "Evicted" -> MemberState.EVICTED;
            default -> Integer.valueOf(0).equals(last.exitCode()) ? MemberState.COMPLETED : MemberState.CRASHED;
        };
    }
}
