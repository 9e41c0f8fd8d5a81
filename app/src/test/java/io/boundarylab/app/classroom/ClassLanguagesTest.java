package io.boundarylab.app.classroom;

import io.boundarylab.episodes.prediction.Verdict;

import io.boundarylab.engine.scenario.FaultTarget;
import io.boundarylab.episodes.content.Investigation;
import io.boundarylab.episodes.run.FaultAction;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A mixed-language class: a code and a results file made over English content work for a learner
 * and a dashboard in Spanish, since both carry the class version; codes and files written before
 * class versions still work in the language they were made in.
 */
class ClassLanguagesTest {
    static final Locale SPANISH = Locale.forLanguageTag("es");
    static Investigation english;
    static Investigation spanish;

    @BeforeAll
    static void load() throws Exception {
        english = Investigation.loadBundled(Locale.ENGLISH);
        spanish = Investigation.loadBundled(SPANISH);
    }

    @Test
    void anEnglishCodeReadsInSpanishAsTheSameSetup() throws Exception {
        assertEquals(SPANISH, spanish.locale());
        String helper = english.episodes().get(0).id();
        String pod = ClassCodes.targets(english.episodes().get(0)).stream().filter(t -> t.startsWith("pod/")).findFirst().orElseThrow();
        ClassSetup setup = ClassCodes.setup(english, 7L, List.of(helper), List.of(new ClassSetup.CueFault(helper,
                FaultAction.evict(4_321, FaultTarget.parse(pod)))));
        String code = ClassCodes.write(setup, english);
        assertEquals(setup, ClassCodes.read(code, spanish));
        // And back: the Spanish instructor's code is the English one.
        assertEquals(code, ClassCodes.write(ClassCodes.setup(spanish, 7L, List.of(helper), setup.faults()), spanish));
    }

    /** A code as the app wrote it before class versions: the content version's first bits, seed 5, every episode, no fault. */
    static String earlierCode(Investigation inv) {
        CodeBits b = new CodeBits();
        b.write(ClassCodes.FORMAT, 3);
        b.write(ClassCodes.idBits(inv.id()), ClassCodes.INVESTIGATION_BITS);
        b.write(inv.contentVersion().prefixBits(ClassCodes.CONTENT_BITS), ClassCodes.CONTENT_BITS);
        b.write(1, 1);
        b.writeVar(5);
        b.write(1, 1);
        b.write(0, 4);
        return CodeAlphabet.write(b.symbols());
    }

    @Test
    void aCodeFromBeforeClassVersionsReadsInItsOwnLanguageAndIsRefusedInAnother() {
        String code = earlierCode(english);
        ClassSetup read = assertDoesNotThrow(() -> ClassCodes.read(code, english));
        assertEquals(5L, read.seed());
        assertEquals(english.episodes().size(), read.episodes().size());
        ClassCodeException e = assertThrows(ClassCodeException.class, () -> ClassCodes.read(code, spanish));
        assertEquals(ClassCodeException.Problem.CONTENT_DIFFERS, e.problem());
    }

    private static ClassSetup assertDoesNotThrow(org.junit.jupiter.api.function.ThrowingSupplier<ClassSetup> s) {
        return org.junit.jupiter.api.Assertions.assertDoesNotThrow(s);
    }

    private static Results results(Investigation inv, String version, String code) {
        String helper = inv.episodes().get(0).id();
        String choice = inv.episodes().get(0).prediction().choices().get(0).id();
        return new Results(Results.FORMAT, code, inv.id(), version, "Ada",
                List.of(new Results.Prediction(helper, choice, null, 80, "", Verdict.RIGHT, null, false, 1_000L)), List.of(), null);
    }

    @Test
    void aResultsFileMadeInEnglishCountsOnASpanishDashboard(@TempDir Path dir) throws Exception {
        String code = ClassCodes.write(ClassCodes.setup(english, 3L, List.of(), List.of()), english);
        ResultsFiles files = new ResultsFiles();
        files.write(results(english, english.classVersion().sha256(), code), code, dir.resolve("ada.json"));
        ClassFolder folder = ClassFolder.read(dir, code, files, List.of(spanish));
        assertEquals(List.of(), folder.refused());
        assertEquals(1, folder.results().size());
        ClassReport report = ClassReport.of(spanish.episodes(), folder.results(), false);
        assertEquals(1, report.learners());
        // Counted under the Spanish words of the choice the English learner made.
        ClassReport.Count made = report.episodes().get(0).choices().get(0);
        assertEquals(1, made.count());
        assertEquals(spanish.episodes().get(0).prediction().choices().get(0).text(), made.text());
        assertNotEquals(english.episodes().get(0).prediction().choices().get(0).text(), made.text());
    }

    @Test
    void aResultsFileFromBeforeClassVersionsCountsInItsOwnLanguageAndIsRefusedInAnotherNamingTheField(@TempDir Path dir) throws Exception {
        String code = earlierCode(english);
        ResultsFiles files = new ResultsFiles();
        files.write(results(english, english.contentVersion().sha256(), code), code, dir.resolve("old.json"));
        assertEquals(1, ClassFolder.read(dir, code, files, List.of(english)).results().size());

        ClassFolder inSpanish = ClassFolder.read(dir, code, files, List.of(spanish));
        assertEquals(0, inSpanish.results().size());
        String why = inSpanish.refused().get(0);
        assertTrue(why.startsWith(dir.resolve("old.json") + ":1:1: classVersion: "), why);
        assertTrue(why.contains("before class versions"), why);
    }

    @Test
    void aResultsFileOverOtherContentOrAnotherInvestigationIsRefused(@TempDir Path dir) throws Exception {
        String code = ClassCodes.write(ClassCodes.setup(english, 3L, List.of(), List.of()), english);
        ResultsFiles files = new ResultsFiles();
        String other = "0".repeat(64);
        assertNotEquals(other, english.classVersion().sha256());
        files.write(results(english, other, code), code, dir.resolve("a.json"));
        Results elsewhere = new Results(Results.FORMAT, code, "another-investigation", english.classVersion().sha256(), "", List.of(), List.of(), null);
        files.write(elsewhere, code, dir.resolve("b.json"));
        ClassFolder folder = ClassFolder.read(dir, code, files, List.of(spanish));
        assertEquals(0, folder.results().size());
        assertTrue(folder.refused().get(0).contains("a.json:1:1: classVersion: 000000000000 is not the class version"), folder.refused().get(0));
        assertTrue(folder.refused().get(1).contains("b.json:1:1: investigation: the file is for investigation another-investigation"),
                folder.refused().get(1));
        assertTrue(Files.exists(dir.resolve("a.json")), "a refused file is left as it is");
    }
}
