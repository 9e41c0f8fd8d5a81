package io.boundarylab.app.ui;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.app.scale.AtScaleView;
import io.boundarylab.app.scale.AtScaleViewModel;
import io.boundarylab.app.scale.AtScaleWindow;
import io.boundarylab.app.scale.ScaleSize;
import io.boundarylab.app.support.AppFixture;
import io.boundarylab.app.support.Await;
import io.boundarylab.app.support.Pulses;
import io.boundarylab.app.theme.Appearance;
import io.boundarylab.app.theme.ThemeChoice;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import javafx.scene.Scene;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The at-scale window's heat map is its stage and the largest region of the window: at 1280 x 720 and
 * 1440 x 900, 100 % and 200 % text, English and Spanish, the map covers at least 40 % of the window and
 * the side panel (pods by phase, events) sits beside it, folding when the window is narrow for its type.
 */
@ExtendWith(ApplicationExtension.class)
class AtScaleStageTest {
    private Stage window;
    private AtScaleView view;

    @Start
    void start(Stage stage) {
        window = stage;
        stage.setScene(new Scene(new StackPane(), 400, 300));
        stage.show();
    }

    @AfterEach
    void stop(FxRobot robot) {
        robot.interact(() -> {
            if (view != null) {
                view.stop();
            }
        });
    }

    @ParameterizedTest(name = "{0} {1}x{2} text={3}%")
    @MethodSource("io.boundarylab.app.ui.StageRule#windows")
    void theHeatMapIsTheLargestRegion(String language, int width, int height, int textPercent, FxRobot robot) {
        robot.interact(() -> {
            view = AtScaleWindow.createView(Locale.forLanguageTag(language));
            Scene scene = new Scene(view, width, height);
            Appearance.apply(scene, ThemeChoice.LIGHT, textPercent, true, false);
            window.setScene(scene);
            window.setWidth(width);
            window.setHeight(height);
        });
        Scene scene = view.getScene();
        // The frame pulse brings the worker's frames to the view, as the window starts it when shown.
        // no wait needed: the pulse runs on by itself; the wait below is for the frame it brings after the load.
        robot.interact(() -> view.start());
        robot.interact(() -> view.viewModel().load(ScaleSize.DEMO, AtScaleViewModel.DEFAULT_SEED));
        Await.until(Duration.ofSeconds(60), "the demo computed",
                () -> view.viewModel().engineDoneProperty().get() && view.viewModel().frame() != null);
        Await.until("the scene at the window's size",
                () -> Math.abs(scene.getWidth() - width) < 0.5 && Math.abs(scene.getHeight() - height) < 0.5);
        Pulses.settle(scene);
        String where = "at-scale " + language + "-" + width + "x" + height + "-" + textPercent;
        List<String> problems = StageRule.problems(where, scene, EveryStageIsTheLargestTest.NORMAL_SHARE);
        if (language.equals("en")) {
            AppFixture.screenshot(scene.getRoot(), "92-at-scale-" + width + (textPercent == 100 ? "" : "-text-" + textPercent));
        }
        assertTrue(problems.isEmpty(), String.join("\n", problems));
    }
}
