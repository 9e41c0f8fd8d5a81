package io.boundarylab.bridge.sandbox;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * The member programs, copied where an unprivileged uid can read them. A member that runs as a
 * mapped, unprivileged host uid cannot read the app's own jar or classes when they sit in a folder
 * only their owner may enter (a private home folder, 0700 or 0750, or a clone inside {@code mktemp -d}).
 * The member package uses nothing but the JDK, so its classes alone are enough: they are copied into
 * the run's state folder, which goes with the run (and with the guard's clean-up after a kill).
 */
final class ReadableMemberClasses {
    /** The one package a member's JVM loads; it imports nothing else of the bridge. */
    static final String PACKAGE_PATH = "io/boundarylab/bridge/member/";

    private ReadableMemberClasses() {
    }

    /**
     * Copies the member package's classes from {@code source} (a folder of classes or a jar) into
     * {@code target}, every folder 0755 and every file 0644, and returns {@code target} for the class path.
     */
    static Path copy(Path source, Path target) {
        try {
            Path pkg = target.resolve(PACKAGE_PATH);
            Files.createDirectories(pkg);
            List<Path> copied = Files.isDirectory(source) ? fromFolder(source, pkg) : fromJar(source, pkg);
            if (copied.isEmpty()) {
                throw new IllegalStateException("no member classes in " + source);
            }
            for (Path dir = pkg; dir != null && dir.startsWith(target); dir = dir.getParent()) {
                Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwxr-xr-x"));
            }
            for (Path f : copied) {
                Files.setPosixFilePermissions(f, PosixFilePermissions.fromString("rw-r--r--"));
            }
            return target;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot copy the member classes from " + source + " to " + target, e);
        }
    }

    private static List<Path> fromFolder(Path source, Path pkg) throws IOException {
        List<Path> copied = new ArrayList<>();
        Path from = source.resolve(PACKAGE_PATH);
        if (!Files.isDirectory(from)) {
            return copied;
        }
        try (Stream<Path> files = Files.list(from)) {
            for (Path f : files.filter(p -> p.getFileName().toString().endsWith(".class")).sorted().toList()) {
                Path to = pkg.resolve(f.getFileName().toString());
                Files.copy(f, to, StandardCopyOption.REPLACE_EXISTING);
                copied.add(to);
            }
        }
        return copied;
    }

    private static List<Path> fromJar(Path source, Path pkg) throws IOException {
        List<Path> copied = new ArrayList<>();
        try (ZipFile jar = new ZipFile(source.toFile())) {
            Enumeration<? extends ZipEntry> entries = jar.entries();
            while (entries.hasMoreElements()) {
                ZipEntry e = entries.nextElement();
                String name = e.getName();
                // Only the package's own classes, not its sub-packages (it has none).
                if (e.isDirectory() || !name.startsWith(PACKAGE_PATH) || !name.endsWith(".class")
                        || name.substring(PACKAGE_PATH.length()).contains("/")) {
                    continue;
                }
                Path to = pkg.resolve(name.substring(PACKAGE_PATH.length()));
                try (InputStream in = jar.getInputStream(e)) {
                    Files.copy(in, to, StandardCopyOption.REPLACE_EXISTING);
                }
                copied.add(to);
            }
        }
        return copied;
    }
}
