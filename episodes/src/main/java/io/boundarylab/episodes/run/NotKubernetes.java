package io.boundarylab.episodes.run;

import io.boundarylab.engine.cluster.Guarantee;
import io.boundarylab.engine.cluster.Platform;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The states a run shows that Kubernetes cannot express. With a guarantee switched off, the engine
 * lets one "pod" do what no Pod can: sit on two nodes, lose one member to an eviction, give its
 * members separate IPs or private copies of a volume, start an app container before its init
 * containers finished. Each such state is a {@link Mark} at the event where it first shows, so the
 * app can say what the real naive design would be (separate Pods, or a regular container) and what
 * Kubernetes would do instead. Pure: the same trace and platform give the same marks.
 */
public final class NotKubernetes {

    /** What Kubernetes cannot express, and the guarantee whose absence lets the run show it. */
    public enum Kind {
        /** Members of one pod placed on different nodes. */
        SPLIT_POD("splitPod", Guarantee.ATOMIC_PLACEMENT),
        /** A pod reported Ready while its members sit on different nodes. */
        SPLIT_POD_READY("splitPodReady", Guarantee.ATOMIC_PLACEMENT),
        /** An app container started while an init container of its pod had not exited 0. */
        UNORDERED_INIT("unorderedInit", Guarantee.STARTUP_ORDERING),
        /** Members of one pod running with different IPs. */
        SEPARATE_IPS("separateIps", Guarantee.SHARED_IDENTITY),
        /** Members of one pod mounting private copies of the same pod volume. */
        PRIVATE_VOLUME_COPIES("privateVolumeCopies", Guarantee.SHARED_STORAGE),
        /** One member of a pod evicted while the others run on. */
        MEMBER_EVICTED_ALONE("memberEvictedAlone", Guarantee.SHARED_FATE);

        private final String key;
        private final Guarantee guarantee;

        Kind(String key, Guarantee guarantee) {
            this.key = key;
            this.guarantee = guarantee;
        }

        /** The key of the sentence that explains it: {@code notKubernetes.<key>}. */
        public String sentenceKey() { return "notKubernetes." + key; }

        /** The guarantee that, switched on, makes this state impossible. */
        public Guarantee guarantee() { return guarantee; }
    }

    /**
     * One state Kubernetes cannot express.
     *
     * @param kind    what it is
     * @param seq     the event where it first shows
     * @param pod     the pod concerned
     * @param members the containers concerned: the one the event is about first, then the others
     * @param detail  a volume name for {@link Kind#PRIVATE_VOLUME_COPIES}, otherwise null
     */
    public record Mark(Kind kind, long seq, String pod, List<String> members, String detail) {
        public Mark {
            members = List.copyOf(members);
        }

        public String sentenceKey() { return kind.sentenceKey(); }
    }

    private NotKubernetes() {
    }

    /** The marks of a run, in trace order (by event, then in {@link Kind} order). */
    public static List<Mark> detect(List<TraceEvent> trace, Platform platform) {
        List<Mark> marks = new ArrayList<>();
        if (!platform.atomicPlacement()) splitPods(trace, marks);
        if (!platform.startupOrdering()) unorderedInits(trace, marks);
        if (!platform.sharedIdentity()) separateIps(trace, marks);
        if (!platform.sharedStorage()) privateVolumes(trace, marks);
        if (!platform.sharedFate()) membersEvictedAlone(trace, marks);
        marks.sort(Comparator.comparingLong(Mark::seq).thenComparing(Mark::kind));
        return List.copyOf(marks);
    }

    /** The marks of an episode run, on the platform its variant declares. */
    public static List<Mark> detect(EpisodeRun run) {
        return detect(run.trace(), run.variant().scenario().platform());
    }

    private static void splitPods(List<TraceEvent> trace, List<Mark> marks) {
        Map<String, Map<String, String>> nodeOf = new LinkedHashMap<>();
        Map<String, List<String>> split = new LinkedHashMap<>();
        Set<String> readyMarked = new LinkedHashSet<>();
        for (TraceEvent e : trace) {
            if (e.type() == EventType.Scheduled && e.container() != null && e.node() != null && !split.containsKey(e.pod())) {
                Map<String, String> nodes = nodeOf.computeIfAbsent(e.pod(), p -> new LinkedHashMap<>());
                nodes.put(e.container(), e.node());
                List<String> elsewhere = nodes.entrySet().stream()
                        .filter(m -> !m.getValue().equals(e.node())).map(Map.Entry::getKey).toList();
                if (!elsewhere.isEmpty()) {
                    List<String> members = with(e.container(), elsewhere);
                    split.put(e.pod(), members);
                    marks.add(new Mark(Kind.SPLIT_POD, e.seq(), e.pod(), members, null));
                }
            } else if (e.type() == EventType.Ready && e.container() == null && split.containsKey(e.pod())
                    && readyMarked.add(e.pod())) {
                marks.add(new Mark(Kind.SPLIT_POD_READY, e.seq(), e.pod(), split.get(e.pod()), null));
            }
        }
    }

    private static void unorderedInits(List<TraceEvent> trace, List<Mark> marks) {
        Map<String, Set<String>> unfinished = new LinkedHashMap<>();
        Set<String> marked = new LinkedHashSet<>();
        for (TraceEvent e : trace) {
            if (e.container() == null) continue;
            boolean init = "init".equals(e.kind());
            if (init && (e.type() == EventType.Created || e.type() == EventType.Started)) {
                unfinished.computeIfAbsent(e.pod(), p -> new LinkedHashSet<>()).add(e.container());
            } else if (init && e.type() == EventType.Exited && Integer.valueOf(0).equals(e.exitCode())) {
                unfinished.getOrDefault(e.pod(), new LinkedHashSet<>()).remove(e.container());
            } else if ("app".equals(e.kind()) && e.type() == EventType.Started && !marked.contains(e.pod())) {
                Set<String> pending = unfinished.getOrDefault(e.pod(), Set.of());
                if (!pending.isEmpty()) {
                    marked.add(e.pod());
                    marks.add(new Mark(Kind.UNORDERED_INIT, e.seq(), e.pod(), with(e.container(), pending), null));
                }
            }
        }
    }

    private static void separateIps(List<TraceEvent> trace, List<Mark> marks) {
        Map<String, Map<String, String>> ipOf = new LinkedHashMap<>();
        Set<String> marked = new LinkedHashSet<>();
        for (TraceEvent e : trace) {
            if (e.type() != EventType.Started || e.container() == null || e.ip() == null || marked.contains(e.pod())) continue;
            Map<String, String> ips = ipOf.computeIfAbsent(e.pod(), p -> new LinkedHashMap<>());
            ips.put(e.container(), e.ip());
            List<String> others = ips.entrySet().stream().filter(m -> !m.getValue().equals(e.ip())).map(Map.Entry::getKey).toList();
            if (!others.isEmpty()) {
                marked.add(e.pod());
                marks.add(new Mark(Kind.SEPARATE_IPS, e.seq(), e.pod(), with(e.container(), others), null));
            }
        }
    }

    private static void privateVolumes(List<TraceEvent> trace, List<Mark> marks) {
        // A private copy is written POD/VOLUME#CONTAINER; members sharing it would see POD/VOLUME@NODE.
        Map<String, List<String>> mounters = new LinkedHashMap<>();
        for (TraceEvent e : trace) {
            if (e.type() != EventType.VolumeMounted || e.container() == null || e.volume() == null) continue;
            int hash = e.volume().indexOf('#');
            if (hash < 0) continue;
            String volume = e.volume().substring(0, hash);
            List<String> members = mounters.computeIfAbsent(volume, v -> new ArrayList<>());
            if (members.contains(e.container())) continue;
            members.add(e.container());
            if (members.size() == 2) {
                String name = volume.substring(volume.indexOf('/') + 1);
                marks.add(new Mark(Kind.PRIVATE_VOLUME_COPIES, e.seq(), e.pod(), with(e.container(), members), name));
            }
        }
    }

    private static void membersEvictedAlone(List<TraceEvent> trace, List<Mark> marks) {
        for (TraceEvent e : trace) {
            if (e.type() == EventType.Evicted && e.container() != null) {
                marks.add(new Mark(Kind.MEMBER_EVICTED_ALONE, e.seq(), e.pod(), List.of(e.container()), null));
            }
        }
    }

    private static List<String> with(String first, Iterable<String> others) {
        List<String> out = new ArrayList<>();
        out.add(first);
        for (String o : others) if (!o.equals(first)) out.add(o);
        return out;
    }
}
