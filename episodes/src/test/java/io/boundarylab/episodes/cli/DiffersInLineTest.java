package io.boundarylab.episodes.cli;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Locale;

import static io.boundarylab.episodes.cli.CliTest.run;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The line {@code episode run} prints for an experiment that differs in what it runs: the
 * variant's description is a whole sentence of the content, so it is quoted as it stands (its
 * capital and full stop kept) instead of being joined after a comma as if it went on the line's
 * own sentence.
 */
class DiffersInLineTest {

    private static final String INV_018 = "what-returns-is-the-number";

    private static String differsLine(Locale language, String episode, String variant) {
        Locale before = Locale.getDefault();
        Locale.setDefault(language);
        try {
            CliTest.Result r = run(new EpisodeCommand(), "run", episode, "--investigation", INV_018, "--variant", variant);
            assertEquals(0, r.exit(), r.err());
            List<String> lines = r.out().lines().filter(l -> l.startsWith("Difiere en ") || l.startsWith("Differs in ")).toList();
            assertEquals(1, lines.size(), r.out());
            return lines.get(0);
        } finally {
            Locale.setDefault(before);
        }
    }

    @Test
    void inSpanishTheDescriptionIsQuotedWithItsCapital() {
        assertEquals("Difiere en replicaSet; esta ejecución: «Se declara replicas: 3; un controlador lo compara con los Pods que existen.»",
                differsLine(Locale.forLanguageTag("es"), "missing-copy", "contract"));
        assertEquals("Difiere en serviceName; esta ejecución: «shop llama a web:80; el Service envía cada petición a un Pod listo.»",
                differsLine(Locale.forLanguageTag("es"), "moving-address", "contract"));
    }

    @Test
    void inEnglishTheSameSentenceIsQuoted() {
        assertEquals("Differs in replicaSet; this run: \"Three pods started one by one; nothing declares that three should run.\"",
                differsLine(Locale.ENGLISH, "missing-copy", "naive"));
    }
}
