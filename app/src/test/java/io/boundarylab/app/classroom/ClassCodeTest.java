package io.boundarylab.app.classroom;

import io.boundarylab.app.cli.BoundaryLabCommand;
import io.boundarylab.engine.scenario.FaultTarget;
import io.boundarylab.episodes.content.Investigation;
import io.boundarylab.episodes.run.FaultAction;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ClassCodeTest {
    static final Path CONTENT = Path.of("..", "content");

    @TempDir
    static Path tmp;
    static Path instructor;
    static Path learner;

    @BeforeAll
    static void twoCopies() throws IOException {
        instructor = tmp.resolve("instructor");
        learner = tmp.resolve("learner");
        copy(CONTENT, instructor, false);
        copy(CONTENT, learner, false);
    }

    @Test
    void aCodeGivesTheLearnerTheInstructorsRunsByteForByteOnASecondCopy() throws Exception {
        Investigation mine = Investigation.load(instructor, Locale.ENGLISH);
        String helper = mine.episodes().get(0).id();
        String fate = mine.episodes().get(mine.episodes().size() - 1).id();
        String pod = firstStartingWith(ClassCodes.targets(mine.episodes().get(0)), "pod/");
        FaultAction evict = FaultAction.evict(4_321, FaultTarget.parse(pod));
        ClassSetup setup = ClassCodes.setup(mine, 7L, List.of(helper, fate), List.of(new ClassSetup.CueFault(helper, evict)));
        String code = ClassCodes.write(setup, mine);

        ClassSetup theirs = ClassCodes.read(code, Investigation.load(learner, Locale.ENGLISH));
        assertEquals(setup, theirs);
        for (String e : List.of(helper, fate)) {
            for (String variant : List.of("naive", "contract")) {
                String a = run(instructor, ClassCommand.runArguments(setup, e, variant));
                String b = run(learner, ClassCommand.runArguments(theirs, e, variant));
                assertEquals(a, b, e + " " + variant);
            }
        }
        // The fault is really in the learner's run: without it, the trace differs.
        String withFault = run(learner, ClassCommand.runArguments(theirs, helper, "naive"));
        String without = run(learner, List.of(helper, "--variant", "naive", "--seed", "7"));
        assertNotEquals(without, withFault);
    }

    @Test
    void aCodeIsShortAndItsPartsRoundTrip() throws Exception {
        Investigation inv = Investigation.load(instructor, Locale.ENGLISH);
        String code = ClassCodes.write(ClassCodes.setup(inv, 42L, List.of(), List.of()), inv);
        // 3+10+20 bits, seed 1+6+6, every episode 1, no faults 4: 51 bits, 11 symbols, 2 check symbols, 3 hyphens.
        assertEquals(13 + 3, code.length(), code);
        assertTrue(code.matches("[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{1,4})+"), code);
        ClassSetup back = ClassCodes.read(code.toLowerCase(Locale.ROOT).replace("-", " "), inv);
        assertEquals(42L, back.seed());
        assertEquals(inv.episodes().stream().map(e -> e.id()).toList(), back.episodes());
        ClassSetup noSeed = ClassCodes.read(ClassCodes.write(ClassCodes.setup(inv, null, List.of(inv.episodes().get(1).id()), List.of()), inv), inv);
        assertEquals(null, noSeed.seed());
        assertEquals(List.of(inv.episodes().get(1).id()), noSeed.episodes());
    }

    @Test
    void everySingleMistypedSymbolAndEverySwapOfNeighboursIsRefusedAsMistyped() throws Exception {
        Investigation inv = Investigation.load(instructor, Locale.ENGLISH);
        String code = ClassCodes.write(ClassCodes.setup(inv, 123_456L, List.of(), List.of()), inv).replace("-", "");
        int tried = 0;
        for (int i = 0; i < code.length(); i++) {
            for (char c : CodeAlphabet.SYMBOLS.toCharArray()) {
                if (c == code.charAt(i)) continue;
                String typo = code.substring(0, i) + c + code.substring(i + 1);
                assertEquals(ClassCodeException.Problem.MISTYPED, assertThrows(ClassCodeException.class, () -> ClassCodes.read(typo, inv)).problem(), typo);
                tried++;
            }
            if (i + 1 < code.length() && code.charAt(i) != code.charAt(i + 1)) {
                String swap = code.substring(0, i) + code.charAt(i + 1) + code.charAt(i) + code.substring(i + 2);
                assertEquals(ClassCodeException.Problem.MISTYPED, assertThrows(ClassCodeException.class, () -> ClassCodes.read(swap, inv)).problem(), swap);
            }
        }
        assertEquals(code.length() * 31, tried);
        ClassCodeException u = assertThrows(ClassCodeException.class, () -> ClassCodes.read(code.substring(0, 3) + "U" + code.substring(4), inv));
        assertTrue(u.getMessage().contains("'U' (position 4) is not a class code symbol"), u.getMessage());
    }

    @Test
    void aChangedContentFileIsToldApartAndLineEndingsAreNot(@TempDir Path dir) throws Exception {
        Investigation inv = Investigation.load(instructor, Locale.ENGLISH);
        String code = ClassCodes.write(ClassCodes.setup(inv, 1L, List.of(), List.of()), inv);

        Path crlf = dir.resolve("crlf");
        copy(CONTENT, crlf, true);
        Investigation windows = Investigation.load(crlf, Locale.ENGLISH);
        assertEquals(inv.contentVersion(), windows.contentVersion());
        assertEquals(1L, ClassCodes.read(code, windows).seed());

        Path changed = dir.resolve("changed");
        copy(CONTENT, changed, false);
        Path scenario;
        try (Stream<Path> s = Files.walk(changed)) {
            scenario = s.filter(p -> p.toString().endsWith("naive.yaml")).sorted().findFirst().orElseThrow();
        }
        // One space more at the end of a comment: the runs are the same, but the content is not the class's.
        Files.writeString(scenario, Files.readString(scenario) + "# \n");
        ClassCodeException e = assertThrows(ClassCodeException.class, () -> ClassCodes.read(code, Investigation.load(changed, Locale.ENGLISH)));
        assertEquals(ClassCodeException.Problem.CONTENT_DIFFERS, e.problem());
        assertTrue(e.getMessage().contains("other content"), e.getMessage());
    }

    @Test
    void theCommandLineMakesAndShowsACodeAndRefusesATypoWithExit2() {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int made = BoundaryLabCommand.run(new PrintWriter(out), new PrintWriter(err), "class", "code", "--content", instructor.toString(), "--seed", "9");
        assertEquals(0, made, err.toString());
        String code = out.toString().strip();
        StringWriter shown = new StringWriter();
        assertEquals(0, BoundaryLabCommand.run(new PrintWriter(shown), new PrintWriter(err), "class", "show", code, "--content", learner.toString()));
        assertTrue(shown.toString().contains("seed           9"), shown.toString());
        assertTrue(shown.toString().contains("--seed 9"), shown.toString());

        String typo = (code.charAt(0) == '7' ? '8' : '7') + code.substring(1);
        StringWriter typoErr = new StringWriter();
        assertEquals(2, BoundaryLabCommand.run(new PrintWriter(new StringWriter()), new PrintWriter(typoErr), "class", "show", typo, "--content", learner.toString()));
        assertTrue(typoErr.toString().contains("the check symbols do not match"), typoErr.toString());
        assertEquals(1, typoErr.toString().strip().lines().count(), typoErr.toString());

        StringWriter badFault = new StringWriter();
        assertEquals(2, BoundaryLabCommand.run(new PrintWriter(new StringWriter()), new PrintWriter(badFault), "class", "code",
                "--content", instructor.toString(), "--evict", "helper@5s:pod/no-such-pod"));
        assertTrue(badFault.toString().contains("is not in the scenarios of episode 'helper'"), badFault.toString());
    }

    @Test
    void theCommandLineMakesCodesForEitherInvestigation() {
        // 018's episodes name their investigation by themselves; --investigation says it outright.
        String byEpisode = cli(0, "class", "code", "--content", instructor.toString(), "--seed", "3", "--episodes", "missing-copy");
        String byOption = cli(0, "class", "code", "--content", instructor.toString(), "--seed", "3", "--episodes", "missing-copy",
                "--investigation", "what-returns-is-the-number");
        assertEquals(byEpisode, byOption);
        String shown = cli(0, "class", "show", byEpisode, "--content", learner.toString());
        assertTrue(shown.contains("investigation  what-returns-is-the-number\n"), shown);
        assertTrue(shown.contains("episodes       missing-copy\n"), shown);
        assertTrue(shown.contains("boundary-lab episode run missing-copy --investigation what-returns-is-the-number --variant "), shown);
        // The commands it prints run 018's episode, with the code's seed.
        try {
            ClassSetup setup = ClassCodes.read(byEpisode, Investigation.byId(Investigation.loadAll(learner, Locale.ENGLISH), "what-returns-is-the-number").orElseThrow());
            String variant = Investigation.byId(Investigation.loadAll(learner, Locale.ENGLISH), "what-returns-is-the-number").orElseThrow()
                    .episode("missing-copy").orElseThrow().experiment().variants().get(0).id();
            assertTrue(run(learner, ClassCommand.runArguments(setup, "missing-copy", variant)).contains("missing-copy"));
        } catch (Exception e) {
            throw new AssertionError(e);
        }

        String every018 = cli(0, "class", "code", "--content", instructor.toString(), "--investigation", "what-returns-is-the-number");
        // The number the screen shows ("Investigation 018 · …") names it too.
        assertEquals(every018, cli(0, "class", "code", "--content", instructor.toString(), "--investigation", "018"));
        assertEquals(cli(0, "class", "code", "--content", instructor.toString(), "--investigation", "node-execution-principles"),
                cli(0, "class", "code", "--content", instructor.toString(), "--investigation", "017"));
        assertTrue(cli(0, "class", "show", every018, "--content", learner.toString())
                .contains("episodes       missing-copy, moving-address, alive-not-ready, new-version, healthy-but-wrong\n"));

        String of017 = cli(0, "class", "code", "--content", instructor.toString(), "--investigation", "node-execution-principles", "--episodes", "helper");
        String shown017 = cli(0, "class", "show", of017, "--content", learner.toString());
        assertTrue(shown017.contains("investigation  node-execution-principles\n"), shown017);
        assertTrue(shown017.contains("episodes       helper\n"), shown017);
        assertNotEquals(of017.substring(0, 4), byEpisode.substring(0, 4), "the investigation's bits differ");

        // Read against the other investigation on purpose, it is refused as another investigation's code.
        String refused = cli(2, "class", "show", byEpisode, "--content", learner.toString(), "--investigation", "node-execution-principles");
        assertTrue(refused.contains("is for another investigation"), refused);
        assertTrue(cli(2, "class", "code", "--content", instructor.toString(), "--investigation", "nope").contains("no investigation has the id or number 'nope'"));
        assertTrue(cli(2, "class", "code", "--content", instructor.toString(), "--investigation", "node-execution-principles",
                "--episodes", "missing-copy").contains("no episode 'missing-copy'"));
    }

    /** Runs the command line, expects its exit code, and gives what it printed (stdout, or stderr on a refusal). */
    private static String cli(int exit, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        assertEquals(exit, BoundaryLabCommand.run(new PrintWriter(out), new PrintWriter(err), args), out + "\n" + err);
        return (exit == 0 ? out : err).toString().strip();
    }

    private static String run(Path content, List<String> args) {
        List<String> all = new ArrayList<>(List.of("episode", "run"));
        all.addAll(args);
        all.addAll(List.of("--format", "json", "--content", content.toString()));
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = BoundaryLabCommand.run(new PrintWriter(out), new PrintWriter(err), all.toArray(String[]::new));
        assertEquals(0, code, err.toString());
        // The output names no folder, so two copies can give the same bytes.
        assertTrue(!out.toString().contains(content.toString()));
        return out.toString();
    }

    private static String firstStartingWith(List<String> texts, String prefix) {
        return texts.stream().filter(t -> t.startsWith(prefix) && t.chars().filter(ch -> ch == '/').count() == 1).findFirst().orElseThrow();
    }

    /** Copies a folder; with {@code crlf}, every text file's line endings become CRLF, as a Windows checkout may make them. */
    static void copy(Path from, Path to, boolean crlf) throws IOException {
        try (Stream<Path> s = Files.walk(from)) {
            for (Path p : s.toList()) {
                Path t = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(t);
                } else if (crlf && p.toString().endsWith(".yaml")) {
                    String text = Files.readString(p, StandardCharsets.UTF_8).replace("\r\n", "\n").replace("\n", "\r\n");
                    Files.writeString(t, text, StandardCharsets.UTF_8);
                } else {
                    Files.copy(p, t);
                }
            }
        }
    }
}
