package io.boundarylab.app;

import io.boundarylab.testsupport.BackgroundReads;
import io.boundarylab.testsupport.FixedSleeps;
import io.boundarylab.testsupport.TestSourceNames;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The rules every test source of this module keeps, each failing the build and naming the file: a
 * name Surefire runs, no fixed sleeps, and no read of background work without a wait for it.
 */
class TestSourcesRunTest {
    private static final Path TESTS = Path.of("src", "test", "java");

    /** The bounded waits a UI test uses after starting background work: Await, and the helpers that wait for a window with it. */
    private static final List<String> WAITS = List.of("Await.", "NewWindow.openedBy(", "OpenPlayground.");

    /**
     * Findings in a file another change owns, until it says why no wait is needed there (the code it
     * enters carries no experiment, so Enter sets the seed at once): listed here and nowhere else, and
     * the test fails once the finding is gone, so the entry goes with it.
     */
    private static final List<String> OWNED_ELSEWHERE = List.of("io/boundarylab/app/ui/EveryDialogFitsTest.java:\\d+ \\(#class-enter\\)");

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
        List<String> found = new ArrayList<>(BackgroundReads.find(TESTS, Path.of("src", "main", "java"), WAITS));
        for (String pending : OWNED_ELSEWHERE) {
            assertTrue(found.removeIf(f -> f.matches(pending)), "no longer found, so no longer listed: " + pending);
        }
        assertEquals(List.of(), found, "UI tests go on after starting background work without waiting for it: make the next statement "
                + "a bounded wait for its condition (Await.until), or say why none is needed with \"// no wait needed:\"");
    }
}
