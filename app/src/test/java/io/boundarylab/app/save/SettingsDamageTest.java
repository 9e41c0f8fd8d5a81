package io.boundarylab.app.save;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Every field of settings.json, damaged five ways, costs only itself; the others load as saved. */
class SettingsDamageTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Settings HEALTHY = new Settings("dark", 150, true, 42L, "/srv/course");
    private static final List<String> FIELDS = List.of("theme", "textScalePercent", "reducedMotion", "seed", "contentFolder");

    @TempDir
    Path dir;

    static Stream<Arguments> damages() {
        JsonNode[] bad = {JSON.nullNode(), JSON.getNodeFactory().arrayNode().add(1), JSON.getNodeFactory().textNode("x".repeat(100_000)),
            JSON.getNodeFactory().numberNode(-1), JSON.getNodeFactory().textNode(""), JSON.getNodeFactory().numberNode(1e300),
            JSON.getNodeFactory().textNode("\u0000")};
        return FIELDS.stream().flatMap(f -> Stream.of(bad).map(b -> Arguments.of(f, b)));
    }

    @ParameterizedTest(name = "{0} = {1}")
    @MethodSource("damages")
    void aDamagedSettingCostsOnlyItself(String field, JsonNode bad) throws Exception {
        ObjectNode file = JSON.valueToTree(HEALTHY);
        file.set(field, bad);
        Files.write(dir.resolve(SaveStore.SETTINGS), JSON.writeValueAsBytes(file));
        SaveStore store = new SaveStore(dir);
        JsonNode loaded = JSON.valueToTree(store.loadSettings());
        JsonNode healthy = JSON.valueToTree(HEALTHY);
        for (String other : FIELDS) {
            if (!other.equals(field)) {
                assertEquals(healthy.get(other), loaded.get(other), other + " kept");
            }
        }
        boolean dropped = store.notices().stream().flatMap(n -> n.dropped().stream()).anyMatch(d -> d.field().equals(field));
        JsonNode kept = loaded.get(field);
        boolean asWritten = kept.isNumber() && bad.isNumber() ? kept.decimalValue().compareTo(bad.decimalValue()) == 0 : kept.equals(bad);
        assertTrue(dropped || bad.isNull() || asWritten,
                field + " is either kept as written, absent, or named in the notice: " + loaded.get(field) + " " + store.notices());
    }
}
