package io.boundarylab.app.classroom;

import io.boundarylab.app.theme.Appearance;
import io.boundarylab.app.theme.ThemeChoice;
import javafx.scene.Scene;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import javafx.stage.Window;

/** The dashboard in a window of its own, in presenter mode when the main window is (large type, projector colours). */
public final class DashboardWindow {
    public static final double WIDTH = 1440;
    public static final double HEIGHT = 900;

    private DashboardWindow() {
    }

    public static Stage open(Window owner, DashboardViewModel vm, String classCode, boolean presenter) {
        DashboardView view = new DashboardView(vm);
        if (classCode != null) ((TextField) view.lookup("#dashboard-code")).setText(classCode);
        Stage stage = new Stage();
        if (owner != null) stage.initOwner(owner);
        Scene scene = new Scene(view, WIDTH, HEIGHT);
        Appearance.apply(scene, presenter ? ThemeChoice.HIGH_CONTRAST : ThemeChoice.LIGHT, 100, false, presenter);
        stage.setTitle(vm.text().get("dashboard.title"));
        stage.setScene(scene);
        // On a smaller screen (a 1280×720 projector) the window is the screen's size, its controls inside it.
        io.boundarylab.app.theme.ScreenFit.size(stage, owner, WIDTH, HEIGHT);
        stage.show();
        return stage;
    }
}
