package io.boundarylab.episodes.narration;

import io.boundarylab.engine.cluster.state.Rules;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Locale;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** A rule, a probe kind and an engine message told in the learner's language, and English after a mark where it lacks the words. */
class RuleWordsTest {

    private static final Locale ES = Locale.forLanguageTag("es");
    private static final String RESTART_ES = "política de reinicio: Always reinicia cualquier salida";
    private static final String LIVENESS_ES = "sonda de liveness: los fallos seguidos matan el contenedor";

    private static Narration spanish(Map<String, String> rules) {
        Map<EventType, String> patterns = Map.of(
                EventType.Unhealthy, "falló la sonda de {probe} de {member}",
                EventType.BackOff, "se espera antes de reiniciar {member}",
                EventType.ScalingReplicaSet, "el Deployment {message}");
        Words words = new Words(rules, Map.of("probe", Map.of("startup", "arranque")),
                Map.of("scaled-up", "amplió el ReplicaSet {replicaSet} de {from} a {to}"), "[EN] ");
        return new Narration(patterns, "En {time}, {what}.", "Porque {rule}.", "Misma regla que en #{first}: {name}.", ES, words);
    }

    private static TraceEvent backOff(long seq) {
        return TraceEvent.of(EventType.BackOff).pod("web-app").container("web").rule(Rules.RESTART_POLICY, Rules.BACKOFF).build(seq, seq * 1000);
    }

    @Test
    void aRuleIsToldInTheLanguagesWordsFirstInFullThenByItsName() {
        Narration n = spanish(Map.of("restart-policy", RESTART_ES, "crash-loop-back-off", "CrashLoopBackOff: el primer reinicio llega enseguida"));
        List<String> lines = n.becauseAll(List.of(backOff(1), backOff(2)));
        assertEquals("Porque " + RESTART_ES + "; CrashLoopBackOff: el primer reinicio llega enseguida.", lines.get(0));
        // The name is the Spanish one: the part before the colon of the Spanish rule.
        assertEquals("Misma regla que en #1: política de reinicio; CrashLoopBackOff.", lines.get(1));
    }

    @Test
    void aRuleTheLanguageLacksIsToldInEnglishAfterTheMark() {
        Narration n = spanish(Map.of("restart-policy", RESTART_ES));
        List<String> lines = n.becauseAll(List.of(backOff(1), backOff(2)));
        assertEquals("Porque " + RESTART_ES + "; [EN] " + Rules.BACKOFF + ".", lines.get(0));
        assertEquals("Misma regla que en #1: política de reinicio; [EN] CrashLoopBackOff.", lines.get(1));
    }

    @Test
    void aRuleTheEngineDoesNotKnowIsEnglishAfterTheMarkAndEnglishStaysUnmarked() {
        TraceEvent bridge = TraceEvent.of(EventType.BackOff).pod("p").container("c").rule("a rule a bridge wrote").build(1, 0);
        assertEquals("Porque [EN] a rule a bridge wrote.", spanish(Map.of()).because(bridge, List.of()));
        Narration english = new Narration(new java.util.EnumMap<>(EventType.class), "At {time}, {what}.", "Because {rule}.", "Same rule as at #{first}: {name}.");
        assertEquals("Because a rule a bridge wrote.", english.because(bridge, List.of()));
    }

    @Test
    void aTraceReadBackFromTextIsSplitIntoItsRulesAgain() {
        Narration n = spanish(Map.of("restart-policy", RESTART_ES, "liveness-probe", LIVENESS_ES));
        // Read back from text, an event holds its rules as one field joined by "; ".
        TraceEvent readBack = TraceEvent.of(EventType.BackOff).pod("p").container("c")
                .rules(List.of(Rules.RESTART_POLICY + "; " + Rules.LIVENESS_PROBE)).build(1, 0);
        assertEquals("Porque " + RESTART_ES + "; " + LIVENESS_ES + ".", n.because(readBack, List.of()));
    }

    @Test
    void aProbeKindAndAnEngineMessageAreInTheLanguagesWords() {
        Narration n = spanish(Map.of());
        TraceEvent startup = TraceEvent.of(EventType.Unhealthy).pod("web").container("web").probe("startup").build(3, 12_500);
        assertEquals("En 0:12,5, falló la sonda de arranque de web/web.", n.sentence(startup));
        TraceEvent readiness = TraceEvent.of(EventType.Unhealthy).pod("web").container("web").probe("readiness").build(4, 13_000);
        assertEquals("En 0:13, falló la sonda de readiness de web/web.", n.sentence(readiness), "a kind without a word shows as the trace holds it");
        TraceEvent scaled = TraceEvent.of(EventType.ScalingReplicaSet).message("Scaled up replica set web-6849b85576 from 0 to 3").build(5, 0);
        assertEquals("En 0:00, el Deployment amplió el ReplicaSet web-6849b85576 de 0 a 3.", n.sentence(scaled));
        assertEquals("amplió el ReplicaSet web-1 de 2 a 10 en 1:10", n.retell("Scaled up replica set web-1 from 2 to 10 en 1:10"),
                "a status that begins with the message keeps what follows it");
        assertEquals("Scaled down replica set web-1 from 1 to 0", n.retell("Scaled down replica set web-1 from 1 to 0"),
                "a form without words in the language stays as the engine wrote it");
    }

    @Test
    void aVerdictSummaryIsRetoldWithTheItemsOfItsList() {
        Map<String, String> messages = Map.of(
                "placed-apart", "los miembros de {pod} acabaron separados: {where}",
                "item-on-node", "{member} en {node}",
                "item-unplaced", "{member} sin ubicar");
        Narration n = new Narration(new java.util.EnumMap<>(EventType.class), "{what}", "{rule}", "{name}", ES,
                new Words(Map.of(), Map.of(), messages, "[EN] "));
        assertEquals("los miembros de web-app acabaron separados: web en node-1, log-helper en node-2, metrics sin ubicar",
                n.retell("members of web-app landed apart: web on node-1, log-helper on node-2, metrics unplaced"));
        assertEquals("web on node-1", n.retell("web on node-1"), "an item form is retold only inside a list");
    }
}
