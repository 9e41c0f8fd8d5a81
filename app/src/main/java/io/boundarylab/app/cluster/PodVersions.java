package io.boundarylab.app.cluster;

import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * How many pods of each version existed over simulated time, and how many of them were ready,
 * read from a trace alone. A version is the image a ReplicaSet's pods run ({@code web:v1}); the
 * ReplicaSets a Deployment makes for one template share it. Only pods a ReplicaSet created count:
 * bare pods (the client) are no version of anything.
 *
 * <p>A pod exists from its {@code SuccessfulCreate} until it is deleted or has ended (phase
 * Succeeded or Failed), terminating included. It is ready from {@code Ready} until
 * {@code NotReady}, and not while terminating (deleted by its ReplicaSet or evicted): that is what
 * a Service counts, so the ready line is what answers clients. Several events at one instant are
 * one step: the chart shows the counts after the instant, as a clock that moves in whole events.
 */
public final class PodVersions {

    /** The counts of one version from {@code tMs} on, until the next step. */
    public record Step(long tMs, int pods, int ready) { }

    /**
     * One version: its image, the ReplicaSets that ran it, its steps in time order (the first is
     * when its first pod was created; before it the version had no pod).
     */
    public record Version(String image, List<String> replicaSets, List<Step> steps) {
        public Version {
            replicaSets = List.copyOf(replicaSets);
            steps = List.copyOf(steps);
        }

        public int podsAt(long tMs) {
            return at(tMs).pods();
        }

        public int readyAt(long tMs) {
            return at(tMs).ready();
        }

        private Step at(long tMs) {
            Step now = new Step(tMs, 0, 0);
            for (Step s : steps) {
                if (s.tMs() > tMs) break;
                now = s;
            }
            return now;
        }

        public int mostPods() {
            return steps.stream().mapToInt(Step::pods).max().orElse(0);
        }
    }

    /** Every version in the order its first pod appeared, and the time of the run's last event. */
    public record Rollout(List<Version> versions, long endMs) {
        public Rollout {
            versions = List.copyOf(versions);
        }

        /** Whether the run had pods of more than one version (a rollout happened): only then is there a chart. */
        public boolean hasSeveralVersions() {
            return versions.size() > 1;
        }

        /** The times at which any version changed, in order. */
        public List<Long> instants() {
            Set<Long> all = new java.util.TreeSet<>();
            versions.forEach(v -> v.steps().forEach(s -> all.add(s.tMs())));
            return List.copyOf(all);
        }

        /** Pods of every version together at {@code tMs}, terminating ones included. */
        public int podsAt(long tMs) {
            return versions.stream().mapToInt(v -> v.podsAt(tMs)).sum();
        }

        /** Ready pods of every version together at {@code tMs}. */
        public int readyAt(long tMs) {
            return versions.stream().mapToInt(v -> v.readyAt(tMs)).sum();
        }

        public int mostPods() {
            return instants().stream().mapToInt(this::podsAt).max().orElse(0);
        }

        /**
         * How far the ready pods of all versions together fell once they had first reached their
         * most: the fewest, from when, and when they were back to the most (-1: not by the end).
         * No dip when the fewest is the most.
         */
        public ReadyDip readyDip() {
            List<Long> times = instants();
            int most = times.stream().mapToInt(this::readyAt).max().orElse(0);
            int fewest = most;
            long from = -1;
            long back = -1;
            boolean reached = false;
            for (long t : times) {
                int ready = readyAt(t);
                reached |= ready == most;
                if (!reached) continue;
                if (ready < fewest) {
                    fewest = ready;
                    from = t;
                    back = -1;
                } else if (ready == most && from >= 0 && back < 0) {
                    back = t;
                }
            }
            return new ReadyDip(most, fewest, from, back);
        }
    }

    /** See {@link Rollout#readyDip()}; {@code fromMs} is -1 when there was no dip. */
    public record ReadyDip(int most, int fewest, long fromMs, long backMs) {
        public boolean dipped() {
            return fewest < most;
        }
    }

    private PodVersions() {
    }

    public static Rollout of(List<TraceEvent> trace) {
        Map<String, String> ownerOf = new LinkedHashMap<>();
        Map<String, String> imageOf = new LinkedHashMap<>();
        for (TraceEvent e : trace) {
            if (e.type() == EventType.SuccessfulCreate && e.owner() != null && e.pod() != null) ownerOf.putIfAbsent(e.pod(), e.owner());
            if (e.type() == EventType.Created && e.pod() != null && ownerOf.containsKey(e.pod())) imageOf.putIfAbsent(e.pod(), image(e));
        }
        // A ReplicaSet runs one template: its version is the image any of its pods was created with.
        Map<String, String> ownerImage = new LinkedHashMap<>();
        ownerOf.forEach((pod, owner) -> {
            if (imageOf.get(pod) != null) ownerImage.putIfAbsent(owner, imageOf.get(pod));
        });
        Map<String, String> versionOf = new LinkedHashMap<>();
        ownerOf.forEach((pod, owner) -> versionOf.put(pod, ownerImage.getOrDefault(owner, owner)));

        Map<String, Set<String>> exists = new LinkedHashMap<>();
        Map<String, Set<String>> ready = new LinkedHashMap<>();
        Map<String, Set<String>> owners = new LinkedHashMap<>();
        Map<String, List<Step>> steps = new LinkedHashMap<>();
        Set<String> terminating = new LinkedHashSet<>();
        for (TraceEvent e : trace) {
            String version = e.pod() == null ? null : versionOf.get(e.pod());
            if (version == null) continue;
            String pod = e.pod();
            switch (e.type()) {
                case SuccessfulCreate -> {
                    exists.computeIfAbsent(version, k -> new LinkedHashSet<>()).add(pod);
                    ready.computeIfAbsent(version, k -> new LinkedHashSet<>());
                    owners.computeIfAbsent(version, k -> new LinkedHashSet<>()).add(e.owner());
                }
                case Ready -> {
                    if (!terminating.contains(pod) && exists.get(version).contains(pod)) ready.get(version).add(pod);
                }
                case NotReady -> ready.get(version).remove(pod);
                case SuccessfulDelete, TaintManagerEviction -> {
                    terminating.add(pod);
                    ready.get(version).remove(pod);
                }
                case PodDeleted -> gone(exists, ready, version, pod);
                case PodPhase -> {
                    if ("Failed".equals(e.phase()) || "Succeeded".equals(e.phase())) gone(exists, ready, version, pod);
                }
                default -> {
                    continue;
                }
            }
            record(steps, version, new Step(e.tMs(), exists.get(version).size(), ready.get(version).size()));
        }
        List<Version> versions = new ArrayList<>();
        steps.forEach((v, s) -> versions.add(new Version(v, List.copyOf(owners.get(v)), s)));
        long end = trace.isEmpty() ? 0 : trace.get(trace.size() - 1).tMs();
        return new Rollout(versions, end);
    }

    private static void gone(Map<String, Set<String>> exists, Map<String, Set<String>> ready, String version, String pod) {
        exists.get(version).remove(pod);
        ready.get(version).remove(pod);
    }

    /** Adds a step, or replaces the last one at the same instant; a step that changes nothing is not one. */
    private static void record(Map<String, List<Step>> steps, String version, Step next) {
        List<Step> s = steps.computeIfAbsent(version, k -> new ArrayList<>());
        if (!s.isEmpty() && s.get(s.size() - 1).tMs() == next.tMs()) s.remove(s.size() - 1);
        Step before = s.isEmpty() ? null : s.get(s.size() - 1);
        if (before == null || before.pods() != next.pods() || before.ready() != next.ready()) s.add(next);
    }

    /**
     * The image in a {@code Created} event: the engine writes "Created container NAME (IMAGE)", and
     * carries the image in no field of its own. Unreadable, the container's name stands in.
     */
    static String image(TraceEvent created) {
        String m = created.message();
        int open = m == null ? -1 : m.lastIndexOf(" (");
        if (open < 0 || !m.endsWith(")")) return created.container();
        return m.substring(open + 2, m.length() - 1);
    }
}
