package io.boundarylab.episodes.predicate;

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
     */
    record Measured(Double value, Long evidenceSeq) {
    }

    /** How many events match, up to and including {@code untilMs} (null: the whole run). */
    record Count(EventMatch match, Long untilMs) implements Measurement {
        @Override
        public Measured measure(RunFacts run) {
            long n = 0;
            Long last = null;
            for (TraceEvent e : run.trace()) {
                if (untilMs != null && e.tMs() - run.startMs() > untilMs) break;
                if (!match.matches(e)) continue;
                n++;
                last = e.seq();
            }
            return new Measured((double) n, last);
        }
    }

    /** The time, in seconds, of the first matching event; no value when none happens. */
    record FirstSeconds(EventMatch match) implements Measurement {
        @Override
        public Measured measure(RunFacts run) {
            for (TraceEvent e : run.trace()) {
                if (match.matches(e)) return new Measured((e.tMs() - run.startMs()) / 1000.0, e.seq());
            }
            return new Measured(null, null);
        }
    }

    /** Lines a container shipped, up to and including {@code untilMs} (null: the whole run). */
    record LinesShipped(MemberRef member, Long untilMs) implements Measurement {
        @Override
        public Measured measure(RunFacts run) {
            long total = 0;
            Long last = null;
            for (TraceEvent e : run.trace()) {
                if (untilMs != null && e.tMs() - run.startMs() > untilMs) break;
                if (e.type() != EventType.LinesShipped || !member.equals(e.member())) continue;
                total += e.lines() == null ? 0 : e.lines();
                last = e.seq();
            }
            return new Measured((double) total, last);
        }
    }
}
