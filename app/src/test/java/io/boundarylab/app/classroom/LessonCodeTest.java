package io.boundarylab.app.classroom;

import io.boundarylab.engine.cluster.Guarantee;
import io.boundarylab.episodes.content.Investigation;
import io.boundarylab.episodes.playground.BundledContent;
import io.boundarylab.episodes.playground.LessonArchive;
import io.boundarylab.episodes.playground.LessonText;
import io.boundarylab.episodes.playground.PlaygroundExperiment;
import io.boundarylab.episodes.playground.PlaygroundFolder;
import io.boundarylab.episodes.playground.PlaygroundStart;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A lesson's short code: as long as the shortest class code at most, built and checked as class
 * codes are, naming the lesson file it was made of, refusing a mistyped code and a changed file.
 */
class LessonCodeTest {
    private static final Locale ES = Locale.forLanguageTag("es");
    private static final ClassroomText EN_TEXT = new ClassroomText(Locale.ENGLISH);
    private static final ClassroomText ES_TEXT = new ClassroomText(ES);
    private static final BundledContent BUNDLED = BundledContent.readEachTime();

    private static PlaygroundExperiment lesson() throws Exception {
        return PlaygroundStart.blankStart(Locale.ENGLISH).experiment("Blank", Guarantee.SHARED_STORAGE).withPredictionSkipped(true)
                .withText("en", LessonText.NONE.withTitle("One pod, one node").withPressure("A web server alone."))
                .withText("es", LessonText.NONE.withTitle("Un pod, un nodo"));
    }

    private static int symbols(String code) {
        return code.replace("-", "").length();
    }

    @Test
    void theShortCodeIsNoLongerThanTheShortestClassCode(@TempDir Path tmp) throws Exception {
        Investigation inv = Investigation.loadBundled(Locale.ENGLISH);
        String shortestClass = ClassCodes.write(ClassCodes.setup(inv, null, List.of(), List.of()), inv);
        SharedExperiments.LessonShare shared = SharedExperiments.share(lesson(), Locale.ENGLISH, BUNDLED, tmp);
        System.out.println("lesson code " + shared.shortCode() + " (" + symbols(shared.shortCode()) + " symbols); shortest class code "
                + shortestClass + " (" + symbols(shortestClass) + "); long code " + symbols(shared.longCode()) + " symbols");
        assertTrue(symbols(shared.shortCode()) <= symbols(shortestClass), shared.shortCode() + " against " + shortestClass);
        assertTrue(ExperimentCodes.namesLesson(shared.shortCode()));
        assertTrue(ExperimentCodes.carriesExperiment(shared.shortCode()), "entered where a class code is entered");
        assertFalse(ExperimentCodes.namesLesson(shortestClass));
        assertFalse(ExperimentCodes.namesLesson(shared.longCode()), "the long code stays the paste-only fallback");
    }

    @Test
    void theCodeNamesTheArchiveAndTheSavedFolderAlike(@TempDir Path tmp) throws Exception {
        SharedExperiments.LessonShare shared = SharedExperiments.share(lesson(), Locale.ENGLISH, BUNDLED, tmp.resolve("out"));
        Path folder = tmp.resolve("in/lesson");
        LessonArchive.unpack(LessonArchive.files(shared.archive()), folder);
        assertArrayEquals(LessonArchive.fingerprint(LessonArchive.files(shared.archive())), LessonArchive.fingerprint(LessonArchive.files(folder)));
        long bits = ExperimentCodes.readLesson(shared.shortCode(), EN_TEXT);
        assertEquals(folder, SharedExperiments.find(bits, List.of(tmp.resolve("in"))).lesson());
    }

    @Test
    void aLearnerOpensTheLessonTheCodeNamesWithItsWordsInTheirLanguage(@TempDir Path tmp) throws Exception {
        SharedExperiments.LessonShare shared = SharedExperiments.share(lesson(), Locale.ENGLISH, BUNDLED, tmp.resolve("instructor"));
        Path downloads = tmp.resolve("learner/Downloads");
        Files.createDirectories(downloads);
        Files.copy(shared.archive(), downloads.resolve("lesson.zip"));
        // Typed from the board: lower case, spaces for hyphens, O for 0 and I for 1 all read.
        String typed = shared.shortCode().toLowerCase(Locale.ROOT).replace('-', ' ').replace('0', 'o').replace('1', 'i');
        SharedExperiments.Found found = SharedExperiments.find(ExperimentCodes.readLesson(typed, ES_TEXT), List.of(tmp.resolve("learner/lessons"), downloads));
        Path opened = SharedExperiments.unpack(found.lesson(), tmp.resolve("learner/class-experiments"), ES, BUNDLED);
        assertEquals("Un pod, un nodo", Investigation.load(opened, ES).title());
        assertEquals("One pod, one node", Investigation.load(opened, Locale.ENGLISH).episodes().get(0).title());
        assertEquals("A web server alone.", Investigation.load(opened, ES).episodes().get(0).pressure(), "unwritten in Spanish: the English words");
    }

    @Test
    void aLessonChangedAfterTheCodeWasMadeIsNotFound(@TempDir Path tmp) throws Exception {
        SharedExperiments.LessonShare shared = SharedExperiments.share(lesson(), Locale.ENGLISH, BUNDLED, tmp);
        Path changed = tmp.resolve("changed");
        LessonArchive.unpack(LessonArchive.files(shared.archive()), changed);
        Path episode = changed.resolve("en/investigations/001-playground/episodes/01-experiment/episode.yaml");
        Files.writeString(episode, Files.readString(episode).replace("A web server alone.", "A web server, alone."));
        Path place = tmp.resolve("Downloads");
        Files.createDirectories(place);
        LessonArchive.write(changed, place.resolve("lesson.zip"));
        SharedExperiments.Found found = SharedExperiments.find(ExperimentCodes.readLesson(shared.shortCode(), EN_TEXT), List.of(place));
        assertNull(found.lesson());
        assertEquals(List.of(place.resolve("lesson.zip")), found.others());
        assertTrue(PlaygroundFolder.isPlaygroundFolder(changed), "a lesson all the same, only not the one the code names");
    }

    @Test
    void aMistypedCodeIsRefusedNamingWhyInTheLearnersLanguage() throws Exception {
        String code = ExperimentCodes.lessonCode(LessonArchive.fingerprint(Map.of("playground.yaml", new byte[] {1, 2, 3})));
        assertEquals(12, code.length(), code);
        // A symbol that is none: named with its position.
        String withU = code.substring(0, 5) + "U" + code.substring(6);
        ClassCodeException u = assertThrows(ClassCodeException.class, () -> ExperimentCodes.readLesson(withU, EN_TEXT));
        assertEquals(EN_TEXT.get("lesson.symbol", "U", 6), u.getMessage());
        // One symbol short: the count said.
        ClassCodeException cut = assertThrows(ClassCodeException.class, () -> ExperimentCodes.readLesson(code.substring(0, code.length() - 1), ES_TEXT));
        assertEquals(ES_TEXT.get("lesson.length", 9, 10), cut.getMessage());
        // One symbol changed, or two swapped: the check symbols say so.
        char c = code.charAt(2);
        String changed = code.substring(0, 2) + (c == '7' ? '8' : '7') + code.substring(3);
        assertEquals(EN_TEXT.get("lesson.check"), assertThrows(ClassCodeException.class, () -> ExperimentCodes.readLesson(changed, EN_TEXT)).getMessage());
        String swapped = code.substring(0, 5) + code.charAt(6) + code.charAt(5) + code.substring(7);
        if (code.charAt(5) != code.charAt(6))
            assertEquals(EN_TEXT.get("lesson.check"), assertThrows(ClassCodeException.class, () -> ExperimentCodes.readLesson(swapped, EN_TEXT)).getMessage());
    }

    @Test
    void theLongCodeCarriesTheLessonsSpanishWordsToo(@TempDir Path tmp) throws Exception {
        SharedExperiments.LessonShare shared = SharedExperiments.share(lesson(), Locale.ENGLISH, BUNDLED, tmp);
        Path opened = SharedExperiments.unpack(ExperimentCodes.read(shared.longCode(), EN_TEXT), tmp.resolve("learner"), Locale.ENGLISH, BUNDLED);
        assertEquals("Un pod, un nodo", Investigation.load(opened, ES).episodes().get(0).title());
    }
}
