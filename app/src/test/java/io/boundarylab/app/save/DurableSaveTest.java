package io.boundarylab.app.save;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Saves that survive crashes, damage, a second instance and a folder that cannot be written. */
class DurableSaveTest {
    @TempDir
    Path dir;

    @Test
    void aKilledWritesTemporaryFilesAreRemovedAtTheNextStartAndNothingElse() throws Exception {
        Files.writeString(dir.resolve("progress.json.8231904.tmp"), "{\"current\": \"hel");
        Files.writeString(dir.resolve("settings.json.77.tmp"), "{");
        Files.writeString(dir.resolve("notes.tmp"), "the learner's own file");
        try (SaveStore store = SaveStore.open(dir)) {
            assertFalse(store.readOnly());
            assertFalse(Files.exists(dir.resolve("progress.json.8231904.tmp")));
            assertFalse(Files.exists(dir.resolve("settings.json.77.tmp")));
            assertTrue(Files.exists(dir.resolve("notes.tmp")), "only our own temporary files are removed");
        }
    }

    @Test
    void eachDamagedFileIsKeptAsANumberedBackupAndTheOldestOfThreeIsDropped() throws Exception {
        for (int i = 1; i <= 4; i++) {
            Files.writeString(dir.resolve(SaveStore.PROGRESS), "damaged " + i);
            SaveStore store = new SaveStore(dir);
            assertEquals(Progress.empty(), store.loadProgress());
            assertEquals(SaveStore.Kind.UNREADABLE, store.notices().get(0).kind());
            assertTrue(store.notices().get(0).backup().endsWith("progress.json.bad-1"));
        }
        assertEquals("damaged 4", Files.readString(dir.resolve("progress.json.bad-1")), "the newest is bad-1");
        assertEquals("damaged 3", Files.readString(dir.resolve("progress.json.bad-2")), "the earlier one was not overwritten");
        assertEquals("damaged 2", Files.readString(dir.resolve("progress.json.bad-3")));
        assertFalse(Files.exists(dir.resolve("progress.json.bad-4")), "the oldest (damaged 1) is dropped, only three are kept");
    }

    @Test
    void oneNullInAListCostsOneEntryAndTheLearnerIsToldWhich() throws Exception {
        String original = """
                {"current": "identity", "visited": ["hook", null, "identity"], "completed": ["helper/naive"],
                 "predictions": {"helper": {"choice": "enough", "confidencePercent": "very"},
                                 "fate": {"choice": "fragments", "reason": "", "confidencePercent": 40}}}
                """;
        Files.writeString(dir.resolve(SaveStore.PROGRESS), original);
        SaveStore store = new SaveStore(dir);
        Progress p = store.loadProgress();
        assertEquals("identity", p.current());
        assertEquals(List.of("hook", "identity"), p.visited());
        assertEquals(List.of("helper/naive"), p.completed());
        assertEquals(List.of("fate"), List.copyOf(p.predictions().keySet()));
        SaveStore.Notice n = store.notices().get(0);
        assertEquals(List.of(new Dropped("visited[1]", Dropped.Problem.NOT_TEXT),
                new Dropped("predictions.helper.confidencePercent", Dropped.Problem.NOT_A_NUMBER)), n.dropped());
        assertEquals(p, new SaveStore(dir).loadProgress(), "what was kept is on disk again, whole");
        assertEquals(original, Files.readString(dir.resolve("progress.json.bad-1")), "the file as it was is kept, byte for byte");
    }

    @Test
    void textAfterTheEndIsDroppedAndTheObjectKept() throws Exception {
        Files.writeString(dir.resolve(SaveStore.PROGRESS), "{\"current\": \"helper\"} }garbage");
        SaveStore store = new SaveStore(dir);
        assertEquals("helper", store.loadProgress().current());
        assertEquals(Dropped.Problem.TEXT_AFTER_THE_END, store.notices().get(0).dropped().get(0).problem());
    }

    @Test
    @org.junit.jupiter.api.Timeout(20)
    void aPipeInPlaceOfTheFileDoesNotBlockTheStart() throws Exception {
        Path pipe = dir.resolve(SaveStore.PROGRESS);
        assertEquals(0, new ProcessBuilder("mkfifo", pipe.toString()).start().waitFor());
        SaveStore store = new SaveStore(dir);
        assertEquals(Progress.empty(), store.loadProgress());
        assertEquals("not a regular file", store.notices().get(0).problem());
    }

    @Test
    void aFileLargerThanTheLimitIsSetAsideUnread() throws Exception {
        try (RandomAccessFile f = new RandomAccessFile(dir.resolve(SaveStore.PROGRESS).toFile(), "rw")) {
            f.setLength(SaveStore.MAX_BYTES + 1L); // sparse: no disk used
        }
        SaveStore store = new SaveStore(dir);
        assertEquals(Progress.empty(), store.loadProgress());
        assertTrue(store.notices().get(0).problem().contains("larger than"), store.notices().toString());
    }

    @Test
    void aSettingsFileWithAPathTheSystemCannotOpenStillStartsAndKeepsTheRest() throws Exception {
        Files.writeString(dir.resolve(SaveStore.SETTINGS),
                "{\"theme\": \"dark\", \"textScalePercent\": 150, \"contentFolder\": \"\\u0000\", \"seed\": 9}");
        SaveStore store = new SaveStore(dir);
        Settings s = store.loadSettings();
        assertNull(s.contentFolder(), "the bundled course is used");
        assertEquals("dark", s.theme());
        assertEquals(150, s.textScalePercent());
        assertEquals(9L, s.seed());
        assertEquals(List.of(new Dropped("contentFolder", Dropped.Problem.NOT_A_PATH)), store.notices().get(0).dropped());
    }

    @Test
    void anOlderSnapshotWrittenLateNeverReplacesANewerOne() throws Exception {
        SaveStore store = new SaveStore(dir);
        SaveStore.Snapshot older = store.snapshot(Progress.empty().at("hook"));
        SaveStore.Snapshot newer = store.snapshot(Progress.empty().at("hook").at("helper"));
        assertTrue(store.write(newer), "the exit save");
        assertFalse(store.write(older), "the background save that was still queued");
        assertEquals("helper", new SaveStore(dir).loadProgress().current());
    }

    @Test
    void aSecondInstanceIsReadOnlyAndSaysSoAndTheFirstsWorkIsIntact() throws Exception {
        Progress saved = Progress.empty().at("helper").complete("helper/naive");
        try (SaveStore first = SaveStore.open(dir)) {
            first.save(saved);
            try (SaveStore second = SaveStore.open(dir)) {
                assertTrue(second.readOnly());
                assertEquals(SaveStore.Kind.READ_ONLY, second.notices().get(0).kind());
                assertEquals(saved, second.loadProgress(), "the second shows the saved work");
                second.save(Progress.empty().at("fate"));
                second.save(Settings.defaults().withTheme("dark"));
            }
            assertEquals(saved, new SaveStore(dir).loadProgress(), "the first's work is intact");
            assertFalse(Files.exists(dir.resolve(SaveStore.SETTINGS)), "the second wrote nothing");
            first.save(saved.at("fate"));
            assertEquals("fate", new SaveStore(dir).loadProgress().current(), "the first still saves");
        }
        try (SaveStore third = SaveStore.open(dir)) {
            assertFalse(third.readOnly(), "the lock is free once the first closed");
        }
    }

    @Test
    void aReadOnlyInstanceNeverMovesADamagedFileTheWriterOwns() throws Exception {
        try (SaveStore first = SaveStore.open(dir)) {
            Files.writeString(dir.resolve(SaveStore.PROGRESS), "{\"visited\": [null]}");
            try (SaveStore second = SaveStore.open(dir)) {
                assertTrue(second.loadProgress().visited().isEmpty());
                assertNull(second.notices().get(1).backup());
                assertEquals("{\"visited\": [null]}", Files.readString(dir.resolve(SaveStore.PROGRESS)));
            }
        }
    }

    /**
     * A folder that cannot be written. Tests run as root here, for whom permissions do not stop a
     * write, so the folder's parent is made a regular file instead: no one can create a folder in it.
     */
    @Test
    void aFolderThatCannotBeWrittenIsReportedPlainlyAndNothingIsLost() throws Exception {
        Path blocker = dir.resolve("not-a-folder");
        Files.writeString(blocker, "a regular file in the way");
        Path config = blocker.resolve("boundary-lab");
        try (SaveStore store = SaveStore.open(config)) {
            SaveStore.Notice n = store.notices().get(0);
            assertEquals(SaveStore.Kind.CANNOT_SAVE, n.kind());
            assertTrue(n.problem().contains("is a file, not a folder"), n.problem());
            Progress p = store.loadProgress().at("helper");
            IOException e = assertThrows(IOException.class, () -> store.save(p));
            assertEquals(blocker + " is a file, not a folder", e.getMessage());
            assertEquals("a regular file in the way", Files.readString(blocker), "the file in the way is untouched");
            store.exportProgress(p, dir.resolve("kept.json"));
            assertEquals(p, store.importProgress(dir.resolve("kept.json")), "the work can still be exported elsewhere");
        }
    }

    @Test
    void anExportNeverReplacesSomethingThatIsNotARegularFile() throws Exception {
        Path folder = Files.createDirectory(dir.resolve("a-folder"));
        IOException e = assertThrows(IOException.class, () -> new SaveStore(dir).exportProgress(Progress.empty(), folder));
        assertTrue(e.getMessage().contains("not a regular file"), e.getMessage());
        assertTrue(Files.isDirectory(folder));
    }

    @Test
    void aDamagedImportIsRefusedWithTheFieldNamed() throws Exception {
        Path file = dir.resolve("theirs.json");
        Files.writeString(file, "{\"visited\": [\"hook\", 3]}");
        IOException e = assertThrows(IOException.class, () -> new SaveStore(dir).importProgress(file));
        assertEquals("visited[1]: not text", e.getMessage());
    }

    @Test
    void anUnreadableFileIsDescribedInPlainWords() throws Exception {
        for (String[] c : new String[][] {
                {"{\"current\": \"episode-2\", \"visited\": [", "the file ends too early at line 1, column 38"},
                {"{\"current\": nope}", "unexpected 'nope' at line 1, column 13"},
                {"{\n  \"current\" = 1}", "unexpected '=' at line 2, column 13"},
                {"", "the file is empty"},
                {"[1, 2]", "the file does not hold a JSON object"},
                {"{\"learnerSeed\": " + "9".repeat(5000) + "}", "a value too long or too deeply nested to read"},
                {"{\"visited\": " + "[".repeat(5000), "a value too long or too deeply nested to read"}}) {
            Files.writeString(dir.resolve(SaveStore.PROGRESS), c[0]);
            SaveStore store = new SaveStore(dir);
            store.loadProgress();
            assertEquals(c[1], store.notices().get(0).problem(), c[0].substring(0, Math.min(60, c[0].length())));
        }
    }
}
