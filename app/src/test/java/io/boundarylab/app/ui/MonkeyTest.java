package io.boundarylab.app.ui;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.app.lab.EpisodesLab;
import io.boundarylab.app.support.AppFixture;
import io.boundarylab.app.support.TestLab;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.ButtonBase;
import javafx.scene.control.ComboBox;
import javafx.scene.control.ListView;
import javafx.scene.control.Slider;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * Operates random enabled controls of whatever scene is showing, with frames passing in between,
 * and expects no uncaught exception. Seeded, so a failure replays.
 */
@ExtendWith(ApplicationExtension.class)
class MonkeyTest {
    private static final long SEED = 20261202L;
    private static final int ACTIONS = 160;
    private static EpisodesLab lab;
    @TempDir
    static Path root;
    private AppFixture app;

    @BeforeAll
    static void loadLab() {
        lab = TestLab.bundled();
    }

    @Start
    void start(Stage stage) throws Exception {
        app = AppFixture.start(stage, Files.createTempDirectory(root, "m"), lab);
    }

    @Test
    void randomEnabledControlsNeverThrow(FxRobot robot) {
        List<Throwable> uncaught = Collections.synchronizedList(new ArrayList<>());
        Thread.UncaughtExceptionHandler previous = Thread.getDefaultUncaughtExceptionHandler();
        Random random = new Random(SEED);
        List<String> log = new ArrayList<>();
        robot.interact(() -> Thread.currentThread().setUncaughtExceptionHandler((t, e) -> uncaught.add(e)));
        Thread.setDefaultUncaughtExceptionHandler((t, e) -> uncaught.add(e));
        try {
            for (int i = 0; i < ACTIONS; i++) {
                robot.interact(() -> {
                    try {
                        act(random, log);
                        // A few frames pass, as they would on screen.
                        app.view.lookupAll("*");
                    } catch (RuntimeException e) {
                        uncaught.add(e);
                    }
                });
            }
        } finally {
            Thread.setDefaultUncaughtExceptionHandler(previous);
            robot.interact(app.vm::togglePresenter);
            if (app.vm.presenterProperty().get()) {
                robot.interact(app.vm::togglePresenter);
            }
        }
        assertTrue(uncaught.isEmpty(), () -> "uncaught: " + uncaught + "\nlast actions: "
                + log.subList(Math.max(0, log.size() - 15), log.size()));
    }

    private void act(Random random, List<String> log) {
        List<Node> candidates = new ArrayList<>();
        collect(app.view, candidates);
        if (candidates.isEmpty()) {
            return;
        }
        Node n = candidates.get(random.nextInt(candidates.size()));
        log.add(n.getClass().getSimpleName() + "#" + n.getId());
        if (n instanceof ButtonBase b) {
            // The real-kernel run starts processes in namespaces: the bridge tests cover it, not the monkey.
            if ("kernel-run".equals(b.getId())) {
                return;
            }
            b.fire();
        } else if (n instanceof ComboBox<?> c && !c.getItems().isEmpty()) {
            c.getSelectionModel().select(random.nextInt(c.getItems().size()));
        } else if (n instanceof Slider s) {
            s.setValue(s.getMin() + random.nextDouble() * (s.getMax() - s.getMin()));
        } else if (n instanceof ListView<?> l && !l.getItems().isEmpty()) {
            l.getSelectionModel().select(random.nextInt(l.getItems().size()));
        } else if (n instanceof TabPane t) {
            t.getSelectionModel().select(random.nextInt(t.getTabs().size()));
        } else if (n instanceof TextField f) {
            f.setText(random.nextBoolean() ? Integer.toString(random.nextInt(100)) : "x" + random.nextInt(9));
        }
        if (random.nextInt(4) == 0) {
            app.view.handleSceneKey(List.of(javafx.scene.input.KeyCode.SPACE, javafx.scene.input.KeyCode.RIGHT,
                    javafx.scene.input.KeyCode.LEFT, javafx.scene.input.KeyCode.M, javafx.scene.input.KeyCode.R,
                    javafx.scene.input.KeyCode.A).get(random.nextInt(6)));
        }
    }

    private static void collect(Node node, List<Node> out) {
        if (!node.isVisible() || node.isDisabled()) {
            return;
        }
        if (node instanceof ButtonBase || node instanceof ComboBox || node instanceof Slider || node instanceof ListView
                || node instanceof TabPane || node instanceof TextField) {
            out.add(node);
        }
        if (node instanceof Parent p) {
            for (Node child : p.getChildrenUnmodifiable()) {
                collect(child, out);
            }
        }
    }
}
