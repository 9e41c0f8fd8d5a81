package io.boundarylab.episodes.costs;

import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;
import io.boundarylab.episodes.content.Investigation;
import io.boundarylab.episodes.engine.EngineGateway;
import io.boundarylab.episodes.engine.ScenarioProblem;
import io.boundarylab.episodes.run.EngineOutput;

import java.util.ArrayList;
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

    /** Fills the three placeholders of a cost template. */
    public static String fill(String template, String helper, String companion, String nodeFree) {
        return template.replace("{{helperMemory}}", helper).replace("{{companionMemory}}", companion)
                .replace("{{nodeFreeMemory}}", nodeFree);
    }

    private static PlacementOutcome place(String file, String text) {
        EngineOutput out;
        try {
            out = EngineGateway.run(text, file, null);
        } catch (ScenarioProblem p) {
            throw new IllegalArgumentException(p.getMessage(), p);
        }
        String node = null;
        Long evidence = null;
        List<String> reasons = new ArrayList<>();
        for (TraceEvent e : out.trace()) {
            if (e.type() == EventType.Scheduled && node == null) {
                node = e.node();
                evidence = e.seq();
            } else if (e.type() == EventType.FailedScheduling && node == null) {
                evidence = e.seq();
                reasons.clear();
                String why = e.reason() != null ? e.reason() : e.message();
                if (why != null) reasons.add(why);
            }
        }
        return new PlacementOutcome(node != null, node, node != null ? List.of() : reasons, evidence, out.trace());
    }
}
