package io.boundarylab.episodes.cli;

import io.boundarylab.engine.RuleBook;
import io.boundarylab.engine.trace.TraceEvent;
import io.boundarylab.episodes.content.Episode;
import io.boundarylab.episodes.content.Investigation;
import io.boundarylab.episodes.content.Variant;
import io.boundarylab.episodes.narration.EngineMessages;
import io.boundarylab.episodes.narration.Narration;
import io.boundarylab.episodes.run.EpisodeRun;
import io.boundarylab.episodes.run.EpisodeRunner;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every variant of both investigations run in Spanish and printed as {@code episode run} prints it:
 * no narrated, status or verdict line keeps an engine rule, a rule's name or an engine message in
 * English, and nothing is marked [EN].
 */
class SpanishRunsTest {

    private static final Locale SPANISH = Locale.forLanguageTag("es");
    private static Locale before;

    @BeforeAll
    static void spanish() {
        before = Locale.getDefault();
        Locale.setDefault(SPANISH);
    }

    @AfterAll
    static void back() {
        Locale.setDefault(before);
    }

    /** What a Spanish line must not hold: each English rule and rule name the Spanish tells otherwise, and the message forms' words. */
    private static Map<String, String> english(Investigation es) {
        Map<String, String> out = new LinkedHashMap<>();
        for (Map.Entry<String, String> r : RuleBook.all().entrySet()) {
            out.put(r.getValue(), "rule " + r.getKey());
            String name = Narration.name(r.getValue());
            String said = Narration.name(ruleInSpanish(es, r.getValue()));
            if (!name.equals(said) && name.length() >= 8) out.put(name, "name of rule " + r.getKey());
        }
        // The words between a message form's placeholders, where they are long enough to be words.
        for (Map.Entry<String, String> m : EngineMessages.FORMS.entrySet())
            for (String piece : m.getValue().split("\\{[A-Za-z]+}"))
                if (piece.strip().length() >= 10) out.put(piece.strip(), "message " + m.getKey());
        // And the small words of the lists inside them ("web on node-1", "log-helper at 10.0.2.3").
        out.put(" on node-", "list item on-node");
        out.put(" at 10.", "list item at-ip");
        return out;
    }

    private static String ruleInSpanish(Investigation es, String rule) {
        TraceEvent e = TraceEvent.of(io.boundarylab.engine.trace.EventType.Ready).pod("p").rule(rule).build(1, 0);
        String line = es.narration().because(e, List.of());
        return line.substring("Porque ".length(), line.length() - 1);
    }

    @Test
    void noLineOfAnySpanishRunIsLeftInEnglish() throws Exception {
        List<Investigation> all = Investigation.loadAllBundled(SPANISH);
        List<String> found = new ArrayList<>();
        int runs = 0, ruleLines = 0;
        for (String id : List.of("node-execution-principles", "what-returns-is-the-number")) {
            Investigation inv = Investigation.byId(all, id).orElseThrow();
            Map<String, String> english = english(inv);
            for (Episode e : inv.episodes()) {
                for (Variant v : e.experiment().variants()) {
                    EpisodeRun run = new EpisodeRunner().run(e, v.id());
                    runs++;
                    for (TraceEvent t : run.trace())
                        for (String r : t.rules()) if (RuleBook.key(r) == null) found.add(e.id() + "/" + v.id() + " #" + t.seq() + ": rule without a key: " + r);
                    String where = id + " " + e.id() + " --variant " + v.id();
                    for (String line : EpisodeCommand.text(inv, run).split("\n")) {
                        if (line.startsWith("      Porque") || line.startsWith("      Misma regla")) ruleLines++;
                        if (line.contains("[EN]")) found.add(where + ": " + line);
                        for (Map.Entry<String, String> en : english.entrySet())
                            if (line.contains(en.getKey())) found.add(where + ": " + en.getValue() + " in English: " + line);
                    }
                }
            }
        }
        assertEquals(24, runs, "both investigations, every variant");
        assertTrue(ruleLines > 200, "the premise: the runs tell many rules, " + ruleLines);
        assertEquals(List.of(), found);
    }
}
