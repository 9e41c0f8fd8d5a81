package io.boundarylab.app.save;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The start page reads the progress of an investigation that is not open: it shows what the file
 * holds and leaves the file alone, even a damaged one (opening the investigation sets that aside
 * and tells the learner; a list of investigations must not do it silently).
 */
class PeekProgressTest {
    private static final String ID = "what-returns-is-the-number";

    @TempDir
    Path dir;

    @Test
    void readsAnotherInvestigationsProgressWithoutSwitchingToIt() throws Exception {
        SaveStore writer = new SaveStore(dir);
        writer.useProgressOf(ID);
        writer.save(Progress.empty().at("hook"));
        SaveStore store = new SaveStore(dir);
        assertEquals(List.of("hook"), store.peekProgressOf(ID).visited());
        assertEquals(SaveStore.PROGRESS, store.progressFile(), "still 017's file");
        assertEquals(Progress.empty(), store.peekProgressOf("no-such-investigation"));
    }

    @Test
    void aPartlyDamagedFileShowsWhatCanBeReadAndStaysAsItWas() throws Exception {
        // The second visited entry is not a section id: the open would drop it and rewrite the file.
        byte[] damaged = "{\"current\":\"hook\",\"visited\":[\"hook\",42],\"completed\":[],\"predictions\":{}}"
                .getBytes(StandardCharsets.UTF_8);
        Path file = dir.resolve(SaveStore.progressFileFor(ID));
        Files.write(file, damaged);
        assertEquals(List.of("hook"), new SaveStore(dir).peekProgressOf(ID).visited());
        assertArrayEquals(damaged, Files.readAllBytes(file));
        assertEquals(List.of(file.getFileName()), listing());
    }

    @Test
    void anUnreadableFileCountsAsNoProgressAndIsNotSetAside() throws Exception {
        Path file = dir.resolve(SaveStore.progressFileFor(ID));
        Files.writeString(file, "{\"visited\":[\"hook\"");
        assertEquals(Progress.empty(), new SaveStore(dir).peekProgressOf(ID));
        assertEquals("{\"visited\":[\"hook\"", Files.readString(file));
        assertEquals(List.of(file.getFileName()), listing(), "no .bad-1 beside it");
    }

    private List<Path> listing() throws Exception {
        try (var s = Files.list(dir)) {
            return s.map(Path::getFileName).toList();
        }
    }
}
