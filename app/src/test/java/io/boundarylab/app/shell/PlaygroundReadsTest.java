package io.boundarylab.app.shell;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.app.concurrent.DirectRunner;
import io.boundarylab.app.i18n.Messages;
import io.boundarylab.app.playground.PlaygroundViewModel;
import io.boundarylab.app.save.SaveStore;
import io.boundarylab.episodes.content.Claim;
import io.boundarylab.episodes.content.ContentException;
import io.boundarylab.episodes.content.Investigation;
import io.boundarylab.episodes.playground.ClaimMenu;
import io.boundarylab.episodes.playground.PlaygroundFolder;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The playground takes its words from the window's reading of the bundled content: runs with a
 * prediction and saves (and a share, which saves) read nothing the window has read, and a language
 * the window has not read (a saved lesson holds English and Spanish) is read once.
 */
class PlaygroundReadsTest {
    private static final Locale SPANISH = Locale.forLanguageTag("es");

    @TempDir
    Path config;
    @TempDir
    Path saves;
    /** The language of each read of the bundled content, in order. */
    private final List<Locale> reads = Collections.synchronizedList(new ArrayList<>());

    private List<Investigation> countingRead(Locale locale) throws ContentException {
        reads.add(locale);
        return Investigation.loadAllBundled(locale);
    }

    private static List<Claim> appIs(String phase) {
        return List.of(ClaimMenu.build(ClaimMenu.Kind.POD_PHASE,
                Map.of(ClaimMenu.Field.VARIANT, "contract", ClaimMenu.Field.POD, "app", ClaimMenu.Field.PHASE, phase), Locale.ENGLISH));
    }

    @Test
    void runsSavesAndASharedCodeReadTheBundledContentOncePerLanguage() {
        MainViewModel vm = new MainViewModel(new Messages(Locale.ENGLISH), new SaveStore(config), new DirectRunner(), () -> 17L, this::countingRead);
        // As at launch: the window reads the content in its language.
        vm.bundled().whenRead(all -> { }, e -> { });
        assertEquals(List.of(Locale.ENGLISH), reads);

        PlaygroundViewModel playground = PlaygroundEntry.viewModel(vm, null);
        playground.predict("Does the app run?", List.of(appIs("Running"), List.of(ClaimMenu.negate(appIs("Running").get(0)))), 0, null, null, -1);
        playground.run();
        assertFalse(playground.verdict().isEmpty(), "judged: " + playground.messageProperty().get());
        playground.run();
        assertEquals(List.of(Locale.ENGLISH), reads, "two runs with a prediction read nothing more");

        List<Path> saved = new ArrayList<>();
        playground.save(saves.resolve("first"), saved::add);
        playground.save(saves.resolve("second"), saved::add);
        List<io.boundarylab.app.classroom.SharedExperiments.LessonShare> codes = new ArrayList<>();
        playground.share(codes::add);
        assertEquals(2, saved.size(), "saved: " + playground.messageProperty().get());
        assertTrue(PlaygroundFolder.isPlaygroundFolder(saved.get(1)));
        assertEquals(1, codes.size(), "shared: " + playground.messageProperty().get());
        assertEquals(List.of(Locale.ENGLISH, SPANISH), reads, "three saves read the Spanish content once, the English not again");
    }
}
