package io.boundarylab.app.synthesis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.app.concurrent.DirectRunner;
import io.boundarylab.app.i18n.Messages;
import io.boundarylab.app.lab.EpisodesLab;
import io.boundarylab.app.lab.ExperimentRun;
import io.boundarylab.episodes.content.Block;
import io.boundarylab.episodes.content.Choice;
import io.boundarylab.episodes.content.Episode;
import io.boundarylab.episodes.prediction.Prediction;
import io.boundarylab.episodes.run.RunOptions;
import io.boundarylab.episodes.content.Investigation;
import io.boundarylab.episodes.prediction.ClaimComparison;
import io.boundarylab.episodes.prediction.PredictionComparison;
import io.boundarylab.episodes.prediction.QuantityComparison;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The synthesis headline counts answers by the one judge's verdict: an answer whose claims all hold
 * but whose number is far off is partly right, here as in a results file and on the episode screen.
 */
class SynthesisHeadlineTest {

    // The expected words are the product's, written out here, not read back from the bundle under test.
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "en|So far the trace has judged %d of your %d answers: %d right, %d partly right, %d wrong.",
            "es|Hasta ahora la traza ha juzgado %d de tus %d respuestas: %d acertadas, %d acertadas en parte, %d erradas."})
    void aNumberFarOffMakesAnAnswerWithTheRightClaimsPartlyRight(String language, String headline) throws Exception {
        Locale locale = Locale.forLanguageTag(language);
        Investigation inv = Investigation.loadBundled(locale);
        Block.Exercise exercise = inv.exercise().orElseThrow();
        SynthesisViewModel vm = new SynthesisViewModel(new EpisodesLab(inv), new DirectRunner(), exercise,
                new Messages(locale), Map.of(), (k, v) -> { }, 7L);
        EpisodesLab lab = new EpisodesLab(inv);
        for (Block.ExercisePrompt p : exercise.prompts()) {
            // The answer whose claims the episode's own runs bear out (the synthesis plays the same runs), when one is.
            Episode e = inv.episode(p.episodeId()).orElseThrow();
            Map<String, ExperimentRun> runs = new java.util.HashMap<>();
            e.experiment().variants().forEach(v -> runs.put(v.id(), lab.run(e, v.id(), RunOptions.DEFAULT)));
            String answer = vm.choicesOf(p).stream().map(Choice::id)
                    .filter(c -> lab.compare(e, new Prediction(e.id(), c, null, 50), runs).claims().stream()
                            .allMatch(x -> x.outcome() == ClaimComparison.Outcome.MATCH))
                    .findFirst().orElse(vm.choicesOf(p).get(0).id());
            vm.answer(p.id(), answer);
            // No run of these episodes comes near a thousand of anything: every number is far off.
            vm.number(p).setText("1000");
        }
        vm.commit();
        vm.run();
        vm.playback().toEnd();

        // Worked out from the claims and the numbers, not from the verdicts: a far-off number is a wrong claim.
        long judged = 0;
        long right = 0;
        long partly = 0;
        long wrong = 0;
        long claimsRightButNumberFarOff = 0;
        for (PredictionComparison pc : vm.comparisons()) {
            long match = pc.claims().stream().filter(c -> c.outcome() == ClaimComparison.Outcome.MATCH).count();
            long miss = pc.claims().stream().filter(c -> c.outcome() == ClaimComparison.Outcome.MISMATCH).count();
            boolean pending = pc.claims().stream().anyMatch(c -> c.outcome() == ClaimComparison.Outcome.PENDING);
            boolean farOff = pc.quantity() != null && pc.quantity().said() != null && pc.quantity().actual() != null
                    && pc.quantity().outcome() == QuantityComparison.Outcome.OUTSIDE
                    && Math.max(pc.quantity().said(), pc.quantity().actual()) >= 2 * Math.min(pc.quantity().said(), pc.quantity().actual());
            if (farOff) miss++;
            if (miss > 0) {
                judged++;
                if (match > 0) partly++; else wrong++;
                if (miss == 1 && farOff && !pending && match == pc.claims().size()) claimsRightButNumberFarOff++;
            } else if (!pending && match > 0) {
                judged++;
                right++;
            }
        }
        assertTrue(claimsRightButNumberFarOff > 0, "some first choice is right in its claims, its number far off");
        assertEquals(0, right, "every number is far off: nothing is right");
        assertEquals(String.format(headline, judged, vm.comparisons().size(), right, partly, wrong), vm.scoreProperty().get());
    }

    @ParameterizedTest
    @CsvSource({"en", "es"})
    void beforeARunThereIsNoHeadline(String language) throws Exception {
        Locale locale = Locale.forLanguageTag(language);
        Investigation inv = Investigation.loadBundled(locale);
        SynthesisViewModel vm = new SynthesisViewModel(new EpisodesLab(inv), new DirectRunner(),
                inv.exercise().orElseThrow(), new Messages(locale), Map.of(), (k, v) -> { }, 7L);
        assertEquals("", vm.scoreProperty().get());
    }
}
