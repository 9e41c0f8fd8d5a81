package io.boundarylab.episodes.content;

import io.boundarylab.engine.trace.EventType;
import io.boundarylab.episodes.narration.Narration;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumMap;
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
        n.finish();
        return new Narration(patterns, sentence == null ? "{what}" : sentence, because == null ? "{rule}" : because,
                again == null ? "{name}" : again, locale);
    }
}
