package io.boundarylab.cluster.export;

import io.boundarylab.engine.scenario.Step;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The two places a script could decide on a clock instead of on what happened: whether httpd bound its port, and whether a
 * connect was answered. Each script runs in a network namespace of its own, as a Pod's containers do, with busybox's sh,
 * nc and httpd and only the options busybox 1.36's defconfig builds in.
 * The tests run at once, each in a network namespace and a folder of its own: they wait mostly for the scripts' timeouts.
 */
@Execution(ExecutionMode.CONCURRENT)
class ScriptRacesNetnsTest {
    private static final Path UNSHARE = Path.of("/usr/bin/unshare");
    private static final Path IP = Path.of("/usr/sbin/ip").toFile().exists() ? Path.of("/usr/sbin/ip") : Path.of("/sbin/ip");
    private static final int PORT = 8080;

    @TempDir Path dir;

    @Test
    void aBindThatFailsSlowlyIsNotListening() throws Exception {
        Busybox bb = Busybox.in(dir);
        // Another container of the Pod holds 8080; this one's httpd takes half a second before it tries, then fails.
        String holder = "httpd -f -p " + PORT + " -h / & " + waitListening(PORT);
        Run r = inPod(bb, slowHttpd(bb), holder, ShellScriptBusyboxTest.script(new Step.Listen(PORT), new Step.Exit(0)));
        assertEquals(1, r.exit, r.said());
        assertTrue(r.stderr.contains("cannot bind port " + PORT + ": address already in use"), r.said());
        assertFalse(r.stdout.contains("listening on port"), r.said());
    }

    @Test
    void aSlowBindIsListeningOnlyOnceItsSocketIs() throws Exception {
        Busybox bb = Busybox.in(dir);
        // Listening is said only when the socket is up: a required connect right after it must be answered.
        Run r = inPod(bb, slowHttpd(bb), "", ShellScriptBusyboxTest.script(new Step.Listen(PORT),
                new Step.Connect("127.0.0.1", PORT, true), new Step.Exit(0)));
        assertEquals(0, r.exit, r.said());
        assertTrue(r.stdout.contains("listening on port " + PORT + "\nconnected to 127.0.0.1:" + PORT), r.said());
    }

    @Test
    void aConnectNobodyAnswersIsNotConnected() throws Exception {
        Busybox bb = Busybox.in(dir);
        // 10.254.0.2 is a neighbour on a link whose other end is in no namespace: the SYN goes out and nothing answers.
        String link = IP + " link add bl0 type veth peer name bl1 && " + IP + " addr add 10.254.0.1/24 dev bl0 && " + IP + " link set bl0 up && "
                + IP + " neigh add 10.254.0.2 lladdr 02:00:00:00:00:02 dev bl0 nud permanent || exit 97";
        Run r = inPod(bb, null, link, ShellScriptBusyboxTest.script(new Step.Connect("10.254.0.2", 80, true), new Step.Exit(0)));
        assumeTrue(r.exit != 97, "no veth link can be made in a network namespace here: " + r.said());
        assertEquals(1, r.exit, r.said());
        assertTrue(r.stderr.contains("could not connect to 10.254.0.2:80"), r.said());
        assertFalse(r.stdout.contains("connected to"), r.said());
    }

    @Test
    void aConnectThatIsAcceptedButNeverAnsweredIsNotConnected() throws Exception {
        Busybox bb = Busybox.in(dir);
        // nc -l -e hands the connection to a sleep: accepted, and then nothing is said and nothing is closed.
        String silent = "nc -l -p 9000 -e sleep 30 & " + waitListening(9000);
        Run r = inPod(bb, null, silent, ShellScriptBusyboxTest.script(new Step.Connect("127.0.0.1", 9000, true), new Step.Exit(0)));
        assertEquals(1, r.exit, r.said());
        assertTrue(r.stderr.contains("could not connect to 127.0.0.1:9000"), r.said());
    }

    /** A folder with an httpd that waits half a second before it is busybox's httpd: a slow start, on a loaded node. */
    private Path slowHttpd(Busybox bb) throws IOException {
        Path slow = Files.createDirectories(dir.resolve("slow"));
        Path httpd = slow.resolve("httpd");
        Files.writeString(httpd, "#!" + bb.bin.resolve("sh") + "\nsleep 0.5\nexec " + bb.bin.resolve("httpd") + " \"$@\"\n");
        Files.setPosixFilePermissions(httpd, PosixFilePermissions.fromString("rwxr-xr-x"));
        return slow;
    }

    /** Shell that waits, bounded, until something listens on the port in this namespace (httpd may bind tcp6). */
    private static String waitListening(int port) {
        String hex = String.format("%04X", port);
        return "i=0; until cat /proc/net/tcp /proc/net/tcp6 2>/dev/null | grep -q ':" + hex + " [0-9A-F:]* 0A'; do i=$((i+1)); "
                + "[ $i -lt 200 ] || exit 98; sleep 0.05; done";
    }

    private record Run(int exit, String stdout, String stderr) {
        String said() {
            return "exit " + exit + "\nstdout:\n" + stdout + "stderr:\n" + stderr;
        }
    }

    /**
     * Runs the script as a container of a Pod: in a fresh network namespace with lo up, after {@code setup} (other
     * containers of the Pod, a link), with {@code first} ahead of the image's applets on the PATH.
     */
    private Run inPod(Busybox bb, Path first, String setup, String script) throws Exception {
        assumeTrue(Files.isExecutable(UNSHARE) && Files.isExecutable(IP), "unshare or ip is missing: no network namespace per Pod here");
        Process probe = new ProcessBuilder(UNSHARE.toString(), "-n", "true").start();
        assumeTrue(probe.waitFor(10, TimeUnit.SECONDS) && probe.exitValue() == 0, "unshare -n is not permitted here: no network namespace per Pod");
        String pod = IP + " link set lo up || exit 96\n" + (setup.isEmpty() ? "" : setup + "\n") + "exec sh -c \"$BL_SCRIPT\"\n";
        List<String> cmd = new ArrayList<>(List.of(UNSHARE.toString(), "-n", bb.bin.resolve("sh").toString(), "-c", pod));
        ProcessBuilder pb = new ProcessBuilder(cmd);
        pb.environment().clear();
        pb.environment().put("PATH", (first == null ? "" : first + ":") + bb.bin);
        pb.environment().put("BL_STATE", bb.state.toString());
        pb.environment().put("BL_SCRIPT", script);
        pb.redirectOutput(dir.resolve("stdout").toFile());
        pb.redirectError(dir.resolve("stderr").toFile());
        Process p = pb.start();
        try {
            if (!p.waitFor(20, TimeUnit.SECONDS)) throw new AssertionError("the Pod's script did not end within 20 s");
        } finally {
            p.descendants().forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly();
        }
        return new Run(p.exitValue(), Files.readString(dir.resolve("stdout")), Files.readString(dir.resolve("stderr")));
    }
}
