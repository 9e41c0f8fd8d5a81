package io.boundarylab.cluster.export;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * A real busybox {@code sh} in a temporary folder, laid out as the busybox image is: one link per
 * applet on the PATH, and nothing else. Tests that need it are skipped, with the reason, where
 * Debian's {@code busybox} package is not installed ({@code .ci/run} installs it).
 */
final class Busybox {
    private static final List<String> APPLETS = List.of("sh", "httpd", "nc", "wget", "timeout", "sleep", "date", "head", "tr", "cat",
            "mkdir", "touch", "wc", "find", "kill", "test", "echo", "rm", "ls", "readlink", "printf", "grep");

    final Path bin;
    final Path state;
    final Path root;
    /** Environment a container would get from its Pod spec, on top of PATH and BL_STATE. */
    final java.util.Map<String, String> env = new java.util.TreeMap<>();

    private Busybox(Path root) throws IOException {
        this.root = root;
        this.bin = Files.createDirectories(root.resolve("bin"));
        this.state = Files.createDirectories(root.resolve("state"));
        Path busybox = find();
        for (String a : APPLETS) Files.createSymbolicLink(bin.resolve(a), busybox);
    }

    static Busybox in(Path root) throws IOException {
        assumeTrue(find() != null, "busybox is not installed (apt-get install -y busybox): the generated scripts cannot be run here");
        return new Busybox(root);
    }

    private static Path find() {
        for (String dir : System.getenv().getOrDefault("PATH", "/usr/bin:/bin").split(":")) {
            Path p = Path.of(dir, "busybox");
            if (Files.isExecutable(p)) return p;
        }
        Path debian = Path.of("/usr/bin/busybox");
        return Files.isExecutable(debian) ? debian : null;
    }

    /** Starts {@code sh -c SCRIPT} as a container would, with output to files under the root. */
    Process start(String script, String... extraArgs) throws IOException {
        List<String> cmd = new ArrayList<>(List.of(bin.resolve("sh").toString(), "-c", script));
        cmd.addAll(List.of(extraArgs));
        ProcessBuilder pb = new ProcessBuilder(cmd);
        pb.environment().clear();
        pb.environment().put("PATH", bin.toString());
        pb.environment().put("BL_STATE", state.toString());
        pb.environment().putAll(env);
        pb.redirectOutput(root.resolve("stdout").toFile());
        pb.redirectError(root.resolve("stderr").toFile());
        return pb.start();
    }

    /** Runs a script to its end (at most 20 s) and returns its exit code. */
    int run(String script) throws IOException, InterruptedException {
        Process p = start(script);
        if (!p.waitFor(20, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("the script did not end within 20 s");
        }
        return p.exitValue();
    }

    /**
     * Waits (at most 10 s) until the script runs {@code command} as a child process. Its prelude also starts children
     * ({@code mkdir}, {@code date}) before the traps are set; the {@code sleep} of a run step comes after them.
     */
    static void awaitChild(Process p, String command) throws IOException, InterruptedException {
        Path children = Path.of("/proc", Long.toString(p.pid()), "task", Long.toString(p.pid()), "children");
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (System.nanoTime() < deadline) {
            if (!p.isAlive()) throw new AssertionError("the script ended with " + p.exitValue() + " before it ran " + command);
            String pids = Files.exists(children) ? Files.readString(children).trim() : "";
            for (String pid : pids.isEmpty() ? new String[0] : pids.split("\\s+")) {
                Path comm = Path.of("/proc", pid, "comm");
                try {
                    if (Files.readString(comm).trim().equals(command)) return;
                } catch (IOException gone) {
                    // the child ended between the two reads
                }
            }
            Thread.sleep(10);
        }
        throw new AssertionError("the script did not run " + command + " within 10 s");
    }

    /** Waits (at most 10 s) until the script's standard output holds {@code text}. */
    void awaitStdout(Process p, String text) throws IOException, InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (System.nanoTime() < deadline) {
            if (stdout().contains(text)) return;
            if (!p.isAlive()) throw new AssertionError("the script ended with " + p.exitValue() + " before it printed " + text);
            Thread.sleep(10);
        }
        throw new AssertionError("the script did not print " + text + " within 10 s; stdout: " + stdout());
    }

    String stdout() throws IOException { return Files.readString(root.resolve("stdout")); }

    String stderr() throws IOException { return Files.readString(root.resolve("stderr")); }
}
