package io.boundarylab.episodes.predicate;

import io.boundarylab.engine.result.RequestCount;
import io.boundarylab.engine.scenario.MemberRef;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;

/**
 * A number the trace gives, for a quantitative prediction ("how many times does web start?",
 * "when does web first serve?"). Like a {@link Predicate}, it reads only {@link RunFacts} and
 * names the event that shows its value.
 */
public sealed interface Measurement {

    /** The value in this run, with the event that shows it. */
    Measured measure(RunFacts run);

    /**
     * A measured value.
     *
     * @param value       the number, or null when the thing measured never happened ("web never served")
     * @param evidenceSeq the event that shows it (the last one counted, or the first occurrence), or null
     * @param firstSeq    for a count, the first event counted: a count is shown by the span of events it
     *                    counts, from this one to {@code evidenceSeq}; for one occurrence, the same event
     */
    record Measured(Double value, Long evidenceSeq, Long firstSeq) {
        /** A value shown by one event. */
        public Measured(Double value, Long evidenceSeq) {
            this(value, evidenceSeq, evidenceSeq);
        }
    }

    /** How many events match, up to and including {@code untilMs} (null: the whole run). */
    record Count(EventMatch match, Long untilMs) implements Measurement {
        @Override
        public Measured measure(RunFacts run) {
            long n = 0;
            Long first = null;
            Long last = null;
            for (TraceEvent e : run.trace()) {
                if (untilMs != null && e.tMs() - run.startMs() > untilMs) break;
                if (!match.matches(e)) continue;
                n++;
                if (first == null) first = e.seq();
                last = e.seq();
            }
            return new Measured((double) n, last, first);
        }
    }

    /**
     * The time, in seconds, of the first matching event at or after {@code afterMs} into the run (0:
     * from the start); no value when none happens. The lower bound picks out what follows a cue
     * ("the first pod ready after the node fails") when the same event also happens before it.
     */
    record FirstSeconds(EventMatch match, long afterMs) implements Measurement {
        public FirstSeconds(EventMatch match) {
            this(match, 0);
        }

        @Override
        public Measured measure(RunFacts run) {
            for (TraceEvent e : run.trace()) {
                if (e.tMs() - run.startMs() < afterMs) continue;
                if (match.matches(e)) return new Measured((e.tMs() - run.startMs()) / 1000.0, e.seq());
            }
            return new Measured(null, null);
        }
    }

    /**
     * The requests a client sent that ended one way ({@code ok}, {@code refused}, {@code timeout},
     * or {@code failed}: refused and timed out together), or, with {@code data}, the ok ones answered
     * with that data version; over the whole run, from the result's metrics. Evidence: the window of
     * those requests in the (sampled) trace, from the first request event with that ending to the
     * client's next request that ended otherwise, or to the last with that ending if none follows.
     */
    record Requests(MemberRef client, RequestOutcome outcome, String data) implements Measurement {
        @Override
        public Measured measure(RunFacts run) {
            RequestCount c = run.requests(client);
            long n = data != null ? c.byData().getOrDefault(data, 0L) : outcome.count(c);
            Long first = null;
            Long last = null;
            Long windowEnd = null;
            for (TraceEvent e : run.trace()) {
                if (!client.equals(e.member())) continue;
                if (outcome.shownBy(e) && (data == null || data.equals(e.data()))) {
                    if (first == null) first = e.seq();
                    last = e.seq();
                    windowEnd = null;
                } else if (last != null && windowEnd == null && isRequest(e)) {
                    windowEnd = e.seq();
                }
            }
            // Request events are sampled: the last one written with this ending may be the first of a
            // run of them. The client's next request that ended otherwise closes the window they fill.
            return new Measured((double) n, windowEnd != null ? windowEnd : last, first);
        }
    }

    private static boolean isRequest(TraceEvent e) {
        return e.type() == EventType.RequestServed || e.type() == EventType.RequestRefused
                || e.type() == EventType.RequestTimedOut;
    }

    /** Lines a container shipped, up to and including {@code untilMs} (null: the whole run). */
    record LinesShipped(MemberRef member, Long untilMs) implements Measurement {
        @Override
        public Measured measure(RunFacts run) {
            long total = 0;
            Long first = null;
            Long last = null;
            for (TraceEvent e : run.trace()) {
                if (untilMs != null && e.tMs() - run.startMs() > untilMs) break;
                if (e.type() != EventType.LinesShipped || !member.equals(e.member())) continue;
                total += e.lines() == null ? 0 : e.lines();
                if (first == null) first = e.seq();
                last = e.seq();
            }
            return new Measured((double) total, last, first);
        }
    }
}
