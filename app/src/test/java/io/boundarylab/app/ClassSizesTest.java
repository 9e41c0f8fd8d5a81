package io.boundarylab.app;

import io.boundarylab.testsupport.ClassSizes;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * No main class of any module over 400 lines (run here, where the whole reactor's sources are seen:
 * the app depends on every other module). A class over the limit does more than one job; cut it where
 * a reader would name the parts.
 */
class ClassSizesTest {
    /** The reactor's root, seen from this module's folder (where Surefire runs). */
    private static final Path REACTOR = Path.of("..");

    @Test
    void noMainClassIsOverTheLimit() {
        assertEquals(List.of(), ClassSizes.problems(REACTOR, List.of()),
                "main classes over " + ClassSizes.MAX_LINES + " lines: cut them by their jobs");
    }

    @Test
    void theRuleSeesEveryModule() {
        List<String> modules = ClassSizes.sizes(REACTOR).keySet().stream().map(p -> p.substring(0, p.indexOf('/'))).distinct().toList();
        assertTrue(modules.containsAll(List.of("app", "simulation-engine", "episodes", "real-runtime-bridge", "cluster-bridge", "test-support",
                "benchmarks")), modules.toString());
    }
}
