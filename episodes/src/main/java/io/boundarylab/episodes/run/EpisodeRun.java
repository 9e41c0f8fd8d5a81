package io.boundarylab.episodes.run;

import io.boundarylab.engine.result.RequestCount;

import io.boundarylab.engine.scenario.MemberRef;
import io.boundarylab.episodes.engine.EngineOutput;
import io.boundarylab.engine.cluster.Guarantee;
import io.boundarylab.engine.contract.Verdict;
import io.boundarylab.engine.trace.TraceEvent;
import io.boundarylab.episodes.content.Episode;
import io.boundarylab.episodes.content.StatusField;
import io.boundarylab.episodes.content.Variant;
import io.boundarylab.episodes.predicate.RunFacts;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One variant of an episode run on the engine, and what the model derived from its trace and
 * result: the status fields over time, the observation and the verdict on the episode's guarantee.
 * Immutable.
 */
public final class EpisodeRun implements RunFacts {

    private final Episode episode;
    private final Variant variant;
    private final RunOptions options;
    private final EngineOutput output;
    private final List<StatusChange> changes;
    private final Observation observation;

    EpisodeRun(Episode episode, Variant variant, RunOptions options, EngineOutput output,
               List<StatusChange> changes, Observation observation) {
        this.episode = episode;
        this.variant = variant;
        this.options = options;
        this.output = output;
        this.changes = List.copyOf(changes);
        this.observation = observation;
    }

    public Episode episode() { return episode; }

    public Variant variant() { return variant; }

    public RunOptions options() { return options; }

    @Override
    public boolean faulted() { return !options.faults().isEmpty(); }

    /** The seed the engine ran with. */
    public long seed() { return output.seed(); }

    @Override
    public List<TraceEvent> trace() { return output.trace(); }

    /** The engine's run (trace and full result), for views that draw the cluster. */
    public EngineOutput engineOutput() { return output; }

    @Override
    public long linesShipped(MemberRef member) {
        return output.linesShipped().getOrDefault(member, 0L);
    }

    @Override
    public RequestCount requests(MemberRef client) {
        return output.requests().getOrDefault(client, NO_REQUESTS);
    }

    /** What a client that sent no request counts. */
    public static final RequestCount NO_REQUESTS = new RequestCount(0, 0, 0, new java.util.TreeMap<>());

    @Override
    public Verdict verdict(Guarantee guarantee) {
        return output.contract().get(guarantee);
    }

    /** The contract checker's verdict on the guarantee this episode is about; null when it is about none. */
    public Verdict verdict() {
        Guarantee g = episode.experiment().guarantee();
        return g == null ? null : verdict(g);
    }

    /** Every guarantee's verdict. */
    public Map<Guarantee, Verdict> contract() { return output.contract(); }

    /** The sequence number of the last event, or 0 for an empty trace. */
    public long lastSeq() {
        List<TraceEvent> t = output.trace();
        return t.isEmpty() ? 0 : t.get(t.size() - 1).seq();
    }

    /** Every change of a status field, in trace order, with the event that caused it. */
    public List<StatusChange> statusChanges() { return changes; }

    /** The status fields as they stood after event {@code seq} (0: before anything ran). */
    public List<StatusValue> statusAt(long seq) {
        Map<String, StatusValue> now = new LinkedHashMap<>();
        for (StatusField f : episode.statusFields()) now.put(f.id(), StatusValue.initial(f.id(), f.label(), f.initial()));
        for (StatusChange c : changes) {
            if (c.seq() > seq) break;
            now.put(c.fieldId(), StatusValue.of(c));
        }
        return new ArrayList<>(now.values());
    }

    /** The status fields at the end of the run. */
    public List<StatusValue> finalStatus() {
        return statusAt(Long.MAX_VALUE);
    }

    /** What this run showed. */
    public Observation observation() { return observation; }
}
