package io.boundarylab.app.episode;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.app.concurrent.BackgroundRunner;
import io.boundarylab.app.concurrent.DirectRunner;
import io.boundarylab.app.lab.EpisodesLab;
import io.boundarylab.app.support.TestLab;
import io.boundarylab.episodes.content.Episode;
import io.boundarylab.episodes.run.SweepResult;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The sweep waits for the prediction, runs through the background runner once per click, and keeps what it found. */
class SeedSweepViewModelTest {
    private static EpisodesLab lab;
    private static Episode helper;

    @BeforeAll
    static void load() {
        lab = TestLab.bundled();
        helper = lab.course().episode("helper").orElseThrow();
    }

    @Test
    void nothingRunsBeforeThePredictionIsCommitted() {
        ReadOnlyBooleanWrapper committed = new ReadOnlyBooleanWrapper(false);
        List<Callable<?>> asked = new ArrayList<>();
        SeedSweepViewModel vm = new SeedSweepViewModel(helper, helper.experiment().sweep().orElseThrow(), lab, recording(asked),
                committed.getReadOnlyProperty());
        vm.run();
        assertTrue(asked.isEmpty());
        assertFalse(vm.canRunProperty().get());
        committed.set(true);
        assertTrue(vm.canRunProperty().get());
    }

    @Test
    void theSweepIsHandedToTheBackgroundRunnerOnceWhileItRuns() {
        ReadOnlyBooleanWrapper committed = new ReadOnlyBooleanWrapper(true);
        List<Callable<?>> asked = new ArrayList<>();
        SeedSweepViewModel vm = new SeedSweepViewModel(helper, helper.experiment().sweep().orElseThrow(), lab, recording(asked),
                committed.getReadOnlyProperty());
        vm.run();
        assertEquals(1, asked.size(), "the work goes to the background runner");
        assertTrue(vm.runningProperty().get());
        assertFalse(vm.canRunProperty().get(), "one sweep at a time");
        vm.run();
        assertEquals(1, asked.size());
        assertNull(vm.resultProperty().get());
    }

    @Test
    void aFinishedSweepHoldsOneOutcomePerSeed() {
        SeedSweepViewModel vm = new SeedSweepViewModel(helper, helper.experiment().sweep().orElseThrow(), lab, new DirectRunner(),
                new ReadOnlyBooleanWrapper(true).getReadOnlyProperty());
        vm.run();
        SweepResult r = vm.resultProperty().get();
        assertEquals(20, r.runs().size());
        assertFalse(vm.runningProperty().get());
        assertEquals("", vm.errorProperty().get());
        assertEquals(r.runs(), lab.sweep(helper, vm.sweep()).runs(), "the same seeds, the same outcomes");
    }

    /** A runner that only records the work it is given, as a busy background thread would hold it. */
    private static BackgroundRunner recording(List<Callable<?>> asked) {
        return new BackgroundRunner() {
            @Override
            public <T> void run(Callable<T> work, Consumer<T> onDone, Consumer<Throwable> onError) {
                asked.add(work);
            }
        };
    }
}
