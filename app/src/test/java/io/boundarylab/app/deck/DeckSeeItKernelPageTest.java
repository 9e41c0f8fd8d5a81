package io.boundarylab.app.deck;

import io.boundarylab.app.concurrent.DirectRunner;
import io.boundarylab.app.save.SaveStore;
import io.boundarylab.app.save.SavedDeck;
import io.boundarylab.app.support.AppFixture;
import io.boundarylab.app.support.Await;
import io.boundarylab.app.theme.Appearance;
import io.boundarylab.app.theme.ThemeChoice;
import io.boundarylab.bridge.sandbox.Host;
import io.boundarylab.episodes.content.Card;
import io.boundarylab.episodes.deck.DeckChoiceOrder;
import java.time.Duration;
import javafx.scene.Scene;
import javafx.scene.control.TextArea;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A card only the real kernel can show (why free lies): answered, then "see it" run from the
 * keyboard; the simulation pane says it has no version of it, the kernel pane shows the host's
 * MemTotal against the member's own 96 MiB ceiling, or why this machine cannot run it.
 */
@ExtendWith(ApplicationExtension.class)
class DeckSeeItKernelPageTest {

    private static final Instant T0 = Instant.parse("2026-03-02T09:00:00Z");
    private static final long LEARNER_SEED = 7L;

    @TempDir
    static Path config;

    private DeckView view;

    @Start
    void start(Stage s) throws Exception {
        SaveStore store = new SaveStore(config);
        store.write(store.snapshot(new SavedDeck(SavedDeck.FORMAT, Map.of("free-shows-the-host",
                new SavedDeck.SavedCard(null, null, T0.toString(), null, 0, 0, "added")))));
        view = DeckWindow.createView(store, new DirectRunner(), () -> T0, Host::detect, LEARNER_SEED);
        Scene scene = new Scene(DeckWindow.arranged(view), 1280, 960);
        Appearance.apply(scene, ThemeChoice.LIGHT, 100, true, false);
        s.setScene(scene);
        s.show();
        view.viewModel().load(List.of());
    }

    private static String focusedId(FxRobot robot) {
        javafx.scene.Node f = robot.window(0).getScene().getFocusOwner();
        return f == null ? "" : String.valueOf(f.getId());
    }

    @Test
    void theKernelShowsTheHostsMemoryBesideTheMembersCeiling(FxRobot robot) throws Exception {
        Await.until("the card asked", () -> view.viewModel().phaseProperty().get() == DeckViewModel.Phase.ASKING);
        assertEquals("free-shows-the-host", view.viewModel().cardProperty().get().id());
        // The page gives the first choice the focus once it has laid the card out.
        Await.until("the first choice focused", () -> "deck-choice-1".equals(focusedId(robot)));
        // Down to the right choice, wherever this learner's order shows it, select, Tab to "Sure", select, Enter;
        // then Shift+Tab to "See it", Space.
        Card card = view.viewModel().cardProperty().get();
        for (int i = 1; i < DeckChoiceOrder.rightPosition(LEARNER_SEED, card); i++) robot.type(KeyCode.DOWN);
        robot.type(KeyCode.SPACE).type(KeyCode.TAB).type(KeyCode.SPACE).type(KeyCode.ENTER);
        Await.until("the answer checked", () -> view.viewModel().phaseProperty().get() == DeckViewModel.Phase.ANSWERED);
        assertTrue(view.viewModel().lastRightProperty().get());
        // After an answer the page gives "Next card" the focus; "See it" is one Shift+Tab before it.
        Await.until("Next card focused", () -> "deck-next".equals(focusedId(robot)));
        robot.press(KeyCode.SHIFT).type(KeyCode.TAB).release(KeyCode.SHIFT).type(KeyCode.SPACE);
        Await.until(Duration.ofSeconds(60), "the kernel's part of See it", () -> !view.viewModel().kernelTextProperty().get().startsWith("Running")
                && !view.viewModel().kernelTextProperty().get().isEmpty());
        String engine = robot.lookup("#deck-see-it-engine").queryAs(TextArea.class).getText();
        assertTrue(engine.startsWith("No simulated version"), engine);
        String kernel = robot.lookup("#deck-see-it-kernel").queryAs(TextArea.class).getText();
        String memTotalKb = Files.readAllLines(Path.of("/proc/meminfo")).get(0).replaceAll("\\D", "");
        assertTrue(kernel.startsWith("This machine cannot run it")
                || kernel.contains(Long.toString(Long.parseLong(memTotalKb) * 1024)) && kernel.contains("100663296"), kernel);
        AppFixture.screenshot(robot.window(0).getScene().getRoot(), "84-deck-see-it-kernel");
    }
}
