package io.boundarylab.app.save;

import com.fasterxml.jackson.databind.JsonNode;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.app.save.Dropped.Problem;
import io.boundarylab.episodes.playground.LessonText;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads the lesson's words in the playground's draft, language by language. A language whose words
 * are damaged is dropped whole (listed, so the notice can say it); the others are kept. A draft
 * saved before the words were kept has none.
 */
final class LessonDraftSalvage {
    private static final List<String> TEXTS = List.of("title", "pressure", "question", "naiveLabel", "naiveDescription",
            "contractLabel", "contractDescription", "observation", "explanation");
    private final Salvage salvage;

    LessonDraftSalvage(Salvage salvage) {
        this.salvage = salvage;
    }

    Map<String, LessonText> read(JsonNode n, String where) {
        Map<String, LessonText> out = new LinkedHashMap<>();
        if (Salvage.present(n) == null) return out;
        if (!n.isObject()) {
            salvage.drop(where, Problem.NOT_A_GROUP);
            return out;
        }
        for (Iterator<Map.Entry<String, JsonNode>> it = n.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            LessonText t = language(e.getValue(), where + "." + e.getKey());
            if (t != null) out.put(e.getKey(), t);
        }
        return out;
    }

    private LessonText language(JsonNode n, String where) {
        if (!n.isObject()) {
            salvage.drop(where, Problem.NOT_A_GROUP);
            return null;
        }
        int before = salvage.dropped().size();
        Map<String, String> texts = new LinkedHashMap<>();
        for (String f : TEXTS) texts.put(f, salvage.text(n, f, where + "." + f));
        List<String> choices = new ArrayList<>();
        JsonNode cs = Salvage.present(n.get("choices"));
        if (cs != null && !cs.isArray()) salvage.drop(where + ".choices", Problem.NOT_A_GROUP);
        if (cs != null && cs.isArray()) for (JsonNode c : cs) choices.add(c.isTextual() ? c.textValue() : null);
        List<LessonText.StatusCard> cards = new ArrayList<>();
        JsonNode sc = Salvage.present(n.get("statusCards"));
        if (sc != null && sc.isArray()) {
            for (int i = 0; i < sc.size(); i++) {
                String at = where + ".statusCards[" + i + "]";
                String label = salvage.text(sc.get(i), "label", at + ".label");
                String event = salvage.text(sc.get(i), "event", at + ".event");
                EventType type = java.util.Arrays.stream(EventType.values()).filter(t -> t.name().equals(event)).findFirst().orElse(null);
                if (label == null || label.isBlank() || type == null) salvage.drop(at, Problem.UNKNOWN_VALUE);
                else cards.add(new LessonText.StatusCard(label, type));
            }
        }
        if (salvage.dropped().size() > before) return null;
        return new LessonText(texts.get("title"), texts.get("pressure"), texts.get("question"), choices, texts.get("naiveLabel"),
                texts.get("naiveDescription"), texts.get("contractLabel"), texts.get("contractDescription"), cards,
                texts.get("observation"), texts.get("explanation"));
    }
}
