package io.boundarylab.app.scale;

import java.util.Locale;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import javafx.scene.Scene;
import javafx.stage.Stage;
import javafx.stage.Window;

/**
 * Entry points of at-scale mode: a window of its own ({@link #open(Window)}) or a view to embed
 * ({@link #embed()}, or {@link #createView()} to manage it yourself). Each owns one daemon worker thread for the engine, ended when the
 * window closes or the view is stopped.
 */
public final class AtScaleWindow {
    public static final double WIDTH = 1440;
    public static final double HEIGHT = 900;

    private AtScaleWindow() {
    }

    /**
     * Opens the at-scale window over {@code owner} (which may be null), with the owner's
     * stylesheets and theme classes, and the demo size loaded.
     */
    public static Stage open(Window owner) {
        AtScaleView view = createView();
        Stage stage = new Stage();
        if (owner != null) {
            stage.initOwner(owner);
        }
        Scene scene = new Scene(view, WIDTH, HEIGHT);
        if (owner != null && owner.getScene() != null) {
            Scene ownerScene = owner.getScene();
            scene.getStylesheets().setAll(ownerScene.getStylesheets());
            if (ownerScene.getRoot() != null) {
                // Theme, text scale and presenter mode are classes and a font size on the root.
                for (String c : ownerScene.getRoot().getStyleClass()) {
                    if (!view.getStyleClass().contains(c)) {
                        view.getStyleClass().add(c);
                    }
                }
                view.setStyle(ownerScene.getRoot().getStyle());
            }
        }
        stage.setTitle(view.viewModel().text().get("scale.title"));
        stage.setScene(scene);
        // On a smaller screen (a 1280×720 projector) the window is the screen's size, its controls inside it.
        io.boundarylab.app.theme.ScreenFit.size(stage, owner, WIDTH, HEIGHT);
        stage.setOnHidden(e -> view.stop());
        stage.show();
        view.start();
        view.viewModel().load(ScaleSize.DEMO, AtScaleViewModel.DEFAULT_SEED);
        return stage;
    }

    /**
     * A view to embed, with its own worker thread; call {@link AtScaleView#start()} once it is in
     * a scene and {@link AtScaleView#stop()} when it leaves.
     */
    public static AtScaleView createView() {
        return createView(Locale.getDefault());
    }

    /** A view in a language, as {@link #createView()} makes it. */
    public static AtScaleView createView(Locale language) {
        ExecutorService worker = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "boundary-lab-at-scale");
            t.setDaemon(true);
            return t;
        });
        AtScaleView view = new AtScaleView(new AtScaleViewModel(new ScaleText(language), worker));
        view.setOnStopped(worker::shutdownNow);
        return view;
    }

    /**
     * The view as a node to place anywhere, the demo size loaded: its frame pulse runs while it is
     * in a scene. Call {@link AtScaleView#stop()} on it when it is discarded for good, to end its
     * worker thread (a daemon, so it never keeps the app alive).
     */
    public static AtScaleView embed() {
        AtScaleView view = createView();
        view.sceneProperty().addListener((o, before, now) -> {
            if (now != null) {
                view.start();
            } else {
                view.suspend();
            }
        });
        view.viewModel().load(ScaleSize.DEMO, AtScaleViewModel.DEFAULT_SEED);
        return view;
    }
}
