package io.boundarylab.cluster.export;

import io.boundarylab.engine.scenario.ContainerSpec;
import io.boundarylab.engine.scenario.Resources;
import io.boundarylab.engine.scenario.Step;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every step kind's script, run by a real busybox sh with short durations. The tests run at once: each waits mostly for
 * its script's own sleeps, in a folder of its own, on ports the kernel gave it.
 */
@Execution(ExecutionMode.CONCURRENT)
class ShellScriptBusyboxTest {
    @TempDir Path dir;

    static ContainerSpec container(String image, Long onSigtermAfterMs, int onSigtermExitCode, Step... steps) {
        return new ContainerSpec("web", image, null, Resources.NONE, Resources.NONE, List.of(), List.of(), null, null, null, null, null,
                onSigtermAfterMs, onSigtermExitCode, List.of(steps));
    }

    static String script(Step... steps) throws NotExportable {
        return ShellScript.of("pod/p/web", container("busybox", null, 143, steps));
    }

    static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0)) { return s.getLocalPort(); }
    }

    @Test
    void writeOnceTouchAndTheStepsRunningOutExitZero() throws Exception {
        Busybox bb = Busybox.in(dir);
        Path log = dir.resolve("data/logs/app.log");
        Path flag = dir.resolve("data/ready");
        assertEquals(0, bb.run(script(new Step.Write(log.toString(), null), new Step.Touch(flag.toString()))));
        assertEquals(1, Files.readAllLines(log).size());
        assertTrue(Files.exists(flag));
    }

    @Test
    void requireOfAMissingFileExitsOneWithConfigMissing() throws Exception {
        Busybox bb = Busybox.in(dir);
        Path conf = dir.resolve("config/app.yaml");
        assertEquals(1, bb.run(script(new Step.Require(conf.toString()), new Step.Exit(0))));
        assertTrue(bb.stderr().contains("config missing"), bb.stderr());
        Files.createDirectories(conf.getParent());
        Files.writeString(conf, "x");
        assertEquals(5, bb.run(script(new Step.Require(conf.toString()), new Step.Exit(5))));
    }

    @Test
    void listenHoldsThePortWhileTheProcessLivesAndATakenPortExitsOne() throws Exception {
        Busybox bb = Busybox.in(dir);
        int port = freePort();
        Process p = bb.start(script(new Step.Listen(port), new Step.Run(1500L)));
        bb.awaitStdout(p, "listening on port " + port);
        try (Socket s = new Socket()) {
            s.connect(new InetSocketAddress("127.0.0.1", port), 1000);
        }
        assertTrue(p.waitFor(10, TimeUnit.SECONDS));
        assertEquals(0, p.exitValue());
        try (ServerSocket taken = new ServerSocket(0)) {
            assertEquals(1, bb.run(script(new Step.Listen(taken.getLocalPort()), new Step.Run(null))));
            assertTrue(bb.stderr().contains("address already in use"), bb.stderr());
        }
    }

    @Test
    void connectExitsOneOnlyWhenRequiredAndRefused() throws Exception {
        Busybox bb = Busybox.in(dir);
        int closed = freePort();
        assertEquals(1, bb.run(script(new Step.Connect("127.0.0.1", closed, true), new Step.Exit(0))));
        assertEquals(4, bb.run(script(new Step.Connect("127.0.0.1", closed, false), new Step.Exit(4))));
        try (ServerSocket open = new ServerSocket(0)) {
            Thread acceptor = new Thread(() -> {
                try (Socket s = open.accept()) { s.getInputStream().read(); } catch (IOException ignored) { /* the test ends it */ }
            });
            acceptor.start();
            assertEquals(6, bb.run(script(new Step.Connect("127.0.0.1", open.getLocalPort(), true), new Step.Exit(6))));
            assertTrue(bb.stdout().contains("connected to 127.0.0.1:" + open.getLocalPort()), bb.stdout());
        }
    }

    @Test
    void serveAnswersTheImageTagAndRequestReadsIt() throws Exception {
        Busybox bb = Busybox.in(dir);
        int port = freePort();
        String s = ShellScript.of("pod/p/web", container("web:v2", null, 143,
                new Step.Serve(port, null), new Step.Request("127.0.0.1", port, 300), new Step.Run(1200L)));
        assertEquals(0, bb.run(s));
        assertTrue(bb.stdout().contains("v2"), bb.stdout());
        int refused = freePort();
        assertEquals(0, bb.run(script(new Step.Request("127.0.0.1", refused, 300), new Step.Run(700L))));
        assertTrue(bb.stderr().contains("request to 127.0.0.1:" + refused + " failed"), bb.stderr());
    }

    @Test
    void serveAnswersTheTagOfTheImageInTheEnvironmentByTheEnginesRule() throws Exception {
        // A rollout changes BOUNDARY_LAB_IMAGE in the template; the script built for web:v1 must then serve the new tag,
        // worked out as Step.Serve.tagOf does (tag, digest after @, or latest when a registry port is the only colon).
        for (String image : List.of("web:v2", "registry:5000/web", "web@sha256:abc", "registry:5000/team/web:v4")) {
            Busybox bb = Busybox.in(Files.createDirectories(dir.resolve("run-" + image.replaceAll("[^a-z0-9]", "-"))));
            bb.env.put(ShellScript.IMAGE_VARIABLE, image);
            int port = freePort();
            String s = ShellScript.of("pod/p/web", container("web:v1", null, 143,
                    new Step.Serve(port, null), new Step.Request("127.0.0.1", port, 300), new Step.Run(700L)));
            assertEquals(0, bb.run(s));
            List<String> served = bb.stdout().lines().filter(l -> !l.startsWith("listening")).distinct().toList();
            assertEquals(List.of(Step.Serve.tagOf(image)), served, image);
        }
    }

    @Test
    void writeEveryPeriodAppendsAndShipCountsTheLines() throws Exception {
        Busybox bb = Busybox.in(dir);
        Path logs = dir.resolve("logs");
        assertEquals(0, bb.run(script(new Step.Write(logs.resolve("access.log").toString(), 200L), new Step.Ship(logs.toString()),
                new Step.Run(2500L))));
        int lines = Files.readAllLines(logs.resolve("access.log")).size();
        // One line at once, then one every 0.2 s for 2.5 s: about 13; a loaded machine writes fewer, never many more.
        assertTrue(lines >= 5 && lines <= 14, "lines: " + lines);
        long shipped = Long.parseLong(Files.readString(bb.state.resolve("shipped")).trim());
        assertTrue(shipped >= 1 && shipped <= lines, "shipped " + shipped + " of " + lines);
    }

    @Test
    void allocateHoldsTheBytesInTheShellItself() throws Exception {
        Busybox bb = Busybox.in(dir);
        long bytes = 16L << 20;
        Process p = bb.start(script(new Step.Allocate(bytes), new Step.Run(null)));
        try {
            long rssKb = 0;
            for (int i = 0; i < 100 && rssKb < bytes / 1024; i++) {
                Thread.sleep(100);
                for (String line : Files.readAllLines(Path.of("/proc/" + p.pid() + "/status"))) {
                    if (line.startsWith("VmRSS:")) rssKb = Long.parseLong(line.replaceAll("\\D", ""));
                }
            }
            assertTrue(rssKb >= bytes / 1024, "the shell holds " + rssKb + " kB, fewer than the " + bytes / 1024 + " kB allocated");
        } finally {
            p.destroy();
            p.waitFor(5, TimeUnit.SECONDS);
        }
        assertEquals(143, p.exitValue());
    }

    @Test
    void burnCpuKeepsAWholeCoreBusyForItsDurationAndRefusesFractions() throws Exception {
        Busybox bb = Busybox.in(dir);
        long t0 = System.nanoTime();
        assertEquals(0, bb.run(script(new Step.BurnCpu(1000, 600))));
        long ms = (System.nanoTime() - t0) / 1_000_000;
        assertTrue(ms >= 600, "ended after " + ms + " ms");
        NotExportable e = assertThrows(NotExportable.class, () -> script(new Step.BurnCpu(500, 600)));
        assertTrue(e.getMessage().startsWith("pod/p/web step 1 (burnCpu): "), e.getMessage());
    }

    @Test
    void sigtermEndsTheScriptAtOnceWith143OrAfterItsOwnDelayWithItsCode() throws Exception {
        Busybox bb = Busybox.in(dir);
        Process p = bb.start(script(new Step.Run(null)));
        Busybox.awaitChild(p, "sleep");
        long t0 = System.nanoTime();
        p.destroy();
        assertTrue(p.waitFor(5, TimeUnit.SECONDS));
        assertEquals(143, p.exitValue());
        assertTrue((System.nanoTime() - t0) / 1_000_000 < 2000, "SIGTERM was held");
        Process slow = bb.start(ShellScript.of("pod/p/web", container("busybox", 800L, 0, new Step.Run(null))));
        Busybox.awaitChild(slow, "sleep");
        long t1 = System.nanoTime();
        slow.destroy();
        assertTrue(slow.waitFor(5, TimeUnit.SECONDS));
        assertEquals(0, slow.exitValue());
        assertTrue((System.nanoTime() - t1) / 1_000_000 >= 800, "ended before its 800 ms");
    }

    @Test
    void aCrashOnTheTimelineExitsWithTheCodeTheRunnerWrote() throws Exception {
        Busybox bb = Busybox.in(dir);
        Process p = bb.start(script(new Step.Run(null)));
        Busybox.awaitChild(p, "sleep");
        Files.writeString(bb.state.resolve(ShellScript.CRASH_FILE), "7\n");
        new ProcessBuilder("kill", "-USR1", Long.toString(p.pid())).start().waitFor();
        assertTrue(p.waitFor(5, TimeUnit.SECONDS));
        assertEquals(7, p.exitValue());
    }

    @Test
    void sleepWaitsAndExitGivesItsCode() throws Exception {
        Busybox bb = Busybox.in(dir);
        long t0 = System.nanoTime();
        assertEquals(3, bb.run(script(new Step.Sleep(500), new Step.Exit(3), new Step.Exit(4))));
        assertTrue((System.nanoTime() - t0) / 1_000_000 >= 500);
    }
}
