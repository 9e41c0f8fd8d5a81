package io.boundarylab.episodes.run;

import io.boundarylab.engine.scenario.MemberRef;
import io.boundarylab.episodes.engine.EngineOutput;
import io.boundarylab.engine.scenario.ActionSpec;
import io.boundarylab.engine.scenario.ContainerSpec;
import io.boundarylab.engine.scenario.FaultTarget;
import io.boundarylab.engine.scenario.NodeSpec;
import io.boundarylab.engine.scenario.PodSpec;
import io.boundarylab.engine.scenario.Scenario;
import io.boundarylab.engine.trace.TraceEvent;
import io.boundarylab.episodes.content.Episode;
import io.boundarylab.episodes.content.ObservationRule;
import io.boundarylab.episodes.content.StatusField;
import io.boundarylab.episodes.content.StatusRule;
import io.boundarylab.episodes.content.Variant;
import io.boundarylab.episodes.engine.EngineGateway;
import io.boundarylab.episodes.narration.Templates;
import io.boundarylab.episodes.predicate.Evaluation;
import io.boundarylab.episodes.predicate.RunFacts;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Runs an episode's variant on the engine and derives what the learner sees from the trace and
 * result alone: status values over time, the observation, the verdict. Stateless and thread-safe.
 */
public final class EpisodeRunner {

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

    /**
     * Runs a variant with the options' seed and faults.
     *
     * @throws IllegalArgumentException when a fault names a pod, container or node the scenario lacks
     * @throws io.boundarylab.engine.kernel.EventBudgetExceeded when the run needs more events than the options allow
     */
    public EpisodeRun run(Episode episode, Variant variant, RunOptions options) {
        EngineOutput out = EngineGateway.run(withFaults(variant.scenario(), options.faults()), options.seed(), options.maxEvents());
        return derive(episode, variant, options, out);
    }

    /** Derives the status changes and the observation of a finished engine run. */
    static EpisodeRun derive(Episode episode, Variant variant, RunOptions options, EngineOutput out) {
        List<StatusChange> changes = statusChanges(episode, out);
        EpisodeRun partial = new EpisodeRun(episode, variant, options, out, changes, null);
        return new EpisodeRun(episode, variant, options, out, changes, observe(episode, partial));
    }

    /**
     * The scenario with the faults added after its own actions, each aimed at something the
     * scenario declares.
     *
     * @throws IllegalArgumentException when a fault's target is not in the scenario
     */
    static Scenario withFaults(Scenario scenario, List<FaultAction> faults) {
        if (faults.isEmpty()) return scenario;
        List<ActionSpec> actions = new ArrayList<>(scenario.actions());
        for (FaultAction f : faults) {
            requireTarget(scenario, f.target());
            actions.add(f.toAction());
        }
        return scenario.withActions(actions);
    }

    private static void requireTarget(Scenario scenario, FaultTarget target) {
        if (target instanceof FaultTarget.Node n) {
            if (scenario.nodes().stream().map(NodeSpec::name).noneMatch(n.name()::equals)) {
                throw new IllegalArgumentException("fault " + target.text() + ": no node is named '" + n.name() + "'");
            }
            return;
        }
        PodSpec pod = scenario.pod(target.pod());
        if (pod == null) throw new IllegalArgumentException("fault " + target.text() + ": no pod is named '" + target.pod() + "'");
        if (target instanceof FaultTarget.Member m
                && pod.allContainers().stream().map(ContainerSpec::name).noneMatch(m.member().container()::equals)) {
            throw new IllegalArgumentException("fault " + target.text() + ": pod '" + pod.name() + "' has no container named '"
                    + m.member().container() + "'");
        }
    }

    static List<StatusChange> statusChanges(Episode episode, EngineOutput out) {
        List<StatusChange> changes = new ArrayList<>();
        Map<String, String> current = new HashMap<>();
        Map<StatusRule, Integer> counts = new HashMap<>();
        Map<MemberRef, Long> totalLines = new HashMap<>();
        for (StatusField f : episode.statusFields()) current.put(f.id(), f.initial());
        for (TraceEvent e : out.trace()) {
            if (e.lines() != null && e.container() != null) totalLines.merge(e.member(), e.lines(), Long::sum);
            for (StatusField f : episode.statusFields()) {
                for (StatusRule r : f.rules()) {
                    if (r.on() == null || !r.on().matches(e)) continue;
                    int n = counts.merge(r, 1, Integer::sum);
                    if (n <= r.skip()) continue;
                    Map<String, String> extra = new HashMap<>();
                    extra.put("count", Integer.toString(n));
                    extra.put("totalLines", Long.toString(totalLines.getOrDefault(e.member(), 0L)));
                    set(changes, current, f, Templates.fill(r.set(), e, extra), e.seq(), e.tMs(), null);
                    break;
                }
            }
        }
        // Conclusions are reached when the run is over: no event caused them, so they are stamped with
        // the run's end (its horizon, which may lie well after the last event), and shown from the last
        // event on.
        if (!out.trace().isEmpty()) {
            TraceEvent last = out.trace().get(out.trace().size() - 1);
            long endMs = Math.max(last.tMs(), out.result().endTimeMs());
            RunFacts facts = new EpisodeRun(episode, null, RunOptions.DEFAULT, out, List.of(), null);
            for (StatusField f : episode.statusFields()) {
                for (StatusRule r : f.rules()) {
                    if (r.atEnd() == null) continue;
                    Evaluation ev = r.atEnd().evaluate(facts);
                    if (!ev.holds()) continue;
                    set(changes, current, f, Templates.fill(r.set(), last, Map.of()), last.seq(), last.tMs(), endMs);
                    break;
                }
            }
        }
        return changes;
    }

    private static void set(List<StatusChange> changes, Map<String, String> current, StatusField f, String value,
                            long seq, long tMs, Long atEndMs) {
        if (value.equals(current.get(f.id()))) return;
        current.put(f.id(), value);
        changes.add(new StatusChange(f.id(), f.label(), value, seq, tMs, atEndMs));
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
