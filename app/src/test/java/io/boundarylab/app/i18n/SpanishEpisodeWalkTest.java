package io.boundarylab.app.i18n;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.app.compare.CompareViewModel;
import io.boundarylab.app.episode.EpisodeView;
import io.boundarylab.app.episode.EpisodeViewModel;
import io.boundarylab.app.save.LanguageFile;
import io.boundarylab.episodes.content.Languages;
import io.boundarylab.app.support.AppFixture;
import io.boundarylab.app.support.AppUiTest;
import io.boundarylab.app.support.Await;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Label;
import javafx.scene.control.Labeled;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.ToggleButton;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.yaml.snakeyaml.Yaml;

/**
 * Episode 1 of Investigation 017 walked in Spanish, as a learner would: Language → Español, the
 * episode, a prediction, the naive and the contract runs, the comparison and the verdict. What the
 * screen shows is checked against the Spanish content and bundle files themselves (never copies of
 * their words), and no visible text carries the {@code [EN]} mark of a missing translation.
 */
class SpanishEpisodeWalkTest extends AppUiTest {
    private static final Locale SPANISH = Locale.forLanguageTag("es");
    private static final String EPISODE = "/content/es/investigations/017-node-execution-principles/episodes/01-helper/episode.yaml";

    @SuppressWarnings("unchecked")
    private static Map<String, Object> episodeFile() throws IOException {
        try (InputStream in = SpanishEpisodeWalkTest.class.getResourceAsStream(EPISODE)) {
            assertNotNull(in, "the Spanish episode 1 is bundled: " + EPISODE);
            return new Yaml().load(new InputStreamReader(in, StandardCharsets.UTF_8));
        }
    }

    private static Properties spanishBundle() throws IOException {
        Properties p = new Properties();
        try (InputStream in = Messages.class.getResourceAsStream("/io/boundarylab/app/messages_es.properties")) {
            p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        }
        return p;
    }

    /** Every text drawn on screen: visible labels, buttons and tabs, in scene-graph order. */
    private List<String> visibleTexts(FxRobot robot) {
        List<String> out = new ArrayList<>();
        robot.interact(() -> collect(app.scene.getRoot(), out));
        return out;
    }

    private static void collect(Node n, List<String> out) {
        if (!n.isVisible()) {
            return;
        }
        if (n instanceof Labeled l && l.getText() != null && !l.getText().isBlank()) {
            out.add(l.getText());
        }
        if (n instanceof TabPane tabs) {
            for (Tab t : tabs.getTabs()) {
                out.add(t.getText());
            }
        }
        if (n instanceof Parent p) {
            for (Node c : p.getChildrenUnmodifiable()) {
                collect(c, out);
            }
        }
    }

    private void assertNothingMarkedEnglish(FxRobot robot, String where) {
        List<String> marked = visibleTexts(robot).stream().filter(t -> t.startsWith(Untranslated.MARK.trim())).toList();
        assertEquals(List.of(), marked, "texts shown in English for want of a translation, " + where);
    }

    private static boolean anyContains(List<String> texts, String expected) {
        return texts.stream().anyMatch(t -> t.contains(expected));
    }

    /** Language → Español, as the app wires the menu: the choice saved, the window rebuilt in Spanish. */
    private void switchToSpanish(FxRobot robot) {
        Stage stage = (Stage) app.scene.getWindow();
        robot.interact(() -> LanguageMenu.install(app.view, app.vm.messages(), Languages.bundled(), Locale.ENGLISH, language -> {
            try {
                LanguageFile.save(app.vm.store(), language);
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
            app = AppFixture.start(stage, app.configDir, labIn(language), language);
        }));
        MenuBar bar = robot.lookup(".menu-bar").queryAs(MenuBar.class);
        Menu menu = bar.getMenus().stream().filter(m -> "menu-language".equals(m.getId())).findFirst().orElseThrow();
        MenuItem spanish = menu.getItems().stream().filter(i -> "language-es".equals(i.getId())).findFirst().orElseThrow();
        robot.interact(spanish::fire);
    }

    @Test
    @SuppressWarnings("unchecked")
    void episodeOneFromPredictionToVerdictInSpanish(FxRobot robot) throws IOException {
        Map<String, Object> episode = episodeFile();
        Map<String, Object> prediction = (Map<String, Object>) episode.get("prediction");
        Properties bundle = spanishBundle();

        switchToSpanish(robot);
        assertEquals("es", Files.readString(app.configDir.resolve(LanguageFile.NAME)).strip(), "the choice is saved");
        assertEquals(SPANISH, app.vm.messages().locale());
        MenuBar bar = robot.lookup(".menu-bar").queryAs(MenuBar.class);
        assertEquals(bundle.getProperty("menu.file"), bar.getMenus().get(0).getText());

        EpisodeViewModel vm = openEpisode(robot, "helper");
        EpisodeView view = (EpisodeView) app.view.currentNode();
        List<String> before = visibleTexts(robot);
        assertTrue(anyContains(before, (String) episode.get("title")), "the Spanish title: " + before);
        assertTrue(before.contains((String) prediction.get("question")), "the Spanish question: " + before);
        for (Map<String, Object> choice : (List<Map<String, Object>>) prediction.get("choices")) {
            assertTrue(before.contains((String) choice.get("text")), "the Spanish choice " + choice.get("id") + ": " + before);
        }
        assertTrue(before.contains(bundle.getProperty("episode.predict.title")), before.toString());
        assertNothingMarkedEnglish(robot, "before the prediction");
        AppFixture.screenshot(app.scene.getRoot(), "85-es-episode");

        // The prediction: the first choice on screen, a reason, the number skipped.
        robot.clickOn("#choice-0");
        robot.clickOn("#reason").write("el registro queda en otro nodo");
        robot.interact(() -> vm.inputs().quantity().setSkipped(true));
        AppFixture.screenshot(app.scene.getRoot(), "86-es-prediction");
        robot.interact(() -> robot.lookup("#commit").queryButton().fire());
        assertTrue(vm.committedProperty().get());

        // The naive run, to its end; then the contract run.
        // Run is in the left column, which scrolls: bring it into view first, as a learner would.
        reveal(robot, robot.lookup("#run").query());
        robot.clickOn("#run");
        Await.until("the naive run", () -> !vm.runningProperty().get() && vm.runProperty().get() != null);
        assertNotNull(vm.runProperty().get(), "the naive run started");
        robot.interact(() -> vm.playback().toEnd());
        assertTrue(vm.revealedProperty().get());
        // The run lasts past its last event: End shows its end at the horizon, then a step back the last event.
        assertTrue(vm.playback().atHorizonProperty().get());
        assertTrue(robot.lookup("#narration").queryAs(Label.class).getText().startsWith("La ejecución termina en "));
        robot.interact(() -> vm.playback().stepBack());
        String narrated = robot.lookup("#narration").queryAs(Label.class).getText();
        assertEquals(vm.narrator().apply(vm.playback().currentEventProperty().get()), narrated);
        robot.interact(() -> robot.lookup("#mode-contract").queryAs(ToggleButton.class).fire());
        // The findings scrolled the column down: back up to the run button, as a learner would.
        reveal(robot, robot.lookup("#run").query());
        robot.clickOn("#run");
        Await.until("the contract run", () -> !vm.runningProperty().get() && "contract".equals(vm.runProperty().get().variantId()));
        assertNotNull(vm.runProperty().get(), "the contract run started");
        robot.interact(() -> vm.playback().toEnd());
        assertEquals("contract", vm.variantProperty().get());

        // The verdict on the contract run: the Spanish guarantee and outcome from the bundle.
        String verdict = robot.from(view).lookup("#verdict").queryAs(Label.class).getText();
        assertTrue(verdict.contains(bundle.getProperty("guarantee.atomicPlacement")), verdict);
        assertTrue(verdict.contains(bundle.getProperty("verdict.HOLDS")), verdict);
        // The checker's summary is engine text in English: the Spanish content retells it.
        String english = vm.runProperty().get().verdict().summary();
        String retold = vm.lab().course().retell().apply(english);
        assertFalse(retold.equals(english), "the Spanish narration retells the summary: " + english);
        String asSentence = retold.substring(0, 1).toUpperCase(SPANISH) + retold.substring(1);
        assertTrue(verdict.contains(asSentence) && !verdict.contains(english), verdict);
        List<String> after = visibleTexts(robot);
        assertTrue(after.contains(bundle.getProperty("episode.findings.title")), after.toString());
        assertTrue(after.contains((String) episode.get("discovery")), "the Spanish discovery: " + after);
        assertNothingMarkedEnglish(robot, "after both runs");
        reveal(robot, robot.from(view).lookup("#verdict").query());
        AppFixture.screenshot(app.scene.getRoot(), "87-es-verdict");

        // Compare: both runs on one clock, in Spanish.
        TabPane tabs = robot.lookup("#episode-tabs").queryAs(TabPane.class);
        robot.interact(() -> tabs.getSelectionModel().select(1));
        CompareViewModel cvm = view.compareViewModel();
        robot.clickOn("#compare-run");
        Await.until("the comparison's two runs", () -> cvm.readyProperty().get());
        assertFalse(visibleTexts(robot).contains(new Messages(Locale.ENGLISH).get("compare.run")));
        assertTrue(visibleTexts(robot).contains(bundle.getProperty("compare.run")));
        assertNothingMarkedEnglish(robot, "in the comparison");
        AppFixture.screenshot(app.scene.getRoot(), "88-es-compare");
    }
}
