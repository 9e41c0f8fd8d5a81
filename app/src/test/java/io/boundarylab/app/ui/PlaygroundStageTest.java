package io.boundarylab.app.ui;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.app.playground.PlaygroundViewModel;
import io.boundarylab.app.stage.ExperimentStage;
import io.boundarylab.app.support.AppFixture;
import io.boundarylab.app.support.AppUiTest;
import io.boundarylab.app.support.Await;
import io.boundarylab.app.support.OpenPlayground;
import io.boundarylab.app.support.Pulses;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.Scene;
import javafx.scene.control.ButtonBase;
import javafx.scene.control.ComboBox;
import javafx.scene.control.TabPane;
import javafx.stage.Stage;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.testfx.api.FxRobot;

/**
 * The playground draws its runs: after Run, the naive and the contract run each on a stage, side by
 * side on one clock, and together the largest region of the window (at least 40 %) at 1280 x 720 and
 * 1440 x 900, 100 % and 200 % text; the Spanish subclass the same in Spanish. Each run alone, chosen
 * over the stages, takes the room of both.
 */
class PlaygroundStageTest extends AppUiTest {

    @ParameterizedTest(name = "{0}x{1} text={2}%")
    @MethodSource("io.boundarylab.app.ui.StageRule#sizes")
    void theRunsAreTheLargestRegion(int width, int height, int textPercent, FxRobot robot) throws Exception {
        Pulses.run(app.scene, () -> {
            @SuppressWarnings("unchecked")
            ComboBox<Integer> scale = (ComboBox<Integer>) app.scene.lookup("#text-scale");
            scale.setValue(textPercent);
        });
        OpenPlayground opened = OpenPlayground.fromMenu(robot, app);
        Scene scene = opened.scene();
        PlaygroundViewModel vm = opened.vm();
        Pulses.run(scene, () -> {
            Stage window = (Stage) scene.getWindow();
            window.setWidth(width);
            window.setHeight(height);
            ((TabPane) scene.lookup("#pg-tabs")).getSelectionModel().select(1);
        });
        Pulses.run(scene, () -> ((ButtonBase) scene.lookup("#pg-skip")).fire());
        Pulses.run(scene, () -> ((ButtonBase) scene.lookup("#pg-run")).fire());
        Await.until(Duration.ofSeconds(60), "both runs", () -> vm.resultProperty().get() != null);
        Await.until("the scene at the window's size",
                () -> Math.abs(scene.getWidth() - width) < 0.5 && Math.abs(scene.getHeight() - height) < 0.5);
        Await.until("both runs on stages", () -> scene.lookup("#pg-naive-stage") instanceof ExperimentStage
                && scene.lookup("#pg-contract-stage") instanceof ExperimentStage);
        Pulses.settle(scene);
        String where = "playground " + language().getLanguage() + "-" + width + "x" + height + "-" + textPercent;
        List<String> problems = new ArrayList<>(StageRule.problems(where + " side by side", scene, EveryStageIsTheLargestTest.NORMAL_SHARE));
        if (textPercent == 100 && language().getLanguage().equals("en")) {
            Pulses.run(scene, () -> ((ButtonBase) scene.lookup("#pg-end")).fire());
            AppFixture.screenshot(scene.getRoot(), "98-playground-runs-" + width);
        }
        Pulses.run(scene, () -> ((ButtonBase) scene.lookup("#pg-show-contract")).fire());
        problems.addAll(StageRule.problems(where + " contract alone", scene, EveryStageIsTheLargestTest.NORMAL_SHARE));
        assertTrue(!Pulses.onFx(() -> EveryScreenFitsTest.shown(scene.lookup("#pg-naive-stage"))),
                "the naive run folds away when the contract run is chosen");
        opened.close(robot);
        assertTrue(problems.isEmpty(), String.join("\n", problems));
    }
}
