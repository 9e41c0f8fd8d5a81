package io.boundarylab.app.predictions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.app.i18n.Messages;
import io.boundarylab.app.save.Progress;
import io.boundarylab.app.save.SavedPrediction;
import io.boundarylab.episodes.prediction.Verdict;
import io.boundarylab.episodes.content.Episode;
import io.boundarylab.episodes.content.Investigation;
import io.boundarylab.episodes.content.Quantity;
import io.boundarylab.episodes.prediction.ClaimComparison;
import io.boundarylab.episodes.prediction.ClaimComparison.Outcome;
import io.boundarylab.episodes.prediction.QuantityComparison;
import io.boundarylab.episodes.prediction.Prediction;
import io.boundarylab.episodes.prediction.PredictionComparison;
import java.util.Locale;
import javafx.beans.property.SimpleObjectProperty;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The explain step is about the episode the learner just ran (its own example, never 017's helper
 * in 018), and a number far outside its tolerance is a wrong prediction that asks for it.
 */
class ExplainStepTest {
    private final SimpleObjectProperty<Progress> progress = new SimpleObjectProperty<>(
            Progress.empty().predict("healthy-but-wrong", new SavedPrediction("a", "", 80)));
    private final PredictionJournal journal = new PredictionJournal(progress, progress::set);

    /** The one judge's verdict on claims and a number, saved as the shell saves it. */
    private void judged(QuantityComparison number, ClaimComparison... claims) {
        Verdict v = new PredictionComparison(new Prediction("healthy-but-wrong", "a", null, 80), "", java.util.List.of(claims), number).verdict();
        progress.set(progress.get().record("healthy-but-wrong", new SavedPrediction("a", "", 80).withVerdict(v), java.util.List.of()));
    }

    private static ClaimComparison match(String id) {
        return new ClaimComparison(id, "naive", true, "x", true, "x", 3L, Outcome.MATCH, "s");
    }

    private static QuantityComparison outside(double said, double actual) {
        return new QuantityComparison(new Quantity("?", "answers", "naive", null, 30), said, actual, 7L,
                QuantityComparison.Outcome.OUTSIDE, "s");
    }

    private Verdict verdict() {
        return progress.get().predictions().get("healthy-but-wrong").verdict();
    }

    @Test
    void aNumberOffByAFactorOfFifteenIsWrongAndAsksForTheExplanation() {
        ExplainViewModel e = journal.explain("healthy-but-wrong");
        judged(outside(25, 375), match("a"), match("b"));
        assertEquals(Verdict.PARTLY, verdict(), "every claim held, but the number was 15 times too small");
        assertTrue(e.pendingProperty().get(), "the explain step follows");
    }

    @Test
    void aNearMissIsNotWrong() {
        ExplainViewModel e = journal.explain("healthy-but-wrong");
        judged(outside(25, 40), match("a"), match("b"));
        assertEquals(Verdict.RIGHT, verdict(), "outside \u00b130 by a little, not by a factor of 2");
        assertFalse(e.askedProperty().get());
    }

    @Test
    void theNumberDecidedAfterTheClaimsStillCounts() {
        judged(new QuantityComparison(new Quantity("?", "answers", "naive", null, 30), 375.0, null, null,
                QuantityComparison.Outcome.PENDING, "s"), match("a"), match("b"));
        assertEquals(null, verdict(), "every claim held, the number still waits for its run");
        judged(outside(375, 25), match("a"), match("b"));
        assertEquals(Verdict.PARTLY, verdict());
    }

    // The expected words are the product's, written out here, not read back from the bundle under test.
    @ParameterizedTest
    @CsvSource({"en, 'For example: ', helper", "es, 'Por ejemplo: ', auxiliar"})
    void eachEpisodeShowsItsOwnExample(String language, String lead, String helperWord) throws Exception {
        Locale locale = Locale.forLanguageTag(language);
        Messages messages = new Messages(locale);
        int episodes = 0;
        for (Investigation inv : Investigation.loadAllBundled(locale)) {
            for (Episode ep : inv.episodes()) {
                episodes++;
                assertEquals(lead + ep.explainExample(), ExplainPrompt.example(messages, ep), inv.id() + "/" + ep.id());
            }
        }
        assertEquals(9, episodes);
        Investigation inv018 = Investigation.byId(Investigation.loadAllBundled(locale), "what-returns-is-the-number").orElseThrow();
        Episode closing = inv018.episode("healthy-but-wrong").orElseThrow();
        assertFalse(ExplainPrompt.example(messages, closing).contains(helperWord), ExplainPrompt.example(messages, closing));
    }
}
