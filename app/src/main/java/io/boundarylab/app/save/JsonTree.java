package io.boundarylab.app.save;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;

/**
 * Reads a saved file into the same tree as {@code ObjectMapper.readTree}, with Jackson's streaming
 * parser alone. A returning learner's settings and progress are read before the window's first
 * frame, and on a cold JVM the ObjectMapper's own start takes 0.2 s; the parser and the tree's node
 * classes take a quarter of that. The parser is the one the mapper uses, with the same limits
 * (nesting, lengths), so a damaged file fails with the same message at the same line.
 * {@code JsonTreeTest} holds the two reads equal over every kind of value and damage.
 */
final class JsonTree {
    private static final JsonFactory FACTORY = new JsonFactory();
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private JsonTree() {
    }

    static JsonParser parser(byte[] bytes) throws IOException {
        return FACTORY.createParser(bytes);
    }

    /**
     * The next value in the input, read whole; null when the input holds no more. Duplicate keys
     * keep the last value, whole numbers are int, long or big integer nodes by size, and other
     * numbers double nodes, as the mapper's defaults do.
     */
    static JsonNode read(JsonParser parser) throws IOException {
        JsonToken token = parser.nextToken();
        return token == null ? null : value(parser, token);
    }

    // Recursion is bounded: the parser refuses nesting deeper than its limit (1,000 by default).
    private static JsonNode value(JsonParser parser, JsonToken token) throws IOException {
        if (token == null) {
            // The parser reports an unclosed object or array itself; this is only a guard.
            throw new IOException("the file ends too early");
        }
        switch (token) {
            case START_OBJECT: {
                ObjectNode object = NODES.objectNode();
                while (parser.nextToken() != JsonToken.END_OBJECT) {
                    String name = parser.currentName();
                    object.replace(name, value(parser, parser.nextToken()));
                }
                return object;
            }
            case START_ARRAY: {
                ArrayNode array = NODES.arrayNode();
                for (JsonToken t = parser.nextToken(); t != JsonToken.END_ARRAY; t = parser.nextToken()) {
                    array.add(value(parser, t));
                }
                return array;
            }
            case VALUE_STRING:
                return NODES.textNode(parser.getText());
            case VALUE_NUMBER_INT:
                switch (parser.getNumberType()) {
                    case INT:
                        return NODES.numberNode(parser.getIntValue());
                    case LONG:
                        return NODES.numberNode(parser.getLongValue());
                    default:
                        return NODES.numberNode(parser.getBigIntegerValue());
                }
            case VALUE_NUMBER_FLOAT:
                return NODES.numberNode(parser.getDoubleValue());
            case VALUE_TRUE:
                return NODES.booleanNode(true);
            case VALUE_FALSE:
                return NODES.booleanNode(false);
            case VALUE_NULL:
                return NODES.nullNode();
            default:
                // JSON text holds no other token (embedded objects come from binary formats only).
                throw new IOException("unexpected " + token + " at line " + parser.currentLocation().getLineNr());
        }
    }

    /**
     * Reads a saved file's one JSON object and hands it to {@code reader}, which keeps what reads and
     * tells {@code salvage} what it dropped; text after the object is dropped too.
     *
     * @throws IOException a file that is empty, not an object, or not JSON at all
     */
    static <T> T object(byte[] bytes, Salvage salvage, java.util.function.BiFunction<Salvage, JsonNode, T> reader) throws IOException {
        // Read without the mapper (JsonTree): a returning learner's start reads here before its first frame.
        try (JsonParser parser = parser(bytes)) {
            JsonNode root = read(parser);
            if (root == null) {
                throw new IOException("the file is empty");
            }
            if (!root.isObject()) {
                throw new IOException("the file does not hold a JSON object");
            }
            T value = reader.apply(salvage, root);
            try {
                if (parser.nextToken() != null) {
                    salvage.drop("(after the end)", Dropped.Problem.TEXT_AFTER_THE_END);
                }
            } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
                salvage.drop("(after the end)", Dropped.Problem.TEXT_AFTER_THE_END);
            }
            return value;
        }
    }
}
