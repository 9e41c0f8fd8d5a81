package io.boundarylab.app.classroom;

import io.boundarylab.engine.scenario.MemberRef;
import io.boundarylab.episodes.content.Claim;
import io.boundarylab.episodes.content.Episode;
import io.boundarylab.episodes.content.Investigation;
import io.boundarylab.episodes.content.Quantity;
import io.boundarylab.episodes.playground.BundledContent;
import io.boundarylab.episodes.playground.ClaimMenu;
import io.boundarylab.episodes.playground.PlaygroundChoice;
import io.boundarylab.episodes.playground.PlaygroundExperiment;
import io.boundarylab.episodes.playground.PlaygroundFolder;
import io.boundarylab.episodes.playground.PlaygroundPrediction;
import io.boundarylab.episodes.playground.PlaygroundStart;
import io.boundarylab.episodes.predicate.Measurement;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A class code that carries a playground experiment: it brings the instructor's folder whole, and a damaged one says so. */
class ExperimentCodeTest {
    private static final Locale ES = Locale.forLanguageTag("es");
    private static final ClassroomText EN_TEXT = new ClassroomText(Locale.ENGLISH);
    private static final ClassroomText ES_TEXT = new ClassroomText(ES);
    private static final BundledContent BUNDLED = BundledContent.readEachTime();
    /** A small experiment's code, made once: the properties cut and change it. */
    private static final Map<String, String> SMALL_FILES = Map.of("playground.yaml", "playground: 1\nprediction: false\n",
            "en/investigations/x/episodes/01/naive.yaml", "scenario: a\n", "en/investigations/x/episodes/01/contract.yaml", "scenario: b\n");
    private static final String SMALL = ExperimentCodes.write(SMALL_FILES);

    private static Claim shipped(String variant, boolean ships) {
        Map<ClaimMenu.Field, String> v = new EnumMap<>(ClaimMenu.Field.class);
        v.put(ClaimMenu.Field.VARIANT, variant);
        v.put(ClaimMenu.Field.POD, "web-app");
        v.put(ClaimMenu.Field.CONTAINER, "log-helper");
        Claim c = ClaimMenu.build(ClaimMenu.Kind.LINES_SHIPPED, v, Locale.ENGLISH);
        return ships ? c : ClaimMenu.negate(c);
    }

    /** Episode 1 as the instructor's own experiment, with a prediction of two choices and a number. */
    private static PlaygroundExperiment instructors() throws Exception {
        Episode ep = Investigation.loadBundled(Locale.ENGLISH).episodes().get(0);
        return PlaygroundStart.fromEpisode(ep).withTitle("Our helper, placed twice").withPrediction(new PlaygroundPrediction(
                "Does the helper ship the web log?",
                List.of(new PlaygroundChoice("Only together.", List.of(shipped("naive", false), shipped("contract", true))),
                        new PlaygroundChoice("In both runs.", List.of(shipped("naive", true), shipped("contract", true)))),
                new Quantity("How many lines in the contract run?", "lines", "contract",
                        new Measurement.LinesShipped(new MemberRef("web-app", "log-helper"), null), 5)));
    }

    private static Map<String, String> tree(Path dir) throws Exception {
        Map<String, String> out = new TreeMap<>();
        try (Stream<Path> s = Files.walk(dir)) {
            for (Path p : s.filter(Files::isRegularFile).toList()) {
                out.put(dir.relativize(p).toString(), Files.readString(p, StandardCharsets.UTF_8));
            }
        }
        return out;
    }

    @Test
    void theLearnersFolderIsTheInstructorsSavedFolderFileForFile(@TempDir Path tmp) throws Exception {
        PlaygroundExperiment x = instructors();
        String code = SharedExperiments.code(x, Locale.ENGLISH, BUNDLED);
        Path saved = tmp.resolve("instructor/ours");
        PlaygroundFolder.save(x, saved, Locale.ENGLISH, BUNDLED);

        assertTrue(ExperimentCodes.carriesExperiment(code), code.substring(0, 9));
        Path opened = SharedExperiments.unpack(ExperimentCodes.read(code, EN_TEXT), tmp.resolve("learner/class-experiments"), Locale.ENGLISH, BUNDLED);

        assertEquals(tmp.resolve("learner/class-experiments/our-helper-placed-twice"), opened);
        assertEquals(tree(saved), tree(opened));
        assertEquals(x, PlaygroundFolder.open(opened));
        // It loads as File → Load a content folder loads a folder, in both languages.
        assertEquals("Our helper, placed twice", Investigation.load(opened, Locale.ENGLISH).episodes().get(0).title());
        assertEquals("Our helper, placed twice", Investigation.load(opened, ES).episodes().get(0).title());
    }

    @Test
    void theSkipTravelsWithTheCodeAndEnteringItAgainReplacesTheFolder(@TempDir Path tmp) throws Exception {
        PlaygroundExperiment x = PlaygroundExperiment.fromOne("Blank", PlaygroundStart.blank(),
                io.boundarylab.engine.cluster.Guarantee.SHARED_STORAGE).withPredictionSkipped(true);
        String code = SharedExperiments.code(x, ES, BUNDLED);
        Path parent = tmp.resolve("class-experiments");
        Path first = SharedExperiments.unpack(ExperimentCodes.read(code, ES_TEXT), parent, ES, BUNDLED);
        Path again = SharedExperiments.unpack(ExperimentCodes.read(code, ES_TEXT), parent, ES, BUNDLED);
        assertEquals(first, again);
        assertEquals(x, PlaygroundFolder.open(again));
    }

    @Test
    void codeLengthsForTheBlankExperimentAndEpisodeTwo() throws Exception {
        PlaygroundExperiment blank = PlaygroundStart.blankStart(Locale.ENGLISH).experiment("Blank", io.boundarylab.engine.cluster.Guarantee.SHARED_STORAGE);
        Episode two = Investigation.loadBundled(Locale.ENGLISH).episodes().get(1);
        PlaygroundExperiment second = PlaygroundStart.fromEpisode(two);
        int blankLength = symbols(SharedExperiments.code(blank, Locale.ENGLISH, BUNDLED));
        int secondLength = symbols(SharedExperiments.code(second, Locale.ENGLISH, BUNDLED));
        System.out.println("experiment code lengths (symbols): blank " + blankLength + ", episode 2 (" + two.title() + ") " + secondLength);
        // Deflated, the files take fewer symbols than their own characters: a code is shorter than what it carries.
        Path scratch = Files.createTempDirectory("len");
        try {
            PlaygroundFolder.save(second, scratch.resolve("x"), Locale.ENGLISH, BUNDLED);
            int carried = SharedExperiments.carried(scratch.resolve("x")).values().stream().mapToInt(String::length).sum();
            assertTrue(secondLength < carried, secondLength + " symbols for " + carried + " characters");
        } finally {
            try (Stream<Path> s = Files.walk(scratch)) {
                s.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }

    private static int symbols(String code) {
        return code.replace("-", "").length();
    }

    @Test
    void aClassCodeOfFormatOneStillReadsAndIsNotTakenForAnExperiment() throws Exception {
        Investigation inv = Investigation.loadBundled(Locale.ENGLISH);
        ClassSetup setup = ClassCodes.setup(inv, 42L, List.of(), List.of());
        String code = ClassCodes.write(setup, inv);
        assertFalse(ExperimentCodes.carriesExperiment(code));
        assertEquals(setup, ClassCodes.read(code, inv));
        ClassCodeException e = assertThrows(ClassCodeException.class, () -> ExperimentCodes.read(code, EN_TEXT));
        assertEquals(EN_TEXT.get("experiment.foreign"), e.getMessage());
    }

    @Test
    void aCutShortCodeSaysSoInTheLearnersLanguage() {
        String cut = SMALL.substring(0, SMALL.length() - 6);
        ClassCodeException en = assertThrows(ClassCodeException.class, () -> ExperimentCodes.read(cut, EN_TEXT));
        ClassCodeException es = assertThrows(ClassCodeException.class, () -> ExperimentCodes.read(cut, ES_TEXT));
        assertTrue(en.getMessage().contains("cut short"), en.getMessage());
        assertTrue(es.getMessage().contains("cortado"), es.getMessage());
    }

    @Test
    void aCodeWhoseChecksMatchButWhoseFilesDoNotReadIsForeign() {
        CodeBits b = new CodeBits();
        b.write(ExperimentCodes.FORMAT, 3);
        b.writeVar(4);
        b.write(0xDEADBEEFL, 32);
        for (int i = 0; i < 4; i++) b.write(0x5A, 8);
        ClassCodeException e = assertThrows(ClassCodeException.class, () -> ExperimentCodes.read(CodeAlphabet.write(b.symbols()), ES_TEXT));
        assertEquals(ES_TEXT.get("experiment.foreign"), e.getMessage());
    }

    @Test
    void aLaterFormatAsksForANewerApp() {
        CodeBits b = new CodeBits();
        b.write(5, 3);
        b.write(0, 12);
        ClassCodeException e = assertThrows(ClassCodeException.class, () -> ExperimentCodes.read(CodeAlphabet.write(b.symbols()), EN_TEXT));
        assertEquals(ClassCodeException.Problem.NEWER_FORMAT, e.problem());
    }

    @Property(tries = 300)
    void aCodeCutAnywhereIsRefusedOrReadsTheSameFiles(@ForAll @IntRange(min = 0, max = 400) int keep) {
        String cut = SMALL.substring(0, Math.min(keep, SMALL.length()));
        assertReadsSameOrSaysWhy(cut);
    }

    @Property(tries = 300)
    void aCodeWithASymbolChangedIsRefusedOrReadsTheSameFiles(@ForAll @IntRange(min = 0, max = 10_000) int at,
                                                              @ForAll("symbols") char replacement) {
        StringBuilder b = new StringBuilder(SMALL);
        int i = at % b.length();
        b.setCharAt(i, replacement);
        assertReadsSameOrSaysWhy(b.toString());
    }

    @Property(tries = 300)
    void randomTextIsRefusedWithAReason(@ForAll("noise") String typed) {
        assertReadsSameOrSaysWhy(typed);
    }

    @Property(tries = 200)
    void randomBytesBehindValidChecksAreRefusedWithAReason(@ForAll("bytes") byte[] bytes) {
        CodeBits b = new CodeBits();
        b.write(ExperimentCodes.FORMAT, 3);
        b.writeVar(bytes.length);
        b.write(bytes.length * 2654435761L & 0xFFFFFFFFL, 32);
        for (byte x : bytes) b.write(x & 0xFF, 8);
        assertReadsSameOrSaysWhy(CodeAlphabet.write(b.symbols()));
    }

    @Provide
    Arbitrary<Character> symbols() {
        return Arbitraries.of((CodeAlphabet.SYMBOLS + "-u!é ").chars().mapToObj(c -> (char) c).toList());
    }

    @Provide
    Arbitrary<String> noise() {
        return Arbitraries.oneOf(Arbitraries.strings().ofMaxLength(200),
                Arbitraries.strings().withChars(CodeAlphabet.SYMBOLS + "-").ofMinLength(1).ofMaxLength(400),
                Arbitraries.strings().withChars("GHJK").ofMinLength(1).ofMaxLength(3).map(s -> s + "0000-0000"));
    }

    @Provide
    Arbitrary<byte[]> bytes() {
        return Arbitraries.bytes().array(byte[].class).ofMinSize(0).ofMaxSize(300);
    }

    /** Never an exception but a class code's: either the very files the code was made of, or a reason in English and Spanish. */
    private static void assertReadsSameOrSaysWhy(String typed) {
        try {
            assertEquals(new TreeMap<>(SMALL_FILES), ExperimentCodes.read(typed, EN_TEXT));
        } catch (ClassCodeException e) {
            assertTrue(List.of(EN_TEXT.get("experiment.mistyped"), EN_TEXT.get("experiment.foreign")).contains(e.getMessage())
                    || e.problem() == ClassCodeException.Problem.NEWER_FORMAT, e.getMessage());
            ClassCodeException es = assertThrows(ClassCodeException.class, () -> ExperimentCodes.read(typed, ES_TEXT));
            assertFalse(es.getMessage().equals(e.getMessage()), es.getMessage());
        }
    }
}
