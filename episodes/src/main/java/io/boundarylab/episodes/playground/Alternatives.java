package io.boundarylab.episodes.playground;

import io.boundarylab.episodes.content.Claim;
import io.boundarylab.episodes.predicate.Predicate;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Whether a prediction's choices are alternatives: no two of them can be true in the same pair of
 * runs. Two choices are apart when one says a claim about a run and the other says something about
 * the same run that cannot hold with it: its negation, a count outside the other's range (at least
 * 3 against fewer than 2), or another verdict on the same guarantee. Choices that no such pair of
 * claims keeps apart can both be true, and a learner who picks one of them would be judged on it
 * alone while the other is true as well.
 */
public final class Alternatives {
    private Alternatives() {
    }

    /**
     * A pair of choices that can both be true.
     *
     * @param first  the index (from 0) of the first choice
     * @param second the index of the second, after the first
     */
    public record Overlap(int first, int second) {
    }

    /** Every pair of choices that can both be true, in choice order; empty when the choices are alternatives. */
    public static List<Overlap> overlaps(List<PlaygroundChoice> choices) {
        List<Overlap> out = new ArrayList<>();
        for (int i = 0; i < choices.size(); i++)
            for (int j = i + 1; j < choices.size(); j++)
                if (!apart(choices.get(i).claims(), choices.get(j).claims())) out.add(new Overlap(i, j));
        return out;
    }

    private static boolean apart(List<Claim> a, List<Claim> b) {
        for (Claim x : a)
            for (Claim y : b)
                if (x.variantId().equals(y.variantId()) && contradict(x.predicate(), y.predicate())) return true;
        return false;
    }

    /** Whether two predicates about one run cannot both hold. */
    static boolean contradict(Predicate p, Predicate q) {
        if (p.equals(new Predicate.Not(q)) || q.equals(new Predicate.Not(p))) return true;
        if (p instanceof Predicate.VerdictIs v && q instanceof Predicate.VerdictIs w)
            return v.guarantee() == w.guarantee() && v.outcome() != w.outcome();
        Range r = Range.of(p), s = Range.of(q);
        return r != null && s != null && r.counted().equals(s.counted()) && (r.most() < s.least() || s.most() < r.least());
    }

    /**
     * A count a predicate bounds: what is counted and the counts it allows, {@code least} to
     * {@code most} (both included). A negated count is the counts below its least (or above its most).
     */
    private record Range(Object counted, long least, long most) {
        static Range of(Predicate p) {
            if (p instanceof Predicate.Not n) {
                Range inner = of(n.inner());
                if (inner == null) return null;
                if (inner.most() == Long.MAX_VALUE && inner.least() > 0) return new Range(inner.counted(), 0, inner.least() - 1);
                if (inner.least() == 0 && inner.most() != Long.MAX_VALUE) return new Range(inner.counted(), inner.most() + 1, Long.MAX_VALUE);
                return null;
            }
            if (p instanceof Predicate.Occurs o) return new Range(o.match(), o.atLeast(), most(o.atMost()));
            if (p instanceof Predicate.LinesShipped l) return new Range(l.member(), l.atLeast(), most(l.atMost()));
            if (p instanceof Predicate.Requests r) return new Range(r.measure(), r.atLeast(), most(r.atMost()));
            return null;
        }

        private static long most(Long atMost) {
            return Objects.requireNonNullElse(atMost, Long.MAX_VALUE);
        }
    }
}
