package io.boundarylab.app.deck;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.boundarylab.app.concurrent.DirectRunner;
import io.boundarylab.app.save.Progress;
import io.boundarylab.app.save.SaveStore;
import io.boundarylab.app.save.SavedPrediction;
import io.boundarylab.episodes.prediction.Verdict;
import io.boundarylab.app.support.AppFixture;
import io.boundarylab.app.support.Await;
import io.boundarylab.app.theme.Appearance;
import io.boundarylab.app.theme.ThemeChoice;
import io.boundarylab.bridge.sandbox.Host;
import io.boundarylab.episodes.content.Card;
import io.boundarylab.episodes.deck.DeckChoiceOrder;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.RadioButton;
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
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The deck page as a learner uses it with the keyboard only: a wrong prediction in episode 4
 * (fate) brought its cards into the deck; the first is answered right and sure, its experiment is
 * run, the next is answered wrong and sure, and what was saved is read back from deck.json.
 */
@ExtendWith(ApplicationExtension.class)
class DeckPageTest {

    private static final Instant T0 = Instant.parse("2026-03-02T09:00:00Z");
    private static final long LEARNER_SEED = AppFixture.LEARNER_SEED;

    @TempDir
    static Path config;

    private final AtomicReference<Instant> now = new AtomicReference<>(T0);
    private DeckView view;
    private Stage stage;

    @Start
    void start(Stage s) throws Exception {
        stage = s;
        SaveStore store = new SaveStore(config);
        Progress progress = Progress.empty().predict("fate", new SavedPrediction("web-only", "", 80).withVerdict(Verdict.WRONG))
                .predict("helper", new SavedPrediction("x", "", 60).withVerdict(Verdict.RIGHT));
        store.save(progress);
        view = DeckWindow.createView(store, new DirectRunner(), now::get, Host::detect, LEARNER_SEED);
        Scene scene = new Scene(DeckWindow.arranged(view), 1280, 960);
        Appearance.apply(scene, ThemeChoice.LIGHT, 100, true, false);
        s.setScene(scene);
        s.show();
        view.viewModel().load(d -> DeckSaves.wrongPredictions(d, store, store.loadProgress()));
    }


    private static String text(FxRobot robot, String id) {
        return robot.lookup(id).queryAs(Label.class).getText();
    }

    /**
     * Where the current card shows its right choice (from 1), or its first wrong one; checked
     * against the radio button there, so the test picks a choice by what it says, not its place.
     */
    private int shownAt(FxRobot robot, boolean right) {
        Card c = view.viewModel().cardProperty().get();
        Card.Choices ch = (Card.Choices) c.answer();
        List<DeckChoiceOrder.Shown> shown = view.viewModel().shownChoices();
        int at = 0;
        for (int i = 0; i < shown.size() && at == 0; i++) {
            if (shown.get(i).text().equals(ch.options().get(ch.correct())) == right) at = i + 1;
        }
        String label = robot.lookup("#deck-choice-" + at).queryAs(RadioButton.class).getText();
        assertEquals(at + ". " + shown.get(at - 1).text(), label);
        return at;
    }

    /** Moves from the first choice to the one shown at {@code at} and selects it. */
    private static void select(FxRobot robot, int at) {
        for (int i = 1; i < at; i++) robot.type(KeyCode.DOWN);
        robot.type(KeyCode.SPACE);
    }

    private static String focusedId(FxRobot robot) {
        Node f = robot.window(0).getScene().getFocusOwner();
        return f == null ? "" : String.valueOf(f.getId());
    }

    @Test
    void aLearnerWorksThroughTheCardsAWrongPredictionBroughtWithTheKeyboardOnly(FxRobot robot) throws Exception {
        Await.until("a card asked", () -> view.viewModel().phaseProperty().get() == DeckViewModel.Phase.ASKING);
        // Episode 4's cards joined (helper was right: its cards did not); due together, asked by id.
        assertTrue(text(robot, "#deck-counts").startsWith("7 due now · 7 in your deck · 48 not added yet"), text(robot, "#deck-counts"));
        assertEquals("cpu-vs-memory-ceiling", view.viewModel().cardProperty().get().id());
        assertTrue(text(robot, "#deck-status").contains("The Fate-Sharing Problem"), text(robot, "#deck-status"));
        Await.until("the first choice focused", () -> focusedId(robot).equals("deck-choice-1"));

        // The right one, wherever this learner's order puts it: down to it, select, then "Sure", then Enter checks.
        select(robot, shownAt(robot, true));
        robot.type(KeyCode.TAB).type(KeyCode.SPACE);
        assertEquals("deck-confidence-sure", focusedId(robot));
        AppFixture.screenshot(robot.window(0).getScene().getRoot(), "80-deck-question");
        robot.type(KeyCode.ENTER);
        Await.until("the answer checked", () -> view.viewModel().phaseProperty().get() == DeckViewModel.Phase.ANSWERED);
        // Right and sure is easy: S0 = w3 = 8.2956 days, asked again in 8.
        assertEquals("Right. Asked again in 8 days.", text(robot, "#deck-verdict"));
        AppFixture.screenshot(robot.window(0).getScene().getRoot(), "81-deck-answered");

        // "See it" is one Shift+Tab before "Next card".
        Await.until("Next card focused", () -> focusedId(robot).equals("deck-next"));
        robot.press(KeyCode.SHIFT).type(KeyCode.TAB).release(KeyCode.SHIFT);
        assertEquals("deck-see-it", focusedId(robot));
        robot.type(KeyCode.SPACE);
        Await.until(Duration.ofSeconds(90), "See it run", () -> !view.viewModel().seeItRunningProperty().get());
        // The simulated run is drawn on a stage, to be played: the memory hog killed, the CPU hog throttled.
        assertTrue(robot.lookup("#deck-see-it-stage").query().isVisible());
        java.util.List<io.boundarylab.engine.trace.TraceEvent> run = view.viewModel().seeItRun().playback().trace();
        assertTrue(run.stream().anyMatch(e -> e.type() == io.boundarylab.engine.trace.EventType.OOMKilled), "the run has the kill");
        assertTrue(run.stream().anyMatch(e -> e.type() == io.boundarylab.engine.trace.EventType.Throttled), "the run has the throttling");
        String engine = robot.lookup("#deck-see-it-engine").queryAs(TextArea.class).getText();
        assertTrue(engine.contains("memory-hog") && !engine.contains("the kernel killed it"), "counts, not log lines: " + engine);
        String kernel = robot.lookup("#deck-see-it-kernel").queryAs(TextArea.class).getText();
        // Where the bridge can run, the kernel's own figures; elsewhere the doctor's reasons.
        assertTrue(kernel.matches("(?s).*memory-hog exit code +137\n.*") || kernel.startsWith("This machine cannot run it"), kernel);
        AppFixture.screenshot(robot.window(0).getScene().getRoot(), "82-deck-see-it");

        // Escape puts the experiment away: back on the card, "Next card" a Tab away.
        robot.type(KeyCode.ESCAPE);
        Await.until("back on the card", () -> !robot.lookup("#deck-see-it-layer").query().isVisible());
        for (int i = 0; i < 6 && !focusedId(robot).equals("deck-next"); i++) robot.type(KeyCode.TAB);
        assertEquals("deck-next", focusedId(robot));
        robot.type(KeyCode.ENTER);
        Await.until("a card asked", () -> view.viewModel().phaseProperty().get() == DeckViewModel.Phase.ASKING);
        assertEquals("graceful-shutdown", view.viewModel().cardProperty().get().id());

        // Wrong and sure: the first wrong choice shown, Sure, Enter.
        Await.until("the first choice focused", () -> focusedId(robot).equals("deck-choice-1"));
        select(robot, shownAt(robot, false));
        robot.type(KeyCode.TAB).type(KeyCode.SPACE).type(KeyCode.ENTER);
        Await.until("the answer checked", () -> view.viewModel().phaseProperty().get() == DeckViewModel.Phase.ANSWERED);
        assertTrue(text(robot, "#deck-verdict").startsWith("Not quite. The answer: Routing still sends callers here for a while"),
                text(robot, "#deck-verdict"));
        // The answer is a sentence of its own: a full stop, then when it comes back.
        assertTrue(text(robot, "#deck-verdict").contains("meanwhile. Asked again"), text(robot, "#deck-verdict"));
        assertTrue(text(robot, "#deck-verdict").endsWith("Asked again later in this sitting (a wrong answer comes back until it is answered right)."));
        AppFixture.screenshot(robot.window(0).getScene().getRoot(), "83-deck-wrong");

        // Saved as it happened (DirectRunner writes at once): read back what a restart would load.
        JsonNode cards = new ObjectMapper().readTree(Files.readString(config.resolve(SaveStore.DECK))).get("cards");
        assertEquals(7, cards.size());
        JsonNode first = cards.get("cpu-vs-memory-ceiling");
        assertEquals(T0.plus(Duration.ofDays(8)).toString(), first.get("due").asText());
        // Easy at first sight: S0(4) = w3; D0(4) = 6.4133 − e^2.5002 + 1 = −4.7716307, clamped to 1.
        assertEquals(8.2956, first.get("stability").asDouble(), 1e-12);
        assertEquals(1.0, first.get("difficulty").asDouble(), 1e-12);
        JsonNode second = cards.get("graceful-shutdown");
        assertEquals(1, second.get("lapses").asInt());
        // Again at first sight: S0(1) = w0 = 0.212; D0(1) = w4 = 6.4133.
        assertEquals(0.212, second.get("stability").asDouble(), 1e-12);
        assertEquals(6.4133, second.get("difficulty").asDouble(), 1e-12);
        assertEquals("node-execution-principles/fate", second.get("joinedFrom").asText());
        assertFalse(cards.has("exit-code-verdict"), "helper was predicted right: its cards stay out");
        // Both answers are in the review log, in the order given (ratings 4 and 1; day 2026-03-02 is day 20514).
        assertEquals(List.of("card_id,review_th,day_offset,delta_t,rating,elapsed_days,elapsed_seconds", "cpu-vs-memory-ceiling,1,20514,0,4,-1,-1", "graceful-shutdown,2,20514,0,1,-1,-1"),
                Files.readAllLines(config.resolve(SaveStore.REVIEWS)));
    }
}
