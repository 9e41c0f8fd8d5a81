package io.boundarylab.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.app.save.Progress;
import io.boundarylab.app.save.SaveStore;
import io.boundarylab.app.save.SavedPrediction;
import io.boundarylab.app.support.AppFixture;
import io.boundarylab.app.support.AppUiTest;
import io.boundarylab.app.support.Await;
import io.boundarylab.episodes.content.Investigation;
import io.boundarylab.episodes.content.Section;
import io.boundarylab.episodes.content.SectionKind;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The start page: both investigations listed with this learner's progress in each (018's read from
 * its saved file, 017's the one shown now), counted as the outline counts it, and 018 opened from it.
 */
class StartPageTest extends AppUiTest {
    private static final String ID_017 = "node-execution-principles";
    private static final String ID_018 = "what-returns-is-the-number";

    private Investigation inv018;
    private Path config;
    private byte[] saved018;

    /**
     * Before the app starts, 018's file holds: its first two sections that are not episodes read (the
     * first is where the learner was), its first episode's two runs done, and a prediction committed
     * in its second episode without a run.
     */
    @Override
    protected Path configDir() throws IOException {
        config = super.configDir();
        try {
            inv018 = Investigation.byId(Investigation.loadAllBundled(Locale.ENGLISH), ID_018).orElseThrow();
        } catch (Exception e) {
            throw new IOException(e);
        }
        List<Section> pages = inv018.sections().stream().filter(s -> s.kind() != SectionKind.EPISODE).toList();
        String first = inv018.episodes().get(0).id();
        String second = inv018.episodes().get(1).id();
        Progress p = Progress.empty().at(pages.get(1).id()).at(pages.get(0).id())
                .complete(first + "/naive").complete(first + "/contract")
                .predict(second, new SavedPrediction("name-follows", "the Service follows", 70));
        SaveStore store = new SaveStore(config);
        store.useProgressOf(ID_018);
        store.save(p);
        saved018 = Files.readAllBytes(config.resolve(SaveStore.progressFileFor(ID_018)));
        return config;
    }

    @Test
    void listsBothInvestigationsWithTheirProgressAndOpens018(FxRobot robot) throws Exception {
        int episodes018 = inv018.episodes().size();
        // The first episode with both runs done; the two pages read count for nothing, and the second
        // episode has only a prediction, which the outline marks as started, not explored.
        long expected018 = Math.round(100.0 / episodes018);
        // 017 is open at its first page (a fresh learner): being shown the page one arrived at is not
        // exploring it yet, so nothing counts.
        long expected017 = 0;
        int episodes017 = app.vm.course().episodes().size();

        robot.push(KeyCode.SHORTCUT, KeyCode.SHIFT, KeyCode.O);
        Await.until("the page's row for 018", () -> !robot.lookup("#start-open-" + ID_018).queryAll().isEmpty());

        assertEquals(expected018 + " % explored \u00b7 1 of " + episodes018 + " predictions made", progressText(robot, ID_018));
        assertEquals(expected017 + " % explored \u00b7 0 of " + episodes017 + " predictions made", progressText(robot, ID_017));
        Node page = robot.lookup("#start-page").query();
        String shown = robot.lookup(".label").queryAllAs(Label.class).stream()
                .filter(l -> l.getScene() == page.getScene()).map(Label::getText).toList().toString();
        assertTrue(shown.contains("Investigation 018 \u00b7 What Returns Is the Number"), shown);
        assertTrue(shown.contains(episodes018 + " episodes"), shown);
        assertTrue(shown.contains(episodes017 + " episodes \u00b7 open now"), "017 is the one open: " + shown);
        assertTrue(shown.contains(inv018.section("hook").orElseThrow().lead()), "018's hook says what it asks: " + shown);
        AppFixture.screenshot(page.getScene().getRoot(), "72-start-page");
        assertEquals(List.of(saved018.length), List.of(Files.readAllBytes(config.resolve(SaveStore.progressFileFor(ID_018))).length),
                "listing 018 leaves its saved file as it was");
        assertEquals(new String(saved018), Files.readString(config.resolve(SaveStore.progressFileFor(ID_018))));
        assertEquals(SaveStore.PROGRESS, app.vm.store().progressFile(), "017 is still the one open");

        robot.clickOn("#start-open-" + ID_018);
        // 018 is opened from the content read in the background.
        Await.until("018 open", () -> app.vm.course().title().startsWith("Investigation 018"));

        assertNull(page.getScene(), "the page closes once an investigation opens");
        Label subtitle = robot.lookup(".app-subtitle").queryAs(Label.class);
        assertTrue(subtitle.getText().startsWith("Investigation 018"), subtitle.getText());
        // Resumed where the learner was, the outline says the number the start page said.
        assertEquals(inv018.sections().stream().filter(s -> s.kind() != SectionKind.EPISODE).findFirst().orElseThrow().id(),
                app.vm.progressProperty().get().current());
        assertTrue(robot.lookup(".outline-progress .label").queryAllAs(Label.class).stream()
                .anyMatch(l -> l.getText().equals(expected018 + " % explored")), "the outline's header agrees");
    }

    @Test
    void fileMenuOpensItAndEscapeLeavesTheInvestigationAsItWas(FxRobot robot) throws Exception {
        String before = app.vm.course().title();
        robot.clickOn("File").clickOn("All investigations\u2026");
        Await.until("the page's row for 017", () -> !robot.lookup("#start-open-" + ID_017).queryAll().isEmpty());
        Node page = robot.lookup("#start-page").query();
        // In the main window's content area, the section under it hidden: nothing shows through.
        assertSame(app.scene, page.getScene(), "a page of the main window, not a window of its own");
        Node section = app.view.currentNode();
        assertFalse(onScreen(section), "the section under the page is hidden");
        robot.push(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        assertNull(page.getScene(), "Escape closes the page");
        assertTrue(onScreen(section), "and shows the section again");
        assertEquals(before, app.vm.course().title());
        assertEquals(SaveStore.PROGRESS, app.vm.store().progressFile());
    }

    @Test
    void openingASectionFromTheOutlineLeavesThePageForIt(FxRobot robot) throws Exception {
        robot.push(KeyCode.SHORTCUT, KeyCode.SHIFT, KeyCode.O);
        Await.until("the page's row for 017", () -> !robot.lookup("#start-open-" + ID_017).queryAll().isEmpty());
        Node page = robot.lookup("#start-page").query();
        robot.interact(() -> robot.lookup("#outline").queryAs(javafx.scene.control.ListView.class).getSelectionModel().select(2));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(2, app.vm.indexProperty().get());
        assertNull(page.getScene(), "the section opened takes the page's place");
        assertTrue(onScreen(app.view.currentNode()));
    }

    /** Visible with every one of its ancestors. */
    private static boolean onScreen(Node node) {
        for (Node n = node; n != null; n = n.getParent()) {
            if (!n.isVisible()) {
                return false;
            }
        }
        return node.getScene() != null;
    }

    private static String progressText(FxRobot robot, String id) {
        return robot.lookup("#start-progress-" + id).queryAs(Label.class).getText();
    }
}
