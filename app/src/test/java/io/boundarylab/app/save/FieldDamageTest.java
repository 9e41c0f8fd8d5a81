package io.boundarylab.app.save;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every field of progress.json, damaged in every way (null, wrong type, huge, negative, empty),
 * costs at most that field (or the one prediction it belongs to): everything else loads as saved,
 * and whatever was left out is named in the notice.
 */
class FieldDamageTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final JsonNodeFactory F = JsonNodeFactory.instance;

    @TempDir
    Path dir;

    /** A progress file with every field set; lists have three entries and the last one is damaged. */
    private static ObjectNode healthy() throws Exception {
        return (ObjectNode) JSON.readTree("""
                {"format": "boundary-lab/progress/v1", "current": "helper",
                 "visited": ["hook", "helper", "identity"], "completed": ["helper/naive", "helper/contract", "fate/naive"],
                 "predictions": {
                   "helper": {"choice": "enough", "reason": "wherever it runs", "confidencePercent": 70,
                              "verdict": "PARTLY", "explanation": {"text": "they were apart", "skipped": false}, "quantity": 12.5},
                   "fate": {"choice": "fragments", "reason": "", "confidencePercent": 40}},
                 "learnerSeed": 77}
                """);
    }

    /** JSON pointer of the damaged field, the scope it may cost (a bad choice costs its prediction), and its name in notices. */
    record Field(String pointer, String scope, String noticeName) {
    }

    private static final List<Field> FIELDS = List.of(
            new Field("/current", "/current", "current"),
            new Field("/visited", "/visited", "visited"),
            new Field("/visited/2", "/visited/2", "visited[2]"),
            new Field("/completed", "/completed", "completed"),
            new Field("/completed/2", "/completed/2", "completed[2]"),
            new Field("/predictions", "/predictions", "predictions"),
            new Field("/predictions/helper", "/predictions/helper", "predictions.helper"),
            new Field("/predictions/helper/choice", "/predictions/helper", "predictions.helper.choice"),
            new Field("/predictions/helper/reason", "/predictions/helper/reason", "predictions.helper.reason"),
            new Field("/predictions/helper/confidencePercent", "/predictions/helper", "predictions.helper.confidencePercent"),
            new Field("/predictions/helper/verdict", "/predictions/helper/verdict", "predictions.helper.verdict"),
            new Field("/predictions/helper/explanation", "/predictions/helper/explanation", "predictions.helper.explanation"),
            new Field("/predictions/helper/explanation/text", "/predictions/helper/explanation", "predictions.helper.explanation.text"),
            new Field("/predictions/helper/explanation/skipped", "/predictions/helper/explanation", "predictions.helper.explanation.skipped"),
            new Field("/predictions/helper/quantity", "/predictions/helper/quantity", "predictions.helper.quantity"),
            new Field("/learnerSeed", "/learnerSeed", "learnerSeed"));

    static Stream<Arguments> damages() {
        List<Arguments> all = new ArrayList<>();
        for (Field f : FIELDS) {
            for (String damage : List.of("null", "wrong type", "huge", "negative", "empty")) {
                all.add(Arguments.of(f, damage));
            }
        }
        return all.stream();
    }

    private static JsonNode damaged(JsonNode original, String damage) {
        return switch (damage) {
            case "null" -> F.nullNode();
            case "wrong type" -> original.isTextual() ? F.numberNode(42) : original.isNumber() ? F.textNode("seven")
                    : original.isBoolean() ? F.textNode("yes") : F.booleanNode(true);
            case "huge" -> huge(original);
            case "negative" -> original.isTextual() ? F.textNode("-1") : F.numberNode(-1);
            case "empty" -> original.isArray() ? F.arrayNode() : original.isObject() ? F.objectNode() : F.textNode("");
            default -> throw new IllegalArgumentException(damage);
        };
    }

    private static JsonNode huge(JsonNode original) {
        if (original.isTextual()) {
            return F.textNode("x".repeat(200_000));
        }
        if (original.isNumber()) {
            return F.numberNode(new BigInteger("1" + "0".repeat(30)));
        }
        if (original.isBoolean()) {
            return F.numberNode(1e300);
        }
        if (original.isArray()) {
            ArrayNode a = F.arrayNode();
            for (int i = 0; i < 10_000; i++) {
                a.add("section-" + i);
            }
            return a;
        }
        // An object: ten thousand more entries like its first one (for a prediction, its fields each made huge).
        ObjectNode o = ((ObjectNode) original).deepCopy();
        Map.Entry<String, JsonNode> first = o.fields().next();
        if (first.getValue().isObject()) {
            for (int i = 0; i < 10_000; i++) {
                o.set("key-" + i, first.getValue());
            }
        } else {
            for (Iterator<Map.Entry<String, JsonNode>> it = o.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                e.setValue(e.getValue().isTextual() ? F.textNode("y".repeat(100_000)) : e.getValue());
            }
        }
        return o;
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("damages")
    void aDamagedFieldCostsOnlyItself(Field field, String damage) throws Exception {
        ObjectNode original = healthy();
        ObjectNode file = original.deepCopy();
        JsonNode bad = damaged(original.at(field.pointer()), damage);
        int cut = field.pointer().lastIndexOf('/');
        JsonNode parent = file.at(field.pointer().substring(0, cut));
        String key = field.pointer().substring(cut + 1);
        if (parent.isArray()) {
            ((ArrayNode) parent).set(Integer.parseInt(key), bad);
        } else {
            ((ObjectNode) parent).set(key, bad);
        }
        Files.write(dir.resolve(SaveStore.PROGRESS), JSON.writeValueAsBytes(file));

        SaveStore store = new SaveStore(dir);
        JsonNode loaded = JSON.valueToTree(store.loadProgress());

        // Everything outside the damaged field's scope is exactly as saved.
        for (String leaf : leaves(original, "")) {
            if (!leaf.startsWith(field.scope())) {
                assertTrue(same(original.at(leaf), loaded.at(leaf)), leaf + " kept: was " + original.at(leaf) + ", loaded " + shortly(loaded.at(leaf)));
            }
        }
        List<SaveStore.Notice> notices = store.notices();
        if (notices.isEmpty()) {
            // Nothing left out: the damage was a valid value after all (a negative seed, an empty reason),
            // or a null, which counts as absent.
            assertTrue(covers(loaded.at(field.pointer()), bad), field.pointer() + " was kept as " + shortly(loaded.at(field.pointer()))
                    + " but is not " + shortly(bad));
        } else {
            assertEquals(1, notices.size(), notices.toString());
            SaveStore.Notice n = notices.get(0);
            assertEquals(SaveStore.Kind.PARTLY_READ, n.kind());
            assertTrue(n.dropped().stream().anyMatch(d -> d.field().startsWith(field.noticeName())),
                    "the notice names " + field.noticeName() + ": " + n.dropped());
            assertTrue(Files.exists(dir.resolve("progress.json.bad-1")), "the file as it was is kept");
            assertTrue(same(loaded, JSON.readTree(Files.readAllBytes(dir.resolve(SaveStore.PROGRESS)))),
                    "what was kept is saved again at once");
        }
    }

    private static List<String> leaves(JsonNode n, String at) {
        List<String> out = new ArrayList<>();
        if (n.isObject()) {
            n.fields().forEachRemaining(e -> out.addAll(leaves(e.getValue(), at + "/" + e.getKey())));
        } else if (n.isArray()) {
            for (int i = 0; i < n.size(); i++) {
                out.addAll(leaves(n.get(i), at + "/" + i));
            }
        } else {
            out.add(at);
        }
        return out;
    }

    /**
     * Whether what was loaded holds everything the file said: each value of {@code file} is in
     * {@code loaded} (a field the file left out or set to null may have its default there).
     */
    private static boolean covers(JsonNode loaded, JsonNode file) {
        if (file.isNull()) {
            return true;
        }
        if (file.isObject()) {
            for (Iterator<Map.Entry<String, JsonNode>> it = file.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                if (!loaded.isObject() || !covers(loaded.path(e.getKey()), e.getValue())) {
                    return false;
                }
            }
            return loaded.isObject();
        }
        if (file.isArray()) {
            if (!loaded.isArray() || loaded.size() != file.size()) {
                return false;
            }
            for (int i = 0; i < file.size(); i++) {
                if (!covers(loaded.get(i), file.get(i))) {
                    return false;
                }
            }
            return true;
        }
        return same(file, loaded);
    }

    private static String shortly(JsonNode n) {
        String s = String.valueOf(n);
        return s.length() <= 200 ? s : s.substring(0, 200) + "…";
    }

    /** Equal as JSON values: 12.5 is 12.5 whether read as a double or a decimal, 77 as an int or a long. */
    private static boolean same(JsonNode a, JsonNode b) {
        return a.equals((x, y) -> x.isNumber() && y.isNumber() ? x.decimalValue().compareTo(y.decimalValue())
                : x.equals(y) ? 0 : 1, b);
    }
}
