package io.boundarylab.engine.contract;

import io.boundarylab.engine.cluster.Guarantee;
import io.boundarylab.engine.contract.Verdict.Outcome;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Judges a trace against the application boundary contract: for each of the five guarantees,
 * holds, violated or not exercised, with the events that prove it. It reads nothing but the trace,
 * so it judges a simulated run and a real-kernel run (the bridge) the same way.
 *
 * <p>A guarantee is exercised only by a pod with at least two members, the only place where a
 * group boundary can hold or break. One violating pod makes the guarantee violated.
 */
public final class ContractChecker {
    private ContractChecker() {
    }

    /** The verdict on each guarantee, in contract order. */
    public static Map<Guarantee, Verdict> check(List<TraceEvent> trace) {
        Map<String, List<TraceEvent>> byPod = new LinkedHashMap<>();
        for (TraceEvent e : trace) if (e.pod() != null) byPod.computeIfAbsent(e.pod(), k -> new ArrayList<>()).add(e);
        Map<Guarantee, Verdict> out = new EnumMap<>(Guarantee.class);
        out.put(Guarantee.ATOMIC_PLACEMENT, combine(byPod, ContractChecker::placement, "no pod with two or more members was placed"));
        out.put(Guarantee.STARTUP_ORDERING, combine(byPod, ContractChecker::ordering, "no pod had an init container"));
        out.put(Guarantee.SHARED_IDENTITY, combine(byPod, ContractChecker::identity, "no pod had two or more members running"));
        out.put(Guarantee.SHARED_STORAGE, combine(byPod, ContractChecker::storage, "no pod volume was mounted by two or more members"));
        out.put(Guarantee.SHARED_FATE, combine(byPod, ContractChecker::fate,
                "no eviction or node failure stopped a member of a pod with two or more members"));
        return out;
    }

    private interface PodRule {
        /** The verdict for one pod, or null when the pod does not exercise the guarantee. */
        Verdict judge(String pod, List<TraceEvent> events);
    }

    private static Verdict combine(Map<String, List<TraceEvent>> byPod, PodRule rule, String notExercised) {
        List<Verdict> holds = new ArrayList<>();
        for (Map.Entry<String, List<TraceEvent>> e : byPod.entrySet()) {
            Verdict v = rule.judge(e.getKey(), e.getValue());
            if (v == null) continue;
            if (v.outcome() == Outcome.VIOLATED) return v;
            holds.add(v);
        }
        if (holds.isEmpty()) return new Verdict(Outcome.NOT_EXERCISED, List.of(), notExercised);
        if (holds.size() == 1) return holds.get(0);
        List<Long> evidence = new ArrayList<>();
        StringBuilder summary = new StringBuilder();
        for (Verdict v : holds) {
            evidence.addAll(v.evidence());
            summary.append(summary.length() == 0 ? "" : "; ").append(v.summary());
        }
        return new Verdict(Outcome.HOLDS, evidence, summary.toString());
    }

    /** Distinct containers that started, in order of their first start. */
    private static Map<String, TraceEvent> firstStarts(List<TraceEvent> events) {
        Map<String, TraceEvent> starts = new LinkedHashMap<>();
        for (TraceEvent e : events) if (e.type() == EventType.Started && e.container() != null) starts.putIfAbsent(e.container(), e);
        return starts;
    }

    private static Set<String> members(List<TraceEvent> events) {
        Set<String> m = new LinkedHashSet<>();
        for (TraceEvent e : events) if (e.container() != null) m.add(e.container());
        return m;
    }

    private static Verdict placement(String pod, List<TraceEvent> events) {
        if (members(events).size() < 2) return null;
        List<Long> evidence = new ArrayList<>();
        Map<String, String> nodeOf = new LinkedHashMap<>();
        List<String> unplaced = new ArrayList<>();
        TraceEvent whole = null;
        for (TraceEvent e : events) {
            if (e.type() == EventType.Scheduled) {
                evidence.add(e.seq());
                if (e.container() == null) whole = e;
                else nodeOf.put(e.container(), e.node());
            } else if (e.type() == EventType.FailedScheduling && e.container() != null) {
                evidence.add(e.seq());
                unplaced.add(e.container());
            }
        }
        if (whole != null && nodeOf.isEmpty()) {
            return new Verdict(Outcome.HOLDS, evidence, "all members of " + pod + " bound to " + whole.node() + " by one decision");
        }
        if (nodeOf.isEmpty()) {
            if (evidence.isEmpty()) return null;
            return new Verdict(Outcome.HOLDS, evidence, "no member of " + pod + " was placed: none or all");
        }
        unplaced.removeAll(nodeOf.keySet());
        Set<String> nodes = new LinkedHashSet<>(nodeOf.values());
        StringBuilder where = new StringBuilder();
        for (Map.Entry<String, String> e : nodeOf.entrySet()) {
            where.append(where.length() == 0 ? "" : ", ").append(e.getKey()).append(" on ").append(e.getValue());
        }
        for (String u : unplaced) where.append(", ").append(u).append(" unplaced");
        if (nodeOf.size() < 2 && unplaced.isEmpty()) return null;
        String how = nodes.size() > 1 || !unplaced.isEmpty() ? "members of " + pod + " landed apart: " : pod + " placed by separate decisions: ";
        return new Verdict(Outcome.VIOLATED, evidence, how + where);
    }

    private static Verdict ordering(String pod, List<TraceEvent> events) {
        Set<String> inits = new LinkedHashSet<>();
        for (TraceEvent e : events) if ("init".equals(e.kind())) inits.add(e.container());
        if (inits.isEmpty()) return null;
        Set<String> completed = new LinkedHashSet<>();
        List<Long> evidence = new ArrayList<>();
        boolean anyAppStarted = false;
        for (TraceEvent e : events) {
            if (e.type() == EventType.Exited && inits.contains(e.container())) {
                evidence.add(e.seq());
                if (e.exitCode() != null && e.exitCode() == 0) completed.add(e.container());
            }
            if (e.type() == EventType.Started && "app".equals(e.kind())) {
                anyAppStarted = true;
                if (!completed.containsAll(inits)) {
                    List<String> pending = new ArrayList<>(inits);
                    pending.removeAll(completed);
                    evidence.add(e.seq());
                    return new Verdict(Outcome.VIOLATED, evidence, e.container() + " of " + pod + " started at " + clock(e.tMs())
                            + " before " + String.join(", ", pending) + " had completed");
                }
                if (evidence.size() < 8) evidence.add(e.seq());
            }
        }
        if (!anyAppStarted) {
            return new Verdict(Outcome.HOLDS, evidence, "no app container of " + pod + " started: its init containers never all completed");
        }
        return new Verdict(Outcome.HOLDS, evidence, "app containers of " + pod + " started only after " + String.join(", ", inits) + " exited 0");
    }

    private static Verdict identity(String pod, List<TraceEvent> events) {
        Map<String, TraceEvent> starts = firstStarts(events);
        if (starts.size() < 2) return null;
        Map<String, String> ipOf = new LinkedHashMap<>();
        List<Long> evidence = new ArrayList<>();
        for (TraceEvent s : starts.values()) {
            ipOf.put(s.container(), s.ip());
            evidence.add(s.seq());
        }
        for (TraceEvent e : events) {
            if ((e.type() == EventType.ConnectionRefused || e.type() == EventType.Connected) && "localhost".equals(e.peer())) evidence.add(e.seq());
        }
        Set<String> ips = new LinkedHashSet<>(ipOf.values());
        if (ips.size() == 1) return new Verdict(Outcome.HOLDS, evidence, "members of " + pod + " share one identity, " + ips.iterator().next());
        StringBuilder sb = new StringBuilder();
        for (Map.Entry<String, String> e : ipOf.entrySet()) sb.append(sb.length() == 0 ? "" : ", ").append(e.getKey()).append(" at ").append(e.getValue());
        return new Verdict(Outcome.VIOLATED, evidence, "members of " + pod + " have separate identities: " + sb);
    }

    private static Verdict storage(String pod, List<TraceEvent> events) {
        // volume name -> member -> instance it sees
        Map<String, Map<String, String>> seen = new TreeMap<>();
        Map<String, List<Long>> evidence = new TreeMap<>();
        for (TraceEvent e : events) {
            if (e.type() != EventType.VolumeMounted || e.volume() == null) continue;
            String name = volumeName(e.volume());
            if (name == null) continue;
            seen.computeIfAbsent(name, k -> new LinkedHashMap<>()).putIfAbsent(e.container(), e.volume());
            evidence.computeIfAbsent(name, k -> new ArrayList<>()).add(e.seq());
        }
        Verdict holds = null;
        for (Map.Entry<String, Map<String, String>> v : seen.entrySet()) {
            if (v.getValue().size() < 2) continue;
            Set<String> instances = new LinkedHashSet<>(v.getValue().values());
            if (instances.size() > 1) {
                return new Verdict(Outcome.VIOLATED, evidence.get(v.getKey()), "members of " + pod + " see different copies of volume "
                        + v.getKey() + ": " + String.join(", ", instances));
            }
            holds = new Verdict(Outcome.HOLDS, evidence.get(v.getKey()), "every member of " + pod + " that mounts " + v.getKey()
                    + " sees the same " + instances.iterator().next());
        }
        return holds;
    }

    /** The volume name inside an instance id {@code POD/VOLUME@WHERE} or {@code POD/VOLUME#CONTAINER}; null for host paths. */
    static String volumeName(String instance) {
        int slash = instance.indexOf('/');
        if (slash < 0 || instance.startsWith("host@")) return null;
        int end = instance.length();
        int at = instance.indexOf('@', slash);
        int hash = instance.indexOf('#', slash);
        if (at >= 0) end = Math.min(end, at);
        if (hash >= 0) end = Math.min(end, hash);
        return instance.substring(slash + 1, end);
    }

    private static Verdict fate(String pod, List<TraceEvent> events) {
        if (firstStarts(events).size() < 2) return null;
        for (int i = 0; i < events.size(); i++) {
            TraceEvent e = events.get(i);
            boolean stopsGroup = e.type() == EventType.Evicted || e.type() == EventType.NodeFailed;
            if (!stopsGroup) continue;
            if (e.type() == EventType.Evicted && e.container() == null) {
                List<Long> evidence = new ArrayList<>();
                evidence.add(e.seq());
                for (TraceEvent x : events.subList(i + 1, events.size())) {
                    if (x.type() == EventType.Exited && x.tMs() == e.tMs()) evidence.add(x.seq());
                }
                return new Verdict(Outcome.HOLDS, evidence, pod + " was evicted as one unit: every member stopped at " + clock(e.tMs()));
            }
            if (e.type() == EventType.Evicted) {
                // One member evicted on its own: did the others go on running?
                Set<String> running = runningAt(events, i);
                running.remove(e.container());
                if (!running.isEmpty()) {
                    List<Long> evidence = new ArrayList<>(List.of(e.seq()));
                    return new Verdict(Outcome.VIOLATED, evidence, e.container() + " of " + pod + " was evicted alone; "
                            + String.join(", ", running) + " kept running");
                }
            }
        }
        return null;
    }

    /** Simulated time as a learner reads it: minutes and seconds, {@code 1:05}, with milliseconds only when there are some. */
    static String clock(long ms) {
        String mmss = (ms / 60_000) + ":" + String.format(java.util.Locale.ROOT, "%02d", ms / 1000 % 60);
        return ms % 1000 == 0 ? mmss : mmss + "." + String.format(java.util.Locale.ROOT, "%03d", ms % 1000);
    }

    /** Members running just before the event at index {@code upTo}. */
    private static Set<String> runningAt(List<TraceEvent> events, int upTo) {
        Set<String> running = new LinkedHashSet<>();
        for (TraceEvent e : events.subList(0, upTo)) {
            if (e.type() == EventType.Started) running.add(e.container());
            if (e.type() == EventType.Exited) running.remove(e.container());
        }
        return running;
    }
}
