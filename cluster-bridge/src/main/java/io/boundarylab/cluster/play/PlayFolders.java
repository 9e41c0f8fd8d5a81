package io.boundarylab.cluster.play;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;

/**
 * The folders of one play, under a base folder shared by every play of this machine: {@code run-ID/} with the
 * image, the Pods' files, the project's {@code containers.conf}, a folder per node, and the PIDs that own it (this
 * JVM's in {@code owner}, each node's holder in {@code holder-NODE}). A node's holder removes its own folder; a play
 * whose owner and holders are all gone (a JVM and its guards killed together) is swept when the next play opens.
 */
final class PlayFolders implements AutoCloseable {
    private final Path run;

    private PlayFolders(Path run) {
        this.run = run;
    }

    static PlayFolders open(Path base) throws IOException {
        Files.createDirectories(base);
        sweep(base);
        byte[] id = new byte[6];
        new SecureRandom().nextBytes(id);
        // Made under another name and renamed once it names its owner: a sweep never sees a play without one.
        String name = HexFormat.of().formatHex(id);
        Path making = Files.createDirectory(base.resolve("new-" + name));
        Files.writeString(making.resolve("owner"), Long.toString(ProcessHandle.current().pid()));
        Path run = Files.move(making, base.resolve("run-" + name), java.nio.file.StandardCopyOption.ATOMIC_MOVE);
        try (InputStream conf = PlayFolders.class.getResourceAsStream("containers.conf")) {
            Files.copy(conf, run.resolve("containers.conf"));
        }
        return new PlayFolders(run);
    }

    /** Removes the folders of plays whose owner and holders have all ended; a play still running is left alone. */
    static List<Path> sweep(Path base) throws IOException {
        List<Path> removed = new ArrayList<>();
        try (Stream<Path> runs = Files.list(base)) {
            for (Path r : runs.filter(p -> p.getFileName().toString().startsWith("run-")).toList()) {
                if (anyAlive(r)) continue;
                remove(r);
                removed.add(r);
            }
        }
        return removed;
    }

    private static boolean anyAlive(Path run) throws IOException {
        try (Stream<Path> files = Files.list(run)) {
            for (Path f : files.toList()) {
                String n = f.getFileName().toString();
                if (!n.equals("owner") && !n.startsWith("holder-")) continue;
                try {
                    long pid = Long.parseLong(Files.readString(f).strip());
                    if (ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false)) return true;
                } catch (NumberFormatException | IOException e) {
                    // a file half written by a run that was killed: it names no one alive
                }
            }
        }
        return false;
    }

    Path run() {
        return run;
    }

    Path containersConf() {
        return run.resolve("containers.conf");
    }

    Path node(String node) {
        return run.resolve("nodes").resolve(node);
    }

    /** Notes a node's holder, so that a sweep leaves the play alone while it cleans up. */
    void holder(String node, long pid) throws IOException {
        Files.writeString(run.resolve("holder-" + node), Long.toString(pid));
    }

    @Override
    public void close() {
        try {
            remove(run);
        } catch (IOException e) {
            throw new UncheckedIOException("the play's folder " + run + " could not be removed", e);
        }
    }

    private static void remove(Path dir) throws IOException {
        if (!Files.exists(dir)) return;
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path f : files.sorted(Comparator.reverseOrder()).toList()) Files.deleteIfExists(f);
        }
    }
}
