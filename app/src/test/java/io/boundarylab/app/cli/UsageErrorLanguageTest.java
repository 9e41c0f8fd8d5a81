package io.boundarylab.app.cli;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.Locale;

import static io.boundarylab.app.cli.SimulateCommandTest.run;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * picocli's usage errors through {@code boundary-lab}: exit 2 and one line naming the command,
 * in the learner's language (the default locale); the cluster bridge's refusals follow it too.
 */
class UsageErrorLanguageTest {
    private final Locale before = Locale.getDefault();

    @AfterEach
    void restore() {
        Locale.setDefault(before);
    }

    private static void saysOneLine(String expected, String... args) {
        SimulateCommandTest.Outcome o = run(args);
        assertEquals(2, o.code(), o.err());
        assertEquals(expected, o.err().strip());
        assertEquals("", o.out());
    }

    @Test
    void anUnknownOptionInSpanish() {
        Locale.setDefault(Locale.forLanguageTag("es"));
        saysOneLine("boundary-lab cluster run: opción desconocida «--colour» (boundary-lab cluster run --help muestra el uso)",
                "cluster", "run", "fate", "--colour");
        saysOneLine("boundary-lab deck show: falta ID (boundary-lab deck show --help muestra el uso)", "deck", "show");
        saysOneLine("helpr: no es un archivo de escenario ni un episodio; los episodios son helper, startup-order, identity, fate, missing-copy, moving-address, alive-not-ready, new-version, healthy-but-wrong",
                "cluster", "export", "helpr", "-o", "target/never-written");
    }

    @Test
    void theSameInEnglish() {
        Locale.setDefault(Locale.ENGLISH);
        saysOneLine("boundary-lab cluster run: unknown option '--colour' (boundary-lab cluster run --help shows the usage)",
                "cluster", "run", "fate", "--colour");
        saysOneLine("boundary-lab deck show: missing ID (boundary-lab deck show --help shows the usage)", "deck", "show");
    }
}
