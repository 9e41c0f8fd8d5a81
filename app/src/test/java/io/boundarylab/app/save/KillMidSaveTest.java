package io.boundarylab.app.save;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Saved progress survives a {@code kill -9} at any point of a save: a child JVM saves in a tight
 * loop and is killed at varied moments; after each kill the file holds one whole snapshot, the
 * last one written or the one before, never nothing and never a mixture. And a second process
 * cannot write while the first holds the folder.
 */
class KillMidSaveTest {
    /** Fifteen kills at fixed, varied delays after the child's first save (ms): early, mid-loop, late. */
    private static final int[] DELAYS_MS = {0, 1, 2, 3, 5, 7, 11, 13, 17, 23, 29, 37, 43, 61, 97};

    @TempDir
    Path dir;

    @Test
    @Timeout(value = 180, unit = TimeUnit.SECONDS)
    void progressSurvivesAKillAtAnyPointOfASave() throws Exception {
        long last = 0;
        int killedWithATemporaryFileLeft = 0;
        for (int delay : DELAYS_MS) {
            Process child = start("loop");
            try (BufferedReader out = new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8))) {
                String ready = out.readLine();
                assertTrue(ready != null && ready.startsWith("ready "), "the child saved once: " + ready + " " + errors(child));
                assertEquals(last + 1, Long.parseLong(ready.substring(6)), "the child went on from the snapshot on disk");
                Thread.sleep(delay); // not a wait: the moment of the kill, one of DELAYS_MS
                child.destroyForcibly();
                assertTrue(child.waitFor(30, TimeUnit.SECONDS));
            }
            assertTrue(Files.exists(dir.resolve(SaveStore.PROGRESS)), "never nothing");
            try (Stream<Path> files = Files.list(dir)) {
                killedWithATemporaryFileLeft += files.anyMatch(f -> f.toString().endsWith(".tmp")) ? 1 : 0;
            }
            SaveStore store = new SaveStore(dir);
            long step = SaveLoopChild.step(store.loadProgress()); // throws on a mixture of two snapshots
            assertTrue(store.notices().isEmpty(), "never a damaged file: " + store.notices());
            assertTrue(step > last, "a whole snapshot at least as new as the child's first: " + step + " after " + last);
            last = step;
        }
        // The next start (the child's, above, and this one) removes what a killed write left.
        SaveStore.open(dir).close();
        try (Stream<Path> files = Files.list(dir)) {
            assertFalse(files.anyMatch(f -> f.toString().endsWith(".tmp")), "stale temporary files are removed at start");
        }
        System.out.println("KillMidSaveTest: " + DELAYS_MS.length + " kills, last snapshot step " + last
                + ", kills that left a temporary file: " + killedWithATemporaryFileLeft);
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void aSecondProcessCannotWriteWhileTheFirstHoldsTheFolder() throws Exception {
        Process writer = start("loop");
        try (BufferedReader out = new BufferedReader(new InputStreamReader(writer.getInputStream(), StandardCharsets.UTF_8))) {
            assertTrue(String.valueOf(out.readLine()).startsWith("ready"), errors(writer));
            try (SaveStore second = SaveStore.open(dir)) {
                assertTrue(second.readOnly(), "the child process holds the folder");
                second.save(Progress.empty().at("overwritten"));
            }
        } finally {
            writer.destroyForcibly();
            writer.waitFor(30, TimeUnit.SECONDS);
        }
        assertTrue(SaveLoopChild.step(new SaveStore(dir).loadProgress()) > 0, "the writer's work is intact");

        // This JVM holds the folder; a second store in it is read-only, and closing that one keeps the lock.
        try (SaveStore first = SaveStore.open(dir)) {
            assertFalse(first.readOnly(), "the killed writer's lock went with it");
            SaveStore.open(dir).close();
            assertEquals("read-only", probe(), "another process still cannot write");
        }
        assertEquals("writer", probe(), "once closed, the folder is free");
    }

    private String probe() throws Exception {
        Process p = start("probe");
        try (BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            String line = out.readLine();
            assertTrue(p.waitFor(30, TimeUnit.SECONDS));
            return line + (line == null ? errors(p) : "");
        }
    }

    private Process start(String mode) throws IOException {
        String java = ProcessHandle.current().info().command().orElse(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        return new ProcessBuilder(java, "-Xshare:auto", "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"),
                SaveLoopChild.class.getName(), mode, dir.toString()).redirectError(ProcessBuilder.Redirect.PIPE).start();
    }

    private static String errors(Process p) throws IOException {
        return p.isAlive() ? "" : new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
    }
}
