package io.boundarylab.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.app.i18n.PseudoLanguage;
import io.boundarylab.app.lab.EpisodesLab;
import io.boundarylab.app.support.OpenPlayground;
import io.boundarylab.app.support.Pulses;
import io.boundarylab.episodes.content.Investigation;
import io.boundarylab.episodes.playground.ClaimMenu;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Labeled;
import javafx.scene.control.TextInputControl;
import javafx.scene.text.Text;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.provider.Arguments;
import org.testfx.api.FxRobot;

/**
 * A third language added from files alone: the test language qps ({@link PseudoLanguage}), its
 * bundles beside the English ones and its content folder made here, and every scene
 * {@link EveryScreenFitsTest} walks shows it, with no English or Spanish left (a text the app
 * translates shown untranslated, or marked "[EN]", or a key missing); and so does the playground's
 * window, its claim menu included.
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
        wordsLeft(app.scene, true).forEach(l -> untranslated.add(where + ": " + l));
    }

    /** The playground's window, every part of it, shown or not yet: its menus of claims and their fields too. */
    @Test
    void thePlaygroundSpeaksTheThirdLanguage(FxRobot robot) throws Exception {
        // The investigation in qps, as the learner has it open, gives the playground its episodes to start from.
        Investigation inv = investigations().get(0);
        Pulses.run(app.scene, () -> app.vm.load(new EpisodesLab(inv)));
        OpenPlayground opened = OpenPlayground.fromMenu(robot, app);
        try {
            List<String> texts = Pulses.onFx(() -> {
                List<String> all = new ArrayList<>();
                visit(opened.scene().getRoot(), n -> all.add(text(n)));
                return all;
            });
            assertTrue(texts.contains(PseudoLanguage.of("Lines shipped")), "the claim menu's first choice, in qps: " + texts);
            wordsLeft(opened.scene(), false).forEach(l -> untranslated.add("playground: " + l));
        } finally {
            opened.close(robot);
        }
    }

    private static String text(Node n) {
        return n instanceof Labeled l ? l.getText() : n instanceof Text t ? t.getText()
                : n instanceof TextInputControl c ? c.getText() + " " + c.getPromptText() : null;
    }

    private List<String> wordsLeft(Scene scene, boolean shownOnly) {
        return Pulses.onFx(() -> {
            List<String> found = new ArrayList<>();
            visit(scene.getRoot(), n -> {
                if (shownOnly && !shown(n)) {
                    return;
                }
                String text = text(n);
                if (text != null && !text.isBlank()) {
                    String why = untranslated(text);
                    if (why != null) {
                        found.add(why + " in '" + text + "'");
                    }
                }
            });
            return found.stream().distinct().toList();
        });
    }

    private static final Set<String> FORMAT_WORDS = java.util.Arrays.stream(ClaimMenu.Field.values())
            .flatMap(f -> ClaimMenu.values(f).stream()).collect(java.util.stream.Collectors.toSet());

    /** Every scene's leftovers, reported together after the walk. */
    private final List<String> untranslated = new ArrayList<>();

    @AfterEach
    void noWordLeftInEnglishOrSpanish() {
        assertEquals(List.of(), untranslated, "words not in the third language");
    }

    private static String untranslated(String text) {
        if (FORMAT_WORDS.contains(text)) {
            // A run's id, a phase, an event type: the content format's own words, the same in every language.
            return null;
        }
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
