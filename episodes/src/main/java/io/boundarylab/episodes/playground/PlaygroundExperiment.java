package io.boundarylab.episodes.playground;

import io.boundarylab.engine.cluster.Guarantee;
import io.boundarylab.engine.scenario.Scenario;
import io.boundarylab.engine.scenario.ScenarioException;
import io.boundarylab.engine.scenario.ScenarioReader;
import io.boundarylab.engine.scenario.ScenarioWriter;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * An experiment designed in the playground, shaped as an episode's pair of runs: the naive
 * scenario and the contract scenario (the texts as the learner's editor holds them), what they
 * differ in, and the learner's prediction.
 *
 * @param title             the experiment's name, shown as the episode's title
 * @param guarantee         the guarantee the naive run lacks and the contract run has; null when the
 *                          two runs share one platform and differ in what they run
 * @param naiveScenario     the naive run's scenario, YAML in the scenario format
 * @param contractScenario  the contract run's scenario
 * @param prediction        the learner's prediction, or null when none was written
 * @param predictionSkipped whether the learner chose to explore without predicting (recorded, as in the episodes)
 * @param text              the lesson's words by language tag ({@code en}, {@code es} ...), as the instructor
 *                          wrote them, the language written first first; empty when none was written
 */
public record PlaygroundExperiment(String title, Guarantee guarantee, String naiveScenario, String contractScenario,
                                   PlaygroundPrediction prediction, boolean predictionSkipped, Map<String, LessonText> text) {

    public PlaygroundExperiment {
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(naiveScenario, "naiveScenario");
        Objects.requireNonNull(contractScenario, "contractScenario");
        Map<String, LessonText> written = new LinkedHashMap<>();
        if (text != null) text.forEach((lang, t) -> {
            if (t != null && !t.isEmpty()) written.put(lang, t);
        });
        text = Collections.unmodifiableMap(written);
    }

    /** An experiment without lesson words of its own. */
    public PlaygroundExperiment(String title, Guarantee guarantee, String naiveScenario, String contractScenario,
                                PlaygroundPrediction prediction, boolean predictionSkipped) {
        this(title, guarantee, naiveScenario, contractScenario, prediction, predictionSkipped, Map.of());
    }

    /**
     * The pair an episode makes of one scenario: the naive run with {@code guarantee} off and the
     * contract run with it on, every other switch as the scenario sets it.
     */
    public static PlaygroundExperiment fromOne(String title, String scenarioYaml, Guarantee guarantee) throws ScenarioException {
        Scenario s = ScenarioReader.parse(scenarioYaml, "scenario.yaml");
        return new PlaygroundExperiment(title, guarantee,
                ScenarioWriter.write(s.withPlatform(s.platform().with(guarantee, false))),
                ScenarioWriter.write(s.withPlatform(s.platform().with(guarantee, true))), null, false);
    }

    public PlaygroundExperiment withPrediction(PlaygroundPrediction p) {
        return new PlaygroundExperiment(title, guarantee, naiveScenario, contractScenario, p, predictionSkipped, text);
    }

    public PlaygroundExperiment withPredictionSkipped(boolean skipped) {
        return new PlaygroundExperiment(title, guarantee, naiveScenario, contractScenario, prediction, skipped, text);
    }

    public PlaygroundExperiment withScenarios(String naive, String contract) {
        return new PlaygroundExperiment(title, guarantee, naive, contract, prediction, predictionSkipped, text);
    }

    public PlaygroundExperiment withTitle(String t) {
        return new PlaygroundExperiment(t, guarantee, naiveScenario, contractScenario, prediction, predictionSkipped, text);
    }

    /** The lesson's words in a language (by tag) replaced; the other languages' kept. */
    public PlaygroundExperiment withText(String language, LessonText words) {
        Map<String, LessonText> next = new LinkedHashMap<>(text);
        next.put(language, words);
        return new PlaygroundExperiment(title, guarantee, naiveScenario, contractScenario, prediction, predictionSkipped, next);
    }

    /** The lesson's words in a language (by tag) as the instructor wrote them; {@link LessonText#NONE} when none. */
    public LessonText text(String language) {
        return text.getOrDefault(language, LessonText.NONE);
    }
}
