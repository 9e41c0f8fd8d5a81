package io.boundarylab.episodes.content;

import io.boundarylab.episodes.Fixtures;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * A broken content folder never crashes whoever loads it: whatever is cut out of or pasted into a
 * file, loading either succeeds or reports problems with a file name. Seeded, so it is repeatable.
 */
class BrokenContentTest {

    @TempDir
    Path tmp;

    @Test
    void randomDamageIsReportedNeverThrown() throws IOException {
        Random random = new Random(20261202L);
        List<Path> files;
        Path pristine = Fixtures.copyOfContent(tmp.resolve("pristine"));
        try (Stream<Path> s = Files.walk(pristine)) {
            files = s.filter(p -> p.toString().endsWith(".yaml")).sorted().toList();
        }
        int reported = 0;
        for (int round = 0; round < 60; round++) {
            Path dir = tmp.resolve("round-" + round);
            Fixtures.copyTree(pristine, dir);
            Path victim = dir.resolve(pristine.relativize(files.get(random.nextInt(files.size()))).toString());
            List<String> lines = new ArrayList<>(Files.readAllLines(victim, StandardCharsets.UTF_8));
            if (lines.isEmpty()) continue;
            int at = random.nextInt(lines.size());
            switch (random.nextInt(4)) {
                case 0 -> lines.remove(at);
                case 1 -> lines.add(at, lines.get(random.nextInt(lines.size())));
                case 2 -> lines.set(at, lines.get(at).substring(0, lines.get(at).length() / 2));
                default -> lines.set(at, "  " + lines.get(at));
            }
            Files.write(victim, lines, StandardCharsets.UTF_8);
            try {
                Investigation.load(dir, Locale.ENGLISH);
            } catch (ContentException e) {
                reported++;
                assertFalse(e.problems().isEmpty());
                for (ContentProblem p : e.problems()) {
                    assertFalse(p.file() == null || p.file().isBlank(), p.format());
                    assertTrue(p.line() >= 0 && p.column() >= 0, p.format());
                    assertFalse(p.message().contains("content could not be read"), "a loader bug surfaced: " + p.format());
                }
            } catch (RuntimeException e) {
                fail("round " + round + " on " + victim + " threw " + e, e);
            }
        }
        assertTrue(reported > 20, "most damage is noticed: " + reported + " of 60");
    }
}
