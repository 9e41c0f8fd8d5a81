package io.boundarylab.testsupport;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The size rule on a made-up reactor: what it reports, and that its allow-list can only shrink. */
class ClassSizesTest {

    @TempDir
    Path root;

    private void write(String module, String name, int lines) throws IOException {
        Path dir = root.resolve(module).resolve("src/main/java/x");
        Files.createDirectories(dir);
        Files.writeString(dir.resolve(name + ".java"), "//\n".repeat(lines));
    }

    @Test
    void aClassOverTheLimitIsNamedWithItsLines() throws IOException {
        write("a", "Small", 400);
        write("b", "Big", 401);
        assertEquals(List.of("b/src/main/java/x/Big.java: 401 lines (at most 400)"), ClassSizes.problems(root, List.of()));
    }

    @Test
    void anAllowedClassPassesWhileOverTheLimit() throws IOException {
        write("a", "Big", 500);
        assertEquals(List.of(), ClassSizes.problems(root, List.of("Big")));
    }

    @Test
    void anAllowedClassWithinTheLimitOrGoneMustLeaveTheList() throws IOException {
        write("a", "Cut", 390);
        assertEquals(List.of("Cut: 390 lines, within the limit: leave the allow-list", "Gone: no such class: leave the allow-list"),
                ClassSizes.problems(root, List.of("Cut", "Gone")));
    }

    @Test
    void testSourcesAreNotMainClasses() throws IOException {
        Path tests = root.resolve("a/src/test/java/x");
        Files.createDirectories(tests);
        Files.writeString(tests.resolve("HugeTest.java"), "//\n".repeat(900));
        write("a", "Small", 10);
        assertEquals(List.of(), ClassSizes.problems(root, List.of()));
    }
}
