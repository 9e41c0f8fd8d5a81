package io.boundarylab.episodes.costs;

import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;
import io.boundarylab.episodes.content.Investigation;
import io.boundarylab.episodes.engine.EngineGateway;
import io.boundarylab.episodes.engine.ScenarioProblem;
import io.boundarylab.episodes.engine.EngineOutput;

import io.boundarylab.engine.result.PodStatus;
import java.util.List;

/**
 * Runs the costs-accepted scenarios (templates in content) with the sizes a learner picks, so that
 * "placement eligibility becomes the combined footprint" is the scheduler's own answer.
 */
public final class CostsAccepted {

    private final Investigation investigation;

    public CostsAccepted(Investigation investigation) {
        this.investigation = investigation;
    }

    /**
     * Places the helper alone and the helper with its companion on a node with the given free
     * memory. Quantities use Kubernetes notation ({@code 50Mi}, {@code 3Gi}).
     *
     * @throws IllegalArgumentException when a quantity is not one the engine accepts
     */
    public PlacementCost evaluate(String helperMemory, String companionMemory, String nodeFreeMemory) {
        Investigation.CostScenarios s = investigation.costScenarios();
        PlacementOutcome alone = place(s.aloneFile(), fill(s.alone(), helperMemory, companionMemory, nodeFreeMemory));
        PlacementOutcome group = place(s.groupFile(), fill(s.group(), helperMemory, companionMemory, nodeFreeMemory));
        return new PlacementCost(helperMemory, companionMemory, nodeFreeMemory, alone, group);
    }

    private static String fill(String template, String helper, String companion, String nodeFree) {
        return Investigation.CostScenarios.fill(template, helper, companion, nodeFree);
    }

    private static PlacementOutcome place(String file, String text) {
        // A template filled with the learner's quantities: read now, once, since its text changed.
        EngineOutput out;
        try {
            out = EngineGateway.run(EngineGateway.read(text, file), null);
        } catch (ScenarioProblem p) {
            throw new IllegalArgumentException(p.getMessage(), p);
        }
        // The scheduler's own verdict, from the result; the deciding event, from the trace.
        PodStatus pod = out.result().pods().values().stream().findFirst().orElse(null);
        Long evidence = null;
        String message = null;
        for (TraceEvent e : out.trace()) {
            if (e.type() == EventType.Scheduled || e.type() == EventType.FailedScheduling) {
                evidence = e.seq();
                message = e.message();
                if (e.type() == EventType.Scheduled) break;
            }
        }
        boolean placed = pod != null && "Scheduled".equals(pod.schedulingStatus());
        String node = pod == null ? null : pod.node();
        List<String> reasons = pod == null || placed ? List.of() : pod.schedulingReasons();
        return new PlacementOutcome(placed, node, pod == null ? null : pod.schedulingStatus(), reasons, message, evidence, out.trace());
    }
}
