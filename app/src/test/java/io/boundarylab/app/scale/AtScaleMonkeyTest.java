package io.boundarylab.app.scale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.concurrent.CopyOnWriteArrayList;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Slider;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** Random enabled controls and keys, seeded: no uncaught exception and the playhead stays sane. */
@ExtendWith(ApplicationExtension.class)
class AtScaleMonkeyTest {
    private static final long HORIZON_MS = ScaleAggregateTest.HORIZON_MS;
    private static final KeyCode[] KEYS = {KeyCode.SPACE, KeyCode.HOME, KeyCode.END, KeyCode.PAGE_UP, KeyCode.PAGE_DOWN,
        KeyCode.PLUS, KeyCode.MINUS, KeyCode.LEFT, KeyCode.RIGHT, KeyCode.UP, KeyCode.DOWN, KeyCode.TAB};
    private final List<Throwable> uncaught = new CopyOnWriteArrayList<>();
    private AtScaleView view;
    private Thread.UncaughtExceptionHandler previousFx;

    @Start
    void start(Stage stage) {
        previousFx = Thread.currentThread().getUncaughtExceptionHandler();
        Thread.currentThread().setUncaughtExceptionHandler((t, e) -> uncaught.add(e));
        // The engine runs on the calling thread: every frame is ready when an action returns.
        AtScaleViewModel vm = new AtScaleViewModel(new ScaleText(Locale.ENGLISH), Runnable::run);
        view = new AtScaleView(vm);
        stage.setScene(new Scene(view, 1280, 800));
        stage.show();
        vm.load(ScaleSize.DEMO, () -> AtScaleScenarios.generate(ScaleSize.DEMO, 21, HORIZON_MS));
    }

    @Test
    void randomControlsAndKeysNeverBreakTheView(FxRobot robot) {
        Random random = new Random(2026);
        AtScaleViewModel vm = view.viewModel();
        robot.clickOn("#scale-heatmap");
        for (int i = 0; i < 100; i++) {
            int what = random.nextInt(4);
            if (what == 0) {
                List<Button> buttons = new ArrayList<>();
                for (Node n : robot.lookup(".button").queryAll()) {
                    if (n instanceof Button b && !b.isDisabled() && !"scale-open".equals(b.getId())) {
                        buttons.add(b);
                    }
                }
                if (!buttons.isEmpty()) {
                    Button b = buttons.get(random.nextInt(buttons.size()));
                    robot.interact(b::fire);
                }
            } else if (what == 1) {
                robot.type(KEYS[random.nextInt(KEYS.length)]);
            } else if (what == 2) {
                long at = (long) (random.nextDouble() * HORIZON_MS * 1.2);
                Slider scrub = robot.lookup("#scale-scrub").queryAs(Slider.class);
                robot.interact(() -> scrub.setValue(at));
            } else {
                long nanos = random.nextInt(120_000_000);
                ComboBox<?> speed = robot.lookup("#scale-speed").queryComboBox();
                // no wait needed: this view's engine runs on the calling thread (Runnable::run), so a tick's frame is ready when it returns
                robot.interact(() -> {
                    speed.getSelectionModel().select(random.nextInt(speed.getItems().size()));
                    vm.tick(nanos);
                });
            }
            long playhead = vm.playheadMs();
            assertTrue(playhead >= 0 && playhead <= HORIZON_MS, "playhead " + playhead + " after step " + i);
            ScaleFrame f = vm.frame();
            assertTrue(f.timeMs() <= f.computedMs(), "never shows what is not computed");
            assertEquals(vm.playheadMs(), f.timeMs(), "the synchronous worker shows the playhead at once");
        }
        robot.interact(() -> Thread.currentThread().setUncaughtExceptionHandler(previousFx));
        assertTrue(uncaught.isEmpty(), "uncaught: " + uncaught);
    }
}
