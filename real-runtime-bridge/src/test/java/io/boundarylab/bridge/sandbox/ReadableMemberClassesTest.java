package io.boundarylab.bridge.sandbox;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ReadableMemberClassesTest {

    private static final Path CLASSES = Host.memberClassesOf(Host.class);

    private static List<String> names(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void fromAFolderOnlyTheMemberPackageIsCopiedOpenToEveryone(@TempDir Path tmp) throws IOException {
        Path out = ReadableMemberClasses.copy(CLASSES, tmp.resolve("copy"));
        Path pkg = out.resolve(ReadableMemberClasses.PACKAGE_PATH);
        List<String> expected = names(CLASSES.resolve(ReadableMemberClasses.PACKAGE_PATH)).stream()
                .filter(n -> n.endsWith(".class")).toList();
        assertTrue(expected.contains("MemberMain.class"));
        assertEquals(expected, names(pkg));
        // Nothing of the bridge outside the member package.
        assertEquals(List.of("member"), names(out.resolve("io/boundarylab/bridge")));
        for (String n : names(pkg)) {
            assertEquals("rw-r--r--", PosixFilePermissions.toString(Files.getPosixFilePermissions(pkg.resolve(n))));
        }
        for (Path d = pkg; !d.equals(tmp); d = d.getParent()) {
            assertEquals("rwxr-xr-x", PosixFilePermissions.toString(Files.getPosixFilePermissions(d)), d.toString());
        }
    }

    @Test
    void fromAJarTheSameClassesWithTheSameBytes(@TempDir Path tmp) throws IOException {
        Path jar = tmp.resolve("app.jar");
        Path memberDir = CLASSES.resolve(ReadableMemberClasses.PACKAGE_PATH);
        try (OutputStream o = Files.newOutputStream(jar); JarOutputStream j = new JarOutputStream(o)) {
            // A class of another package, and one of the member package, as a shaded jar holds them.
            j.putNextEntry(new JarEntry("io/boundarylab/bridge/sandbox/Run.class"));
            j.write(Files.readAllBytes(CLASSES.resolve("io/boundarylab/bridge/sandbox/Run.class")));
            j.putNextEntry(new JarEntry(ReadableMemberClasses.PACKAGE_PATH));
            for (String n : names(memberDir)) {
                j.putNextEntry(new JarEntry(ReadableMemberClasses.PACKAGE_PATH + n));
                j.write(Files.readAllBytes(memberDir.resolve(n)));
            }
        }
        Path pkg = ReadableMemberClasses.copy(jar, tmp.resolve("copy")).resolve(ReadableMemberClasses.PACKAGE_PATH);
        assertEquals(names(memberDir), names(pkg));
        assertTrue(java.util.Arrays.equals(Files.readAllBytes(memberDir.resolve("MemberMain.class")),
                Files.readAllBytes(pkg.resolve("MemberMain.class"))));
        assertFalse(Files.exists(tmp.resolve("copy/io/boundarylab/bridge/sandbox")));
    }

    @Test
    void aSourceWithoutMemberClassesIsRefusedNamingIt(@TempDir Path tmp) throws IOException {
        Path empty = Files.createDirectory(tmp.resolve("empty"));
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> ReadableMemberClasses.copy(empty, tmp.resolve("copy")));
        assertTrue(e.getMessage().contains(empty.toString()), e.getMessage());
    }
}
