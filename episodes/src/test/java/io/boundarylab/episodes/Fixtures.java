package io.boundarylab.episodes;

import io.boundarylab.episodes.content.ContentException;
import io.boundarylab.episodes.content.Episode;
import io.boundarylab.episodes.content.Investigation;
import io.boundarylab.episodes.content.Variant;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/** Shared test fixtures: the bundled investigation and copies of the content folder to break. */
public final class Fixtures {

    private Fixtures() { }

    public static Investigation bundled() {
        try {
            return Investigation.loadBundled(Locale.ENGLISH);
        } catch (ContentException e) {
            throw new AssertionError("bundled content must load:\n" + e.getMessage(), e);
        }
    }

    /** The bundled content folder (as copied to the test class path). */
    public static Path bundledDir() {
        try {
            return Path.of(Fixtures.class.getResource("/content/en/narration.yaml").toURI()).getParent().getParent();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A fresh copy of the bundled content folder under {@code target}, to mutate. */
    public static Path copyOfContent(Path into) {
        copyTree(bundledDir(), into);
        return into;
    }

    public static void copyTree(Path from, Path to) {
        try (Stream<Path> s = Files.walk(from)) {
            for (Path p : s.sorted(Comparator.naturalOrder()).toList()) {
                Path t = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) Files.createDirectories(t);
                else Files.copy(p, t);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Every (episode, variant) pair of an investigation, for parameterised tests. */
    public static List<Object[]> variants(Investigation inv) {
        List<Object[]> out = new ArrayList<>();
        for (Episode e : inv.episodes()) for (Variant v : e.experiment().variants()) out.add(new Object[] {e.id(), v.id()});
        return out;
    }

    /** The fifth-episode folder of the test resources. */
    public static Path fifthEpisode() {
        try {
            return Path.of(Fixtures.class.getResource("/fifth-episode/05-storage/episode.yaml").toURI()).getParent();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
