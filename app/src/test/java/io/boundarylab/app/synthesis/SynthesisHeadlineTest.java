package io.boundarylab.app.synthesis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.app.concurrent.DirectRunner;
import io.boundarylab.app.i18n.Messages;
import io.boundarylab.app.lab.EpisodesLab;
import io.boundarylab.episodes.content.Block;
import io.boundarylab.episodes.content.Investigation;
import io.boundarylab.episodes.prediction.ClaimComparison;
import io.boundarylab.episodes.prediction.PredictionComparison;
import io.boundarylab.episodes.prediction.QuantityComparison;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The synthesis headline counts every prediction the trace has decided, the numbers as well as the
 * claims: a number judged outside its tolerance is a disagreement, so "agrees with 12 of the 12"
 * beside it is not so.
 */
class SynthesisHeadlineTest {

    // The expected words are the product's, written out here, not read back from the bundle under test.
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "en|So far the trace agrees with %d of the %d predictions it has decided (claims and numbers).",
            "es|Hasta ahora la traza coincide con %d de las %d predicciones que ha decidido (afirmaciones y números)."})
    void aNumberOutsideItsToleranceCountsAsADisagreement(String language, String headline) throws Exception {
        Locale locale = Locale.forLanguageTag(language);
        Investigation inv = Investigation.loadBundled(locale);
        Block.Exercise exercise = inv.exercise().orElseThrow();
        SynthesisViewModel vm = new SynthesisViewModel(new EpisodesLab(inv), new DirectRunner(), exercise,
                new Messages(locale), Map.of(), (k, v) -> { }, 7L);
        for (Block.ExercisePrompt p : exercise.prompts()) {
            vm.answer(p.id(), vm.choicesOf(p).get(0).id());
            // No run of these episodes comes near a thousand of anything: every number is outside.
            vm.number(p).setText("1000");
        }
        vm.commit();
        vm.run();
        vm.playback().toEnd();

        long claimsRight = 0;
        long claimsDecided = 0;
        long numbersOutside = 0;
        long numbersWithin = 0;
        for (PredictionComparison pc : vm.comparisons()) {
            for (ClaimComparison c : pc.claims()) {
                if (c.outcome() == ClaimComparison.Outcome.MATCH) claimsRight++;
                if (c.outcome() != ClaimComparison.Outcome.PENDING) claimsDecided++;
            }
            if (pc.quantity() != null && pc.quantity().outcome() == QuantityComparison.Outcome.OUTSIDE) numbersOutside++;
            if (pc.quantity() != null && pc.quantity().outcome() == QuantityComparison.Outcome.WITHIN) numbersWithin++;
        }
        assertTrue(numbersOutside > 0, "the run judges some number outside its tolerance");
        assertEquals(0, numbersWithin);
        assertEquals(String.format(headline, claimsRight, claimsDecided + numbersOutside), vm.scoreProperty().get());
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
