package io.boundarylab.app.save;

import com.fasterxml.jackson.databind.JsonNode;
import io.boundarylab.app.save.Dropped.Problem;
import io.boundarylab.episodes.playground.ClaimMenu;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * Reads the prediction part of the playground's draft. It is kept whole or not at all: the form
 * filled with half a prediction (a choice missing, an answer that points nowhere) would say
 * something the learner never wrote. Whatever is wrong is listed, so the notice can say it.
 */
final class PredictionDraftSalvage {
    private final Salvage salvage;

    PredictionDraftSalvage(Salvage salvage) {
        this.salvage = salvage;
    }

    /** The prediction, or null when there is none (an older draft) or it is damaged (listed as dropped). */
    PredictionDraft read(JsonNode n, String where) {
        if (Salvage.present(n) == null) {
            return null;
        }
        if (!n.isObject()) {
            salvage.drop(where, Problem.NOT_A_GROUP);
            return null;
        }
        int before = salvage.dropped().size();
        String question = required(n, "question", where);
        List<PredictionDraft.Choice> choices = choices(n, where + ".choices");
        Long answer = salvage.wholeNumber(n, "answer", where + ".answer", 0,
                choices == null ? Integer.MAX_VALUE : choices.size() - 1);
        if (answer == null && Salvage.present(n.get("answer")) == null) salvage.drop(where + ".answer", Problem.MISSING);
        PredictionDraft.NumberGuess number = number(n.get("number"), where + ".number");
        Boolean skipped = salvage.bool(n, "skipped", where + ".skipped");
        // The choice marked right: absent in drafts saved before it was kept, and then none.
        Long right = Salvage.present(n.get("right")) == null ? null
                : salvage.wholeNumber(n, "right", where + ".right", -1, choices == null ? Integer.MAX_VALUE : choices.size() - 1);
        if (salvage.dropped().size() > before) {
            return null;
        }
        return new PredictionDraft(question, choices, answer.intValue(), number, skipped != null && skipped, right == null ? -1 : right.intValue());
    }

    private List<PredictionDraft.Choice> choices(JsonNode n, String where) {
        JsonNode list = Salvage.present(n.get("choices"));
        if (list == null || !list.isArray()) {
            salvage.drop(where, list == null ? Problem.MISSING : Problem.NOT_A_LIST);
            return null;
        }
        if (list.size() < PredictionDraft.FEWEST || list.size() > PredictionDraft.MOST) {
            salvage.drop(where, Problem.OUT_OF_RANGE);
            return null;
        }
        List<PredictionDraft.Choice> out = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            PredictionDraft.Choice c = choice(list.get(i), where + "[" + i + "]");
            if (c == null) return null;
            out.add(c);
        }
        return out;
    }

    private PredictionDraft.Choice choice(JsonNode n, String where) {
        if (Salvage.present(n) == null || !n.isObject()) {
            salvage.drop(where, Salvage.present(n) == null ? Problem.MISSING : Problem.NOT_A_GROUP);
            return null;
        }
        ClaimMenu.Kind kind = known(ClaimMenu.Kind.class, required(n, "kind", where), where + ".kind");
        if (kind == null) {
            // Its fields cannot be judged without it: the kind alone is named.
            return null;
        }
        JsonNode fields = Salvage.present(n.get("fields"));
        if (fields == null || !fields.isObject()) {
            salvage.drop(where + ".fields", fields == null ? Problem.MISSING : Problem.NOT_A_GROUP);
            return null;
        }
        Map<ClaimMenu.Field, String> shown = new EnumMap<>(ClaimMenu.Field.class);
        for (Iterator<Map.Entry<String, JsonNode>> it = fields.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            String at = where + ".fields." + e.getKey();
            ClaimMenu.Field f = known(ClaimMenu.Field.class, e.getKey(), at);
            String value = salvage.text(fields, e.getKey(), at);
            if (f == null || value == null) continue;
            // A field the kind does not show, or a value its menu does not offer, could not be put back as it was.
            boolean ofKind = kind.fields().stream().anyMatch(s -> s.field() == f);
            List<String> menu = ClaimMenu.values(f);
            if (!ofKind || (!menu.isEmpty() && !menu.contains(value))) {
                salvage.drop(at, Problem.UNKNOWN_VALUE);
                continue;
            }
            shown.put(f, value);
        }
        Boolean negated = Salvage.present(n.get("negated")) == null ? null : salvage.bool(n, "negated", where + ".negated");
        return new PredictionDraft.Choice(kind, shown, negated != null && negated);
    }

    private PredictionDraft.NumberGuess number(JsonNode n, String where) {
        if (Salvage.present(n) == null || !n.isObject()) {
            salvage.drop(where, Salvage.present(n) == null ? Problem.MISSING : Problem.NOT_A_GROUP);
            return null;
        }
        Boolean on = salvage.bool(n, "on", where + ".on");
        if (on == null && Salvage.present(n.get("on")) == null) salvage.drop(where + ".on", Problem.MISSING);
        String variant = salvage.text(n, "variant", where + ".variant");
        if (variant != null && !ClaimMenu.values(ClaimMenu.Field.VARIANT).contains(variant)) {
            salvage.drop(where + ".variant", Problem.UNKNOWN_VALUE);
        }
        String question = required(n, "question", where);
        String pod = required(n, "pod", where);
        String container = required(n, "container", where);
        String tolerance = required(n, "tolerance", where);
        String value = required(n, "value", where);
        if (on == null || question == null || pod == null || container == null || tolerance == null || value == null) {
            return null;
        }
        return new PredictionDraft.NumberGuess(on, question, pod, container, variant, tolerance, value);
    }

    /** A text the form always writes: absent means damaged. */
    private String required(JsonNode n, String field, String where) {
        String v = salvage.text(n, field, where + "." + field);
        if (v == null && Salvage.present(n.get(field)) == null) {
            salvage.drop(where + "." + field, Problem.MISSING);
        }
        return v;
    }

    private <E extends Enum<E>> E known(Class<E> type, String name, String where) {
        if (name == null) return null;
        for (E e : type.getEnumConstants()) {
            if (e.name().equals(name)) return e;
        }
        salvage.drop(where, Problem.UNKNOWN_VALUE);
        return null;
    }
}
