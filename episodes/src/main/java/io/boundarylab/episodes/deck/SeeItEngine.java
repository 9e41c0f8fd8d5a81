package io.boundarylab.episodes.deck;

import io.boundarylab.engine.Simulator;
import io.boundarylab.engine.scenario.Scenario;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;
import io.boundarylab.episodes.content.Card;
import io.boundarylab.episodes.engine.EngineGateway;
import io.boundarylab.episodes.engine.ScenarioProblem;

import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Runs a card's "see it" scenario on the engine and keeps what shows the idea: the events about
 * processes starting, ending, being throttled or killed, and files written or missing, plus how
 * many times each member started. Deterministic: the scenario's seed, no clock.
 */
public final class SeeItEngine {

    /** The event types a see-it result shows; the rest (scheduling, phases) is context, not the idea. */
    static final Set<EventType> SHOWN = EnumSet.of(EventType.Started, EventType.Exited, EventType.OOMKilled, EventType.Throttled,
            EventType.FileWritten, EventType.FileMissing, EventType.BackOff, EventType.Killing);

    private SeeItEngine() {
    }

    /**
     * What the engine showed.
     *
     * @param scenarioFile the scenario's path in the deck folder
     * @param events       the events that show the idea, in trace order
     * @param starts       how many times each member started, by {@code pod/container}, in order of first start
     * @param traceSha256  the whole trace's hash: the same card shows the same run every time
     * @param scenario     the scenario as the engine read it: the nodes and members the run is drawn with
     * @param trace        the whole trace, to play the run event by event
     */
    public record Result(String scenarioFile, List<TraceEvent> events, Map<String, Integer> starts, String traceSha256,
                         Scenario scenario, List<TraceEvent> trace) {
        public Result {
            events = List.copyOf(events);
            trace = List.copyOf(trace);
            starts = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(starts));
        }
    }

    /** Runs the card's engine scenario (the loader already checked that the engine reads it). */
    public static Result run(Card.SeeIt seeIt) {
        String text = seeIt.engine().orElseThrow(() -> new IllegalArgumentException("this card has no engine experiment"));
        try {
            Scenario scenario = EngineGateway.read(text, seeIt.engineFile());
            var out = EngineGateway.run(scenario, null, Simulator.DEFAULT_MAX_EVENTS);
            List<TraceEvent> shown = out.trace().stream().filter(e -> SHOWN.contains(e.type())).toList();
            Map<String, Integer> starts = new LinkedHashMap<>();
            for (TraceEvent e : shown)
                if (e.type() == EventType.Started && e.container() != null) starts.merge(e.pod() + "/" + e.container(), 1, Integer::sum);
            return new Result(seeIt.engineFile(), shown, starts, out.result().traceSha256(), scenario, out.trace());
        } catch (ScenarioProblem p) {
            throw new IllegalStateException("the deck's loader accepted a scenario the engine refuses: " + p.getMessage(), p);
        }
    }
}
