package io.boundarylab.cluster.play;

import io.boundarylab.cluster.Text;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The programs a play needs, found on this machine: podman and runc (the OCI runtime a Kubernetes node uses; crun
 * refuses hybrid cgroups), a static busybox for the image (nothing is pulled), and util-linux's {@code unshare},
 * {@code nsenter} and {@code setsid} with iproute2's {@code ip} for the nodes' namespaces. Rootful podman needs root.
 */
public record PodmanTools(Path podman, Path runc, Path busybox, Path unshare, Path nsenter, Path setsid, Path ip, Path tar, Path sh) {

    private static final List<String> DIRS = List.of("/usr/bin", "/usr/sbin", "/bin", "/sbin", "/usr/local/bin");

    /** The tools of this machine, or why a play cannot run here: what is missing and how to install it. */
    public static Found find() {
        List<String> missing = new ArrayList<>();
        Path podman = need("podman", "podman", missing);
        Path runc = need("runc", "runc", missing);
        Path busybox = staticBusybox();
        if (busybox == null) missing.add(Text.get("play.missing.busybox"));
        Path unshare = need("unshare", "util-linux", missing);
        Path nsenter = need("nsenter", "util-linux", missing);
        Path setsid = need("setsid", "util-linux", missing);
        Path ip = need("ip", "iproute2", missing);
        Path tar = need("tar", "tar", missing);
        Path sh = need("sh", "dash", missing);
        if (!missing.isEmpty()) return new Found(null, Text.get("play.missing", String.join("; ", missing)));
        if (!isRoot()) return new Found(null, Text.get("play.notRoot"));
        return new Found(new PodmanTools(podman, runc, busybox, unshare, nsenter, setsid, ip, tar, sh), null);
    }

    /** The tools, or the reason there are none. */
    public record Found(PodmanTools tools, String whyNot) {
        public Optional<PodmanTools> get() {
            return Optional.ofNullable(tools);
        }
    }

    private static Path need(String name, String debianPackage, List<String> missing) {
        Path p = on(name);
        if (p == null) missing.add(Text.get("play.missing.tool", name, debianPackage));
        return p;
    }

    private static Path on(String name) {
        for (String dir : DIRS) {
            Path p = Path.of(dir, name);
            if (Files.isExecutable(p)) return p;
        }
        return null;
    }

    /**
     * The environment variable that names a static busybox outside the PATH: Debian's {@code busybox-static} replaces its
     * {@code busybox} package, so a machine that needs both (the project's CI) unpacks the static one elsewhere.
     */
    public static final String STATIC_BUSYBOX = "BOUNDARY_LAB_STATIC_BUSYBOX";

    /** A busybox that runs in an image with nothing else in it: linked statically (no ELF interpreter). */
    static Path staticBusybox() {
        String named = System.getenv(STATIC_BUSYBOX);
        if (named != null && !named.isBlank() && Files.isExecutable(Path.of(named)) && isStatic(Path.of(named))) return Path.of(named);
        for (String dir : DIRS) {
            Path p = Path.of(dir, "busybox");
            if (Files.isExecutable(p) && isStatic(p)) return p;
        }
        return null;
    }

    /** Whether an ELF64 file asks for no interpreter ({@code PT_INTERP}): a static binary. */
    static boolean isStatic(Path elf) {
        try (var ch = java.nio.channels.FileChannel.open(elf)) {
            java.nio.ByteBuffer head = java.nio.ByteBuffer.allocate(64).order(java.nio.ByteOrder.LITTLE_ENDIAN);
            ch.read(head, 0);
            if (head.getInt(0) != 0x464c457f || head.get(4) != 2) return false;
            long phoff = head.getLong(0x20);
            int phentsize = Short.toUnsignedInt(head.getShort(0x36));
            int phnum = Short.toUnsignedInt(head.getShort(0x38));
            java.nio.ByteBuffer ph = java.nio.ByteBuffer.allocate(4).order(java.nio.ByteOrder.LITTLE_ENDIAN);
            for (int i = 0; i < phnum; i++) {
                ph.clear();
                ch.read(ph, phoff + (long) i * phentsize);
                if (ph.getInt(0) == 3) return false;
            }
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    private static boolean isRoot() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith("Uid:")) return line.split("\\s+")[2].equals("0");
            }
        } catch (IOException e) {
            return false;
        }
        return false;
    }
}
