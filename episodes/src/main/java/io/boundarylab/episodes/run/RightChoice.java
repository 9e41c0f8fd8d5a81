package io.boundarylab.episodes.run;

import io.boundarylab.episodes.content.Choice;
import io.boundarylab.episodes.content.Claim;
import io.boundarylab.episodes.content.Episode;
import io.boundarylab.episodes.content.Variant;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Which choice of an episode's question is right: the one choice whose every implied claim the
 * runs confirm, each variant run once as written. Content does not mark the right choice; the
 * engine decides it, as it does for a learner.
 */
public final class RightChoice {

    private RightChoice() {
    }

    /**
     * What an episode's runs answer, each variant run once as written.
     *
     * @param choiceId the right choice's id, or empty when no choice or more than one is confirmed
     * @param number   the value its quantity question asks for, measured on the run it names; null
     *                 when it asks none or the run never shows it
     */
    public record Answers(Optional<String> choiceId, Double number) {
    }

    /**
     * The id of the right choice, or empty when no choice or more than one is confirmed by every run.
     *
     * @throws io.boundarylab.engine.kernel.EventBudgetExceeded when a run needs more events than {@code maxEvents}
     */
    public static Optional<String> of(Episode episode, long maxEvents) {
        return answers(episode, maxEvents).choiceId();
    }

    /**
     * The right choice and the number, from one run of each variant.
     *
     * @throws io.boundarylab.engine.kernel.EventBudgetExceeded when a run needs more events than {@code maxEvents}
     */
    public static Answers answers(Episode episode, long maxEvents) {
        EpisodeRunner runner = new EpisodeRunner();
        RunOptions options = new RunOptions(null, List.of(), maxEvents);
        Map<String, EpisodeRun> runs = new HashMap<>();
        for (Variant v : episode.experiment().variants()) runs.put(v.id(), runner.run(episode, v, options));
        List<Choice> right = episode.prediction().choices().stream().filter(c -> confirmed(episode, c, runs)).toList();
        Double number = episode.prediction().quantityQuestion()
                .filter(q -> runs.containsKey(q.variantId()))
                .map(q -> q.measurement().measure(runs.get(q.variantId())).value()).orElse(null);
        return new Answers(right.size() == 1 ? Optional.of(right.get(0).id()) : Optional.empty(), number);
    }

    private static boolean confirmed(Episode episode, Choice c, Map<String, EpisodeRun> runs) {
        for (Map.Entry<String, Boolean> implied : c.implies().entrySet()) {
            Claim claim = episode.prediction().claim(implied.getKey()).orElse(null);
            EpisodeRun run = claim == null ? null : runs.get(claim.variantId());
            if (run == null || claim.predicate().evaluate(run).holds() != implied.getValue()) return false;
        }
        return true;
    }
}
