package io.boundarylab.episodes.predicate;

import io.boundarylab.engine.scenario.MemberRef;
import io.boundarylab.engine.cluster.Guarantee;
import io.boundarylab.engine.contract.Verdict;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A claim about a run that content declares and the trace decides: "the helper ships at least one
 * line", "web starts before the precondition exits", "the two members share a node". Every
 * predicate reads only {@link RunFacts}.
 */
public sealed interface Predicate {

    /** Decides the predicate on a run. */
    Evaluation evaluate(RunFacts run);

    /**
     * Matching events occur at least {@code atLeast} and at most {@code atMost} (null: no bound)
     * times. Evidence: the event that reaches {@code atLeast}, or the one that exceeds {@code atMost}.
     */
    record Occurs(EventMatch match, long atLeast, Long atMost) implements Predicate {
        @Override
        public Evaluation evaluate(RunFacts run) {
            long n = 0;
            Long reached = null;
            for (TraceEvent e : run.trace()) {
                if (!match.matches(e)) continue;
                n++;
                if (n == atLeast && reached == null) reached = e.seq();
                if (atMost != null && n > atMost) return Evaluation.of(false, e.seq());
            }
            if (n < atLeast) return Evaluation.of(false, null);
            return Evaluation.of(true, reached);
        }
    }

    /**
     * A container shipped at least {@code atLeast} and at most {@code atMost} lines (the result's
     * metric). Evidence: the LinesShipped event at which the running total reached {@code atLeast}.
     */
    record LinesShipped(MemberRef member, long atLeast, Long atMost) implements Predicate {
        @Override
        public Evaluation evaluate(RunFacts run) {
            long total = run.linesShipped(member);
            boolean holds = total >= atLeast && (atMost == null || total <= atMost);
            Long evidence = null;
            Long first = null;
            long running = 0;
            for (TraceEvent e : run.trace()) {
                if (e.type() != EventType.LinesShipped || !member.equals(e.member())) continue;
                if (first == null) first = e.seq();
                running += e.lines() == null ? 0 : e.lines();
                if (holds ? running >= Math.max(1, atLeast) : atMost != null && running > atMost) {
                    evidence = e.seq();
                    break;
                }
            }
            if (holds && evidence == null && total == 0 && !run.trace().isEmpty()) {
                // Nothing shipped: what shows it is the whole run, from its first event to its last.
                return Evaluation.span(true, run.trace().get(0).seq(), run.trace().get(run.trace().size() - 1).seq());
            }
            return Evaluation.span(holds, first, evidence);
        }
    }

    /**
     * A client's requests that ended one way (or, with {@code data}, were answered with that data
     * version) number at least {@code atLeast} and at most {@code atMost}, counted from the result's
     * metrics. Evidence: the last request event of that kind in the (sampled) trace.
     */
    record Requests(Measurement.Requests measure, long atLeast, Long atMost) implements Predicate {
        @Override
        public Evaluation evaluate(RunFacts run) {
            Measurement.Measured m = measure.measure(run);
            long n = Math.round(m.value());
            return Evaluation.of(n >= atLeast && (atMost == null || n <= atMost), m.evidenceSeq());
        }
    }

    /** The contract checker's verdict on a guarantee is the given one. Evidence: its first event. */
    record VerdictIs(Guarantee guarantee, Verdict.Outcome outcome) implements Predicate {
        @Override
        public Evaluation evaluate(RunFacts run) {
            Verdict v = run.verdict(guarantee);
            Long first = v == null || v.evidence().isEmpty() ? null : v.evidence().get(0);
            return Evaluation.of(v != null && v.outcome() == outcome, first);
        }
    }

    /**
     * Every listed member was last scheduled on one and the same node.
     * Evidence: the last of their Scheduled events.
     */
    record SameNode(List<MemberRef> members) implements Predicate {
        public SameNode { members = List.copyOf(members); }

        @Override
        public Evaluation evaluate(RunFacts run) {
            Map<MemberRef, TraceEvent> last = new HashMap<>();
            for (TraceEvent e : run.trace()) {
                if (e.type() != EventType.Scheduled || e.node() == null) continue;
                if (e.container() != null) {
                    last.put(e.member(), e);
                } else {
                    // A pod-level decision places every member at once.
                    for (MemberRef m : members) if (m.pod().equals(e.pod())) last.put(m, e);
                }
            }
            String node = null;
            long evidence = 0;
            for (MemberRef m : members) {
                TraceEvent e = last.get(m);
                if (e == null) return Evaluation.of(false, null);
                evidence = Math.max(evidence, e.seq());
                if (node == null) node = e.node();
                else if (!node.equals(e.node())) return Evaluation.of(false, evidence);
            }
            return Evaluation.of(true, evidence == 0 ? null : evidence);
        }
    }

    /**
     * Every listed member last started with one and the same IP: they
     * share one network identity. Evidence: the last of their Started events.
     */
    record SameIp(List<MemberRef> members) implements Predicate {
        public SameIp { members = List.copyOf(members); }

        @Override
        public Evaluation evaluate(RunFacts run) {
            Map<MemberRef, TraceEvent> last = new HashMap<>();
            for (TraceEvent e : run.trace())
                if (e.type() == EventType.Started && e.ip() != null && e.container() != null) last.put(e.member(), e);
            String ip = null;
            long evidence = 0;
            for (MemberRef m : members) {
                TraceEvent e = last.get(m);
                if (e == null) return Evaluation.of(false, null);
                evidence = Math.max(evidence, e.seq());
                if (ip == null) ip = e.ip();
                else if (!ip.equals(e.ip())) return Evaluation.of(false, evidence);
            }
            return Evaluation.of(true, evidence);
        }
    }

    /** The first event matching {@code first} comes before the first matching {@code then}. */
    record Before(EventMatch first, EventMatch then) implements Predicate {
        @Override
        public Evaluation evaluate(RunFacts run) {
            Long a = null;
            for (TraceEvent e : run.trace()) {
                if (a == null && first.matches(e)) a = e.seq();
                if (then.matches(e)) return Evaluation.of(a != null, e.seq());
            }
            return Evaluation.of(false, a);
        }
    }

    /** The opposite; same evidence. */
    record Not(Predicate inner) implements Predicate {
        @Override
        public Evaluation evaluate(RunFacts run) {
            return inner.evaluate(run).negate();
        }
    }

    /** All hold. Evidence: from the earliest to the latest evidence when true, the first failing one's when false. */
    record AllOf(List<Predicate> all) implements Predicate {
        public AllOf { all = List.copyOf(all); }

        @Override
        public Evaluation evaluate(RunFacts run) {
            Long latest = null;
            Long earliest = null;
            for (Predicate p : all) {
                Evaluation ev = p.evaluate(run);
                if (!ev.holds()) return ev;
                if (ev.evidenceSeq() != null && (latest == null || ev.evidenceSeq() > latest)) latest = ev.evidenceSeq();
                Long from = ev.firstSeq() != null ? ev.firstSeq() : ev.evidenceSeq();
                if (from != null && (earliest == null || from < earliest)) earliest = from;
            }
            // Every part holds: the evidence runs from the earliest event any part cites to the latest.
            return Evaluation.span(true, earliest, latest);
        }
    }

    /** One holds. Evidence: the first holding one's. */
    record AnyOf(List<Predicate> any) implements Predicate {
        public AnyOf { any = List.copyOf(any); }

        @Override
        public Evaluation evaluate(RunFacts run) {
            Long earliest = null;
            for (Predicate p : any) {
                Evaluation ev = p.evaluate(run);
                if (ev.holds()) return ev;
                if (ev.evidenceSeq() != null && (earliest == null || ev.evidenceSeq() < earliest)) earliest = ev.evidenceSeq();
            }
            return Evaluation.of(false, earliest);
        }
    }
}
