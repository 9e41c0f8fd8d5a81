package io.boundarylab.cluster.play;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * A play whose JVM is killed with SIGKILL while its Pods run leaves nothing behind: each node's guard removes its Pods,
 * containers and folder, and the node's namespaces end with their last process. Skipped, with the reason, where
 * podman cannot run.
 */
class KillMidPlayTest {
    @TempDir
    Path base;

    @Test
    void aKilledPlayLeavesNoProcessAndNoFolder() throws Exception {
        PodmanTools.Found found = PodmanTools.find();
        assumeTrue(found.tools() != null, found::whyNot);
        List<String> hostLinks = links();
        Process jvm = new ProcessBuilder(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-XX:-UsePerfData",
                "-cp", System.getProperty("java.class.path"), PlayUntilKilledMain.class.getName(), base.toString()))
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        BufferedReader out = new BufferedReader(new InputStreamReader(jvm.getInputStream(), StandardCharsets.UTF_8));
        String said = out.readLine();
        if (!"playing".equals(said)) {
            jvm.destroyForcibly();
            assumeTrue(false, "the play did not start here: " + said);
        }
        List<ProcessHandle> made = jvm.descendants().toList();
        // The nodes' bridges and the Pods' addresses live in the nodes' own network namespaces, not on the host's.
        assertEquals(hostLinks, links(), "the play made a network interface on the host");
        assertTrue(made.stream().anyMatch(h -> h.info().command().map(c -> c.endsWith("conmon")).orElse(false)), "no container runs: " + made);
        jvm.destroyForcibly();
        jvm.waitFor(10, TimeUnit.SECONDS);

        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        List<ProcessHandle> alive = new ArrayList<>(made);
        boolean folders = true;
        while (System.nanoTime() < deadline) {
            alive.removeIf(h -> !h.isAlive());
            folders = anyRunFolder();
            if (alive.isEmpty() && !folders) break;
            Thread.sleep(100);
        }
        assertEquals(List.of(), alive.stream().map(h -> h.pid() + " " + h.info().commandLine().orElse("")).toList(), "processes left");
        assertTrue(!folders, "the play's folder is left under " + base);
        // Podman's cgroup folders (cgroupfs) go too, once no container of anyone's is in them.
        long deadlineGroups = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (System.nanoTime() < deadlineGroups && !cgroupsLeft().isEmpty()) Thread.sleep(100);
        assertEquals(List.of(), cgroupsLeft(), "cgroup folders left");
    }

    private static List<String> cgroupsLeft() throws java.io.IOException {
        List<String> left = new ArrayList<>();
        try (Stream<Path> hierarchies = Files.list(Path.of("/sys/fs/cgroup"))) {
            for (Path h : hierarchies.toList()) if (Files.isDirectory(h.resolve("libpod_parent"))) left.add(h.resolve("libpod_parent").toString());
        }
        if (Files.isDirectory(Path.of("/sys/fs/cgroup/libpod_parent"))) left.add("/sys/fs/cgroup/libpod_parent");
        return left;
    }

    private static List<String> links() throws java.io.IOException {
        try (Stream<Path> l = Files.list(Path.of("/sys/class/net"))) {
            return l.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    private boolean anyRunFolder() throws java.io.IOException {
        try (Stream<Path> runs = Files.list(base)) {
            return runs.anyMatch(p -> p.getFileName().toString().startsWith("run-"));
        }
    }
}
