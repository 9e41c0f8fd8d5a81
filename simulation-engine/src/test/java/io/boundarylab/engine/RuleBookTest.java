package io.boundarylab.engine;

import io.boundarylab.engine.cluster.control.ControlRules;
import io.boundarylab.engine.cluster.service.ServiceRules;
import io.boundarylab.engine.cluster.state.Rules;
import io.boundarylab.engine.scenario.ScenarioException;
import io.boundarylab.engine.scenario.ScenarioReader;
import io.boundarylab.engine.trace.TraceEvent;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Every rule the engine can cite has a key a translation refers to, and the keys lead back to the exact sentences. */
class RuleBookTest {

    @Test
    void everyRuleConstantHasAKey() throws IllegalAccessException {
        List<String> missing = new ArrayList<>();
        int constants = 0;
        for (Class<?> c : List.of(Rules.class, ControlRules.class, ServiceRules.class)) {
            for (Field f : c.getDeclaredFields()) {
                if (!Modifier.isStatic(f.getModifiers()) || f.getType() != String.class) continue;
                constants++;
                String text = (String) f.get(null);
                if (RuleBook.key(text) == null) missing.add(c.getSimpleName() + "." + f.getName());
            }
        }
        assertEquals(List.of(), missing, "rules without a key in RuleBook (add them, and their words to content/*/narration.yaml)");
        assertEquals(constants, RuleBook.all().size(), "RuleBook lists exactly the rule constants, none twice");
    }

    @Test
    void aKeyLeadsBackToItsExactSentence() {
        assertEquals("crash-loop-back-off", RuleBook.key(Rules.BACKOFF));
        assertEquals(Rules.BACKOFF, RuleBook.text("crash-loop-back-off"));
        assertEquals("sigkill", RuleBook.key(Rules.GRACEFUL + " (SIGKILL after the grace period)"));
        assertEquals("readiness-probe", RuleBook.key("readiness probe: failures only take the container out of readiness; it is never killed for them"));
        assertNull(RuleBook.key("restart policy"), "a rule's name alone is no rule");
        assertNull(RuleBook.key(Rules.BACKOFF + "."), "the sentence must be exact");
    }

    @Test
    void aJoinedRuleFieldSplitsWhereOnlyKnownSentencesRemain() {
        // Both sentences hold "; " themselves: only one split leaves two known rules.
        assertEquals(List.of("service-route", "sampled-requests"), RuleBook.keysOfJoined(ServiceRules.ROUTE + "; " + ServiceRules.SAMPLED));
        assertEquals(List.of("restart-policy", "crash-loop-back-off"), RuleBook.keysOfJoined(Rules.RESTART_POLICY + "; " + Rules.BACKOFF));
        assertEquals(List.of("endpoints"), RuleBook.keysOfJoined(ServiceRules.ENDPOINTS));
        assertNull(RuleBook.keysOfJoined(Rules.RESTART_POLICY + "; a rule the engine never wrote"));
    }

    static Stream<String> examples() throws IOException {
        return GoldenTraceTest.examples();
    }

    @ParameterizedTest
    @MethodSource("examples")
    void everyRuleAnExampleCitesHasAKey(String example) throws ScenarioException {
        List<TraceEvent> trace = Simulator.run(ScenarioReader.read(GoldenTraceTest.EXAMPLES.resolve(example))).trace();
        int cited = 0;
        for (TraceEvent e : trace) {
            for (String r : e.rules()) {
                cited++;
                assertTrue(RuleBook.key(r) != null, example + " #" + e.seq() + " cites a rule RuleBook does not know: " + r);
            }
        }
        assertTrue(cited > 0, "the premise: " + example + " cites rules");
    }
}
