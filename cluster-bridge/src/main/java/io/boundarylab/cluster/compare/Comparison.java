package io.boundarylab.cluster.compare;

import io.boundarylab.engine.cluster.Guarantee;
import io.boundarylab.engine.contract.ContractChecker;
import io.boundarylab.engine.contract.Verdict;
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
 */
public record Comparison(Map<Guarantee, VerdictPair> verdicts, List<Pair> matched, List<Flip> orderFlips, List<Pair> late,
                         List<TraceEvent> onlySimulated, List<TraceEvent> onlyReal, long offsetMs, long toleranceMs) {

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

    /** One event both traces have. */
    public record Pair(TraceEvent simulated, TraceEvent real, long shiftedDiffMs) {
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
    }

    /** Whether every guarantee got the same verdict on both sides. */
    public boolean verdictsAgree() {
        return verdicts.values().stream().allMatch(VerdictPair::agree);
    }

    public static Comparison of(List<TraceEvent> simulated, List<TraceEvent> real, long toleranceMs) {
        Map<Guarantee, Verdict> sv = ContractChecker.check(simulated);
        Map<Guarantee, Verdict> rv = ContractChecker.check(real);
        Map<Guarantee, VerdictPair> verdicts = new LinkedHashMap<>();
        for (Guarantee g : Guarantee.values()) verdicts.put(g, new VerdictPair(sv.get(g), rv.get(g)));

        List<TraceEvent> realLeft = new ArrayList<>();
        for (TraceEvent e : real) if (MATTERS.contains(e.type())) realLeft.add(e);
        List<TraceEvent[]> pairs = new ArrayList<>();
        List<TraceEvent> onlySim = new ArrayList<>();
        for (TraceEvent s : simulated) {
            if (!MATTERS.contains(s.type())) continue;
            TraceEvent r = null;
            for (TraceEvent c : realLeft) {
                if (key(c).equals(key(s))) {
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
            Pair pair = new Pair(p[0], p[1], p[1].tMs() - offset - p[0].tMs());
            matched.add(pair);
            if (Math.abs(pair.shiftedDiffMs()) > toleranceMs) late.add(pair);
        }
        List<Flip> flips = new ArrayList<>();
        for (int i = 0; i < matched.size(); i++) {
            for (int j = i + 1; j < matched.size(); j++) {
                Pair a = matched.get(i);
                Pair b = matched.get(j);
                if (a.simulated().tMs() < b.simulated().tMs() && a.real().seq() > b.real().seq()) flips.add(new Flip(a, b));
            }
        }
        return new Comparison(verdicts, matched, flips, late, onlySim, realLeft, offset, toleranceMs);
    }

    /** What makes two events the same happening: type, pod, container. */
    private static String key(TraceEvent e) {
        return e.type() + " " + e.pod() + "/" + e.container();
    }
}
