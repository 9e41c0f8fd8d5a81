package io.boundarylab.episodes.playground;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.episodes.Fixtures;
import io.boundarylab.episodes.content.ContentException;
import io.boundarylab.episodes.content.Investigation;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A playground run and save take their words from the bundled content handed to them, asking it for
 * each language they need once, and read the bundled files no other way.
 */
class PlaygroundContentReadsTest {
    private static final Locale ES = Locale.forLanguageTag("es");
    private static final String MARK = "marked by the content handed in";

    /** The languages asked for, in order. */
    private final List<Locale> asked = new ArrayList<>();

    @TempDir
    Path content;

    /** A copy of the bundled content with one phrase changed in each language, so that what was handed in can be told from what is on disk. */
    @BeforeEach
    void markACopy() throws Exception {
        Fixtures.copyOfContent(content);
        try (var files = Files.walk(content)) {
            for (Path f : files.filter(f -> f.getFileName().toString().equals("investigation.yaml")).toList()) {
                Files.writeString(f, Files.readString(f).replaceAll("(?m)^(  comparison\\.pending: ).*$", "$1\"" + MARK + "\""));
            }
        }
    }

    private Investigation marked(Locale language) throws ContentException {
        asked.add(language);
        return Investigation.load(content, language);
    }

    @Test
    void aRunWithAPredictionAsksForTheLearnersLanguageOnceAndWordsItsVerdictWithIt() throws Exception {
        PlaygroundRun.run(PlaygroundFolderTest.helperExperiment(), PlaygroundPrediction.choiceId(1), null, ES, this::marked);
        assertEquals(List.of(ES), asked);
    }

    @Test
    void aRunWithoutAPredictionAsksForNothing() throws Exception {
        PlaygroundRun.run(PlaygroundFolderTest.helperExperiment(), null, null, ES, this::marked);
        assertEquals(List.of(), asked);
    }

    @Test
    void aSaveAsksForEachLanguageItWritesOnceAndCopiesThePhrasesHandedIn(@TempDir Path tmp) throws Exception {
        PlaygroundFolder.save(PlaygroundFolderTest.helperExperiment(), tmp.resolve("mine"), Locale.ENGLISH, this::marked);
        assertEquals(List.of(Locale.ENGLISH, ES), asked);
        for (String lang : List.of("en", "es")) {
            try (var files = Files.walk(tmp.resolve("mine").resolve(lang))) {
                Path investigation = files.filter(f -> f.getFileName().toString().equals("investigation.yaml")).findFirst().orElseThrow();
                assertTrue(Files.readString(investigation).contains(MARK), lang + ": " + investigation);
            }
        }
    }
}
