package io.boundarylab.app.lab;

import io.boundarylab.engine.result.RequestCount;

import io.boundarylab.engine.scenario.MemberRef;
import io.boundarylab.engine.cluster.Guarantee;
import io.boundarylab.engine.contract.Verdict;
import io.boundarylab.engine.trace.TraceEvent;
import io.boundarylab.episodes.content.Episode;
import io.boundarylab.episodes.content.StatusField;
import io.boundarylab.episodes.predicate.RunFacts;
import io.boundarylab.episodes.run.EpisodeRun;
import io.boundarylab.episodes.run.Observation;
import io.boundarylab.episodes.run.StatusChange;
import io.boundarylab.episodes.run.StatusValue;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What the app shows of one finished experiment run: the trace, the status changes the model
 * derived from it, the observation and the verdicts. A value, so view-models and their tests do
 * not depend on how the run was produced.
 *
 * @param episode       the episode
 * @param variantId     naive, contract or an extra variant
 * @param seed          the seed it ran with
 * @param trace         the events in order
 * @param statusChanges every status field change, in trace order
 * @param observation   what the run showed
 * @param contract      the contract checker's verdicts
 * @param linesShipped  lines shipped per member
 * @param resultJson    the engine's result document, or null
 * @param requests      each client's requests (metrics), by member
 * @param faulted       whether faults were added on cue (by the learner or a class code)
 */
public record ExperimentRun(Episode episode, String variantId, long seed, List<TraceEvent> trace,
                            List<StatusChange> statusChanges, Observation observation,
                            Map<Guarantee, Verdict> contract, Map<MemberRef, Long> linesShipped, String resultJson,
                            Map<MemberRef, RequestCount> requests, boolean faulted)
        implements RunFacts {

    public ExperimentRun {
        trace = List.copyOf(trace);
        statusChanges = List.copyOf(statusChanges);
        contract = Map.copyOf(contract);
        linesShipped = Map.copyOf(linesShipped);
        requests = requests == null ? Map.of() : Map.copyOf(requests);
    }

    public static ExperimentRun of(EpisodeRun run) {
        return new ExperimentRun(run.episode(), run.variant().id(), run.seed(), run.trace(), run.statusChanges(),
                run.observation(), run.contract(), run.engineOutput().linesShipped(), run.engineOutput().resultJson(),
                run.engineOutput().requests(), run.faulted());
    }

    @Override
    public long linesShipped(MemberRef member) {
        return linesShipped.getOrDefault(member, 0L);
    }

    @Override
    public RequestCount requests(MemberRef client) {
        return requests.getOrDefault(client, EpisodeRun.NO_REQUESTS);
    }

    @Override
    public Verdict verdict(Guarantee guarantee) {
        return guarantee == null ? null : contract.get(guarantee);
    }

    /** The verdict on the guarantee the episode is about, or null if it is about none or the checker gave none. */
    public Verdict verdict() {
        return verdict(episode.experiment().guarantee());
    }

    /**
     * The status fields after event {@code seq}. At 0 no event is shown yet, so every field is
     * {@link StatusValue#notRun}; from the first event on a field holds the investigation's
     * initial value until an event changes it.
     */
    public List<StatusValue> statusAt(long seq) {
        if (seq < 1) {
            return notRun(episode);
        }
        Map<String, StatusValue> now = new LinkedHashMap<>();
        for (StatusField f : episode.statusFields()) {
            now.put(f.id(), StatusValue.initial(f.id(), f.label(), f.initial()));
        }
        for (StatusChange c : statusChanges) {
            if (c.seq() > seq) {
                break;
            }
            now.put(c.fieldId(), StatusValue.of(c));
        }
        return new ArrayList<>(now.values());
    }

    /** The status fields before any run (and after a reset): not run yet, whatever {@code initial} says. */
    public static List<StatusValue> notRun(Episode episode) {
        return episode.statusFields().stream().map(f -> StatusValue.notRun(f.id(), f.label())).toList();
    }
}
