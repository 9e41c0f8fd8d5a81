package io.boundarylab.episodes.content;

import io.boundarylab.engine.RuleBook;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.episodes.narration.EngineMessages;
import io.boundarylab.episodes.narration.Narration;
import io.boundarylab.episodes.narration.Words;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.Map;

/** Reads {@code narration.yaml}: the sentence pattern for each trace event type, the frame around it, and the two rule lines. */
final class NarrationLoader {

    private final ContentFiles files;
    private final Fields.Problems problems;

    private final java.util.Locale locale;

    NarrationLoader(ContentFiles files, java.util.Locale locale) {
        this.locale = locale;
        this.files = files;
        this.problems = files.problems();
    }

    /** @param file the locale's {@code narration.yaml}, which every investigation of that locale shares */
    Narration read(Path file) {
        Fields n = files.readYaml(file, "narration.yaml");
        if (!Files.isRegularFile(files.find(file))) return new Narration(new EnumMap<>(EventType.class), "{what}", "{rule}", "{name}");
        String sentence = n.prose("sentence");
        String because = n.prose("because");
        String again = n.prose("again");
        Map<EventType, String> patterns = new EnumMap<>(EventType.class);
        YNode frame = n.opt("sentence");
        boolean frameEnglish = frame != null && frame.english();
        YNode events = n.req("events");
        if (events != null && !events.isMap()) problems.add(n.file(), events, "'events' must be a map of event type to sentence");
        if (events != null && events.isMap()) {
            for (Map.Entry<String, YNode> e : events.map.entrySet()) {
                EventType t = Vocabulary.eventType(e.getKey());
                int[] at = events.keyPositions.get(e.getKey());
                if (t == null) {
                    problems.add(n.file(), at[0], at[1], "unknown event type '" + e.getKey() + "'");
                    continue;
                }
                // Marked once per sentence: an English frame already marks every sentence it holds.
                String s = frameEnglish ? n.text(e.getValue(), e.getKey(), true) : n.proseText(e.getValue(), e.getKey());
                if (s != null) patterns.put(t, s);
            }
            for (EventType t : EventType.values())
                if (!patterns.containsKey(t) && !events.map.containsKey(t.name()))
                    problems.add(n.file(), events, "no sentence for event type '" + t.name() + "'");
        }
        Words words = new Words(rules(n), words(n), messages(n), english() ? "" : EnglishFallback.MARK);
        n.finish();
        return new Narration(patterns, sentence == null ? "{what}" : sentence, because == null ? "{rule}" : because,
                again == null ? "{name}" : again, locale, words);
    }

    private boolean english() {
        return locale.getLanguage().isEmpty() || locale.getLanguage().equals("en");
    }

    /** {@code rules:}: each engine rule's key ({@link RuleBook}) to the rule in this language; an unknown key is a typo. */
    private Map<String, String> rules(Fields n) {
        Map<String, String> rules = n.proseMap("rules");
        YNode node = n.opt("rules");
        for (String key : rules.keySet()) {
            if (RuleBook.text(key) != null) continue;
            int[] at = node.keyPositions.get(key);
            problems.add(n.file(), at[0], at[1], "rules: unknown rule key '" + key + "'");
        }
        return rules;
    }

    /** {@code messages:}: each engine message form's key ({@link EngineMessages}) to the message in this language. */
    private Map<String, String> messages(Fields n) {
        Map<String, String> messages = n.proseMap("messages");
        YNode node = n.opt("messages");
        for (Map.Entry<String, String> m : messages.entrySet()) {
            String form = EngineMessages.FORMS.get(m.getKey());
            int[] at = node.keyPositions.get(m.getKey());
            if (form == null) problems.add(n.file(), at[0], at[1], "messages: unknown message key '" + m.getKey() + "'");
            else for (String placeholder : EngineMessages.placeholders(form))
                if (!m.getValue().contains("{" + placeholder + "}"))
                    problems.add(n.file(), at[0], at[1], "messages: " + m.getKey() + " must keep {" + placeholder + "}");
        }
        return messages;
    }

    /** {@code words:}: for a placeholder ({@code probe}), each value as the trace holds it to the word a learner reads. */
    private Map<String, Map<String, String>> words(Fields n) {
        Map<String, Map<String, String>> out = new LinkedHashMap<>();
        YNode node = n.opt("words");
        if (node == null) return out;
        if (!node.isMap()) {
            problems.add(n.file(), node, "'words' must be a map of placeholder to (value to word), not " + node.describe());
            return out;
        }
        Fields placeholders = new Fields(problems, n.file(), node);
        for (String placeholder : node.map.keySet()) out.put(placeholder, placeholders.proseMap(placeholder));
        return out;
    }
}
