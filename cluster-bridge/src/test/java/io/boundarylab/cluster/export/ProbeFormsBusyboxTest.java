package io.boundarylab.cluster.export;

import io.boundarylab.engine.scenario.ProbeSpec;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The exec commands of simulated probe outcomes, run as the kubelet would run them, under a real busybox {@code sh}. */
class ProbeFormsBusyboxTest {
    @TempDir Path dir;

    private static ProbeSpec probe(String fileExists, Long passAfterMs, Long failAfterMs, List<String> results) {
        return new ProbeSpec(null, fileExists, passAfterMs, failAfterMs, results, 0, 1000, 1000, 1, 3);
    }

    /** The command as sh would see it typed: {@code sh -c X} runs X, anything else its words, each quoted. */
    private static String asScript(List<String> command) {
        if (command.size() == 3 && command.get(0).equals("sh") && command.get(1).equals("-c")) return command.get(2);
        StringBuilder s = new StringBuilder();
        for (String w : command) s.append(s.length() == 0 ? "" : " ").append('\'').append(w.replace("'", "'\\''")).append('\'');
        return s.toString();
    }

    private static int exec(Busybox bb, ProbeSpec p) throws Exception {
        return bb.run(asScript(ProbeForms.command("pod/p/web readinessProbe", "readiness", p)));
    }

    /** The script writes when it started, in whole seconds; a probe's passAfter and failAfter count from there. */
    private static void startedSecondsAgo(Busybox bb, long seconds) throws Exception {
        Files.writeString(bb.state.resolve("started"), Long.toString(System.currentTimeMillis() / 1000 - seconds) + "\n");
    }

    @Test
    void fileExistsPassesOnlyOnceTheFileIsThere() throws Exception {
        Busybox bb = Busybox.in(dir);
        Path ready = dir.resolve("ready");
        ProbeSpec p = probe(ready.toString(), null, null, null);
        assertEquals(1, exec(bb, p));
        Files.writeString(ready, "");
        assertEquals(0, exec(bb, p));
    }

    @Test
    void aListOfResultsIsPlayedInOrderAndTheLastRepeats() throws Exception {
        Busybox bb = Busybox.in(dir);
        ProbeSpec p = probe(null, null, null, List.of("fail", "fail", "pass"));
        assertEquals(List.of(1, 1, 0, 0), List.of(exec(bb, p), exec(bb, p), exec(bb, p), exec(bb, p)));
    }

    @Test
    void passAfterAndFailAfterCountFromTheScriptsStart() throws Exception {
        Busybox bb = Busybox.in(dir);
        ProbeSpec passAfter = probe(null, 5000L, null, null);
        ProbeSpec failAfter = probe(null, null, 5000L, null);
        // Started now: at most a second has gone by, well before 5 s.
        startedSecondsAgo(bb, 0);
        assertEquals(1, exec(bb, passAfter));
        assertEquals(0, exec(bb, failAfter));
        startedSecondsAgo(bb, 10);
        assertEquals(0, exec(bb, passAfter));
        assertEquals(1, exec(bb, failAfter));
    }
}
