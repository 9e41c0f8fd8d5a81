package io.boundarylab.episodes.narration;

import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;
import io.boundarylab.episodes.Fixtures;
import io.boundarylab.episodes.content.Episode;
import io.boundarylab.episodes.content.Investigation;
import io.boundarylab.episodes.content.Variant;
import io.boundarylab.episodes.run.EpisodeRunner;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Narration a learner can read: one short sentence per event, each rule told in full once per run. */
class NarrationTest {

    /** The longest sentence a projector line can carry. */
    static final int MAX_SENTENCE = 140;

    private static final Investigation INV = Fixtures.bundled();
    private static final Narration N = INV.narration();

    private static List<List<TraceEvent>> everyRun() {
        List<List<TraceEvent>> runs = new ArrayList<>();
        for (Episode e : INV.episodes()) for (Variant v : e.experiment().variants()) runs.add(new EpisodeRunner().run(e, v.id()).trace());
        return runs;
    }

    @Test
    void everySentenceOfEveryEpisodeRunIsShortPlainAndRuleFree() {
        Map<EventType, Integer> longest = new EnumMap<>(EventType.class);
        for (List<TraceEvent> run : everyRun()) {
            for (TraceEvent e : run) {
                String s = N.sentence(e);
                longest.merge(e.type(), s.length(), Math::max);
                assertTrue(s.length() <= MAX_SENTENCE, e.type() + " #" + e.seq() + " is " + s.length() + " characters: " + s);
                assertFalse(s.contains("because") || s.contains("\n"), s);
                if (e.rule() != null) assertFalse(s.contains(e.rule()), "the rule is not in the sentence: " + s);
            }
        }
        assertTrue(longest.size() >= 10, "the runs cover many event types: " + longest.keySet());
    }

    @Test
    void aRuleIsToldInFullOnceARunAndThenByNameOnly() {
        List<TraceEvent> run = new EpisodeRunner().run(INV.episode("startup-order").orElseThrow(), "failing-ordered").trace();
        List<String> lines = N.becauseAll(run);
        String backOff = run.stream().filter(e -> e.type() == EventType.BackOff).findFirst().orElseThrow()
                .rules().stream().filter(r -> r.startsWith("CrashLoopBackOff")).findFirst().orElseThrow();
        List<Integer> citing = new ArrayList<>();
        for (int i = 0; i < run.size(); i++) if (run.get(i).rules().contains(backOff)) citing.add(i);
        assertTrue(citing.size() >= 5, "the back-off rule acts again and again: " + citing.size());
        String first = lines.get(citing.get(0));
        assertTrue(first.contains(backOff.replaceAll("\\.$", "")), "told in full the first time: " + first);
        long firstSeq = run.get(citing.get(0)).seq();
        for (int i : citing.subList(1, citing.size())) {
            String again = lines.get(i);
            TraceEvent e = run.get(i);
            assertFalse(again.contains(backOff), "not again in full: " + again);
            assertTrue(again.length() < backOff.length() / 2, again);
            if (e.rules().size() == 1) assertEquals("Same rule as at #" + firstSeq + ": " + Narration.name(backOff) + ".", again);
            assertEquals(String.join("; ", e.rules()), e.rule(), "the full rule stays with the event, for the why panel");
        }
        assertEquals("", N.because(TraceEvent.of(EventType.PodDeleted).pod("p").message("gone").build(1, 0), List.of()));
    }

    @Test
    void aRulesNameIsWhatComesBeforeItsColonOrItsFirstWords() {
        assertEquals("restart policy", Narration.name("restart policy: Always restarts any exit"));
        assertEquals("a pod is Ready when all its containers are ready", Narration.name("a pod is Ready when all its containers are ready."));
        String longOne = Narration.name("a process crashed (scenario action); the container is restarted per the restart policy, inside");
        assertTrue(longOne.endsWith("\u2026") && longOne.length() <= 49, longOne);
    }
}
