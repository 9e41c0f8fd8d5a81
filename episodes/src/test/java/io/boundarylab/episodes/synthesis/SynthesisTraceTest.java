package io.boundarylab.episodes.synthesis;

import io.boundarylab.engine.trace.TraceEvent;
import io.boundarylab.episodes.Fixtures;
import io.boundarylab.episodes.content.Episode;
import io.boundarylab.episodes.content.Investigation;
import io.boundarylab.episodes.prediction.ClaimComparison;
import io.boundarylab.episodes.prediction.Prediction;
import io.boundarylab.episodes.prediction.PredictionComparison;
import io.boundarylab.episodes.run.EpisodeRun;
import io.boundarylab.episodes.run.EpisodeRunner;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The synthesis trace reads as one run, stops and resumes, and decides predictions as it goes. */
class SynthesisTraceTest {

    private static final Investigation INV = Fixtures.bundled();
    private static final SynthesisTrace TRACE = SynthesisTrace.run(INV, new EpisodeRunner());

    private static final List<Prediction> EXERCISE = List.of(
            new Prediction("helper", "useless-apart", null, 80),
            new Prediction("startup-order", "flails", "retries are luck", 60),
            new Prediction("identity", "broken-separate", null, 70),
            new Prediction("fate", "fragments", null, 50));

    @Test
    void readsAsOneRunNumberedFromOneWithTimeNeverGoingBack() {
        List<TraceEvent> events = TRACE.events();
        long t = -1;
        for (int i = 0; i < events.size(); i++) {
            assertEquals(i + 1, events.get(i).seq());
            assertTrue(events.get(i).tMs() >= t, "time goes forward at #" + (i + 1));
            t = events.get(i).tMs();
        }
    }

    @Test
    void sameContentSameBytes() {
        SynthesisTrace again = SynthesisTrace.run(INV, new EpisodeRunner());
        assertEquals(io.boundarylab.engine.format.TraceJson.lines(TRACE.events()),
                io.boundarylab.engine.format.TraceJson.lines(again.events()));
        assertEquals(TRACE.checkpoints(), again.checkpoints());
    }

    @Test
    void hasACheckpointPerRunInEpisodeOrderNaiveFirst() {
        List<Checkpoint> cps = TRACE.checkpoints();
        assertEquals("helper", cps.get(0).episodeId());
        assertEquals("naive", cps.get(0).variantId());
        assertEquals("contract", cps.get(1).variantId());
        assertEquals(1, cps.get(0).firstSeq());
        for (int i = 1; i < cps.size(); i++) {
            assertEquals(cps.get(i - 1).lastSeq() + 1, cps.get(i).firstSeq(), "checkpoints tile the trace");
            assertTrue(cps.get(i).offsetMs() > cps.get(i - 1).offsetMs());
        }
        assertEquals(TRACE.lastSeq(), cps.get(cps.size() - 1).lastSeq());
        List<String> order = cps.stream().map(Checkpoint::episodeId).distinct().toList();
        assertEquals(INV.episodes().stream().map(Episode::id).toList(), order);
    }

    @Test
    void eachSegmentIsTheEpisodesOwnRunRenumbered() {
        Checkpoint cp = TRACE.checkpoints().get(2);
        EpisodeRun alone = new EpisodeRunner().run(INV.episode(cp.episodeId()).orElseThrow(), cp.variantId());
        List<TraceEvent> seg = TRACE.events().subList((int) cp.firstSeq() - 1, (int) cp.lastSeq());
        assertEquals(alone.trace().size(), seg.size());
        for (int i = 0; i < seg.size(); i++) {
            assertEquals(alone.trace().get(i).type(), seg.get(i).type());
            assertEquals(alone.trace().get(i).tMs() + cp.offsetMs(), seg.get(i).tMs());
        }
    }

    @Test
    void stoppedMidwayOnlyFinishedRunsDecideClaims() {
        Checkpoint helperContract = TRACE.checkpoints().get(1);
        SynthesisTrace.View view = TRACE.stopAt(helperContract.lastSeq());
        assertEquals(helperContract.lastSeq(), view.events().size());
        assertFalse(view.finished());
        List<PredictionComparison> cmp = view.compare(EXERCISE);
        assertTrue(cmp.get(0).complete(), "episode 1 has run both ways");
        assertTrue(cmp.get(1).claims().stream().allMatch(c -> c.outcome() == ClaimComparison.Outcome.PENDING));
        SynthesisTrace.View resumed = view.step();
        assertEquals(view.seq() + 1, resumed.seq());
        assertEquals("startup-order", resumed.checkpoint().orElseThrow().episodeId());
        assertEquals(TRACE.checkpoints().get(2).lastSeq(), view.resumeToNextCheckpoint().seq());
        assertTrue(view.resume().finished());
    }

    @Test
    void atTheEndTheIntendedAnswersAllMatchWithEvidenceInTheStitchedTrace() {
        List<PredictionComparison> cmp = TRACE.complete().compare(EXERCISE);
        for (PredictionComparison c : cmp) {
            for (ClaimComparison cc : c.claims()) {
                assertEquals(ClaimComparison.Outcome.MATCH, cc.outcome(), cc.sentence());
                if (cc.evidenceSeq() != null) {
                    Checkpoint cp = TRACE.checkpointAt(cc.evidenceSeq()).orElseThrow();
                    assertEquals(c.prediction().episodeId(), cp.episodeId(), "evidence inside its own episode's run");
                    assertTrue(cc.sentence().contains("#" + cc.evidenceSeq()), cc.sentence());
                }
            }
        }
    }

    @Test
    void aWrongPredictionIsShownWrongWithTheEventThatShowsIt() {
        List<PredictionComparison> cmp = TRACE.complete().compare(List.of(new Prediction("startup-order", "retries-suffice", null, 90)));
        ClaimComparison fails = cmp.get(0).claims().get(0);
        assertEquals("fails-unordered", fails.claimId());
        assertEquals(ClaimComparison.Outcome.MISMATCH, fails.outcome());
        TraceEvent shown = TRACE.events().get((int) (long) fails.evidenceSeq() - 1);
        assertEquals("Exited", shown.type().name());
        assertEquals("web", shown.container());
    }

    private static long horizonMs(Checkpoint cp) {
        return INV.episode(cp.episodeId()).orElseThrow().experiment().variant(cp.variantId()).orElseThrow().scenario().untilMs();
    }

    @Test
    void eachRunKeepsItsWholeHorizonSoTheSilenceAfterItsLastEventStays() {
        List<Checkpoint> cps = TRACE.checkpoints();
        assertEquals(0, cps.get(0).offsetMs());
        for (int i = 0; i < cps.size(); i++) {
            Checkpoint cp = cps.get(i);
            assertEquals(cp.offsetMs() + horizonMs(cp), cp.endMs(), "run " + i + " ends at its own horizon");
            assertEquals(TRACE.events().get((int) cp.lastSeq() - 1).tMs(), cp.lastEventMs());
            if (i > 0) assertEquals(cps.get(i - 1).endMs() + SynthesisTrace.GAP_MS, cp.offsetMs(), "run " + i + " starts after the previous horizon");
        }
        assertEquals(cps.get(cps.size() - 1).endMs(), TRACE.endMs());
    }

    @Test
    void theSeparatedHelpersSilenceIsAMarkedGapAsLongAsItsRunsHorizonLeaves() {
        Checkpoint helperNaive = TRACE.checkpoints().get(0);
        EpisodeRun alone = new EpisodeRunner().run(INV.episode("helper").orElseThrow(), "naive");
        long ownLast = alone.trace().get(alone.trace().size() - 1).tMs();
        long silence = horizonMs(helperNaive) - ownLast;
        assertTrue(silence >= 20_000, "the helper ships nothing for the rest of its 20 s run: " + silence);
        assertEquals(silence, helperNaive.silenceMs());
        Checkpoint next = TRACE.checkpoints().get(1);
        TraceEvent firstOfNext = TRACE.events().get((int) next.firstSeq() - 1);
        assertTrue(firstOfNext.tMs() - helperNaive.lastEventMs() >= silence, "the next run's first event comes after the silence");
        String gap = TRACE.silence(helperNaive);
        assertTrue(gap.startsWith(silence / 1000 + " s"), gap);
        assertTrue(gap.contains(io.boundarylab.episodes.narration.Templates.time(helperNaive.endMs())), gap);
        for (Checkpoint cp : TRACE.checkpoints()) assertEquals(cp.silenceMs() == 0, TRACE.silence(cp).isEmpty());
    }

    @Test
    void stopAtTimeLandsAtTheLastEventAtOrBeforeThatMoment() {
        for (TraceEvent e : List.of(TRACE.events().get(5), TRACE.events().get(40), TRACE.events().get(TRACE.events().size() / 2))) {
            SynthesisTrace.View at = TRACE.stopAtTime(e.tMs());
            assertEquals(e.tMs(), at.timeMs());
            assertEquals(e.tMs(), TRACE.events().get((int) at.seq() - 1).tMs(), "an event exactly at the moment has played");
            assertTrue(at.seq() == TRACE.lastSeq() || TRACE.events().get((int) at.seq()).tMs() > e.tMs(), "and none after it");
        }
        Checkpoint helperNaive = TRACE.checkpoints().get(0);
        SynthesisTrace.View inSilence = TRACE.stopAtTime(helperNaive.lastEventMs() + 5_000);
        assertEquals(helperNaive.lastSeq(), inSilence.seq(), "five seconds into the silence: its run's last event");
        assertEquals(helperNaive.lastEventMs() + 5_000, inSilence.timeMs());
        assertTrue(inSilence.atTime());
        assertEquals(TRACE.stopAtTime(0).seq(), TRACE.stopAtTime(-1).seq(), "before the start: the start");
        assertTrue(TRACE.stopAtTime(Long.MAX_VALUE).finished());
        assertFalse(TRACE.stopAtTime(TRACE.endMs() - 1).finished(), "the last run's silence is still under way");
        assertEquals(TRACE.stopAtTime(7_000).seq(), TRACE.stop(StopPoint.parse("7s")).seq());
        assertEquals(40, TRACE.stop(StopPoint.parse("40")).seq());
    }

    @Test
    void aRunStoppedInItsSilenceDecidesNothingUntilItsHorizon() {
        Checkpoint helperContract = TRACE.checkpoints().get(1);
        List<Prediction> helper = List.of(EXERCISE.get(0));
        if (helperContract.silenceMs() > 0) {
            assertFalse(TRACE.stopAtTime(helperContract.endMs() - 1).compare(helper).get(0).complete(), "its run has not ended");
        }
        assertTrue(TRACE.stopAtTime(helperContract.endMs()).compare(helper).get(0).complete());
    }

    @Test
    void stopPointsReadEventsAndTimes() {
        assertEquals(new StopPoint.AtEvent(40), StopPoint.parse("40"));
        assertEquals(new StopPoint.AtTime(45_000), StopPoint.parse("45s"));
        assertEquals(new StopPoint.AtTime(12_500), StopPoint.parse("12.5s"));
        assertEquals(new StopPoint.AtTime(1_500), StopPoint.parse("1500ms"));
        assertEquals(new StopPoint.AtTime(90_000), StopPoint.parse(" 1:30 "));
        assertEquals(new StopPoint.AtTime(12_500), StopPoint.parse("0:12.5"));
        for (String bad : new String[] {"", "-3", "soon", "1:75", "4.5", "s"}) {
            org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class, () -> StopPoint.parse(bad), bad);
        }
    }
}
