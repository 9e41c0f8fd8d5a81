package io.boundarylab.app.playback;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.app.support.SampleTraces;
import io.boundarylab.engine.trace.TraceEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class PlaybackViewModelTest {
    private static final long FRAME = 16_666_667L;

    @Test
    void stepIsEnabledOnlyWhilePaused() {
        PlaybackViewModel vm = new PlaybackViewModel();
        vm.load(SampleTraces.helperSeparate());
        assertTrue(vm.canStepProperty().get());
        vm.play();
        assertFalse(vm.canStepProperty().get());
        assertFalse(vm.canStepBackProperty().get());
        vm.step();
        assertEquals(0, vm.position(), "step while playing must do nothing");
        vm.pause();
        vm.step();
        assertEquals(1, vm.position());
        assertTrue(vm.canStepBackProperty().get());
    }

    @Test
    void tickDoesNothingWhilePaused() {
        PlaybackViewModel vm = new PlaybackViewModel();
        vm.load(SampleTraces.helperSeparate());
        for (int i = 0; i < 600; i++) {
            vm.tick(FRAME);
        }
        assertEquals(0, vm.position());
    }

    @Test
    void playingReachesTheEndAndStops() {
        PlaybackViewModel vm = new PlaybackViewModel();
        vm.load(SampleTraces.helperSeparate());
        vm.play();
        for (int i = 0; i < 10_000 && vm.isPlaying(); i++) {
            vm.tick(FRAME);
        }
        assertEquals(vm.trace().size(), vm.position());
        assertFalse(vm.isPlaying());
        assertFalse(vm.canStepProperty().get());
    }

    @Test
    void speedChangesWhenEventsAppearNeverWhich() {
        List<List<TraceEvent>> sequences = new ArrayList<>();
        for (double speed : new double[] {0.25, 1, 4}) {
            PlaybackViewModel vm = new PlaybackViewModel();
            vm.load(SampleTraces.helperSeparate());
            vm.setSpeed(speed);
            List<TraceEvent> seen = new ArrayList<>();
            vm.currentEventProperty().addListener((o, a, b) -> {
                if (b != null) {
                    seen.add(b);
                }
            });
            vm.play();
            for (int i = 0; i < 100_000 && vm.isPlaying(); i++) {
                vm.tick(FRAME);
            }
            sequences.add(List.copyOf(vm.shown()));
        }
        assertEquals(sequences.get(0), sequences.get(1));
        assertEquals(sequences.get(1), sequences.get(2));
    }

    @Test
    void speedIsClampedToQuarterAndFourTimes() {
        PlaybackViewModel vm = new PlaybackViewModel();
        vm.setSpeed(10);
        assertEquals(4.0, vm.speed());
        vm.setSpeed(0.01);
        assertEquals(0.25, vm.speed());
    }

    @Test
    void checkpointStopsPlaying() {
        PlaybackViewModel vm = new PlaybackViewModel();
        vm.load(SampleTraces.helperSeparate());
        vm.setCheckpoints(List.of(4));
        vm.setSpeed(4);
        vm.play();
        for (int i = 0; i < 10_000 && vm.isPlaying(); i++) {
            vm.tick(FRAME);
        }
        assertEquals(4, vm.position());
        assertEquals(4, vm.lastStopProperty().get());
        vm.play();
        for (int i = 0; i < 10_000 && vm.isPlaying(); i++) {
            vm.tick(FRAME);
        }
        assertEquals(vm.trace().size(), vm.position());
    }

    @Test
    void resetRestoresEveryProperty() {
        PlaybackViewModel fresh = new PlaybackViewModel();
        PlaybackViewModel vm = new PlaybackViewModel();
        vm.load(SampleTraces.helperSeparate());
        vm.setCheckpoints(List.of(3));
        vm.setSpeed(2);
        vm.seek(5);
        vm.play();
        IntStream.range(0, 200).forEach(i -> vm.tick(FRAME));
        vm.reset();
        assertEquals(fresh.trace(), vm.trace());
        assertEquals(fresh.sizeProperty().get(), vm.sizeProperty().get());
        assertEquals(fresh.position(), vm.position());
        assertEquals(fresh.isPlaying(), vm.isPlaying());
        assertEquals(fresh.speed(), vm.speed());
        assertEquals(fresh.lastStopProperty().get(), vm.lastStopProperty().get());
        assertEquals(fresh.canStepProperty().get(), vm.canStepProperty().get());
        assertEquals(fresh.canStepBackProperty().get(), vm.canStepBackProperty().get());
        assertEquals(fresh.atEndProperty().get(), vm.atEndProperty().get());
        assertNull(vm.currentEventProperty().get());
        // The checkpoint was forgotten too: a new trace plays through position 3.
        vm.load(SampleTraces.helperSeparate());
        vm.setSpeed(4);
        vm.play();
        for (int i = 0; i < 10_000 && vm.isPlaying(); i++) {
            vm.tick(FRAME);
        }
        assertEquals(vm.trace().size(), vm.position());
    }

    @Test
    void seekAndStepBackShowTheMatchingEvent() {
        PlaybackViewModel vm = new PlaybackViewModel();
        List<TraceEvent> trace = SampleTraces.helperSeparate();
        vm.load(trace);
        vm.seekToSeq(7);
        assertEquals(7, vm.position());
        assertEquals(trace.get(6), vm.currentEventProperty().get());
        vm.stepBack();
        assertEquals(trace.get(5), vm.currentEventProperty().get());
        vm.seek(1000);
        assertEquals(trace.size(), vm.position());
        vm.seek(-3);
        assertEquals(0, vm.position());
    }

    @Test
    void aRunLastingPastItsLastEventEndsAtItsHorizonOnePlaceLater() {
        PlaybackViewModel vm = new PlaybackViewModel();
        List<TraceEvent> trace = SampleTraces.helperSeparate();
        long horizon = trace.get(trace.size() - 1).tMs() + 50_000;
        vm.load(trace, horizon);
        vm.seek(trace.size());
        assertFalse(vm.atEndProperty().get(), "the last event is not the run's end");
        assertTrue(vm.canStepProperty().get());
        assertEquals(trace.get(trace.size() - 1).tMs(), vm.timeShownMsProperty().get());
        vm.step();
        assertTrue(vm.atHorizonProperty().get() && vm.atEndProperty().get());
        assertEquals(horizon, vm.timeShownMsProperty().get());
        assertEquals(trace.size(), vm.position(), "no event past the last");
        assertFalse(vm.canStepProperty().get());
        vm.play();
        assertFalse(vm.isPlaying(), "nothing left to play");
        vm.seek(2);
        assertFalse(vm.atHorizonProperty().get());
        assertEquals(trace.get(1).tMs(), vm.timeShownMsProperty().get());
        vm.load(trace, horizon);
        assertFalse(vm.atHorizonProperty().get(), "a new run starts at its start");
    }

    @Test
    void aCheckpointBeforeTheHorizonStillStopsPlaying() {
        PlaybackViewModel vm = new PlaybackViewModel();
        List<TraceEvent> trace = SampleTraces.helperSeparate();
        vm.load(trace, trace.get(trace.size() - 1).tMs() + 1);
        vm.setCheckpoints(List.of(trace.size() - 1));
        vm.seek(trace.size() - 2);
        vm.setSpeed(PlaybackViewModel.MAX_SPEED);
        vm.play();
        vm.tick(10_000_000_000L);
        assertEquals(trace.size() - 1, vm.position());
        assertFalse(vm.isPlaying());
        assertFalse(vm.atHorizonProperty().get());
        vm.play();
        vm.tick(10_000_000_000L);
        assertTrue(vm.atHorizonProperty().get());
        assertFalse(vm.isPlaying());
    }

    @Test
    void aRunEndingAtItsLastEventHasNoPlaceAfterIt() {
        PlaybackViewModel vm = new PlaybackViewModel();
        List<TraceEvent> trace = SampleTraces.helperSeparate();
        vm.load(trace, trace.get(trace.size() - 1).tMs());
        vm.toEnd();
        assertEquals(trace.size(), vm.position());
        assertFalse(vm.atHorizonProperty().get());
        assertTrue(vm.atEndProperty().get());
        assertEquals(trace.size(), vm.transport().length().intValue());
    }
}
