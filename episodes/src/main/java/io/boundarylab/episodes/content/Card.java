package io.boundarylab.episodes.content;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * One concept of the deck, asked before it is told: a question, the answer (one right choice among
 * plausible ones, or a short free answer with the forms accepted), the explanation shown after
 * answering, the investigation sections where the idea appears, and optionally an experiment that
 * shows it happening.
 *
 * @param id          stable id, used in saved progress and on the command line
 * @param concept     the concept's name, as a learner would search for it
 * @param question    what the card asks
 * @param answer      how an answer is judged
 * @param explanation what the card tells once answered
 * @param links       where the idea appears, each resolved against a loaded investigation
 * @param seeIt       the experiment that shows it, if there is one
 * @param file        the content file that defines it (relative to the content folder)
 * @param line        the line of its entry in that file
 */
public record Card(String id, String concept, String question, Answer answer, String explanation,
                   List<Link> links, Optional<SeeIt> seeIt, String file, int line) {

    public Card {
        links = List.copyOf(links);
    }

    /** How a card's answer is judged. */
    public sealed interface Answer permits Choices, Free {
        /** Whether {@code given} (a choice index as text, or the learner's words) is right. */
        boolean accepts(String given);
    }

    /**
     * Plausible choices of which exactly one is right.
     *
     * @param options the choices as written in the content
     * @param correct the index of the right one
     */
    public record Choices(List<String> options, int correct) implements Answer {
        public Choices {
            options = List.copyOf(options);
        }

        /** {@code given} is the 1-based number of a choice, as the command line and the keyboard enter it. */
        @Override
        public boolean accepts(String given) {
            try {
                return Integer.parseInt(given.trim()) - 1 == correct;
            } catch (NumberFormatException e) {
                return false;
            }
        }
    }

    /**
     * A short free answer.
     *
     * @param accepted the forms accepted; the first is the one shown as the answer
     */
    public record Free(List<String> accepted) implements Answer {
        public Free {
            accepted = List.copyOf(accepted);
        }

        /** Compared without case, surrounding punctuation or repeated spaces: "Exit 137." counts as "exit 137". */
        @Override
        public boolean accepts(String given) {
            String g = normalise(given);
            return !g.isEmpty() && accepted.stream().map(Free::normalise).anyMatch(g::equals);
        }

        static String normalise(String s) {
            String t = s.toLowerCase(Locale.ROOT).replaceAll("\\s+", " ").trim();
            return t.replaceAll("^[\\p{Punct}\\s]+|[\\p{Punct}\\s]+$", "");
        }
    }

    /**
     * A place in an investigation where the card's idea appears.
     *
     * @param investigation the investigation's id ({@code node-execution-principles})
     * @param section       a section or episode id of that investigation
     * @param title         the section's title as loaded, for showing the link
     */
    public record Link(String investigation, String section, String title) {
        /** {@code investigation/section}, as content writes it. */
        public String ref() {
            return investigation + "/" + section;
        }
    }

    /**
     * The experiment that shows the idea: a scenario run on the engine, a bridge experiment run on
     * the real kernel, or both (shown side by side).
     *
     * @param engineFile     the scenario's path in the content folder, or null
     * @param engineScenario the scenario's text, or null
     * @param kernel         the bridge experiment's id, or null
     * @param shows          what to look for, in one sentence
     */
    public record SeeIt(String engineFile, String engineScenario, String kernel, String shows) {
        public Optional<String> engine() {
            return Optional.ofNullable(engineScenario);
        }

        public Optional<String> kernelExperiment() {
            return Optional.ofNullable(kernel);
        }
    }
}
