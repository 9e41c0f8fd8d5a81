package io.boundarylab.engine.yaml;

import io.boundarylab.engine.input.InputProblem;
import io.boundarylab.engine.input.Located;
import io.boundarylab.engine.input.StructuredText;
import io.boundarylab.engine.yaml.YamlWriter.Block;
import io.boundarylab.engine.yaml.YamlWriter.BlockList;
import io.boundarylab.engine.yaml.YamlWriter.Flow;
import io.boundarylab.engine.yaml.YamlWriter.FlowList;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Any text, written by {@link YamlWriter#text(String)} and read back by the input layer, is the same
 * text, and text still (never a number, a boolean or null), as a value and as a key, in a block and
 * in a flow. Content fields ask for text: a playground title {@code 2024} written plain would be
 * refused as a number.
 */
class YamlWriterTest {
    private static final String SEED = "20261207";

    @Provide
    Arbitrary<String> texts() {
        return Arbitraries.oneOf(
                Arbitraries.strings().all().ofMaxLength(12),
                Arbitraries.strings().withChars("ab1.-_:#&*!|>'\"%@`{}[],?~=+/ \t\n\\").ofMaxLength(8),
                Arbitraries.strings().withChars("019.eE+-_xXoO:").ofMaxLength(6),
                Arbitraries.of("", "true", "False", "yes", "No", "on", "OFF", "y", "n", "null", "Null", "~", "2024", "1.5", "1e3", "0x1F",
                        "010", "1_000", ".inf", "-.Inf", ".NaN", "1:20", "12:30:00", "2001-12-14", "=", "<<", "-", "- a", "a:", "#c", "web:v1",
                        "/var/log", "\ud83d\ude00", "\ud83d", "\ude00x", "\ufeffa", "\ufffe", "\u0085", "\u2028", " lead", "trail ", "x\ry"));
    }

    @Property(seed = SEED, tries = 2000)
    void anyTextReadsBackAsTheSameText(@ForAll("texts") String s) throws InputProblem {
        assertText(s, value(s, "k: " + YamlWriter.text(s) + "\n"));
        assertText(s, value(s, "k: {f: " + YamlWriter.text(s) + "}\n"));
        assertText(s, value(s, "k: [" + YamlWriter.text(s) + ", z]\n"));
        Located.MapValue asKey = (Located.MapValue) StructuredText.parse(YamlWriter.text(s) + ": v\n", "key.yaml");
        assertEquals(s, asKey.entries().get(0).key(), () -> "as a key: " + YamlWriter.text(s));
    }

    /** Where the scenario writer's quoter wrote plain and the content reader then saw a number, a boolean or null. */
    @ParameterizedTest
    @ValueSource(strings = {"2024", "1.5", "0x1F", "1e3", "true", "False", ".inf", "-1"})
    void numbersAndBooleansAsTextAreQuoted(String s) throws InputProblem {
        assertEquals('"' + s + '"', YamlWriter.text(s));
        assertText(s, value(s, "k: " + YamlWriter.text(s) + "\n"));
    }

    @Test
    void aValueYamlWouldReadOtherwiseIsQuoted() {
        assertEquals("\"null\"", YamlWriter.text("null"));
        assertEquals("\"\"", YamlWriter.text(""));
        assertEquals("\"a b\"", YamlWriter.text("a b"));
        assertEquals("\"x: y\"", YamlWriter.text("x: y"));
        assertEquals("\"#c\"", YamlWriter.text("#c"));
        assertEquals("\"say \\\"hi\\\"\"", YamlWriter.text("say \"hi\""));
        assertEquals("\"line\\nbreak\"", YamlWriter.text("line\nbreak"));
    }

    @Test
    void plainWhereThatReadsTheSame() {
        for (String s : List.of("web", "web:v1", "/var/log/web", "memory.available", "Always", "a-b_c", "-x")) assertEquals(s, YamlWriter.text(s));
    }

    @Test
    void blocksFlowsListsAndTokens() {
        Block root = new Block();
        root.put("name", "web");
        Flow f = new Flow();
        f.put("cpu", YamlWriter.token("500m"));
        f.put("on", YamlWriter.token(true));
        root.put("limits", f);
        BlockList items = new BlockList();
        Block item = new Block();
        item.put("id", "a");
        item.put("n", YamlWriter.token(2));
        items.add(item);
        FlowList fl = new FlowList();
        fl.add("x y");
        fl.add(YamlWriter.token(3));
        items.add(fl);
        root.put("items", items);
        assertEquals(String.join("\n", "name: web", "limits: {cpu: 500m, \"on\": true}", "items:", "  - id: a", "    n: 2",
                "  - [\"x y\", 3]", ""), YamlWriter.write(root));
    }

    private static Located value(String s, String yaml) throws InputProblem {
        Located.MapValue m = (Located.MapValue) StructuredText.parse(yaml, "t.yaml");
        Located v = m.entries().get(0).value();
        if (v instanceof Located.MapValue inner) return inner.entries().get(0).value();
        if (v instanceof Located.ListValue l) return l.items().get(0);
        return v;
    }

    private static void assertText(String s, Located v) {
        assertEquals(new Located.Scalar(v.line(), v.column(), s, Located.Kind.TEXT), v, () -> "written " + YamlWriter.text(s));
    }
}
