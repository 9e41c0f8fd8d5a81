package io.boundarylab.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.boundarylab.app.i18n.PseudoLanguage;
import io.boundarylab.app.support.Pulses;
import io.boundarylab.episodes.content.Investigation;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import javafx.scene.control.Labeled;
import javafx.scene.control.TextInputControl;
import javafx.scene.text.Text;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.provider.Arguments;

/**
 * A third language added from files alone: the test language qps ({@link PseudoLanguage}), its
 * bundles beside the English ones and its content folder made here, and every scene
 * {@link EveryScreenFitsTest} walks shows it, with no English or Spanish left (a text the app
 * translates shown untranslated, or marked "[EN]", or a key missing).
 */
class EveryScreenInAThirdLanguageTest extends EveryScreenFitsTest {
    private static Path content;
    private static final Set<String> ENGLISH_AND_SPANISH = new TreeSet<>();
    private static final List<String> BUNDLES = List.of("/io/boundarylab/app/messages.properties",
            "/io/boundarylab/app/classroom/messages.properties", "/io/boundarylab/app/kernel/messages.properties",
            "/io/boundarylab/app/scale/messages.properties", "/io/boundarylab/app/shell/investigations.properties",
            "/io/boundarylab/app/deck/messages.properties", "/io/boundarylab/app/realcluster/messages.properties",
            "/io/boundarylab/app/cluster/traffic.properties", "/io/boundarylab/episodes/playground/words.properties");

    /** One screen is enough here: the words are the same at every size. */
    static Stream<Arguments> screens() {
        return Stream.of(Arguments.of(1440, 900, false, 100));
    }

    @BeforeAll
    static void makeTheThirdLanguage() throws Exception {
        content = PseudoLanguage.content(Files.createTempDirectory(root, "content"), ENGLISH_AND_SPANISH);
        ENGLISH_AND_SPANISH.addAll(PseudoLanguage.englishAndSpanish(BUNDLES));
    }

    @Override
    protected Locale language() {
        return PseudoLanguage.QPS;
    }

    @Override
    protected List<Investigation> investigations() throws Exception {
        List<Investigation> all = Investigation.loadAll(content, PseudoLanguage.QPS);
        List<Investigation> out = new ArrayList<>();
        for (String id : List.of("node-execution-principles", "what-returns-is-the-number")) {
            out.add(Investigation.byId(all, id).orElseThrow());
        }
        return out;
    }

    @Override
    protected void checkWords(String where) {
        List<String> left = Pulses.onFx(() -> {
            List<String> found = new ArrayList<>();
            visit(app.scene.getRoot(), n -> {
                if (!shown(n)) {
                    return;
                }
                String text = n instanceof Labeled l ? l.getText() : n instanceof Text t ? t.getText()
                        : n instanceof TextInputControl c ? c.getText() + " " + c.getPromptText() : null;
                if (text != null && !text.isBlank()) {
                    String why = untranslated(text);
                    if (why != null) {
                        found.add(why + " in '" + text + "'");
                    }
                }
            });
            return found;
        });
        left.stream().distinct().forEach(l -> untranslated.add(where + ": " + l));
    }

    /** Every scene's leftovers, reported together after the walk. */
    private final List<String> untranslated = new ArrayList<>();

    @AfterEach
    void noWordLeftInEnglishOrSpanish() {
        assertEquals(List.of(), untranslated, "words not in the third language");
    }

    private static String untranslated(String text) {
        if (text.contains("[EN]")) {
            return "[EN]";
        }
        if (text.matches("(?s).*![a-zA-Z][\\w.]*!.*")) {
            return "a missing key";
        }
        String piece = PseudoLanguage.shows(text, ENGLISH_AND_SPANISH);
        return piece == null ? null : "'" + piece + "'";
    }
}
