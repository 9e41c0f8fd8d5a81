package io.boundarylab.testsupport;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Finds fixed sleeps in test sources. A test that sleeps a fixed time and then looks is a guess about
 * how fast the machine is: it fails on a busy machine and wastes time on a quiet one. A sleep is allowed
 * only as the pause of a loop that waits for a condition with a bound ({@code while}, {@code for} or
 * {@code do} around it), or where a comment on the line or the line before says why it is not a wait,
 * starting {@code // not a wait:} (a child process parked until it is killed, a kill at chosen moments).
 * Each module calls {@link #assertNone(Path)} from its {@code TestSourcesRunTest}.
 */
public final class FixedSleeps {

    /** {@code Thread.sleep(}, {@code TimeUnit.X.sleep(}, TestFX's {@code WaitForAsyncUtils.sleep(} and {@code robot.sleep(}. */
    static final Pattern SLEEP = Pattern.compile("\\b(?:Thread|WaitForAsyncUtils|TimeUnit\\.[A-Z]+|SECONDS|MILLISECONDS|\\w*[rR]obot)\\s*\\.\\s*sleep\\s*\\(");

    static final String NOT_A_WAIT = "// not a wait:";

    private static final Pattern LOOP_HEADER = Pattern.compile("\\b(?:while|for|do)\\b");

    private FixedSleeps() {
    }

    /** Every fixed sleep under {@code testSourceRoot}, as {@code path:line}, sorted by path. */
    public static List<String> find(Path testSourceRoot) {
        if (!Files.isDirectory(testSourceRoot)) {
            throw new IllegalArgumentException("no test source folder at " + testSourceRoot.toAbsolutePath());
        }
        List<String> found = new ArrayList<>();
        try (Stream<Path> files = Files.walk(testSourceRoot)) {
            for (Path p : files.filter(f -> f.getFileName().toString().endsWith(".java")).sorted().toList()) {
                List<String> lines = Files.readAllLines(p, StandardCharsets.UTF_8);
                for (int line : in(lines)) {
                    found.add(testSourceRoot.relativize(p).toString().replace('\\', '/') + ":" + line);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return found;
    }

    /** Fails, naming every fixed sleep, when a test source holds one. */
    public static void assertNone(Path testSourceRoot) {
        List<String> found = find(testSourceRoot);
        if (!found.isEmpty()) {
            throw new AssertionError("fixed sleeps in tests (wait for the condition, with a bound, instead; or say why it is "
                    + "not a wait with a comment starting \"" + NOT_A_WAIT + "\"): " + String.join(", ", found));
        }
    }

    /** The 1-based line numbers of fixed sleeps in one source file. */
    static List<Integer> in(List<String> lines) {
        List<Integer> found = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String code = withoutComment(lines.get(i));
            if (!SLEEP.matcher(code).find()) continue;
            if (lines.get(i).contains(NOT_A_WAIT) || (i > 0 && lines.get(i - 1).contains(NOT_A_WAIT))) continue;
            if (insideLoop(lines, i)) continue;
            found.add(i + 1);
        }
        return found;
    }

    /**
     * Whether line {@code at} sits in a loop: the loop's header is on the same line, or heads the innermost
     * block the line is in (found by walking back to the first unmatched opening brace).
     */
    static boolean insideLoop(List<String> lines, int at) {
        String here = withoutComment(lines.get(at));
        int sleep = matchStart(here);
        if (LOOP_HEADER.matcher(here.substring(0, sleep)).find()) return true;
        int depth = 0;
        for (int i = at - 1; i >= 0; i--) {
            String code = withoutComment(lines.get(i));
            for (int c = code.length() - 1; c >= 0; c--) {
                char ch = code.charAt(c);
                if (ch == '}') depth++;
                else if (ch == '{') {
                    if (depth == 0) {
                        String header = code.substring(0, c);
                        // A header may wrap onto the line before ("for (...;\n ...) {").
                        if (header.isBlank() && i > 0) header = withoutComment(lines.get(i - 1));
                        else if (i > 0 && !header.contains("(") && header.contains(")")) header = withoutComment(lines.get(i - 1)) + header;
                        return LOOP_HEADER.matcher(header).find();
                    }
                    depth--;
                }
            }
        }
        return false;
    }

    private static int matchStart(String code) {
        var m = SLEEP.matcher(code);
        return m.find() ? m.start() : code.length();
    }

    private static final Pattern STRING = Pattern.compile("\"(?:\\\\.|[^\"\\\\])*\"");

    /** The line's code: string literals blanked, then an end-of-line comment cut. */
    private static String withoutComment(String line) {
        String code = STRING.matcher(line).replaceAll("\"\"");
        int c = code.indexOf("//");
        return c < 0 ? code : code.substring(0, c);
    }
}
