package io.boundarylab.episodes.playground;

import io.boundarylab.engine.trace.EventType;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A lesson's words in one language, as the instructor wrote them: what the learner reads around the
 * experiment. A field left null (or blank) is one the instructor did not write: the lesson then reads
 * the instructor's words of another language, or the playground's own ({@link LessonPage} decides).
 * The choices' words are by position; their meaning is the claims underneath, which the learner
 * never reads.
 *
 * @param title               the lesson's title, in the outline and the episode header
 * @param pressure            the situation the learner is put in
 * @param question            the question asked before the runs
 * @param choices             the choices' wording, by position (shorter than the choices: the rest not written)
 * @param naiveLabel          the first run's name
 * @param naiveDescription    what the first run is
 * @param contractLabel       the second run's name
 * @param contractDescription what the second run is
 * @param statusCards         the cards that follow the run live; empty: the playground's one card
 * @param observation         what the runs show, read after them
 * @param explanation         why, read after the runs
 */
public record LessonText(String title, String pressure, String question, List<String> choices,
                         String naiveLabel, String naiveDescription, String contractLabel, String contractDescription,
                         List<StatusCard> statusCards, String observation, String explanation) {

    /** Nothing written. */
    public static final LessonText NONE = new LessonText(null, null, null, List.of(), null, null, null, null, List.of(), null, null);

    /**
     * A card that follows the run live: its label, and the trace event it counts.
     *
     * @param label what the card is called
     * @param event the event whose count and last time the card shows
     */
    public record StatusCard(String label, EventType event) {
        public StatusCard {
            Objects.requireNonNull(event, "event");
            if (label == null || label.isBlank()) throw new IllegalArgumentException("a status card needs a label");
        }
    }

    public LessonText {
        title = written(title);
        pressure = written(pressure);
        question = written(question);
        List<String> cs = new ArrayList<>();
        for (String c : choices == null ? List.<String>of() : choices) cs.add(written(c));
        choices = java.util.Collections.unmodifiableList(cs);
        naiveLabel = written(naiveLabel);
        naiveDescription = written(naiveDescription);
        contractLabel = written(contractLabel);
        contractDescription = written(contractDescription);
        statusCards = statusCards == null ? List.of() : List.copyOf(statusCards);
        observation = written(observation);
        explanation = written(explanation);
    }

    /** The wording of choice {@code i} (from 0), or null when not written. */
    public String choice(int i) {
        return i < choices.size() ? choices.get(i) : null;
    }

    /** Whether the instructor wrote anything at all. */
    public boolean isEmpty() {
        return equals(NONE);
    }

    public LessonText withTitle(String t) {
        return new LessonText(t, pressure, question, choices, naiveLabel, naiveDescription, contractLabel, contractDescription, statusCards, observation, explanation);
    }

    public LessonText withPressure(String p) {
        return new LessonText(title, p, question, choices, naiveLabel, naiveDescription, contractLabel, contractDescription, statusCards, observation, explanation);
    }

    public LessonText withQuestion(String q) {
        return new LessonText(title, pressure, q, choices, naiveLabel, naiveDescription, contractLabel, contractDescription, statusCards, observation, explanation);
    }

    public LessonText withChoices(List<String> cs) {
        return new LessonText(title, pressure, question, cs, naiveLabel, naiveDescription, contractLabel, contractDescription, statusCards, observation, explanation);
    }

    public LessonText withRuns(String naive, String naiveWhat, String contract, String contractWhat) {
        return new LessonText(title, pressure, question, choices, naive, naiveWhat, contract, contractWhat, statusCards, observation, explanation);
    }

    public LessonText withStatusCards(List<StatusCard> cards) {
        return new LessonText(title, pressure, question, choices, naiveLabel, naiveDescription, contractLabel, contractDescription, cards, observation, explanation);
    }

    public LessonText withAfterwards(String observed, String explained) {
        return new LessonText(title, pressure, question, choices, naiveLabel, naiveDescription, contractLabel, contractDescription, statusCards, observed, explained);
    }

    private static String written(String s) {
        return s == null || s.isBlank() ? null : s.strip();
    }
}
