package io.boundarylab.app.save;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@link JsonTree} reads every input into the tree {@code ObjectMapper.readTree} makes, node class
 * for node class, and fails where the mapper fails, with the message a learner is shown.
 */
class JsonTreeTest {
    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    static Stream<String> values() {
        return Stream.of(
                "{}", "[]", "null", "true", "false", "\"\"", "0", "-0", "0.0", "-0.0", "1e400", "-1e400", "1e-400",
                "2147483647", "2147483648", "-2147483648", "-2147483649",
                "9223372036854775807", "9223372036854775808", "-9223372036854775809", "123456789012345678901234567890",
                "3.141592653589793238462643383279", "1E2", "1.5e+3", "\"\\u0000\\ud83d\\ude00\\\"\\\\\\/\\b\\f\\n\\r\\t é 中\"",
                "{\"a\":1,\"a\":2}", "{\"a\":{\"b\":1},\"a\":[2]}", "{\"a\":1,\"b\":2,\"a\":3}",
                "{\"\":null,\"x\":[[],{},[{}]]}", " \n\t {\"a\" : [ 1 , 2.0 , \"3\" , true , null ] } \n",
                "[" + "1,".repeat(5_000) + "1]", "\"" + "x".repeat(100_000) + "\"",
                "[".repeat(999) + "]".repeat(999), "{\"a\":" + "[".repeat(998) + "]".repeat(998) + "}",
                // Past the parser's limits: both reads fail with the same message.
                "[".repeat(1_001) + "]".repeat(1_001), "{\"a\":" + "{\"a\":".repeat(1_000) + "1" + "}".repeat(1_001),
                "1".repeat(2_000), "0." + "1".repeat(2_000), "{\"a\":" + "9".repeat(1_500) + "}");
    }

    @ParameterizedTest
    @MethodSource("values")
    void readsTheMappersTree(String json) throws IOException {
        assertSameRead(json.getBytes(StandardCharsets.UTF_8));
    }

    /** Every way a file is cut short or broken fails as the mapper fails, or reads as it reads. */
    @Test
    void damagedFilesFailAsTheMappersRead() throws IOException {
        String saved = "{\n  \"format\" : \"boundary-lab/progress/v1\",\n  \"current\" : \"hook\",\n"
                + "  \"visited\" : [ \"hook\", \"pod\" ],\n  \"predictions\" : { \"p1\" : { \"choice\" : 2, \"at\" : 1.5 } },\n"
                + "  \"learnerSeed\" : 792937898058007442,\n  \"ok\" : true, \"none\" : null\n}";
        byte[] whole = saved.getBytes(StandardCharsets.UTF_8);
        int compared = 0;
        for (int cut = 0; cut <= whole.length; cut++) {
            byte[] part = java.util.Arrays.copyOf(whole, cut);
            assertSameRead(part);
            compared++;
        }
        byte[] breakers = "{}[]\",:0-e.tn\\ \u0000x".getBytes(StandardCharsets.ISO_8859_1);
        for (int at = 0; at < whole.length; at++) {
            for (byte b : breakers) {
                byte[] broken = whole.clone();
                broken[at] = b;
                assertSameRead(broken);
                compared++;
            }
        }
        assertEquals(whole.length + 1 + whole.length * breakers.length, compared);
    }

    /** Values the mapper itself wrote, built at random from a fixed seed: the same trees back. */
    @Test
    void readsRandomTreesAsTheMapperDoes() throws IOException {
        Random random = new Random(30);
        for (int i = 0; i < 2_000; i++) {
            JsonNode tree = randomValue(random, 0);
            byte[] bytes = MAPPER.writeValueAsBytes(tree);
            JsonNode read = assertSameRead(bytes);
            assertNotNull(read);
        }
    }

    @Test
    void theFilesTheAppSavesReadAsTheMapperReadsThem() throws IOException {
        List<byte[]> files = new ArrayList<>();
        files.add(MAPPER.writeValueAsBytes(Settings.defaults()));
        files.add(MAPPER.writeValueAsBytes(new Settings("dark", 150, true, 42L, "/srv/course")));
        files.add(MAPPER.writeValueAsBytes(Progress.empty()));
        try (InputStream deck = JsonTreeTest.class.getResourceAsStream("deck-v1-sm2.json")) {
            files.add(deck.readAllBytes());
        }
        for (byte[] file : files) {
            assertNotNull(assertSameRead(file));
        }
    }

    @Test
    void anEmptyInputHoldsNoValue() throws IOException {
        for (String empty : new String[] {"", " ", "\n\t "}) {
            try (JsonParser parser = JsonTree.parser(empty.getBytes(StandardCharsets.UTF_8))) {
                assertNull(JsonTree.read(parser));
            }
        }
    }

    /**
     * Reads {@code bytes} both ways, as SaveStore does (one value, then what follows it) and
     * asserts the same trees, the same following token, or the same failure and message.
     */
    private static JsonNode assertSameRead(byte[] bytes) throws IOException {
        String label = new String(bytes, 0, Math.min(bytes.length, 80), StandardCharsets.UTF_8);
        Object expected;
        try (JsonParser parser = MAPPER.createParser(bytes)) {
            JsonNode tree = MAPPER.readTree(parser);
            expected = List.of(tree == null ? "no value" : tree.toString(), kindOf(tree), String.valueOf(nextOrFailure(parser)));
        } catch (JsonProcessingException e) {
            expected = ReadProblems.describe(e);
        }
        Object actual;
        JsonNode read = null;
        try (JsonParser parser = JsonTree.parser(bytes)) {
            read = JsonTree.read(parser);
            actual = List.of(read == null ? "no value" : read.toString(), kindOf(read), String.valueOf(nextOrFailure(parser)));
        } catch (JsonProcessingException e) {
            actual = ReadProblems.describe(e);
        }
        assertEquals(expected, actual, label);
        if (read != null) {
            try (JsonParser parser = MAPPER.createParser(bytes)) {
                assertEquals(MAPPER.readTree(parser), read, label);
            }
        }
        return read;
    }

    /** The node classes of a tree, depth first: IntNode and LongNode print alike but are not alike. */
    private static String kindOf(JsonNode node) {
        if (node == null) {
            return "null";
        }
        StringBuilder kinds = new StringBuilder(node.getClass().getSimpleName());
        node.elements().forEachRemaining(child -> kinds.append(' ').append(kindOf(child)));
        return kinds.toString();
    }

    private static Object nextOrFailure(JsonParser parser) {
        try {
            return parser.nextToken();
        } catch (IOException e) {
            return "fails: " + ReadProblems.describe(e);
        }
    }

    private static JsonNode randomValue(Random random, int depth) {
        var nodes = MAPPER.getNodeFactory();
        int kind = random.nextInt(depth > 4 ? 8 : 10);
        switch (kind) {
            case 0: return nodes.nullNode();
            case 1: return nodes.booleanNode(random.nextBoolean());
            case 2: return nodes.numberNode(random.nextInt());
            case 3: return nodes.numberNode(random.nextLong());
            case 4: return nodes.numberNode(new java.math.BigInteger(100, random).negate());
            case 5: return nodes.numberNode(random.nextDouble() * Math.pow(10, random.nextInt(600) - 300));
            case 6: return nodes.numberNode((double) random.nextInt(1000));
            case 7: {
                StringBuilder text = new StringBuilder();
                for (int i = random.nextInt(12); i > 0; i--) {
                    text.append((char) random.nextInt(0x3000));
                }
                return nodes.textNode(text.toString());
            }
            case 8: {
                var array = nodes.arrayNode();
                for (int i = random.nextInt(5); i > 0; i--) {
                    array.add(randomValue(random, depth + 1));
                }
                return array;
            }
            default: {
                ObjectNode object = nodes.objectNode();
                for (int i = random.nextInt(5); i > 0; i--) {
                    object.set("k" + random.nextInt(6), randomValue(random, depth + 1));
                }
                return object;
            }
        }
    }
}
