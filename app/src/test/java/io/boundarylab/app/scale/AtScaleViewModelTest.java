package io.boundarylab.app.scale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Locale;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The view-model on a synchronous executor: the engine runs inside load, ticks move time. */
class AtScaleViewModelTest {
    private static final long HORIZON_MS = ScaleAggregateTest.HORIZON_MS;
    private AtScaleViewModel vm;

    @BeforeEach
    void open() {
        vm = new AtScaleViewModel(new ScaleText(Locale.ENGLISH), Runnable::run);
        vm.load(ScaleSize.DEMO, () -> AtScaleScenarios.generate(ScaleSize.DEMO, 11, HORIZON_MS));
    }

    @Test
    void loadRunsTheEngineAndShowsTheStartPaused() {
        assertTrue(vm.loadedProperty().get());
        assertFalse(vm.isPlaying());
        assertTrue(vm.engineDoneProperty().get());
        assertEquals(HORIZON_MS, vm.horizonMsProperty().get());
        assertEquals(HORIZON_MS, vm.computedMsProperty().get());
        ScaleFrame f = vm.frame();
        assertNotNull(f);
        assertEquals(0, f.timeMs());
        assertEquals(ScaleSize.DEMO.nodes(), f.nodeCount());
        assertTrue(vm.summaryProperty().get().contains("0:00:00 of 0:20:00"), vm.summaryProperty().get());
        assertTrue(vm.statusProperty().get().startsWith("Engine done"), vm.statusProperty().get());
        assertTrue(vm.canPlayProperty().get());
    }

    @Test
    void playingMovesTheShownTimeBySpeedTimesWallTimeAndPausingStopsIt() {
        vm.setSpeed(60);
        vm.play();
        vm.tick(500_000_000L);
        assertEquals(30_000, vm.playheadMs());
        assertEquals(30_000, vm.frame().timeMs());
        vm.pause();
        vm.tick(500_000_000L);
        assertEquals(30_000, vm.frame().timeMs(), "a tick while paused moves nothing");
        vm.faster();
        assertEquals(120.0, vm.speed());
        vm.slower();
        vm.slower();
        assertEquals(30.0, vm.speed());
    }

    @Test
    void playingStopsAtTheHorizon() {
        vm.setSpeed(300);
        vm.play();
        for (int i = 0; i < 100 && vm.isPlaying(); i++) {
            vm.tick(100_000_000L);
        }
        assertFalse(vm.isPlaying());
        assertEquals(HORIZON_MS, vm.playheadMs());
        assertFalse(vm.canPlayProperty().get());
        assertTrue(vm.frame().failedNodes() > 0, "the zone failure is shown at the end");
    }

    @Test
    void seekShowsTheClusterAtThatTimeAndClamps() {
        vm.seek(HORIZON_MS / 2 + 1_000);
        assertEquals(HORIZON_MS / 2 + 1_000, vm.frame().timeMs());
        assertTrue(vm.frame().failedNodes() > 0);
        assertTrue(vm.summaryProperty().get().contains(vm.frame().failedNodes() + " failed"), vm.summaryProperty().get());
        vm.seek(HORIZON_MS / 2 - 1_000);
        assertEquals(0, vm.frame().failedNodes());
        vm.seek(-5);
        assertEquals(0, vm.playheadMs());
        vm.seek(HORIZON_MS * 3);
        assertEquals(HORIZON_MS, vm.playheadMs());
        vm.toStart();
        vm.skip(AtScaleViewModel.SKIP_MS);
        assertEquals(AtScaleViewModel.SKIP_MS, vm.frame().timeMs());
        vm.toEnd();
        assertEquals(HORIZON_MS, vm.frame().timeMs());
    }

    @Test
    void resetRestoresEveryProperty() {
        vm.setSpeed(10);
        vm.seek(100_000);
        vm.play();
        vm.reset();
        assertFalse(vm.loadedProperty().get());
        assertFalse(vm.isPlaying());
        assertEquals(ScaleSize.DEMO, vm.sizeProperty().get());
        assertEquals(AtScaleViewModel.DEFAULT_SPEED, vm.speed());
        assertEquals(0, vm.playheadMs());
        assertEquals(0, vm.horizonMsProperty().get());
        assertEquals(0, vm.computedMsProperty().get());
        assertFalse(vm.engineDoneProperty().get());
        assertNull(vm.frame());
        assertNull(vm.errorProperty().get());
        assertEquals(0, vm.shownEventsPerSecondProperty().get());
        assertEquals(0, vm.engineEventsPerSecondProperty().get());
        assertEquals("Choose a size and open it.", vm.statusProperty().get());
        assertEquals("No cluster open.", vm.summaryProperty().get());
        assertFalse(vm.canPlayProperty().get());
        vm.play();
        assertFalse(vm.isPlaying(), "nothing to play after reset");
    }

    @Test
    void aFailingEngineShowsAnErrorAndStopsPlaying() {
        vm.load(ScaleSize.DEMO, () -> {
            throw new IllegalStateException("generator broke");
        });
        vm.tick(16_000_000L);
        assertNotNull(vm.errorProperty().get());
        assertTrue(vm.statusProperty().get().contains("generator broke"), vm.statusProperty().get());
        vm.play();
        assertFalse(vm.isPlaying());
    }

    @Test
    void ratesCountEventsShownPerWallSecond() {
        vm.setSpeed(60);
        vm.play();
        for (int i = 0; i < 40; i++) {
            vm.tick(16_666_667L);
        }
        assertTrue(vm.shownEventsPerSecondProperty().get() > 0);
    }
}
