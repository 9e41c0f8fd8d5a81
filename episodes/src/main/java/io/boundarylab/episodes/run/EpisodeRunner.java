package io.boundarylab.episodes.run;

import io.boundarylab.episodes.engine.EngineOutput;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import io.boundarylab.engine.trace.TraceEvent;
import io.boundarylab.episodes.content.Episode;
import io.boundarylab.episodes.content.ObservationRule;
import io.boundarylab.episodes.content.StatusField;
import io.boundarylab.episodes.content.StatusRule;
import io.boundarylab.episodes.content.Variant;
import io.boundarylab.episodes.engine.EngineGateway;
import io.boundarylab.episodes.engine.ScenarioProblem;
import io.boundarylab.episodes.narration.Templates;
import io.boundarylab.episodes.predicate.Evaluation;
import io.boundarylab.episodes.predicate.RunFacts;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Runs an episode's variant on the engine and derives what the learner sees from the trace and
 * result alone: status values over time, the observation, the verdict. Stateless and thread-safe.
 */
public final class EpisodeRunner {

    private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());
    private static final ObjectMapper JSON = new ObjectMapper();

    /** Runs a variant by id with the scenario as written. */
    public EpisodeRun run(Episode episode, String variantId) {
        return run(episode, variantId, RunOptions.DEFAULT);
    }

    /** Runs a variant by id with a seed override and injected faults. */
    public EpisodeRun run(Episode episode, String variantId, RunOptions options) {
        Variant v = episode.experiment().variant(variantId)
                .orElseThrow(() -> new IllegalArgumentException("no variant " + variantId + " in episode " + episode.id()));
        return run(episode, v, options);
    }

    /** Runs a variant. A scenario the engine refuses (content is validated on load) is an error. */
    public EpisodeRun run(Episode episode, Variant variant, RunOptions options) {
        EngineOutput out;
        try {
            out = EngineGateway.run(withFaults(variant.scenarioText(), options.faults()), variant.scenarioFile(), options.seed());
        } catch (ScenarioProblem p) {
            throw new IllegalStateException(p.file() + ":" + p.line() + ":" + p.column() + ": " + p.getMessage(), p);
        }
        return derive(episode, variant, options, out);
    }

    /** Derives the status changes and the observation of a finished engine run. */
    static EpisodeRun derive(Episode episode, Variant variant, RunOptions options, EngineOutput out) {
        List<StatusChange> changes = statusChanges(episode, out);
        EpisodeRun partial = new EpisodeRun(episode, variant, options, out, changes, null);
        return new EpisodeRun(episode, variant, options, out, changes, observe(episode, partial));
    }

    /** The scenario text with the faults appended to its actions (as JSON, which the reader accepts). */
    static String withFaults(String scenarioText, List<FaultAction> faults) {
        if (faults.isEmpty()) return scenarioText;
        try {
            JsonNode root = YAML.readTree(scenarioText);
            if (!(root instanceof ObjectNode obj)) return scenarioText;
            ArrayNode actions = obj.has("actions") && obj.get("actions").isArray()
                    ? (ArrayNode) obj.get("actions") : obj.putArray("actions");
            for (FaultAction f : faults) {
                ObjectNode a = actions.addObject();
                a.put("at", f.atMs() + "ms");
                a.put("do", f.kind().key());
                a.put("target", f.target().text());
                if (f.kind() == FaultAction.Kind.CRASH) a.put("exitCode", f.exitCode() == null ? 1 : f.exitCode());
            }
            return JSON.writerWithDefaultPrettyPrinter().writeValueAsString(obj);
        } catch (IOException e) {
            throw new IllegalStateException("scenario text is not YAML: " + e.getMessage(), e);
        }
    }

    static List<StatusChange> statusChanges(Episode episode, EngineOutput out) {
        List<StatusChange> changes = new ArrayList<>();
        Map<String, String> current = new HashMap<>();
        Map<StatusRule, Integer> counts = new HashMap<>();
        Map<String, Long> totalLines = new HashMap<>();
        for (StatusField f : episode.statusFields()) current.put(f.id(), f.initial());
        for (TraceEvent e : out.trace()) {
            if (e.lines() != null && e.container() != null) totalLines.merge(e.pod() + "/" + e.container(), e.lines(), Long::sum);
            for (StatusField f : episode.statusFields()) {
                for (StatusRule r : f.rules()) {
                    if (r.on() == null || !r.on().matches(e)) continue;
                    int n = counts.merge(r, 1, Integer::sum);
                    if (n <= r.skip()) continue;
                    Map<String, String> extra = new HashMap<>();
                    extra.put("count", Integer.toString(n));
                    extra.put("totalLines", Long.toString(totalLines.getOrDefault(e.pod() + "/" + e.container(), 0L)));
                    set(changes, current, f, Templates.fill(r.set(), e, extra), e.seq(), e.tMs());
                    break;
                }
            }
        }
        // Conclusions are reached when the run is over: at its last event, at its end time.
        if (!out.trace().isEmpty()) {
            TraceEvent last = out.trace().get(out.trace().size() - 1);
            RunFacts facts = new EpisodeRun(episode, null, RunOptions.DEFAULT, out, List.of(), null);
            for (StatusField f : episode.statusFields()) {
                for (StatusRule r : f.rules()) {
                    if (r.atEnd() == null) continue;
                    Evaluation ev = r.atEnd().evaluate(facts);
                    if (!ev.holds()) continue;
                    set(changes, current, f, Templates.fill(r.set(), last, Map.of()), last.seq(), out.result().endTimeMs());
                    break;
                }
            }
        }
        return changes;
    }

    private static void set(List<StatusChange> changes, Map<String, String> current, StatusField f, String value,
                            long seq, long tMs) {
        if (value.equals(current.get(f.id()))) return;
        current.put(f.id(), value);
        changes.add(new StatusChange(f.id(), f.label(), value, seq, tMs));
    }

    static Observation observe(Episode episode, RunFacts run) {
        for (ObservationRule r : episode.experiment().observations()) {
            Evaluation ev = r.when() == null ? Evaluation.of(true, null) : r.when().evaluate(run);
            if (!ev.holds()) continue;
            TraceEvent at = ev.evidenceSeq() == null ? null : find(run.trace(), ev.evidenceSeq());
            return new Observation(r.id(), Templates.fill(r.text(), at, Map.of()), ev.evidenceSeq());
        }
        return new Observation(null, "", null);
    }

    static TraceEvent find(List<TraceEvent> trace, long seq) {
        for (TraceEvent e : trace) if (e.seq() == seq) return e;
        return null;
    }
}
