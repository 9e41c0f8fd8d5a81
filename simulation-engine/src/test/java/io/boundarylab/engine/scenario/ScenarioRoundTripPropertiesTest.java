package io.boundarylab.engine.scenario;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Random scenarios from the format's own vocabulary ({@link ScenarioArbitraries}): written, then
 * read, they come back equal; and a written scenario cut short or with garbage put in gives either a
 * scenario or a located {@link ScenarioException}, never any other exception.
 */
class ScenarioRoundTripPropertiesTest {
    private static final String SEED = "20261202";

    @Provide
    Arbitrary<Scenario> scenarios() {
        return ScenarioArbitraries.scenarios();
    }

    @Property(seed = SEED, tries = 300)
    void writeThenReadGivesTheSameScenario(@ForAll("scenarios") Scenario s) {
        String text = ScenarioWriter.write(s);
        Scenario back;
        try {
            back = ScenarioReader.parse(text, ScenarioArbitraries.FILE);
        } catch (ScenarioException e) {
            throw new AssertionError("the writer wrote what the reader refuses: " + e.getMessage() + "\n" + text, e);
        }
        assertEquals(s, back, () -> "written:\n" + text);
        assertEquals(text, ScenarioWriter.write(back));
    }

    /** A damage done to a written scenario: cut it at a point, or put some characters in at a point. */
    record Damage(double at, boolean cut, String garbage) {
        String apply(String text) {
            int i = (int) Math.min(text.length(), Math.floor(at * text.length()));
            return cut ? text.substring(0, i) : text.substring(0, i) + garbage + text.substring(i);
        }
    }

    @Provide
    Arbitrary<Damage> damages() {
        return Combinators.combine(Arbitraries.doubles().between(0, 1), Arbitraries.of(true, false),
                Arbitraries.oneOf(Arbitraries.of(":", "- ", "\t", "{", "]", "\"", "&a", "*a", "\n  x: 1\n", "!!int ", "---\n", "%", "@", "\u0000", "??"),
                        Arbitraries.strings().ofMinLength(1).ofMaxLength(6))).as(Damage::new);
    }

    @Property(seed = SEED, tries = 300)
    void badYamlGivesALocatedErrorAndNeverAnotherException(@ForAll("scenarios") Scenario s, @ForAll("damages") Damage d) {
        String bad = d.apply(ScenarioWriter.write(s));
        try {
            ScenarioReader.parse(bad, "bad.yaml");
        } catch (ScenarioException e) {
            assertTrue(e.getMessage().startsWith("bad.yaml:" + e.line() + ":" + e.column() + ": "), e.getMessage());
            assertTrue(e.line() >= 1 && e.column() >= 1, "located: " + e.getMessage());
        } catch (RuntimeException | StackOverflowError e) {
            fail("an exception other than a located problem for:\n" + bad, e);
        }
    }
}
