package io.boundarylab.testsupport;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Finds test classes that Maven Surefire would silently skip. Surefire runs only classes whose
 * name matches its default includes ({@code Test*}, {@code *Test}, {@code *Tests},
 * {@code *TestCase}); a class holding {@code @Test}, {@code @Property} and the like under any
 * other name compiles, and never runs. Each module calls {@link #assertEveryTestClassRuns(Path)}
 * on its {@code src/test/java} from a test of its own ({@code TestSourcesRunTest}).
 */
public final class TestSourceNames {

    /** Surefire's default includes, as a pattern on the simple class name. */
    static final Pattern SUREFIRE_DEFAULT_INCLUDES = Pattern.compile("Test.*|.*Test|.*Tests|.*TestCase");

    /** JUnit Jupiter, jqwik and ArchUnit annotations that make a method (or field) a test. */
    static final Pattern TEST_ANNOTATION = Pattern.compile(
            "@(?:[\\w.]+\\.)?(?:Test|Property|ParameterizedTest|Example|RepeatedTest|TestFactory|TestTemplate|ArchTest)(?![\\w$])");

    private static final Pattern COMMENTS_AND_STRINGS = Pattern.compile(
            "/\\*.*?\\*/|//[^\\n]*|\"\"\".*?\"\"\"|\"(?:\\\\.|[^\"\\\\\\n])*\"|'(?:\\\\.|[^'\\\\\\n])*'", Pattern.DOTALL);

    private static final Pattern ABSTRACT_TOP_LEVEL = Pattern.compile("\\babstract\\s+class\\s+(\\w+)");

    private TestSourceNames() {
    }

    /**
     * The test sources under {@code testSourceRoot} that hold tests Surefire would not run, as
     * paths relative to the root, sorted. Abstract classes are fine (their tests run through
     * their subclasses), and so are fixtures without tests.
     */
    public static List<String> skippedBySurefire(Path testSourceRoot) {
        if (!Files.isDirectory(testSourceRoot)) {
            throw new IllegalArgumentException("no test source folder at " + testSourceRoot.toAbsolutePath());
        }
        try (Stream<Path> files = Files.walk(testSourceRoot)) {
            return files.filter(p -> p.getFileName().toString().endsWith(".java"))
                    .filter(p -> !p.getFileName().toString().equals("package-info.java"))
                    .filter(TestSourceNames::wouldBeSkipped)
                    .map(p -> testSourceRoot.relativize(p).toString().replace('\\', '/'))
                    .sorted()
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Fails, naming every offending file, when a test source would be skipped by Surefire. */
    public static void assertEveryTestClassRuns(Path testSourceRoot) {
        List<String> skipped = skippedBySurefire(testSourceRoot);
        if (!skipped.isEmpty()) {
            throw new AssertionError("Surefire would never run these test classes (their names match none of Test*, *Test, *Tests, *TestCase): "
                    + String.join(", ", skipped) + " in " + testSourceRoot.toAbsolutePath().normalize()
                    + ". Rename them (for example to ...Test).");
        }
    }

    static boolean wouldBeSkipped(Path source) {
        String file = source.getFileName().toString();
        String className = file.substring(0, file.length() - ".java".length());
        if (SUREFIRE_DEFAULT_INCLUDES.matcher(className).matches()) return false;
        String code;
        try {
            code = COMMENTS_AND_STRINGS.matcher(Files.readString(source, StandardCharsets.UTF_8)).replaceAll(" ");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (!TEST_ANNOTATION.matcher(code).find()) return false;
        var abstractClass = ABSTRACT_TOP_LEVEL.matcher(code);
        while (abstractClass.find()) {
            if (abstractClass.group(1).equals(className)) return false;
        }
        return true;
    }
}
