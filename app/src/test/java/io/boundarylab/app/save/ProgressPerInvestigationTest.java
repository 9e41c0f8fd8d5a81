package io.boundarylab.app.save;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Each investigation keeps its progress in a file of its own; 017's stays progress.json, where
 * every progress saved before there were several investigations already is.
 */
class ProgressPerInvestigationTest {

    @TempDir
    Path dir;

    @Test
    void investigation017KeepsProgressJsonAndEveryOtherHasItsOwnFile() {
        assertEquals("progress.json", SaveStore.progressFileFor("node-execution-principles"));
        assertEquals("progress.json", SaveStore.progressFileFor(null));
        assertEquals("progress-what-returns-is-the-number.json", SaveStore.progressFileFor("what-returns-is-the-number"));
        assertEquals("progress-a_b.json", SaveStore.progressFileFor("a/b"), "an id never names a path");
    }

    @Test
    void sectionsTheTwoShareAreNotMixed() throws Exception {
        SaveStore store = new SaveStore(dir);
        store.save(Progress.empty().at("hook").at("contract"));
        Progress other = store.useProgressOf("what-returns-is-the-number");
        assertEquals(Progress.empty(), other, "018 starts fresh although 017 visited its own 'hook' and 'contract'");
        store.save(other.at("hook"));
        assertTrue(Files.exists(dir.resolve("progress-what-returns-is-the-number.json")));
        Progress back = store.useProgressOf("node-execution-principles");
        assertEquals(java.util.List.of("hook", "contract"), back.visited());
        assertEquals("contract", back.current());
        assertEquals(java.util.List.of("hook"), new SaveStore(dir).useProgressOf("what-returns-is-the-number").visited());
    }
}
