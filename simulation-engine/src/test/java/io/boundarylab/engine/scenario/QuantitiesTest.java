package io.boundarylab.engine.scenario;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class QuantitiesTest {

    @ParameterizedTest
    @CsvSource({"250ms,250", "10s,10000", "2m,120000", "1h,3600000", "1m30s,90000", "1h2m3s4ms,3723004", "0s,0"})
    void durations(String text, long ms) {
        assertEquals(ms, Quantities.parseDurationMs(text));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "10", "1.5s", "s", "10 s", "1d", "-1s"})
    void badDurations(String text) {
        assertThrows(IllegalArgumentException.class, () -> Quantities.parseDurationMs(text));
    }

    @ParameterizedTest
    @CsvSource({"100m,100", "0.5,500", "2,2000", "1.25,1250", "0.0001,1", "1k,1000000"})
    void cpu(String text, long milli) {
        assertEquals(milli, Quantities.parseCpuMilli(text));
    }

    @ParameterizedTest
    @CsvSource({"64Mi,67108864", "1Gi,1073741824", "500M,500000000", "1024,1024", "1.5Gi,1610612736", "1k,1000", "2Ki,2048"})
    void memory(String text, long bytes) {
        assertEquals(bytes, Quantities.parseMemoryBytes(text));
    }

    @ParameterizedTest
    @CsvSource({"90000,1m30s", "250,250ms", "3600000,1h", "0,0s"})
    void formatDurations(long ms, String text) {
        assertEquals(text, Quantities.formatDuration(ms));
    }

    @ParameterizedTest
    @CsvSource({"200,200m", "2000,2", "67108864,64Mi", "1073741824,1Gi"})
    void formatQuantities(long n, String text) {
        if (text.endsWith("i")) assertEquals(text, Quantities.formatMemory(n));
        else assertEquals(text, Quantities.formatCpu(n));
    }
}
