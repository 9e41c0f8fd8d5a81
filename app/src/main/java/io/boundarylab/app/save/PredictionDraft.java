package io.boundarylab.app.save;

import io.boundarylab.episodes.playground.ClaimMenu;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The playground's prediction as the learner left it in the form, committed or not: enough to fill
 * the form again exactly after a crash. Everything is kept as typed (a half-typed tolerance too),
 * because the form says what does not read when the learner presses Predict, not here.
 *
 * @param question the question, as typed
 * @param choices  the two to four choices, in the order shown
 * @param answer   which choice the learner picks (0 for the first)
 * @param number   the optional number's part of the form, on or off
 * @param skipped  whether the learner chose to explore without predicting
 */
public record PredictionDraft(String question, List<Choice> choices, int answer, NumberGuess number, boolean skipped, int right) {
    /** The fewest and the most choices a prediction has. */
    public static final int FEWEST = 2;
    public static final int MOST = 4;

    /** A form with no choice marked right (as drafts saved before the mark read). */
    public PredictionDraft(String question, List<Choice> choices, int answer, NumberGuess number, boolean skipped) {
        this(question, choices, answer, number, skipped, -1);
    }

    public PredictionDraft {
        Objects.requireNonNull(question, "question");
        if (right < -1 || right >= choices.size()) right = -1;
        Objects.requireNonNull(number, "number");
        choices = List.copyOf(choices);
        if (choices.size() < FEWEST || choices.size() > MOST) {
            throw new IllegalArgumentException(choices.size() + " choices, not " + FEWEST + " to " + MOST);
        }
        if (answer < 0 || answer >= choices.size()) {
            throw new IllegalArgumentException("answer " + answer + " is not one of the " + choices.size() + " choices");
        }
    }

    public PredictionDraft withSkipped(boolean skip) {
        return new PredictionDraft(question, choices, answer, number, skip, right);
    }

    /**
     * One choice: the kind of claim picked from the menu and its fields as shown (a menu left
     * unpicked is absent), and whether the choice says the claim does not hold.
     */
    public record Choice(ClaimMenu.Kind kind, Map<ClaimMenu.Field, String> fields, boolean negated) {
        /** A choice that says its claim holds (as drafts saved before negation read). */
        public Choice(ClaimMenu.Kind kind, Map<ClaimMenu.Field, String> fields) {
            this(kind, fields, false);
        }

        public Choice {
            Objects.requireNonNull(kind, "kind");
            EnumMap<ClaimMenu.Field, String> shown = new EnumMap<>(ClaimMenu.Field.class);
            fields.forEach((f, v) -> {
                if (v != null) shown.put(f, v);
            });
            fields = java.util.Collections.unmodifiableMap(shown);
        }
    }

    /**
     * The number's part of the form: whether it is on, and its fields as typed, kept while it is off
     * so that ticking it again brings them back.
     */
    public record NumberGuess(boolean on, String question, String pod, String container, String variant, String tolerance,
                              String value) {
        public NumberGuess {
            Objects.requireNonNull(question, "question");
            Objects.requireNonNull(pod, "pod");
            Objects.requireNonNull(container, "container");
            Objects.requireNonNull(tolerance, "tolerance");
            Objects.requireNonNull(value, "value");
        }
    }
}
