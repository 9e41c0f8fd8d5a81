package io.boundarylab.app.save;

import io.boundarylab.episodes.prediction.Verdict;

import com.fasterxml.jackson.databind.JsonNode;
import io.boundarylab.app.save.Dropped.Problem;
import io.boundarylab.episodes.content.Quantity;
import io.boundarylab.episodes.deck.Fsrs;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads saved progress and settings field by field and entry by entry, keeping everything that is
 * well formed and listing what is not. One {@code null} in the list of visited sections costs
 * that one entry, not the learner's whole progress. Unknown fields are ignored (a newer version
 * may have written them); a {@code null} counts as absent.
 */
final class Salvage {
    private final List<Dropped> dropped = new ArrayList<>();

    List<Dropped> dropped() {
        return List.copyOf(dropped);
    }

    void drop(String field, Problem problem) {
        dropped.add(new Dropped(field, problem));
    }

    Progress progress(JsonNode root) {
        String current = text(root, "current", "current");
        List<String> visited = ids(root, "visited");
        List<String> completed = ids(root, "completed");
        Map<String, SavedPrediction> predictions = new LinkedHashMap<>();
        JsonNode preds = present(root.get("predictions"));
        if (preds != null && !preds.isObject()) {
            drop("predictions", Problem.NOT_A_GROUP);
        } else if (preds != null) {
            for (Iterator<Map.Entry<String, JsonNode>> it = preds.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                SavedPrediction p = prediction("predictions." + e.getKey(), e.getValue());
                if (p != null) {
                    predictions.put(e.getKey(), p);
                }
            }
        }
        Long seed = wholeNumber(root, "learnerSeed", "learnerSeed", Long.MIN_VALUE, Long.MAX_VALUE);
        return new Progress(Progress.FORMAT, current, visited, completed, predictions, seed, retries(root));
    }

    /** Later attempts, each entry whole or not at all; a file from before them has none. */
    private Map<String, List<SavedPrediction>> retries(JsonNode root) {
        Map<String, List<SavedPrediction>> out = new LinkedHashMap<>();
        JsonNode all = present(root.get("retries"));
        if (all != null && !all.isObject()) {
            drop("retries", Problem.NOT_A_GROUP);
            return out;
        }
        for (Iterator<Map.Entry<String, JsonNode>> it = all == null ? java.util.Collections.emptyIterator() : all.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            if (!e.getValue().isArray()) {
                drop("retries." + e.getKey(), Problem.NOT_A_LIST);
                continue;
            }
            List<SavedPrediction> later = new java.util.ArrayList<>();
            for (int i = 0; i < e.getValue().size(); i++) {
                SavedPrediction p = prediction("retries." + e.getKey() + "[" + i + "]", e.getValue().get(i));
                if (p != null) later.add(p);
            }
            if (!later.isEmpty()) out.put(e.getKey(), later);
        }
        return out;
    }

    /**
     * Each card entry whole or not at all: a card with a bad number is dropped, and simply joins
     * again later. A card saved with SM-2's state (format {@value SavedDeck#SM2_FORMAT}) is converted
     * to FSRS's memory ({@link Fsrs#fromSm2}); one never reviewed under SM-2 (interval 0) is new.
     */
    SavedDeck deck(JsonNode root) {
        String format = text(root, "format", "format");
        Map<String, SavedDeck.SavedCard> cards = new LinkedHashMap<>();
        JsonNode all = present(root.get("cards"));
        if (all != null && !all.isObject()) {
            drop("cards", Problem.NOT_A_GROUP);
        } else if (all != null) {
            for (Iterator<Map.Entry<String, JsonNode>> it = all.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                String where = "cards." + e.getKey();
                JsonNode n = e.getValue();
                if (!n.isObject()) {
                    drop(where, Problem.NOT_A_GROUP);
                    continue;
                }
                int before = dropped.size();
                Fsrs.Memory memory;
                boolean known;
                if (present(n.get("stability")) != null || present(n.get("difficulty")) != null) {
                    Double s = decimal(n, "stability", where + ".stability", Fsrs.S_MIN, Fsrs.S_MAX);
                    Double d = decimal(n, "difficulty", where + ".difficulty", Fsrs.D_MIN, Fsrs.D_MAX);
                    if (s != null && d == null && dropped.size() == before) drop(where + ".difficulty", Problem.MISSING);
                    if (d != null && s == null && dropped.size() == before) drop(where + ".stability", Problem.MISSING);
                    known = s != null && d != null;
                    memory = known ? new Fsrs.Memory(s, d) : null;
                } else if (present(n.get("easinessHundredths")) != null || present(n.get("intervalDays")) != null) {
                    Long reps = wholeNumber(n, "repetitions", where + ".repetitions", 0, 10_000);
                    Long ease = wholeNumber(n, "easinessHundredths", where + ".easinessHundredths", 130, 100_000);
                    Long interval = wholeNumber(n, "intervalDays", where + ".intervalDays", 0, 1_000_000);
                    known = reps != null && ease != null && interval != null;
                    memory = known && interval > 0 ? Fsrs.fromSm2(ease / 100.0, interval.intValue()) : null;
                } else {
                    // Neither form: a card that joined but was never reviewed under FSRS is saved without memory.
                    known = true;
                    memory = null;
                }
                String due = text(n, "due", where + ".due");
                String last = text(n, "lastReviewed", where + ".lastReviewed");
                Long reviews = wholeNumber(n, "reviews", where + ".reviews", 0, Integer.MAX_VALUE);
                Long lapses = wholeNumber(n, "lapses", where + ".lapses", 0, Integer.MAX_VALUE);
                String from = text(n, "joinedFrom", where + ".joinedFrom");
                if (due != null && !isInstant(due)) drop(where + ".due", Problem.UNKNOWN_VALUE);
                if (last != null && !isInstant(last)) drop(where + ".lastReviewed", Problem.UNKNOWN_VALUE);
                if (!known || due == null) {
                    if (dropped.size() == before) drop(where, Problem.MISSING);
                    continue;
                }
                if (dropped.size() > before) continue;
                cards.put(e.getKey(), new SavedDeck.SavedCard(memory == null ? null : memory.stability(), memory == null ? null : memory.difficulty(),
                        due, last, reviews == null ? 0 : reviews.intValue(), lapses == null ? 0 : lapses.intValue(), from == null ? "added" : from));
            }
        }
        return new SavedDeck(format == null ? SavedDeck.SM2_FORMAT : format, cards);
    }

    /** A number (whole or not) from {@code min} to {@code max}. */
    private Double decimal(JsonNode n, String field, String where, double min, double max) {
        JsonNode v = present(n.get(field));
        if (v == null) {
            return null;
        }
        if (!v.isNumber()) {
            drop(where, Problem.NOT_A_NUMBER);
            return null;
        }
        double x = v.asDouble();
        if (!(x >= min && x <= max)) {
            drop(where, Problem.OUT_OF_RANGE);
            return null;
        }
        return x;
    }

    private static boolean isInstant(String s) {
        try {
            java.time.Instant.parse(s);
            return true;
        } catch (java.time.format.DateTimeParseException e) {
            return false;
        }
    }

    /**
     * The playground's draft. Its text is the whole of it: without a readable {@code yaml} there is
     * nothing to restore, and the file is set aside whole; a bad guarantee or title costs only that,
     * and a damaged prediction the whole prediction ({@link PredictionDraftSalvage}).
     */
    PlaygroundDraft playgroundDraft(JsonNode root) {
        JsonNode yaml = present(root.get("yaml"));
        if (yaml == null || !yaml.isTextual()) {
            throw new IllegalArgumentException(yaml == null ? "the draft holds no YAML" : "the draft's YAML is not text");
        }
        return new PlaygroundDraft(yaml.textValue(), text(root, "guarantee", "guarantee"), text(root, "title", "title"),
                new PredictionDraftSalvage(this).read(root.get("prediction"), "prediction"), new LessonDraftSalvage(this).read(root.get("lesson"), "lesson"));
    }

    Settings settings(JsonNode root) {
        String theme = text(root, "theme", "theme");
        Long scale = wholeNumber(root, "textScalePercent", "textScalePercent", Settings.MIN_SCALE, Settings.MAX_SCALE);
        Boolean reducedMotion = bool(root, "reducedMotion", "reducedMotion");
        Long seed = wholeNumber(root, "seed", "seed", Long.MIN_VALUE, Long.MAX_VALUE);
        String folder = text(root, "contentFolder", "contentFolder");
        if (folder != null && !isPath(folder)) {
            // A path the system cannot open would stop the app at start; the bundled course is used instead.
            drop("contentFolder", Problem.NOT_A_PATH);
            folder = null;
        }
        String investigation = text(root, "investigation", "investigation");
        String classCode = text(root, "classCode", "classCode");
        return new Settings(theme, scale == null ? Settings.MIN_SCALE : scale.intValue(),
                reducedMotion != null && reducedMotion, seed, folder, investigation, classCode);
    }

    /** A prediction without a readable choice or confidence is dropped whole; a bad optional part only loses that part. */
    private SavedPrediction prediction(String where, JsonNode n) {
        if (present(n) == null) {
            drop(where, Problem.MISSING);
            return null;
        }
        if (!n.isObject()) {
            drop(where, Problem.NOT_A_GROUP);
            return null;
        }
        String choice = text(n, "choice", where + ".choice");
        if (choice == null) {
            if (present(n.get("choice")) == null) {
                drop(where + ".choice", Problem.MISSING);
            }
            return null;
        }
        Long confidence = wholeNumber(n, "confidencePercent", where + ".confidencePercent", 0, 100);
        if (confidence == null) {
            if (present(n.get("confidencePercent")) == null) {
                drop(where + ".confidencePercent", Problem.MISSING);
            }
            return null;
        }
        String reason = text(n, "reason", where + ".reason");
        Verdict verdict = verdict(n, where + ".verdict");
        SavedExplanation explanation = explanation(n.get("explanation"), where + ".explanation");
        Double quantity = null;
        JsonNode q = present(n.get("quantity"));
        if (q != null && !q.isNumber()) {
            drop(where + ".quantity", Problem.NOT_A_NUMBER);
        } else if (q != null && !(q.asDouble() >= 0 && q.asDouble() <= Quantity.MAX)) {
            drop(where + ".quantity", Problem.OUT_OF_RANGE);
        } else if (q != null) {
            quantity = q.asDouble();
        }
        return new SavedPrediction(choice, reason, confidence.intValue(), verdict, explanation, quantity);
    }

    private Verdict verdict(JsonNode n, String where) {
        JsonNode v = present(n.get("verdict"));
        if (v == null) {
            return null;
        }
        for (Verdict known : Verdict.values()) {
            if (v.isTextual() && known.name().equals(v.textValue())) {
                return known;
            }
        }
        drop(where, Problem.UNKNOWN_VALUE);
        return null;
    }

    private SavedExplanation explanation(JsonNode n, String where) {
        if (present(n) == null) {
            return null;
        }
        if (!n.isObject()) {
            drop(where, Problem.NOT_A_GROUP);
            return null;
        }
        JsonNode text = present(n.get("text"));
        if (text != null && !text.isTextual()) {
            drop(where + ".text", Problem.NOT_TEXT);
            return null;
        }
        Boolean skipped = bool(n, "skipped", where + ".skipped");
        if (skipped == null && present(n.get("skipped")) != null) {
            return null;
        }
        return new SavedExplanation(text == null ? "" : text.textValue(), skipped != null && skipped);
    }

    /** A list of section or experiment ids: a bad entry is dropped, the others kept in order. */
    private List<String> ids(JsonNode root, String field) {
        JsonNode list = present(root.get(field));
        if (list == null) {
            return List.of();
        }
        if (!list.isArray()) {
            drop(field, Problem.NOT_A_LIST);
            return List.of();
        }
        List<String> out = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            JsonNode e = list.get(i);
            if (e == null || !e.isTextual()) {
                drop(field + "[" + i + "]", Problem.NOT_TEXT);
            } else if (e.textValue().isBlank()) {
                drop(field + "[" + i + "]", Problem.EMPTY_TEXT);
            } else {
                out.add(e.textValue());
            }
        }
        return out;
    }

    String text(JsonNode n, String field, String where) {
        JsonNode v = present(n.get(field));
        if (v == null) {
            return null;
        }
        if (!v.isTextual()) {
            drop(where, Problem.NOT_TEXT);
            return null;
        }
        return v.textValue();
    }

    Long wholeNumber(JsonNode n, String field, String where, long min, long max) {
        JsonNode v = present(n.get(field));
        if (v == null) {
            return null;
        }
        if (!v.isIntegralNumber()) {
            drop(where, v.isNumber() ? Problem.NOT_WHOLE_NUMBER : Problem.NOT_A_NUMBER);
            return null;
        }
        if (!v.canConvertToLong() || v.longValue() < min || v.longValue() > max) {
            drop(where, Problem.OUT_OF_RANGE);
            return null;
        }
        return v.longValue();
    }

    Boolean bool(JsonNode n, String field, String where) {
        JsonNode v = present(n.get(field));
        if (v == null) {
            return null;
        }
        if (!v.isBoolean()) {
            drop(where, Problem.NOT_TRUE_OR_FALSE);
            return null;
        }
        return v.booleanValue();
    }

    static JsonNode present(JsonNode n) {
        return n == null || n.isNull() || n.isMissingNode() ? null : n;
    }

    private static boolean isPath(String s) {
        if (s.isBlank()) {
            return false;
        }
        try {
            Path.of(s);
            return true;
        } catch (InvalidPathException e) {
            return false;
        }
    }
}
