package io.boundarylab.cluster.play;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The image every exported container runs on podman, made here so that nothing is pulled: this machine's static
 * busybox at {@code /bin/busybox} with a link per applet, and a {@code /tmp} anyone may write (the scripts keep their
 * state there, as the {@code nobody} the restricted profile runs them as). It stands for the export's
 * {@code busybox:1.36}; its applets are built from another configuration, which the scripts allow for.
 */
final class PodmanImage {
    /** The name the image is imported under in each node; the run's nodes are removed with it. */
    static final String NAME = "localhost/boundary-lab/busybox:static";

    private PodmanImage() {
    }

    /** Writes the image's root folder as a tar file in {@code dir}. */
    static Path build(PodmanTools tools, Path dir) throws IOException, InterruptedException {
        Path root = Files.createDirectories(dir.resolve("image-root"));
        Path bin = Files.createDirectories(root.resolve("bin"));
        Files.copy(tools.busybox(), bin.resolve("busybox"));
        Process list = new ProcessBuilder(tools.busybox().toString(), "--list").redirectErrorStream(true).start();
        String applets = new String(list.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!list.waitFor(10, TimeUnit.SECONDS) || list.exitValue() != 0) throw new IOException("busybox --list failed: " + applets.strip());
        for (String applet : applets.lines().map(String::strip).toList()) {
            if (applet.isEmpty() || applet.equals("busybox") || applet.contains("/")) continue;
            Files.createSymbolicLink(bin.resolve(applet), Path.of("busybox"));
        }
        Path tmp = Files.createDirectories(root.resolve("tmp"));
        Files.setPosixFilePermissions(tmp, PosixFilePermissions.fromString("rwxrwxrwx"));
        Path tar = dir.resolve("image.tar");
        Process p = new ProcessBuilder(List.of(tools.tar().toString(), "-C", root.toString(), "-cf", tar.toString(), "."))
                .redirectErrorStream(true).start();
        String said = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!p.waitFor(60, TimeUnit.SECONDS) || p.exitValue() != 0) throw new IOException("tar failed: " + said.strip());
        return tar;
    }

    /** Imports the image into a node, with the PATH its scripts expect. */
    static PodmanNode.Said importInto(PodmanNode node, Path tar) throws IOException, InterruptedException {
        return node.podman(60, "import", "--change", "ENV PATH=/bin", tar.toString(), NAME);
    }
}
