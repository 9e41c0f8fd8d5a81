package io.boundarylab.app;

import io.boundarylab.testsupport.BackgroundReads;
import io.boundarylab.testsupport.FixedSleeps;
import io.boundarylab.testsupport.TestSourceNames;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The rules every test source of this module keeps, each failing the build and naming the file: a
 * name Surefire runs, no fixed sleeps, and no read of background work without a wait for it.
 */
class TestSourcesRunTest {
    private static final Path TESTS = Path.of("src", "test", "java");

    /** The bounded waits a UI test uses after starting background work: Await, and the helpers that wait for a window with it. */
    private static final List<String> WAITS = List.of("Await.", "NewWindow.openedBy(", "OpenPlayground.");

    @Test
    void everyTestClassHasANameSurefireRuns() {
        TestSourceNames.assertEveryTestClassRuns(TESTS);
    }

    @Test
    void noTestWaitsAFixedTime() {
        FixedSleeps.assertNone(TESTS);
    }

    @Test
    void noUiTestReadsBackgroundWorkWithoutWaitingForIt() {
        List<String> found = BackgroundReads.find(TESTS, Path.of("src", "main", "java"), WAITS);
        assertEquals(List.of(), found, "UI tests go on after starting background work without waiting for it: make the next statement "
                + "a bounded wait for its condition (Await.until), or say why none is needed with \"// no wait needed:\"");
    }
}
