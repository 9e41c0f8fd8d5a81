package io.boundarylab.cluster.play;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * One simulated node as a podman instance of its own: its own storage ({@code --root} under the node's folder, its
 * run state in the node's own {@code /run}) and its own network, mount and PID namespaces, made by a holder process.
 * Podman's bridge, its Pods' addresses, its network state ({@code /var/lib/cni}, {@code /run/netns},
 * {@code /run/containers}) and its locks ({@code /dev/shm}) live in those namespaces only: nothing of the run is on
 * the host's network or in its folders.
 *
 * <p>The holder is also the node's guard. It reads a pipe from this JVM; when the pipe closes (the run ended, or the
 * JVM was killed), it removes every Pod and container of the node, then the node's folder (and the run's, when it is
 * the last node's guard to finish) and the cgroup folders podman 4.3 leaves behind on cgroupfs (a folder with a process in it is never removed), and ends; its PID
 * namespace takes every process still in it (conmon, the containers) with it. It runs in a session of its own, so a
 * Ctrl-C on the terminal does not stop it before it has cleaned up.
 */
final class PodmanNode implements AutoCloseable {
    /**
     * The holder's script, constant; what varies comes as arguments ({@code $1} the node's folder, {@code $2} ip,
     * {@code $3} the run's folder, then podman and its global options), never spliced into shell text.
     */
    private static final String HOLDER = """
            set -e
            dir="$1"; ip="$2"; run="$3"; shift 3
            "$ip" link set lo up
            for d in /var/lib/cni /run/netns /run/containers /dev/shm; do mkdir -p "$d"; mount -t tmpfs boundary-lab "$d"; done
            echo ready
            cat >/dev/null || true
            "$@" pod rm --all --force --time 0 >/dev/null 2>&1 || true
            "$@" rm --all --force --time 0 >/dev/null 2>&1 || true
            rm -rf "$dir"
            for g in /sys/fs/cgroup/*/libpod_parent /sys/fs/cgroup/libpod_parent; do
              [ -d "$g" ] && find "$g" -depth -type d -exec rmdir {} \\; 2>/dev/null
            done
            true
            if rmdir "$run/nodes" 2>/dev/null; then rm -rf "$run"; fi
            """;

    /** The network every Pod of a node joins: the node's own, made in its namespace. */
    static final String NETWORK = "boundary-lab";

    private final PodmanTools tools;
    private final String name;
    private final Path dir;
    private final Path containersConf;
    private final Process holder;
    private final long nsPid;

    private PodmanNode(PodmanTools tools, String name, Path dir, Path containersConf, Process holder, long nsPid) {
        this.tools = tools;
        this.name = name;
        this.dir = dir;
        this.containersConf = containersConf;
        this.holder = holder;
        this.nsPid = nsPid;
    }

    /** Makes the node's namespaces and folder; the node is removed when it is closed or this JVM ends. */
    static PodmanNode start(PodmanTools tools, String name, Path dir, Path containersConf) throws IOException {
        Files.createDirectories(dir);
        List<String> cmd = new ArrayList<>(List.of(tools.setsid().toString(), tools.unshare().toString(), "--net", "--mount", "--pid", "--fork",
                "--mount-proc", "--propagation", "private", "--", tools.sh().toString(), "-c", HOLDER, "holder", dir.toString(), tools.ip().toString(),
                dir.getParent().getParent().toString()));
        cmd.addAll(global(tools, dir));
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true);
        pb.environment().put("CONTAINERS_CONF", containersConf.toString());
        Process p = pb.start();
        BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
        String first = out.readLine();
        if (!"ready".equals(first)) {
            p.destroyForcibly();
            String rest = first == null ? "" : first;
            throw new IOException("node " + name + ": " + rest.strip());
        }
        // The holder script is the unshare's child: PID 1 of the node's PID namespace, whose namespaces podman joins.
        long nsPid = p.toHandle().children().findFirst().orElseThrow(() -> new IOException("node " + name + ": the holder has no child")).pid();
        return new PodmanNode(tools, name, dir, containersConf, p, nsPid);
    }

    /**
     * Podman's global options for a node: its own storage in the node's folder; its run state and events in the node's
     * own {@code /run/containers}, a tmpfs of its mount namespace (podman wants that path short), gone with the node.
     */
    private static List<String> global(PodmanTools tools, Path dir) {
        return List.of(tools.podman().toString(), "--root", dir.resolve("storage").toString(), "--runroot", "/run/containers/boundary-lab",
                "--tmpdir", "/run/containers/boundary-lab-tmp", "--network-config-dir", "/run/containers/boundary-lab-networks", "--runtime", tools.runc().toString(), "--cgroup-manager", "cgroupfs", "--events-backend", "file");
    }

    String name() {
        return name;
    }

    /**
     * Makes the node's Pod network, {@code 10.89.N.0/24} for the N-th node, so that no two nodes give a Pod the same
     * address, then its infra image (podman builds it from catatonit the first time a Pod is made), so that the first
     * Pod played is not the slow one.
     */
    Said prepare(int n) throws IOException, InterruptedException {
        Said net = podman(60, "network", "create", "--subnet", "10.89." + n + ".0/24", NETWORK);
        if (!net.ok()) return net;
        Said warm = podman(120, "pod", "create", "--name", "boundary-lab-warm-up");
        if (!warm.ok()) return warm;
        return podman(60, "pod", "rm", "--force", "boundary-lab-warm-up");
    }

    Path dir() {
        return dir;
    }

    /** What a podman command said and how it ended. */
    record Said(int exitCode, String out) {
        boolean ok() {
            return exitCode == 0;
        }
    }

    /** Runs {@code podman ARGS} inside the node, at most {@code seconds}; its output and error together. */
    Said podman(int seconds, String... args) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of(tools.nsenter().toString(), "--target", Long.toString(nsPid), "--net", "--mount", "--pid", "--"));
        cmd.addAll(global(tools, dir));
        cmd.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true);
        pb.environment().put("CONTAINERS_CONF", containersConf.toString());
        Path out = Files.createTempFile(dir, "podman-", ".out");
        pb.redirectOutput(out.toFile());
        Process p = pb.start();
        try {
            if (!p.waitFor(seconds, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                return new Said(-1, "podman " + args[0] + " did not end within " + seconds + " s");
            }
            return new Said(p.exitValue(), Files.readString(out));
        } finally {
            Files.deleteIfExists(out);
        }
    }

    /** The holder's PID as this machine sees it (tests check that it is gone after the node closes). */
    long holderPid() {
        return holder.pid();
    }

    /** Closes the guard's pipe and waits (at most 60 s) while it removes the node's Pods, containers and folder. */
    @Override
    public void close() {
        try (OutputStream o = holder.getOutputStream()) {
            o.flush();
        } catch (IOException e) {
            // the holder is gone already
        }
        try {
            if (!holder.waitFor(60, TimeUnit.SECONDS)) holder.destroyForcibly();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            holder.destroyForcibly();
        }
    }
}
