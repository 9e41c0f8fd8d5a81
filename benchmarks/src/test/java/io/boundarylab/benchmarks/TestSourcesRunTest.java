package io.boundarylab.benchmarks;

import io.boundarylab.testsupport.FixedSleeps;
import io.boundarylab.testsupport.TestSourceNames;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;

/** Every test class in this module has a name Surefire runs: a misnamed one fails the build, named. */
class TestSourcesRunTest {
    @Test
    void everyTestClassHasANameSurefireRuns() {
        TestSourceNames.assertEveryTestClassRuns(Path.of("src", "test", "java"));
    }

    @Test
    void noTestWaitsAFixedTime() {
        FixedSleeps.assertNone(Path.of("src", "test", "java"));
    }
}
