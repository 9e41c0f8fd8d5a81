package io.boundarylab.bridge.sandbox;

import io.boundarylab.bridge.KernelAssumptions;
import io.boundarylab.bridge.host.CgroupLayout;
import io.boundarylab.bridge.host.Proc;
import io.boundarylab.bridge.host.RunId;
import io.boundarylab.bridge.host.Tools;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Kills a JVM with SIGKILL in the middle of an experiment and proves that nothing of its run
 * remains: no process, no cgroup, no mount, no state. Once with its guard alive (the guard cleans),
 * once with the guard killed too (the next start-up sweep cleans).
 */
class KillMidExperimentKernelTest {

    @TempDir
    Path stateDir;

    private record Started(Process jvm, RunId run, long guard, List<Long> pids) {
    }

    private Started startAndWait() throws IOException {
        return startAndWait("episodes");
    }

    private Started startAndWait(String mode) throws IOException {
        List<String> cmd = List.of(Tools.javaLauncher(), "-XX:-UsePerfData", "-cp", System.getProperty("java.class.path"),
                MidExperimentMain.class.getName(), stateDir.toString(), mode);
        Process p = new ProcessBuilder(cmd).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
        String line;
        while ((line = r.readLine()) != null && !line.startsWith("RUN ")) {
            // the member JVMs' start-up noise, if any
        }
        assertNotNull(line, "the experiment JVM never reported its run");
        String[] f = line.split(" ");
        List<Long> pids = new ArrayList<>();
        for (int i = 3; i < f.length; i++) pids.add(Long.parseLong(f[i]));
        return new Started(p, new RunId(f[1]), Long.parseLong(f[2]), pids);
    }

    /** Everything of the run that still exists, as text (empty when nothing remains). */
    private List<String> leftovers(Host host, Started s) throws IOException {
        List<String> out = new ArrayList<>();
        Proc proc = host.proc();
        for (long pid : proc.pids()) {
            if (proc.cmdline(pid).contains(s.run().value()) && !"Z".equals(proc.state(pid).orElse("Z"))) {
                out.add("process " + pid + " " + proc.cmdline(pid));
            }
        }
        for (long pid : s.pids()) {
            if (ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false) && !"Z".equals(proc.state(pid).orElse("Z"))) {
                out.add("member or holder " + pid);
            }
        }
        for (CgroupLayout.Hierarchy h : host.layout().hierarchies()) {
            Path dir = CgroupLayout.dir(h, List.of(s.run().value()));
            if (Files.exists(dir)) out.add("cgroup " + dir);
        }
        for (String line : Files.readAllLines(Path.of("/proc/self/mountinfo"))) {
            if (line.contains(s.run().value())) out.add("mount " + line);
        }
        if (Files.exists(stateDir.resolve(s.run().value()))) out.add("state " + stateDir.resolve(s.run().value()));
        return out;
    }

    private List<String> awaitNothingLeft(Host host, Started s, long timeoutMs) throws IOException, InterruptedException {
        long deadline = System.nanoTime() + timeoutMs * 1_000_000L;
        List<String> left = leftovers(host, s);
        while (!left.isEmpty() && System.nanoTime() < deadline) {
            Thread.sleep(100);
            left = leftovers(host, s);
        }
        return left;
    }

    @Test
    void theGuardCleansUpAfterSigkillOfTheJvm() throws Exception {
        KernelAssumptions.assumeCanRun("fate");
        Host host = Host.detect(stateDir);
        Started s = startAndWait();
        assertFalse(leftovers(host, s).isEmpty(), "the run was in the middle of its experiment");
        s.jvm().destroyForcibly();
        s.jvm().waitFor();
        assertEquals(137, s.jvm().exitValue());
        List<String> left = awaitNothingLeft(host, s, 20_000);
        assertTrue(left.isEmpty(), () -> "left behind: " + left);
    }

    /** The concept deck's members, one of them in a user namespace under another uid, go as the others do. */
    @Test
    void theGuardCleansUpTheDecksMembersAfterSigkillOfTheJvm() throws Exception {
        KernelAssumptions.assumeCanRun("root-in-userns");
        Host host = Host.detect(stateDir);
        Started s = startAndWait("deck");
        assertEquals(4, s.pids().size(), "holder and three members");
        assertFalse(leftovers(host, s).isEmpty(), "the run was in the middle of its experiment");
        s.jvm().destroyForcibly();
        s.jvm().waitFor();
        assertEquals(137, s.jvm().exitValue());
        List<String> left = awaitNothingLeft(host, s, 20_000);
        assertTrue(left.isEmpty(), () -> "left behind: " + left);
    }

    @Test
    void sigtermClosesTheRunInAnOrderlyWay() throws Exception {
        KernelAssumptions.assumeCanRun("fate");
        Host host = Host.detect(stateDir);
        Started s = startAndWait();
        s.jvm().destroy();
        s.jvm().waitFor();
        assertEquals(143, s.jvm().exitValue());
        List<String> left = awaitNothingLeft(host, s, 20_000);
        assertTrue(left.isEmpty(), () -> "left behind: " + left);
        assertFalse(ProcessHandle.of(s.guard()).map(ProcessHandle::isAlive).orElse(false), "the guard ends with its run");
    }

    @Test
    void theStartUpSweepCleansUpWhenTheGuardDiedToo() throws Exception {
        KernelAssumptions.assumeCanRun("fate");
        Host host = Host.detect(stateDir);
        Started s = startAndWait();
        java.util.Optional<ProcessHandle> guard = ProcessHandle.of(s.guard());
        guard.ifPresent(ProcessHandle::destroyForcibly);
        s.jvm().destroyForcibly();
        s.jvm().waitFor();
        if (guard.isPresent()) guard.get().onExit().get(20, java.util.concurrent.TimeUnit.SECONDS);
        // Without guard and owner, the run's state stays until a sweep of this state folder. Its cgroups are
        // shared with the whole machine: another JVM's start-up sweep (another build here) may already have
        // cleaned them, which is that sweep doing its job, so they are not required to be there still.
        List<String> before = leftovers(host, s);
        assertTrue(before.stream().anyMatch(l -> l.startsWith("state ")), () -> "expected the run's state, found " + before);

        List<RunCleaner.Outcome> swept = new Sweeper(host).sweep();
        assertTrue(swept.stream().anyMatch(o -> o.run().equals(s.run())));
        List<String> left = awaitNothingLeft(host, s, 5_000);
        assertTrue(left.isEmpty(), () -> "left behind after the sweep: " + left);
    }
}
