package io.boundarylab.episodes.playground;

import io.boundarylab.engine.trace.EventType;
import io.boundarylab.episodes.content.Claim;
import io.boundarylab.episodes.predicate.EventMatch;
import io.boundarylab.episodes.predicate.Predicate;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Which choices can both be true: one row per way two claims keep choices apart, or fail to. */
class AlternativesTest {
    private static final EventMatch STARTED = EventMatch.of(EventType.Started);
    private static final EventMatch EXITED = EventMatch.of(EventType.Exited);

    private static PlaygroundChoice says(String variant, Predicate... ps) {
        List<Claim> cs = java.util.Arrays.stream(ps).map(p -> new Claim("c", variant, p, "yes", "no")).toList();
        return new PlaygroundChoice("t", cs);
    }

    private static Predicate atLeast(EventMatch m, long n) {
        return new Predicate.Occurs(m, n, null);
    }

    @Test
    void aClaimAndItsNegationOnTheSameRunAreApart() {
        Predicate p = atLeast(STARTED, 1);
        assertEquals(List.of(), Alternatives.overlaps(List.of(says("naive", p), says("naive", new Predicate.Not(p)))));
    }

    @Test
    void theSameClaimOnTwoRunsCanBothBeTrue() {
        Predicate p = atLeast(STARTED, 1);
        assertEquals(List.of(new Alternatives.Overlap(0, 1)), Alternatives.overlaps(List.of(says("naive", p), says("contract", p))));
    }

    @Test
    void countsThatDoNotOverlapAreApartAndCountsThatDoAreNot() {
        // at least 3 against fewer than 2 (not at least 2): apart; at least 3 against fewer than 5: both can hold (3 or 4).
        assertEquals(List.of(), Alternatives.overlaps(List.of(says("naive", atLeast(STARTED, 3)), says("naive", new Predicate.Not(atLeast(STARTED, 2))))));
        assertEquals(1, Alternatives.overlaps(List.of(says("naive", atLeast(STARTED, 3)), says("naive", new Predicate.Not(atLeast(STARTED, 5))))).size());
        assertEquals(List.of(), Alternatives.overlaps(List.of(says("naive", new Predicate.Occurs(STARTED, 0, 1L)), says("naive", atLeast(STARTED, 2)))));
    }

    @Test
    void countsOfDifferentEventsNeverKeepChoicesApart() {
        assertEquals(1, Alternatives.overlaps(List.of(says("naive", atLeast(STARTED, 3)), says("naive", new Predicate.Not(atLeast(EXITED, 2))))).size());
    }

    @Test
    void twoVerdictsOnOneGuaranteeAreApart() {
        var g = io.boundarylab.engine.cluster.Guarantee.SHARED_STORAGE;
        assertEquals(List.of(), Alternatives.overlaps(List.of(
                says("contract", new Predicate.VerdictIs(g, io.boundarylab.engine.contract.Verdict.Outcome.values()[0])),
                says("contract", new Predicate.VerdictIs(g, io.boundarylab.engine.contract.Verdict.Outcome.values()[1])))));
    }

    @Test
    void everyPairIsNamedInChoiceOrder() {
        Predicate p = atLeast(STARTED, 1);
        assertEquals(List.of(new Alternatives.Overlap(0, 2), new Alternatives.Overlap(1, 2)),
                Alternatives.overlaps(List.of(says("naive", p), says("naive", new Predicate.Not(p)), says("contract", p))));
    }
}
