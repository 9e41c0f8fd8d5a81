package io.boundarylab.episodes.narration;

import io.boundarylab.engine.RuleBook;
import io.boundarylab.engine.trace.TraceEvent;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A language's words for what the engine writes in English: each rule, by its {@link RuleBook} key,
 * and the enumerated values a pattern shows ({@code {probe}}: startup, liveness, readiness). A rule
 * the language lacks is told in English after {@code untranslatedMark} (empty for English itself).
 *
 * @param rules            rule key to the rule in this language ({@code rules:} of {@code narration.yaml})
 * @param values           placeholder name to (value as the trace holds it, to the word) ({@code words:})
 * @param messages         {@link EngineMessages} key to the message in this language ({@code messages:})
 * @param untranslatedMark put before an English rule standing in for a missing translation
 */
public record Words(Map<String, String> rules, Map<String, Map<String, String>> values, Map<String, String> messages,
                    String untranslatedMark) {

    /** No words of its own: rules and values as the engine writes them. */
    public static final Words NONE = new Words(Map.of(), Map.of(), Map.of(), "");

    public Words {
        rules = Map.copyOf(rules);
        messages = Map.copyOf(messages);
        Map<String, Map<String, String>> copy = new LinkedHashMap<>();
        values.forEach((k, v) -> copy.put(k, Map.copyOf(v)));
        values = java.util.Collections.unmodifiableMap(copy);
    }

    /** A rule sentence the engine cited, in this language; English after the mark when it has no words for it. */
    public String rule(String sentence) {
        String key = RuleBook.key(sentence);
        String said = key == null ? null : rules.get(key);
        if (said != null) return said;
        return untranslatedMark.isEmpty() || sentence.startsWith(untranslatedMark) ? sentence : untranslatedMark + sentence;
    }

    /** An engine message (or a status that begins with one) in this language, when it has one of the {@link EngineMessages} forms. */
    public String retell(String text) {
        return EngineMessages.retell(text, messages);
    }

    /** The word for one value of a placeholder, or the value itself. */
    public String value(String placeholder, String value) {
        Map<String, String> w = values.get(placeholder);
        String said = w == null || value == null ? null : w.get(value);
        return said == null ? value : said;
    }

    /** For each placeholder that has words, this event's value in words (only those the event holds). */
    Map<String, String> valuesOf(TraceEvent e) {
        Map<String, String> out = new LinkedHashMap<>();
        for (String placeholder : values.keySet()) {
            String raw = Templates.fill("{" + placeholder + "}", e, null);
            if (!"?".equals(raw)) out.put(placeholder, value(placeholder, raw));
        }
        if (e.message() != null && !messages.isEmpty()) out.put("message", retell(e.message()));
        return out;
    }
}
