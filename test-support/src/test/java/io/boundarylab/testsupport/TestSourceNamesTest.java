package io.boundarylab.testsupport;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TestSourceNamesTest {

    @TempDir
    Path root;

    private void write(String relative, String code) throws IOException {
        Path file = root.resolve(relative);
        Files.createDirectories(file.getParent());
        Files.writeString(file, code);
    }

    @Test
    void aBadlyNamedTestClassFailsTheCheckAndIsNamed() throws IOException {
        write("io/x/InvariantProperties.java", """
                package io.x;
                import net.jqwik.api.Property;
                class InvariantProperties {
                    @Property(tries = 10) void holds() { }
                }
                """);
        write("io/x/Checks.java", "package io.x;\nclass Checks {\n  @org.junit.jupiter.api.Test\n  void t() { }\n}\n");
        write("io/x/Table.java", "package io.x;\nclass Table { @ParameterizedTest @ValueSource(ints = 1) void t(int i) { } }\n");
        write("io/x/GoodTest.java", "package io.x;\nclass GoodTest { @Test void t() { } }\n");

        assertEquals(List.of("io/x/Checks.java", "io/x/InvariantProperties.java", "io/x/Table.java"), TestSourceNames.skippedBySurefire(root));
        AssertionError e = assertThrows(AssertionError.class, () -> TestSourceNames.assertEveryTestClassRuns(root));
        assertTrue(e.getMessage().contains("io/x/InvariantProperties.java"), e.getMessage());
        assertTrue(e.getMessage().contains("io/x/Checks.java"), e.getMessage());
        assertTrue(!e.getMessage().contains("GoodTest"), e.getMessage());
    }

    @Test
    void everySurefireDefaultIncludeIsAccepted() throws IOException {
        for (String name : List.of("TestLab", "ModelTest", "ModelTests", "ModelTestCase", "LifecyclePropertiesTest")) {
            write("io/x/" + name + ".java", "package io.x;\nclass " + name + " { @Test void t() { } @Property void p() { } }\n");
        }
        assertEquals(List.of(), TestSourceNames.skippedBySurefire(root));
        TestSourceNames.assertEveryTestClassRuns(root);
    }

    @Test
    void fixturesAbstractBasesCommentsAndStringsAreNotTests() throws IOException {
        write("io/x/Fixtures.java", "package io.x;\n/** Used by every {@code @Test} here. */\npublic final class Fixtures { // @Test\n"
                + "  static final String S = \"@Test\";\n  static Object testContext() { return null; }\n}\n");
        write("io/x/AbstractScenarioCheck.java", "package io.x;\npublic abstract class AbstractScenarioCheck { @Test void common() { } }\n");
        write("io/x/Annotations.java", "package io.x;\n@interface Tested { }\nclass Annotations { @Tested @TestLike void m() { } }\n");
        assertEquals(List.of(), TestSourceNames.skippedBySurefire(root));
    }

    @Test
    void everyKindOfTestAnnotationCounts() throws IOException {
        List<String> annotations = List.of("Test", "Property", "ParameterizedTest", "Example", "RepeatedTest(3)", "TestFactory", "TestTemplate", "ArchTest");
        for (int i = 0; i < annotations.size(); i++) {
            write("io/x/Case" + i + ".java", "package io.x;\nclass Case" + i + " {\n    @" + annotations.get(i) + "\n    void m() { }\n}\n");
        }
        assertEquals(annotations.size(), TestSourceNames.skippedBySurefire(root).size());
    }

    @Test
    void aMissingFolderIsAnErrorNotAPass() {
        assertThrows(IllegalArgumentException.class, () -> TestSourceNames.skippedBySurefire(root.resolve("nope")));
    }

    @Test
    void thisModulesOwnTestsRun() {
        TestSourceNames.assertEveryTestClassRuns(Path.of("src", "test", "java"));
    }
}
