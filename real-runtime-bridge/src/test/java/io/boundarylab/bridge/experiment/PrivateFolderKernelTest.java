package io.boundarylab.bridge.experiment;

import io.boundarylab.bridge.KernelAssumptions;
import io.boundarylab.bridge.sandbox.Host;
import io.boundarylab.bridge.sandbox.Run;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/**
 * The kernel experiments from an app inside a folder only its owner may enter (a private home
 * folder, or a clone inside {@code mktemp -d}): the member that runs as an unprivileged, mapped uid
 * must still start. Each experiment of the deck and the episodes runs from a jar in a 0700 folder.
 * The runs go at once, each with its own run, jar and folder: what is asserted is what the members
 * report, never how fast.
 */
@Execution(ExecutionMode.CONCURRENT)
class PrivateFolderKernelTest {

    /** The bridge's classes as one jar, inside a folder of mode 0700, as a learner's home holds the app. */
    private static Path privateJar(Path tmp) throws IOException {
        Path home = Files.createDirectory(tmp.resolve("home"));
        Files.setPosixFilePermissions(home, PosixFilePermissions.fromString("rwx------"));
        Path classes = Host.memberClassesOf(Host.class);
        Path jar = home.resolve("boundary-lab.jar");
        try (OutputStream o = Files.newOutputStream(jar); JarOutputStream j = new JarOutputStream(o);
             Stream<Path> all = Files.walk(classes)) {
            for (Path p : all.filter(Files::isRegularFile).sorted().toList()) {
                j.putNextEntry(new JarEntry(classes.relativize(p).toString()));
                j.write(Files.readAllBytes(p));
            }
        }
        return jar;
    }

    private static KernelRun runFrom(Path jar, Experiment e) {
        KernelAssumptions.assumeCanRun(e.id());
        Host real = Host.detect();
        Host fromJar = new Host(real.tools(), real.proc(), real.layout(), real.stateDir(), jar);
        try (Run run = Run.open(fromJar)) {
            return e.run(run, Variant.CONTRACT);
        }
    }

    @Test
    void rootInAContainerFromAJarInAPrivateFolder(@TempDir Path tmp) throws IOException {
        KernelRun r = runFrom(privateJar(tmp), new RootInUserNamespaceExperiment());
        assertEquals("0", r.value("app.uidInside"));
        assertEquals(Integer.toString(RootInUserNamespaceExperiment.HOST_UID), r.value("app.uidOnHost"));
        assertEquals("refused", r.value("app.setClock"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("experiments")
    void everyExperimentRunsFromThePrivateJar(String id, @TempDir Path tmp) throws IOException {
        Experiment e = Experiments.byId(id).orElseThrow();
        KernelRun r = runFrom(privateJar(tmp), e);
        assertEquals(id, r.experiment());
        assertFalse(r.observations().isEmpty(), id + " observed nothing");
    }

    static Stream<String> experiments() {
        return Experiments.all().stream().map(Experiment::id);
    }
}
