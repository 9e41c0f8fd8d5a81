package io.boundarylab.episodes.playground;

import io.boundarylab.engine.scenario.Scenario;
import io.boundarylab.engine.scenario.ScenarioException;
import io.boundarylab.engine.scenario.ScenarioReader;
import io.boundarylab.episodes.content.Choice;
import io.boundarylab.episodes.content.Claim;
import io.boundarylab.episodes.content.ContentException;
import io.boundarylab.episodes.content.Episode;
import io.boundarylab.episodes.content.Experiment;
import io.boundarylab.episodes.content.ObservationRule;
import io.boundarylab.episodes.content.PredictionQuestion;
import io.boundarylab.episodes.content.StatusField;
import io.boundarylab.episodes.content.StatusRule;
import io.boundarylab.episodes.content.Variant;
import io.boundarylab.episodes.predicate.EventMatch;
import io.boundarylab.episodes.prediction.Prediction;
import io.boundarylab.episodes.prediction.PredictionComparison;
import io.boundarylab.episodes.prediction.Verdict;
import io.boundarylab.episodes.run.EpisodeRun;
import io.boundarylab.episodes.run.EpisodeRunner;
import io.boundarylab.episodes.run.RunOptions;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Runs a playground experiment with the episode engine, naive and contract, and judges the
 * learner's prediction by the one judge an episode's prediction goes to ({@link PredictionComparison#compare}):
 * per claim "you said … / the trace shows … at event #N", and its verdict. The experiment becomes the same episode a save writes ({@link #episode}), so a run
 * here and {@code episode run --content DIR} on the saved folder give the same runs.
 *
 * @param episode    the experiment as an episode
 * @param naive      the naive run
 * @param contract   the contract run
 * @param comparison the prediction judged against both runs, or null when there was none to judge
 */
public record PlaygroundRun(Episode episode, EpisodeRun naive, EpisodeRun contract, PredictionComparison comparison) {

    /** The id of a playground experiment's one episode. */
    public static final String EPISODE_ID = EpisodeFiles.EPISODE_ID;

    /**
     * Runs both scenarios and judges the learner's answer.
     *
     * @param choiceId the chosen answer ({@link PlaygroundPrediction#choiceId}), or null when the prediction was skipped
     * @param quantity the number the learner gave, or null
     * @param locale   the language of the verdict's sentences
     * @param bundled  the bundled content, as read once by the app: the verdict is worded with its phrases
     * @throws ScenarioException when a scenario does not parse (located)
     * @throws ContentException  when the bundled content does not load
     */
    public static PlaygroundRun run(PlaygroundExperiment x, String choiceId, Double quantity, Locale locale, BundledContent bundled)
            throws ScenarioException, ContentException {
        Episode ep = episode(x, locale);
        EpisodeRunner runner = new EpisodeRunner();
        EpisodeRun naive = runner.run(ep, Experiment.NAIVE, RunOptions.DEFAULT);
        EpisodeRun contract = runner.run(ep, Experiment.CONTRACT, RunOptions.DEFAULT);
        PredictionComparison cmp = null;
        if (x.prediction() != null && choiceId != null) {
            Map<String, EpisodeRun> runs = new LinkedHashMap<>();
            runs.put(Experiment.NAIVE, naive);
            runs.put(Experiment.CONTRACT, contract);
            cmp = PredictionComparison.compare(bundled.in(locale), ep, new Prediction(EPISODE_ID, choiceId, null, 50, quantity), runs);
        }
        return new PlaygroundRun(ep, naive, contract, cmp);
    }

    /** The one judge's verdict on the learner's answer ({@link PredictionComparison#verdict()}); null without a prediction. */
    public Verdict verdict() {
        return comparison == null ? null : comparison.verdict();
    }

    /** The judgement's sentences, one per claim of the chosen answer, then the number's; empty without a prediction. */
    public List<String> sentences() {
        List<String> out = new ArrayList<>();
        if (comparison == null) return out;
        comparison.claims().forEach(c -> out.add(c.sentence()));
        if (comparison.quantity() != null) out.add(comparison.quantity().sentence());
        return out;
    }

    /**
     * The experiment as the episode a save writes: the same texts, claims, choices, number,
     * variants, observation and status field.
     */
    public static Episode episode(PlaygroundExperiment x, Locale locale) throws ScenarioException {
        PlaygroundWords w = PlaygroundWords.in(locale);
        Scenario naive = ScenarioReader.parse(x.naiveScenario(), "naive.yaml");
        Scenario contract = ScenarioReader.parse(x.contractScenario(), "contract.yaml");
        PlaygroundPrediction p = x.prediction() != null ? x.prediction() : EpisodeFiles.placeholder(x, locale);
        LessonPage page = LessonPage.of(x, p, locale);
        List<Variant> variants = List.of(
                new Variant(Experiment.NAIVE, page.naiveLabel(), page.naiveDescription(), "naive.yaml", naive, x.guarantee()),
                new Variant(Experiment.CONTRACT, page.contractLabel(), page.contractDescription(), "contract.yaml", contract, x.guarantee()));
        Experiment experiment = new Experiment(w.get("saved.experimentText"), x.guarantee(), variants,
                List.of(new ObservationRule("ran", null, page.observation())), null, x.guarantee() == null ? EpisodeFiles.DIFFERS_IN : null);
        List<Claim> claims = new ArrayList<>();
        List<Choice> choices = new ArrayList<>();
        for (int i = 0; i < p.choices().size(); i++) {
            Map<String, Boolean> implies = new LinkedHashMap<>();
            for (Claim c : p.choices().get(i).claims()) {
                claims.add(c);
                implies.put(c.id(), true);
            }
            choices.add(new Choice(PlaygroundPrediction.choiceId(i), page.choices().get(i), implies));
        }
        PredictionQuestion q = new PredictionQuestion(page.question(), claims, choices, p.quantity());
        List<StatusField> fields = new ArrayList<>();
        for (int i = 0; i < page.statusCards().size(); i++) {
            LessonText.StatusCard card = page.statusCards().get(i);
            fields.add(new StatusField(EpisodeFiles.statusFieldId(i), card.label(), w.get("saved.startsInitial"),
                    List.of(new StatusRule(EventMatch.of(card.event()), null, w.get("saved.startsSet"), 0))));
        }
        return new Episode(EPISODE_ID, 1, page.title(), page.pressure(), q, experiment, page.narrative(), w.get("saved.failure"),
                page.explanation(), w.get("saved.nextPressure"), w.get("saved.boundaryDelta"), w.get("saved.prompt"), w.get("saved.statusHint"),
                fields, w.get("saved.explainExample"));
    }
}
