package io.boundarylab.app.shell;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.app.concurrent.BackgroundRunner;
import io.boundarylab.app.concurrent.DirectRunner;
import io.boundarylab.app.i18n.Messages;
import io.boundarylab.app.save.SaveStore;
import io.boundarylab.app.save.Settings;
import io.boundarylab.app.theme.ThemeChoice;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the learner is told about their saved work, and the order in which it is written. */
class SavedWorkNoticesTest {
    private static final Messages EN = new Messages(Locale.ENGLISH);

    @TempDir
    Path dir;

    /** Holds the background work until the test lets it run, as a busy engine thread would. */
    static final class HeldRunner implements BackgroundRunner {
        final Deque<Runnable> held = new ArrayDeque<>();

        @Override
        public <T> void run(Callable<T> work, Consumer<T> onDone, Consumer<Throwable> onError) {
            held.add(() -> new DirectRunner().run(work, onDone, onError));
        }

        void runAll() {
            while (!held.isEmpty()) {
                held.poll().run();
            }
        }
    }

    @Test
    void theExitSaveWinsOverABackgroundSaveStillQueued() throws Exception {
        HeldRunner runner = new HeldRunner();
        MainViewModel vm = new MainViewModel(EN, new SaveStore(dir), runner, () -> 1L);
        vm.setTheme(ThemeChoice.DARK);
        vm.setTextScalePercent(150);
        vm.flush(); // the app closes while the engine thread still holds both saves
        runner.held.poll().run(); // the older one (dark, 100 %) runs after the exit save
        Settings onDisk = new SaveStore(dir).loadSettings();
        assertEquals("dark", onDisk.theme());
        assertEquals(150, onDisk.textScalePercent(), "the older background snapshot did not replace the exit save");
        runner.runAll();
        assertEquals(150, new SaveStore(dir).loadSettings().textScalePercent());
    }

    @Test
    void droppedEntriesAreNamedInTheNoticeBar() throws Exception {
        Files.writeString(dir.resolve(SaveStore.PROGRESS), "{\"current\": \"helper\", \"visited\": [\"hook\", null, 7]}");
        MainViewModel vm = new MainViewModel(EN, new SaveStore(dir), new DirectRunner(), () -> 1L);
        assertEquals("Part of your saved progress.json could not be read and was left out: visited[1] (not text), visited[2] (not text). "
                + "Everything else is kept; the file as it was is kept as " + dir.resolve("progress.json.bad-1") + ".", vm.notices().get(0));
        assertEquals("helper", vm.progressProperty().get().current());
    }

    @Test
    void aLongListOfDroppedEntriesStaysOneReadableLine() throws Exception {
        Files.writeString(dir.resolve(SaveStore.PROGRESS), "{\"visited\": [1, 2, 3, 4, 5, 6, 7, 8]}");
        MainViewModel vm = new MainViewModel(EN, new SaveStore(dir), new DirectRunner(), () -> 1L);
        assertTrue(vm.notices().get(0).contains("visited[4] (not text) and 3 more."), vm.notices().get(0));
    }

    @Test
    void aContentFolderTheSystemCannotOpenDoesNotStopTheStart() throws Exception {
        Files.writeString(dir.resolve(SaveStore.SETTINGS), "{\"theme\": \"dark\", \"contentFolder\": \"\\u0000\"}");
        MainViewModel vm = new MainViewModel(EN, new SaveStore(dir), new DirectRunner(), () -> 1L);
        assertNull(vm.settingsProperty().get().contentFolder());
        assertEquals("dark", vm.settingsProperty().get().theme());
        assertTrue(vm.notices().get(0).contains("contentFolder (not a folder path)"), vm.notices().get(0));
        vm.loadSavedContent(); // used to throw InvalidPathException here
        assertTrue(vm.course() != null, "the bundled course is shown");
    }

    @Test
    void aSecondWindowSaysItSavesNothing() throws Exception {
        try (SaveStore first = SaveStore.open(dir); SaveStore second = SaveStore.open(dir)) {
            MainViewModel vm = new MainViewModel(EN, second, new DirectRunner(), () -> 1L);
            assertTrue(vm.notices().get(0).startsWith("Boundary Lab is already open with this saved work"), vm.notices().get(0));
            vm.setTheme(ThemeChoice.DARK);
            assertTrue(Files.notExists(dir.resolve(SaveStore.SETTINGS)), "nothing written by the second window");
            assertEquals(1, vm.notices().size(), "and no failure reported for each change");
        }
    }

    /** As root, permissions do not stop a write: a regular file where the folder's parent should be does. */
    @Test
    void aFolderThatCannotBeWrittenIsSaidAtStartAndOnSave() throws Exception {
        Path blocker = Files.writeString(dir.resolve("in-the-way"), "x");
        try (SaveStore store = SaveStore.open(blocker.resolve("boundary-lab"))) {
            MainViewModel vm = new MainViewModel(EN, store, new DirectRunner(), () -> 1L);
            assertEquals("Your work cannot be saved in " + blocker.resolve("boundary-lab") + ": " + blocker
                    + " is a file, not a folder. It stays on screen; use File \u2192 Export progress to keep it.", vm.notices().get(0));
            vm.setTheme(ThemeChoice.DARK);
            vm.setTextScalePercent(150);
            vm.setReducedMotion(true);
            assertEquals("Could not save your work: " + blocker + " is a file, not a folder", vm.notices().get(1));
            assertEquals(2, vm.notices().size(), "one failure to dismiss, not one per change");
            assertEquals("dark", vm.settingsProperty().get().theme(), "the change stays on screen");
        }
    }
}
