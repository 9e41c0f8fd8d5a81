package io.boundarylab.engine.kubelet;

import io.boundarylab.engine.SimulationRun;
import io.boundarylab.engine.Simulator;
import io.boundarylab.engine.scenario.ScenarioException;
import io.boundarylab.engine.scenario.ScenarioReader;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.ShrinkingMode;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.fail;

/**
 * Pairs and triples of acts on one pod, close together, where a deferred act may outlive what it
 * was made for: a sandbox change during a back-off, a node failure during a grace period, delete
 * then fail then recover, a long preStop then a setImage. Each run is checked against the
 * kubelet's rules written as code ({@link KubeletRules}); a failure prints the scenario, ready to
 * paste into {@code StaleActsTableTest}. 100 tries in the build ({@code jqwik.tries.default});
 * {@code -Djqwik.tries.default=1000} for a longer search.
 */
class ActSequencesPropertiesTest {
    private static final List<String> ACTS = List.of("killSandbox", "delete", "crash", "failNode", "recoverNode", "setImage");
    private static final List<String> STEPS = List.of("[{sleep: 1s}, {exit: 1}]", "[{run: forever}]", "[{sleep: 3s}, {exit: 0}]",
            "[{sleep: 6s}, {exit: 2}]");
    private static final List<String> HOOKS = List.of("", "", "{preStop: {x-sim: {duration: 30s}}}", "{preStop: {x-sim: {duration: 3s}}}",
            "{postStart: {x-sim: {duration: 4s}}}");

    record Container(String steps, String hooks) {
    }

    record Act(String kind, int afterSeconds, int which) {
    }

    record Sequence(String policy, List<Container> containers, int firstAtSeconds, List<Act> acts) {
        String yaml() {
            StringBuilder sb = new StringBuilder("scenario: sequence\nuntil: 3m\nplatform: pod\nnodes:\n"
                    + "  - {name: node-1, allocatable: {cpu: \"4\", memory: 8Gi}}\npods:\n  - apiVersion: v1\n    kind: Pod\n"
                    + "    metadata: {name: p}\n    spec:\n      restartPolicy: " + policy + "\n      terminationGracePeriodSeconds: 10\n"
                    + "      containers:\n");
            for (int i = 0; i < containers.size(); i++) {
                Container c = containers.get(i);
                sb.append("        - name: c").append(i).append("\n          image: c").append(i).append(":v1\n");
                if (!c.hooks().isEmpty()) sb.append("          lifecycle: ").append(c.hooks()).append('\n');
                sb.append("          x-sim: {steps: ").append(c.steps()).append("}\n");
            }
            sb.append("actions:\n");
            int at = firstAtSeconds;
            for (Act a : acts) {
                at += a.afterSeconds();
                String container = "c" + (a.which() % containers.size());
                sb.append("  - {at: ").append(at).append("s, do: ").append(a.kind()).append(", ").append(switch (a.kind()) {
                    case "failNode", "recoverNode" -> "target: node/node-1}";
                    case "crash" -> "target: pod/p/" + container + "}";
                    case "setImage" -> "target: pod/p/" + container + ", image: " + container + ":v" + (2 + a.which() % 3) + "}";
                    default -> "target: pod/p}";
                }).append('\n');
            }
            return sb.toString();
        }

        /** When node-1 comes back: each recoverNode, in order. */
        List<Long> backAtMs() {
            List<Long> out = new ArrayList<>();
            long at = firstAtSeconds;
            for (Act a : acts) {
                at += a.afterSeconds();
                if (a.kind().equals("recoverNode")) out.add(at * 1000);
            }
            return out;
        }
    }

    @Provide
    Arbitrary<Sequence> sequences() {
        Arbitrary<Container> container = Combinators.combine(Arbitraries.of(STEPS), Arbitraries.of(HOOKS)).as(Container::new);
        Arbitrary<Act> act = Combinators.combine(Arbitraries.of(ACTS), Arbitraries.integers().between(0, 15), Arbitraries.integers().between(0, 5))
                .as(Act::new);
        return Combinators.combine(Arbitraries.of("Always", "OnFailure", "Never"), container.list().ofMinSize(1).ofMaxSize(2),
                Arbitraries.integers().between(1, 20), act.list().ofMinSize(2).ofMaxSize(3)).as(Sequence::new);
    }

    @Property(seed = "20261207", shrinking = ShrinkingMode.BOUNDED)
    void everySequenceKeepsTheKubeletsRules(@ForAll("sequences") Sequence sequence) {
        String yaml = sequence.yaml();
        SimulationRun run;
        try {
            run = Simulator.run(ScenarioReader.parse(yaml, "sequence.yaml"));
        } catch (ScenarioException e) {
            throw new AssertionError("the generator wrote a file the reader refuses: " + e.getMessage(), e);
        }
        List<String> broken = new ArrayList<>();
        broken.addAll(KubeletRules.oneStartPerContainerAtATime(run.trace()));
        if (sequence.policy().equals("Never")) broken.addAll(KubeletRules.noRestartUnderNever(run.trace(), Set.of("p")));
        broken.addAll(KubeletRules.noKubeletEventFromAStoppedNode(run.trace(), Map.of("node-1", sequence.backAtMs())));
        broken.addAll(KubeletRules.noActAfterItsPodIsGone(run.trace()));
        Map<String, String> policies = new LinkedHashMap<>();
        policies.put("p", sequence.policy());
        broken.addAll(KubeletRules.phaseIsGetPhaseOverTheStatuses(run.result().pods(), policies));
        if (!broken.isEmpty()) fail("scenario:\n" + yaml + "\n" + String.join("\n", broken));
    }
}
