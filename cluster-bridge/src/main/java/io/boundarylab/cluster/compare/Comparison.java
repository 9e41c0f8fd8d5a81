package io.boundarylab.cluster.compare;

import io.boundarylab.cluster.export.StandInShift;
import io.boundarylab.engine.cluster.Guarantee;
import io.boundarylab.engine.contract.ContractChecker;
import io.boundarylab.engine.contract.Verdict;
import io.boundarylab.engine.scenario.Scenario;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A real cluster's trace lined up against the simulation's: the contract checker's verdicts on
 * both, the events that matter matched one to one (the n-th {@code Started} of {@code web-app/web}
 * in one with the n-th in the other), the pairs whose order differs, and the pairs whose times
 * differ by more than the tolerance once the cluster's start-up delay is taken out. Nothing is
 * hidden: events only one side has are listed too.
 *
 * @param verdicts      per guarantee, in contract order: the simulation's and the cluster's
 * @param matched       the events both have, in the simulation's order
 * @param orderFlips    pairs the cluster saw in the other order (never pairs the simulation saw at the same instant)
 * @param late          matched events whose shifted times differ by more than the tolerance
 * @param onlySimulated events of the simulation the cluster did not report
 * @param onlyReal      events the cluster reported that the simulation does not have
 * @param offsetMs      the cluster's start-up delay: the first matched {@code Started}'s real time minus its simulated time
 * @param toleranceMs   how far apart two matched times may be and still agree
 * @param standIns      the node losses the cluster stood in for by deleting the node's pods at once
 * @param expectedOnlySimulated events of the simulation on a lost node while it waits to evict, which the stand-in skips
 */
public record Comparison(Map<Guarantee, VerdictPair> verdicts, List<Pair> matched, List<Flip> orderFlips, List<Pair> late,
                         List<TraceEvent> onlySimulated, List<TraceEvent> onlyReal, long offsetMs, long toleranceMs,
                         List<StandInShift> standIns, List<TraceEvent> expectedOnlySimulated) {

    /** The default tolerance: the kubelet syncs a pod and its probes in whole seconds, so two seconds is jitter, not a difference. */
    public static final long DEFAULT_TOLERANCE_MS = 2000;

    /** The event types a lesson turns on; the rest (phases, endpoints, files) are shown in the traces but not matched. */
    public static final Set<EventType> MATTERS = EnumSet.of(EventType.Scheduled, EventType.FailedScheduling, EventType.Started, EventType.Exited,
            EventType.Killing, EventType.BackOff, EventType.Unhealthy, EventType.Evicted, EventType.OOMKilled, EventType.Ready, EventType.NotReady,
            EventType.PodDeleted);

    /** The simulation's and the cluster's verdict on one guarantee. */
    public record VerdictPair(Verdict simulated, Verdict real) {
        public boolean agree() {
            return simulated.outcome() == real.outcome();
        }
    }

    /**
     * One event both traces have.
     *
     * @param expectedMs    when the cluster was expected to report it, in simulated time: the simulation's time, less a
     *                      stand-in's shift for what comes after the simulation's eviction
     * @param shiftedDiffMs the cluster's time, its start-up delay taken out, minus the expected time
     */
    public record Pair(TraceEvent simulated, TraceEvent real, long expectedMs, long shiftedDiffMs) {
    }

    /** Two matched events the cluster saw in the opposite order. */
    public record Flip(Pair first, Pair second) {
    }

    public Comparison {
        verdicts = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(verdicts));
        matched = List.copyOf(matched);
        orderFlips = List.copyOf(orderFlips);
        late = List.copyOf(late);
        onlySimulated = List.copyOf(onlySimulated);
        onlyReal = List.copyOf(onlyReal);
        standIns = List.copyOf(standIns);
        expectedOnlySimulated = List.copyOf(expectedOnlySimulated);
    }

    /**
     * Whether the verdict the experiment is judged on is the same on both sides: an episode's own guarantee (a variant's
     * other switches may have no counterpart on a real runtime, as its notes say), or every guarantee for a scenario
     * file or an episode about no one guarantee.
     */
    public boolean agreesOn(Guarantee focus) {
        return focus == null ? verdictsAgree() : verdicts.get(focus).agree();
    }

    /** Whether every guarantee got the same verdict on both sides. */
    public boolean verdictsAgree() {
        return verdicts.values().stream().allMatch(VerdictPair::agree);
    }

    public static Comparison of(List<TraceEvent> simulated, List<TraceEvent> real, long toleranceMs) {
        return of(simulated, real, toleranceMs, List.of(), Map.of(), Map.of());
    }

    /**
     * For the scenario both traces come from: with its node losses the cluster stood in for, and with the pods its
     * ReplicaSets and Deployments make matched by order (the n-th pod of {@code web} in the simulation with the n-th
     * on the cluster), since a controller names them at random on either side.
     */
    public static Comparison of(Scenario scenario, List<TraceEvent> simulated, List<TraceEvent> real, long toleranceMs) {
        List<String> workloads = new ArrayList<>();
        for (var rs : scenario.workloads().replicaSets()) workloads.add(rs.name());
        for (var d : scenario.workloads().deployments()) workloads.add(d.name());
        Set<String> declared = new java.util.HashSet<>();
        for (var p : scenario.pods()) declared.add(p.name());
        return of(simulated, real, toleranceMs, StandInShift.of(scenario), byOrder(simulated, workloads, declared), byOrder(real, workloads, declared));
    }

    /**
     * A name for each pod a workload made, the same on both sides: {@code web#1}, {@code web#2} … in the order the pods
     * first appear. A pod is a workload's when it is not one the scenario declares and its name is the workload's
     * (the longest that fits) followed by what the controller added.
     */
    static Map<String, String> byOrder(List<TraceEvent> trace, List<String> workloads, Set<String> declared) {
        Map<String, String> names = new java.util.HashMap<>();
        Map<String, Integer> counts = new java.util.HashMap<>();
        for (TraceEvent e : trace) {
            String pod = e.pod();
            if (pod == null || declared.contains(pod) || names.containsKey(pod)) continue;
            String owner = null;
            for (String w : workloads) if (pod.startsWith(w + "-") && (owner == null || w.length() > owner.length())) owner = w;
            if (owner == null) continue;
            names.put(pod, owner + "#" + counts.merge(owner, 1, Integer::sum));
        }
        return names;
    }

    /**
     * With the node losses the cluster stood in for: an event the simulation has after it evicts a lost node's pods is
     * expected on the cluster that much earlier, and what the simulation has on the node while it waits is expected
     * only there. Neither is counted as a difference.
     */
    static Comparison of(List<TraceEvent> simulated, List<TraceEvent> real, long toleranceMs, List<StandInShift> standIns,
                         Map<String, String> simulatedNames, Map<String, String> realNames) {
        Map<Guarantee, Verdict> sv = ContractChecker.check(simulated);
        Map<Guarantee, Verdict> rv = ContractChecker.check(real);
        Map<Guarantee, VerdictPair> verdicts = new LinkedHashMap<>();
        for (Guarantee g : Guarantee.values()) verdicts.put(g, new VerdictPair(sv.get(g), rv.get(g)));

        List<TraceEvent> realLeft = new ArrayList<>();
        for (TraceEvent e : real) if (MATTERS.contains(e.type())) realLeft.add(e);
        List<TraceEvent[]> pairs = new ArrayList<>();
        List<TraceEvent> onlySim = new ArrayList<>();
        List<TraceEvent> expectedOnlySim = new ArrayList<>();
        for (TraceEvent s : simulated) {
            if (!MATTERS.contains(s.type())) continue;
            if (whileWaiting(s, standIns)) {
                expectedOnlySim.add(s);
                continue;
            }
            TraceEvent r = null;
            for (TraceEvent c : realLeft) {
                if (key(c, realNames).equals(key(s, simulatedNames))) {
                    r = c;
                    break;
                }
            }
            if (r == null) {
                onlySim.add(s);
            } else {
                realLeft.remove(r);
                pairs.add(new TraceEvent[] {s, r});
            }
        }
        long offset = 0;
        for (TraceEvent[] p : pairs) {
            if (p[0].type() == EventType.Started) {
                offset = p[1].tMs() - p[0].tMs();
                break;
            }
        }
        List<Pair> matched = new ArrayList<>();
        List<Pair> late = new ArrayList<>();
        for (TraceEvent[] p : pairs) {
            long expected = expectedMs(p[0], standIns);
            Pair pair = new Pair(p[0], p[1], expected, p[1].tMs() - offset - expected);
            matched.add(pair);
            if (Math.abs(pair.shiftedDiffMs()) > toleranceMs) late.add(pair);
        }
        List<Flip> flips = new ArrayList<>();
        for (int i = 0; i < matched.size(); i++) {
            for (int j = i + 1; j < matched.size(); j++) {
                Pair a = matched.get(i);
                Pair b = matched.get(j);
                if (a.expectedMs() < b.expectedMs() && a.real().seq() > b.real().seq()) flips.add(new Flip(a, b));
            }
        }
        return new Comparison(verdicts, matched, flips, late, onlySim, realLeft, offset, toleranceMs, standIns, expectedOnlySim);
    }

    /** The simulated time less the shift of every stand-in whose eviction came before it. */
    private static long expectedMs(TraceEvent s, List<StandInShift> standIns) {
        long t = s.tMs();
        for (StandInShift x : standIns) if (x.shiftMs() > 0 && s.tMs() >= x.evictedAtMs()) t -= x.shiftMs();
        return t;
    }

    /** An event on a lost node between its failure and its eviction in the simulation: the cluster's stand-in has no such time. */
    private static boolean whileWaiting(TraceEvent s, List<StandInShift> standIns) {
        for (StandInShift x : standIns) {
            if (x.node().equals(s.node()) && s.tMs() >= x.lostAtMs() && s.tMs() < x.evictedAtMs()) return true;
        }
        return false;
    }

    /** What makes two events the same happening: type, pod (a workload's by its order), container. */
    private static String key(TraceEvent e, Map<String, String> names) {
        return e.type() + " " + names.getOrDefault(e.pod(), e.pod()) + "/" + e.container();
    }
}
