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

    /**
     * The demo's zone (zone-c) fails at 10 min. Its pods stop counting at once; the replacements come
     * after the node lifecycle's 50 s and 300 s, so the count stays down for almost six minutes, then
     * only rises until every wanted pod runs again on the other zones.
     */
    @Test
    void playingThroughTheZoneFailureShowsTheReplicaSetsHealingOnTheOtherZones() {
        long failAt = HORIZON_MS / 2;
        vm.seek(failAt - 1_000);
        int wanted = vm.frame().desiredReplicas();
        assertEquals(wanted, vm.frame().replicasRunning());
        assertTrue(vm.summaryProperty().get().contains("ReplicaSets: " + count(wanted) + " of " + count(wanted)
                + " pods running on live nodes, 0 evicted"), vm.summaryProperty().get());
        vm.seek(failAt + 60_000);
        int lost = vm.frame().replicasRunning();
        assertTrue(lost < wanted, "the failed zone's pods are lost: " + lost);
        assertTrue(vm.summaryProperty().get().contains("zone-c: 0 pods"), vm.summaryProperty().get());
        vm.setSpeed(300);
        vm.play();
        int previous = lost;
        while (vm.isPlaying()) {
            vm.tick(100_000_000L);
            int running = vm.frame().replicasRunning();
            assertTrue(running >= previous && running <= wanted, "only heals: " + previous + " then " + running);
            if (vm.playheadMs() < failAt + 350_000) {
                assertEquals(lost, running, "nothing is replaced before the toleration runs out, at " + vm.playheadMs());
            }
            previous = running;
        }
        assertEquals(HORIZON_MS, vm.playheadMs());
        assertEquals(wanted, vm.frame().replicasRunning());
        assertTrue(vm.summaryProperty().get().contains("ReplicaSets: " + count(wanted) + " of " + count(wanted)),
                vm.summaryProperty().get());
        assertTrue(vm.summaryProperty().get().contains("zone-c: 0 pods"), vm.summaryProperty().get());
    }

    private static String count(int n) {
        return String.format(Locale.ENGLISH, "%,d", n);
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
        // The same scenario run apart from the view-model: its trace says what 30 s of play must show.
        ScaleSession apart = new ScaleSession(AtScaleScenarios.generate(ScaleSize.DEMO, 11, HORIZON_MS), 97);
        apart.runToEnd();
        long shownBy30s = apart.trace().stream().filter(e -> e.tMs() <= 30_000).count();
        int computed = apart.trace().size();
        assertTrue(shownBy30s > 0 && shownBy30s < computed, "the premise: the first 30 s hold some events, not all: " + shownBy30s);

        vm.setSpeed(60);
        vm.play();
        // 60x: a 16.666667 ms frame moves the playhead 1000.00002 ms. Rates are measured over a window of at
        // least 0.5 s of wall time: the 30th frame closes it at 500 000 010 ns, with the playhead at 30 000 ms.
        for (int i = 0; i < 29; i++) {
            vm.tick(16_666_667L);
        }
        assertEquals(0, vm.shownEventsPerSecondProperty().get(), "no rate before the window is full");
        vm.tick(16_666_667L);
        assertEquals(30_000, vm.playheadMs());
        double window = 30 * 16_666_667L / 1e9;
        assertEquals(shownBy30s / window, vm.shownEventsPerSecondProperty().get(), 1e-9);
        // The engine ran to the end inside load: the first window counts every event it computed.
        assertEquals(computed / window, vm.engineEventsPerSecondProperty().get(), 1e-9);
        // Ten more frames (0.17 s) do not fill the next window: the rates stay.
        for (int i = 0; i < 10; i++) {
            vm.tick(16_666_667L);
        }
        assertEquals(shownBy30s / window, vm.shownEventsPerSecondProperty().get(), 1e-9);
    }
}
