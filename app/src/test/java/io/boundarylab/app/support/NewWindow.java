package io.boundarylab.app.support;

import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;
import javafx.scene.Scene;
import javafx.stage.Window;

/** A window a learner's step opens: waited for, then found among those that were not there before. */
public final class NewWindow {
    /** A step that may throw (a keyboard's press waits for its effect). */
    public interface Step {
        void run() throws Exception;
    }

    private NewWindow() {
    }

    /** Takes the step and returns the scene of the window it opened that {@code is} recognises. */
    public static Scene openedBy(Step step, Predicate<Scene> is) throws Exception {
        Set<Window> before = Set.copyOf(Window.getWindows());
        step.run();
        Predicate<Window> opened = w -> !before.contains(w) && w.isShowing() && w.getScene() != null && is.test(w.getScene());
        return Await.until("a window opened by the step", () -> Window.getWindows().stream().filter(opened).findFirst(), Optional::isPresent)
                .orElseThrow().getScene();
    }
}
