package io.boundarylab.app.playground;

import io.boundarylab.app.i18n.Messages;
import io.boundarylab.app.theme.ScreenFit;
import java.io.File;
import java.nio.file.Path;
import java.util.function.Consumer;
import javafx.scene.Scene;
import javafx.stage.DirectoryChooser;
import javafx.stage.Stage;
import javafx.stage.Window;

/** The playground's window over the main window, with the main window's look and text size. */
public final class PlaygroundWindow {
    public static final double WIDTH = 1280;
    public static final double HEIGHT = 860;

    private PlaygroundWindow() {
    }

    /**
     * Opens the playground over {@code owner} on the view-model given (its starts set and one started).
     *
     * @param save saves the experiment into the folder the learner chooses
     */
    public static Stage open(Window owner, Messages messages, PlaygroundViewModel vm, Consumer<Path> save) {
        Stage stage = new Stage();
        if (owner != null) {
            stage.initOwner(owner);
        }
        PlaygroundView view = new PlaygroundView(vm, messages, () -> {
            DirectoryChooser c = new DirectoryChooser();
            c.setTitle(messages.get("playground.save"));
            File dir = c.showDialog(stage);
            if (dir != null) {
                save.accept(dir.toPath());
            }
        });
        Scene scene = new Scene(view, WIDTH, HEIGHT);
        ScreenFit.lookLike(owner, scene, view);
        stage.setTitle(messages.get("playground.window"));
        stage.setScene(scene);
        // On a smaller screen (a 1280×720 projector) the window is the screen's size, its controls inside it.
        ScreenFit.size(stage, owner, WIDTH, HEIGHT);
        stage.show();
        return stage;
    }
}
