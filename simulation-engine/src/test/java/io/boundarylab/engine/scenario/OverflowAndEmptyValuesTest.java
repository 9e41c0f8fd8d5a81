package io.boundarylab.engine.scenario;

import io.boundarylab.engine.Simulator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 13's overflowing times and empty step values: each is refused with a one-line message at
 * its line and field, never wrapped around, never a crash.
 */
class OverflowAndEmptyValuesTest {
    private static final String STEP = "              - sleep: 1s";

    private static String withStep(String step) {
        return ScenarioReaderTest.BASE.replace(STEP, "              - " + step);
    }

    private static ScenarioException refused(String text) {
        return assertThrows(ScenarioException.class, () -> ScenarioReader.parse(text, "s.yaml"));
    }

    @Test
    void runForLongMaxMillisecondsIsTooLargeNotACrash() {
        ScenarioException e = refused(withStep("run: 9223372036854775807ms"));
        assertEquals("s.yaml:17:22: pods[0].spec.containers[0].x-sim.steps[0].run: too large: at most 876000h (100 years)", e.getMessage());
    }

    @Test
    void burnCpuWithHugeCoresIsTooLargeNotOverflow() {
        ScenarioException e = refused(withStep("burnCpu: {cores: 99999999999999999999, for: 10s}"));
        assertEquals("pods[0].spec.containers[0].x-sim.steps[0].burnCpu.cores", e.field());
        assertEquals("too large: at most 1000000 cores", e.problem());
    }

    @Test
    void hugeGracePeriodIsTooLargeNotNegative() {
        ScenarioException e = refused(ScenarioReaderTest.BASE.replace("    spec:\n", "    spec:\n      terminationGracePeriodSeconds: 9223372036854775807\n"));
        assertEquals("pods[0].spec.terminationGracePeriodSeconds", e.field());
        assertEquals("too large: at most 3153600000 seconds (100 years)", e.problem());
    }

    @Test
    void untilThatOverflowedToZeroIsTooLarge() {
        ScenarioException e = refused(ScenarioReaderTest.BASE.replace("until: 1m", "until: 5124095576030431h"));
        assertEquals("s.yaml:2:8: until: too large: at most 876000h (100 years)", e.getMessage());
    }

    @Test
    void aNumberWithTooManyDigitsIsTooLargeNotMustBePositive() {
        ScenarioException e = refused(ScenarioReaderTest.BASE.replace("    spec:\n", "    spec:\n      terminationGracePeriodSeconds: 99999999999999999999999\n"));
        assertEquals("too large: at most 9223372036854775807", e.problem());
    }

    @Test
    void theLongestAllowedDurationIsAccepted() throws ScenarioException {
        assertEquals(Quantities.MAX_DURATION_MS, ScenarioReader.parse(ScenarioReaderTest.BASE.replace("until: 1m", "until: 876000h"), "s.yaml").untilMs());
        assertThrows(IllegalArgumentException.class, () -> Quantities.parseDurationMs("876000h1ms"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"sleep", "listen", "connect", "write", "require", "ship", "touch", "allocate", "burnCpu", "exit", "run"})
    void anEmptyStepValueIsAClearErrorForEveryStepKind(String kind) {
        ScenarioException e = refused(withStep(kind + ":"));
        assertEquals("s.yaml:17:17: pods[0].spec.containers[0].x-sim.steps[0]: the step '" + kind + "' needs a value", e.getMessage());
    }

    @Test
    @Timeout(10)
    void theLongestHorizonOnAnIdleClusterEndsAtOnce() throws ScenarioException {
        Scenario s = ScenarioReader.parse(ScenarioReaderTest.BASE.replace("until: 1m", "until: 876000h").replace(STEP, "              - exit: 0")
                .replace("    spec:\n", "    spec:\n      restartPolicy: Never\n"), "s.yaml");
        var run = Simulator.run(s);
        assertEquals(Quantities.MAX_DURATION_MS, run.result().endTimeMs());
        assertTrue(run.trace().size() < 100);
    }
}
