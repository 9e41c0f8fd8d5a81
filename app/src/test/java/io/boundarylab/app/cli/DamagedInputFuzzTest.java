package io.boundarylab.app.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import io.boundarylab.engine.cli.ExitCodes;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The fuzz suite of issue 13: damaged scenarios and content folders, run through the command
 * line in-process. Whatever the damage, the command ends within a bounded time with exit 0, 2 or 3
 * (see docs/limits.md), every error names {@code file:line:column}, and no stack trace is printed.
 * Tries are bounded and the seed fixed, so the suite is fast and every build runs the same cases.
 */
class DamagedInputFuzzTest {
    /** The fixed seed every property here starts from (the engine's property tests use the same). */
    static final String SEED = "20261202";
    private static final Path EXAMPLES = Path.of("..", "docs", "examples");
    private static final Path CONTENT = Path.of("..", "content");
    private static final Duration BOUND = Duration.ofSeconds(20);

    private static Path work;
    private static Path content;
    private static List<String> scenarioNames;
    private static List<byte[]> scenarios;
    private static List<Path> contentFiles;

    @BeforeContainer
    static void prepare() throws IOException {
        work = Files.createTempDirectory("fuzz");
        scenarioNames = new ArrayList<>();
        scenarios = new ArrayList<>();
        List<Path> bases = new ArrayList<>();
        try (Stream<Path> s = Files.list(EXAMPLES)) {
            s.filter(p -> p.toString().endsWith(".yaml")).sorted().forEach(bases::add);
        }
        try (Stream<Path> s = Files.walk(CONTENT.resolve("en/investigations/017-node-execution-principles/episodes"))) {
            s.filter(p -> p.toString().endsWith(".yaml") && !p.getFileName().toString().equals("episode.yaml")).sorted().forEach(bases::add);
        }
        for (Path b : bases) {
            scenarioNames.add(b.getFileName().toString());
            scenarios.add(Files.readAllBytes(b));
        }
        // One JSON scenario, so that damage to JSON is tried as well.
        Object tree = new YAMLMapper().readValue(scenarios.get(0), Object.class);
        scenarioNames.add("as-json.json");
        scenarios.add(new ObjectMapper().writerWithDefaultPrettyPrinter().writeValueAsBytes(tree));
        content = work.resolve("content");
        copy(CONTENT, content);
        try (Stream<Path> s = Files.walk(content)) {
            contentFiles = s.filter(p -> p.toString().endsWith(".yaml")).sorted().toList();
        }
    }

    @AfterContainer
    static void cleanUp() throws IOException {
        try (Stream<Path> s = Files.walk(work)) {
            for (Path p : s.sorted(Comparator.reverseOrder()).toList()) Files.delete(p);
        }
    }

    private static void copy(Path from, Path to) throws IOException {
        try (Stream<Path> s = Files.walk(from)) {
            for (Path p : s.sorted().toList()) {
                Path t = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) Files.createDirectories(t);
                else Files.copy(p, t);
            }
        }
    }

    /** One way of damaging a file, at a place given as a fraction of its length (0 to 9999). */
    enum Kind { TRUNCATE, FLIP_BYTE, DELETE_LINE, DUPLICATE_LINE, HUGE_NUMBER, EMPTY_VALUE, NULL_VALUE, TAB_INDENT, ALIAS, SECOND_DOCUMENT, DEEP_NESTING }

    record Damage(int file, Kind kind, int where, int value) {
        byte[] apply(byte[] original) {
            int at = (int) ((long) original.length * where / 10_000);
            String text = new String(original, StandardCharsets.UTF_8);
            List<String> lines = new ArrayList<>(text.lines().toList());
            int line = lines.isEmpty() ? 0 : Math.min(lines.size() - 1, (int) ((long) lines.size() * where / 10_000));
            switch (kind) {
                case TRUNCATE:
                    return java.util.Arrays.copyOf(original, at);
                case FLIP_BYTE: {
                    byte[] b = original.clone();
                    if (b.length > 0) b[Math.min(at, b.length - 1)] = (byte) value;
                    return b;
                }
                case DELETE_LINE:
                    if (!lines.isEmpty()) lines.remove(line);
                    break;
                case DUPLICATE_LINE:
                    if (!lines.isEmpty()) lines.add(line, lines.get(line));
                    break;
                case HUGE_NUMBER:
                    if (!lines.isEmpty()) lines.set(line, lines.get(line).replaceFirst("[0-9]+", value % 2 == 0 ? "9223372036854775807" : "99999999999999999999999"));
                    break;
                case EMPTY_VALUE:
                    if (!lines.isEmpty()) lines.set(line, lines.get(line).replaceFirst(":\\s.*$", ":"));
                    break;
                case NULL_VALUE:
                    if (!lines.isEmpty()) lines.set(line, lines.get(line).replaceFirst(":\\s+\\S.*$", ": null"));
                    break;
                case TAB_INDENT:
                    if (!lines.isEmpty()) lines.set(line, "\t" + lines.get(line).stripLeading());
                    break;
                case ALIAS:
                    if (!lines.isEmpty()) lines.set(line, lines.get(line).replaceFirst(":\\s+(\\S)", value % 2 == 0 ? ": &a $1" : ": *a "));
                    break;
                case SECOND_DOCUMENT:
                    lines.add(line, "---");
                    break;
                case DEEP_NESTING:
                    if (!lines.isEmpty()) lines.set(line, lines.get(line).replaceFirst(":\\s.*$", ": " + "[".repeat(value) + "]".repeat(value)));
                    break;
                default:
                    throw new IllegalStateException();
            }
            return (String.join("\n", lines) + "\n").getBytes(StandardCharsets.UTF_8);
        }
    }

    private static Arbitrary<Damage> damages(int files) {
        return Combinators.combine(Arbitraries.integers().between(0, files - 1), Arbitraries.of(Kind.class),
                Arbitraries.integers().between(0, 9_999), Arbitraries.integers().between(0, 255)).as(Damage::new);
    }

    @Provide
    Arbitrary<Damage> damagedScenario() {
        return damages(scenarios.size());
    }

    @Provide
    Arbitrary<Damage> damagedContent() {
        return damages(contentFiles.size());
    }

    record Outcome(int code, String out, String err) {
    }

    private static Outcome run(String... args) {
        StringWriter out = new StringWriter(), err = new StringWriter();
        int code = assertTimeoutPreemptively(BOUND, () -> BoundaryLabCommand.run(new PrintWriter(out), new PrintWriter(err), args));
        return new Outcome(code, out.toString(), err.toString());
    }

    private static void noStackTrace(Outcome o, String what) {
        String all = o.out() + o.err();
        assertFalse(all.contains("\tat ") || all.contains("Exception") || all.contains("internal error"), what + ":\n" + all);
    }

    @Property(tries = 200, seed = SEED)
    void aDamagedScenarioRunsOrIsRefusedAtItsPlace(@ForAll("damagedScenario") Damage d) throws IOException {
        String name = scenarioNames.get(d.file());
        Path file = work.resolve("s-" + d.kind() + "-" + name);
        Files.write(file, d.apply(scenarios.get(d.file())));
        Outcome o = run("simulate", file.toString(), "--max-events", "200000");
        String what = d + " of " + name;
        assertTrue(o.code() == ExitCodes.OK || o.code() == ExitCodes.BAD_INPUT || o.code() == ExitCodes.EVENT_BUDGET, what + ": exit " + o.code() + "\n" + o.err());
        noStackTrace(o, what);
        if (o.code() == ExitCodes.BAD_INPUT) {
            String first = o.err().lines().findFirst().orElse("");
            assertTrue(first.startsWith(file + ":") && Pattern.compile("^" + Pattern.quote(file.toString()) + ":\\d+:\\d+: \\S").matcher(first).find(),
                    what + ": " + o.err());
            assertTrue(o.err().strip().lines().count() == 1, what + ": one line\n" + o.err());
        }
    }

    @Property(tries = 80, seed = SEED)
    void aDamagedContentFolderValidatesOrNamesEveryProblemAtItsPlace(@ForAll("damagedContent") Damage d) throws IOException {
        Path file = contentFiles.get(d.file());
        byte[] original = Files.readAllBytes(file);
        try {
            Files.write(file, d.apply(original));
            Outcome o = run("content", "validate", content.toString(), "--max-events", "200000");
            String what = d + " of " + content.relativize(file);
            assertTrue(o.code() == ExitCodes.OK || o.code() == ExitCodes.BAD_INPUT, what + ": exit " + o.code() + "\n" + o.out() + o.err());
            noStackTrace(o, what);
            Pattern located = Pattern.compile("^" + Pattern.quote(content + "/") + "[^:]+:[1-9]\\d*:[1-9]\\d*: \\S");
            for (String line : o.out().lines().toList()) {
                if (line.startsWith("Content is valid")) continue;
                assertTrue(located.matcher(line).find(), what + ": " + line);
            }
        } finally {
            Files.write(file, original);
        }
    }
}
