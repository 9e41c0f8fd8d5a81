package io.boundarylab.app.support;

import io.boundarylab.app.playground.PlaygroundView;
import io.boundarylab.app.playground.PlaygroundViewModel;
import javafx.scene.Scene;
import org.testfx.api.FxRobot;

/**
 * The playground's window as a UI test opens it, from View → Playground or another way in ("Try
 * your own version"), with the view-model behind it. The keyboard then types into it, not into
 * the main window.
 */
public record OpenPlayground(Scene scene, PlaygroundViewModel vm) {

    /** View → Playground, from the main window's menu. */
    public static OpenPlayground fromMenu(FxRobot robot, AppFixture app) throws Exception {
        return after(robot, () -> app.menuItem("menu-playground").fire());
    }

    /** Does {@code action} on the FX thread and waits for the playground window it opens. */
    public static OpenPlayground after(FxRobot robot, Runnable action) throws Exception {
        Scene scene = NewWindow.openedBy(() -> robot.interact(action), s -> s.getRoot() instanceof PlaygroundView);
        robot.targetWindow(scene.getWindow());
        return new OpenPlayground(scene, ((PlaygroundView) scene.getRoot()).viewModel());
    }

    /** Closes the window as the learner does (its work in progress is written as it closes). */
    public void close(FxRobot robot) {
        robot.interact(() -> scene.getWindow().hide());
    }
}
