package io.boundarylab.app.synthesis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.app.concurrent.DirectRunner;
import io.boundarylab.app.i18n.Messages;
import io.boundarylab.app.lab.EpisodesLab;
import io.boundarylab.episodes.content.Block;
import io.boundarylab.episodes.content.Investigation;
import io.boundarylab.episodes.synthesis.Checkpoint;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The synthesis pauses by itself where each run ends; the line under it says which run is over (one of
 * each episode's variants, so the count is of runs, not of the episodes' experiments),
 * its last event and where its time ends, not "Stopped", which is kept for a pause the learner made.
 */
class SynthesisStopStateTest {

    private static SynthesisViewModel committedAndRun(Locale locale) throws Exception {
        Investigation inv = Investigation.loadBundled(locale);
        Block.Exercise exercise = inv.exercise().orElseThrow();
        Messages messages = new Messages(locale);
        SynthesisViewModel vm = new SynthesisViewModel(new EpisodesLab(inv), new DirectRunner(), exercise,
                messages, Map.of(), (k, v) -> { }, 7L);
        for (Block.ExercisePrompt p : exercise.prompts()) {
            vm.answer(p.id(), vm.choicesOf(p).get(0).id());
            vm.number(p).setSkipped(true);
        }
        vm.commit();
        vm.run();
        return vm;
    }

    private static void playUntilPaused(SynthesisViewModel vm) {
        for (int i = 0; i < 10_000 && vm.playback().isPlaying(); i++) {
            vm.playback().tick(50_000_000L);
        }
        assertFalse(vm.playback().isPlaying(), "playing pauses by itself within the bound");
    }

    // The expected words are the product's, written out here, not read back from the bundle under test.
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "en|Run %d of %d is over (%s): its last event is #%d (%s) and its time ends at %s. Resume to play the next run.|Stopped at event #",
            "es|La ejecución %d de %d ha terminado (%s): su último evento es el #%d (%s) y su tiempo acaba en %s. Reanuda para reproducir la siguiente ejecución.|Parada en el evento #"})
    void anEndOfRunPauseSaysWhereTheRunEndedNotStopped(String language, String ended, String stopped) throws Exception {
        Locale locale = Locale.forLanguageTag(language);
        Messages messages = new Messages(locale);
        SynthesisViewModel vm = committedAndRun(locale);
        List<Checkpoint> runs = vm.traceProperty().get().checkpoints();
        assertTrue(runs.size() >= 2, "the synthesis plays several experiments");
        assertTrue(vm.playback().isPlaying());

        playUntilPaused(vm);
        Checkpoint first = runs.get(0);
        assertEquals(first.lastSeq(), vm.playback().position(), "the pause is the first run's end");
        String state = vm.stopStateProperty().get();
        assertEquals(String.format(ended, 1, runs.size(), first.label(), first.lastSeq(), messages.time(first.lastEventMs()),
                messages.time(first.endMs())), state);
        assertFalse(state.startsWith(stopped), state);

        vm.resume();
        playUntilPaused(vm);
        Checkpoint second = runs.get(1);
        assertEquals(second.lastSeq(), vm.playback().position());
        assertEquals(String.format(ended, 2, runs.size(), second.label(), second.lastSeq(), messages.time(second.lastEventMs()),
                messages.time(second.endMs())),
                vm.stopStateProperty().get());

        // The learner's own pause, midway through the third run, is a stop.
        vm.resume();
        for (int i = 0; i < 3 && vm.playback().isPlaying(); i++) {
            vm.playback().tick(400_000_000L);
        }
        vm.stop();
        int at = vm.playback().position();
        assertTrue(at > second.lastSeq() && at < runs.get(2).lastSeq(), "midway: " + at);
        assertTrue(vm.stopStateProperty().get().startsWith(stopped + at + " "), vm.stopStateProperty().get());
    }
}
