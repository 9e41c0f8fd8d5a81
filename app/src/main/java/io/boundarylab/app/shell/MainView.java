package io.boundarylab.app.shell;

import io.boundarylab.app.episode.EpisodeView;
import io.boundarylab.app.export.Snapshots;
import io.boundarylab.app.i18n.Messages;
import io.boundarylab.app.playback.PlaybackClock;
import io.boundarylab.app.scene.SceneActions;
import io.boundarylab.app.save.Settings;
import io.boundarylab.app.theme.Appearance;
import io.boundarylab.app.theme.ThemeChoice;
import io.boundarylab.episodes.content.Section;
import java.io.File;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCombination;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.stage.DirectoryChooser;
import javafx.stage.FileChooser;
import javafx.stage.Stage;

/**
 * The main window: menu, header with next/previous and the settings, the outline of the whole
 * investigation with progress marks, and the current page or scene. Keys: in presenter mode they
 * always act (Space, arrows, M, R, A, F11, F1); otherwise only when no control used them first.
 */
public final class MainView extends StackPane {
    private final MainViewModel vm;
    private final Messages messages;
    private final Stage stage;
    private final BorderPane frame = new BorderPane();
    private final StackPane content = new StackPane();
    /** The section shown, under the start page when that is up ({@link StartPageLayer}). */
    private final StackPane shown = new StackPane();
    private final StartPageLayer startPage;
    private final ShortcutsOverlay shortcuts;
    private final PresenterKeys keys;
    private final Map<Object, Node> sceneCache = new HashMap<>();
    private final SceneFactory scenes;
    private Node currentNode;
    private Button nextButton;
    private final javafx.beans.property.BooleanProperty outlineShown = new javafx.beans.property.SimpleBooleanProperty(true);
    /** The outline was open when a scene with a stage folded it: open it again on the next page. */
    private boolean outlineFoldedForStage;
    /** The window showed before the course loaded: focus the start once it has. */
    private boolean focusWhenLoaded;

    /**
     * @param clock drives every playback shown; the app starts it, tests leave it stopped and tick by hand
     */
    public MainView(MainViewModel vm, Stage stage, PlaybackClock clock) {
        this.vm = vm;
        this.scenes = new SceneFactory(vm, clock, ep -> PlaygroundEntry.open(vm, stage, ep));
        this.messages = vm.messages();
        this.stage = stage;
        getStyleClass().add("main-view");
        setId("main-view");

        MenuBar menus = menuBar();
        HeaderBar header = new HeaderBar(vm, outlineShown, this::toggleShortcuts);
        header.prefWrapLengthProperty().bind(widthProperty());
        nextButton = header.nextButton();
        // Presenter mode projects the scene: the menus and the header step aside (their keys still work).
        for (Node n : List.of(menus, header)) {
            n.visibleProperty().bind(vm.presenterProperty().not());
            n.managedProperty().bind(n.visibleProperty());
        }
        VBox top = new VBox(menus, header, new NoticeBar(vm));
        frame.setTop(top);
        frame.setLeft(outlinePane());
        content.getStyleClass().add("content");
        content.getChildren().add(shown);
        frame.setCenter(content);
        startPage = new StartPageLayer(vm, this, content, shown, this::focusStart);
        shortcuts = new ShortcutsOverlay(messages);
        keys = new PresenterKeys(vm, () -> currentNode, this::toggleShortcuts, this::toggleFullScreen, this::shortcutsShown);
        getChildren().addAll(frame, shortcuts, new ExplainOverlay(vm));

        vm.currentProperty().addListener((o, a, b) -> showCurrent());
        vm.predictionsShownProperty().addListener((o, a, b) -> showCurrent());
        vm.labProperty().addListener((o, a, b) -> {
            sceneCache.clear();
            showCurrent();
        });
        vm.presenterProperty().addListener((o, a, b) -> {
            applyAppearance();
            if (stage != null) {
                stage.setFullScreen(b);
            }
            sceneCache.values().forEach(n -> {
                if (n instanceof EpisodeView ev) {
                    ev.answersHiddenProperty().set(b);
                    ev.setPresenter(b);
                }
            });
        });
        vm.settingsProperty().addListener((o, a, b) -> {
            applyAppearance();
            sceneCache.values().forEach(n -> {
                if (n instanceof EpisodeView ev) {
                    ev.setReducedMotion(b.reducedMotion());
                }
            });
        });
        sceneProperty().addListener((o, a, b) -> {
            if (b != null) {
                keys.install(b);
                applyAppearance();
            }
        });
        showCurrent();
    }

    /**
     * Puts the keyboard on "Next", the first thing a learner does, or, when the app resumes on a scene
     * with work in progress, on that scene's next step (so Space runs rather than pressing a header
     * button); call once the window shows.
     */
    public void focusStart() {
        if (vm.course() == null) {
            focusWhenLoaded = true;
        }
        javafx.scene.Node primary = currentNode instanceof SceneActions a ? a.primaryControl() : null;
        if (primary != null && !primary.isDisabled() && primary.isVisible()) {
            if (primary.getScene() != null) {
                primary.requestFocus();
            } else {
                // Inside a scroll pane whose skin is not built yet: focus it as soon as it is in the scene.
                nextButton.requestFocus();
                primary.sceneProperty().addListener(new javafx.beans.value.ChangeListener<>() {
                    @Override
                    public void changed(javafx.beans.value.ObservableValue<? extends javafx.scene.Scene> o,
                            javafx.scene.Scene was, javafx.scene.Scene now) {
                        if (now != null) {
                            primary.sceneProperty().removeListener(this);
                            javafx.application.Platform.runLater(primary::requestFocus);
                        }
                    }
                });
            }
        } else {
            nextButton.requestFocus();
        }
    }

    /**
     * Puts the keyboard in the section shown: its primary control, else its first control that takes
     * focus, else the panel it scrolls in (so the arrows scroll it).
     */
    void focusContent() {
        Node shownNow = currentNode;
        if (shownNow != null && shownNow.getScene() == null) {
            // Inside a scroll pane whose skin is not built yet: once it is in the scene.
            shownNow.sceneProperty().addListener(new javafx.beans.value.ChangeListener<>() {
                @Override
                public void changed(javafx.beans.value.ObservableValue<? extends javafx.scene.Scene> o,
                        javafx.scene.Scene was, javafx.scene.Scene now) {
                    if (now != null) {
                        shownNow.sceneProperty().removeListener(this);
                        if (currentNode == shownNow) {
                            javafx.application.Platform.runLater(MainView.this::focusContent);
                        }
                    }
                }
            });
            return;
        }
        Node target = FocusTarget.in(currentNode);
        if (target != null) {
            target.requestFocus();
        }
    }

    public MainViewModel viewModel() {
        return vm;
    }

    /** The node showing the current page or scene. */
    public Node currentNode() {
        return currentNode;
    }

    private MenuBar menuBar() {
        Menu file = new Menu(messages.get("menu.file"));
        MenuItem load = item("menu.file.content", () -> {
            DirectoryChooser c = new DirectoryChooser();
            c.setTitle(messages.get("menu.file.content"));
            File dir = c.showDialog(stage);
            if (dir != null) {
                loadContent(dir.toPath());
            }
        });
        MenuItem bundled = item("menu.file.bundled", this::loadBundled);
        MenuItem exportProgress = item("menu.file.exportProgress", () -> save("progress.json", "*.json").ifPresent(vm::exportProgress));
        MenuItem importProgress = item("menu.file.importProgress", () -> {
            FileChooser c = new FileChooser();
            c.getExtensionFilters().add(new FileChooser.ExtensionFilter(messages.get("file.json"), "*.json"));
            File f = c.showOpenDialog(stage);
            if (f != null) {
                vm.importProgress(f.toPath());
            }
        });
        MenuItem exportTrace = item("menu.file.exportTrace", () -> save("trace.jsonl", "*.jsonl").ifPresent(this::exportTrace));
        MenuItem exportTranscript = item("menu.file.exportTranscript", () -> save("transcript.html", "*.html").ifPresent(this::exportTranscript));
        MenuItem exportPng = item("menu.file.exportPng", () -> save("scene.png", "*.png").ifPresent(this::exportPng));
        file.getItems().addAll(load, bundled, new InvestigationsMenu(messages, vm), StartPage.menuItem(vm, stage), new SeparatorMenuItem(), exportProgress, importProgress, new SeparatorMenuItem(),
                exportTrace, exportTranscript, exportPng);
        Menu view = new Menu(messages.get("menu.view"));
        MenuItem presenter = item("menu.view.presenter", vm::togglePresenter);
        presenter.setAccelerator(KeyCombination.keyCombination("Shortcut+P"));
        MenuItem full = item("menu.view.fullscreen", this::toggleFullScreen);
        // The same ideas at the scale Kubernetes supports: a window of its own, aggregated.
        MenuItem atScale = item("menu.view.atScale", () -> io.boundarylab.app.scale.AtScaleWindow.open(stage));
        atScale.setId("menu-at-scale");
        view.getItems().addAll(PredictionsEntry.menuItem(vm), io.boundarylab.app.deck.DeckWindow.menuItem(stage, vm.store(), vm.runner(), vm.progressProperty()),
                PlaygroundEntry.menuItem(vm, stage),
                new SeparatorMenuItem(), presenter, full, new SeparatorMenuItem());
        view.getItems().addAll(AppearanceMenu.items(vm));
        view.getItems().addAll(new SeparatorMenuItem(), atScale);
        Menu help = new Menu(messages.get("menu.help"));
        help.getItems().add(item("menu.help.shortcuts", this::toggleShortcuts));
        MenuBar bar = new MenuBar(file, view, ClassroomEntry.menu(vm, stage), help);
        bar.setUseSystemMenuBar(false);
        return bar;
    }

    private java.util.Optional<Path> save(String name, String pattern) {
        FileChooser c = new FileChooser();
        c.setInitialFileName(name);
        c.getExtensionFilters().add(new FileChooser.ExtensionFilter(pattern, pattern));
        File f = c.showSaveDialog(stage);
        return java.util.Optional.ofNullable(f).map(File::toPath);
    }

    private MenuItem item(String key, Runnable action) {
        MenuItem i = new MenuItem(messages.get(key));
        i.setOnAction(e -> action.run());
        return i;
    }

    private Node outlinePane() {
        OutlinePane pane = new OutlinePane(vm, messages, outlineShown);
        ListView<Section> outline = pane.list();
        // A section chosen with the mouse or with Enter: the keyboard goes on into it, never to the
        // header, where Enter would press Previous. Arrow keys leave it in the outline to go on choosing.
        outline.addEventHandler(javafx.scene.input.MouseEvent.MOUSE_CLICKED, e -> {
            if (e.getButton() == javafx.scene.input.MouseButton.PRIMARY) {
                javafx.application.Platform.runLater(this::focusContent);
            }
        });
        outline.addEventHandler(javafx.scene.input.KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == javafx.scene.input.KeyCode.ENTER) {
                e.consume();
                javafx.application.Platform.runLater(this::focusContent);
            }
        });
        return pane;
    }

    /**
     * A scene with a stage folds the outline, so the run gets the window's width; the next page
     * without one brings it back as the learner had it (the Outline button opens it on any scene).
     */
    private void foldOutlineForStage(boolean stageShown) {
        if (stageShown && outlineShown.get()) {
            outlineFoldedForStage = true;
            outlineShown.set(false);
        } else if (!stageShown && outlineFoldedForStage) {
            outlineFoldedForStage = false;
            outlineShown.set(true);
        }
    }

    public void toggleShortcuts() {
        shortcuts.toggle();
    }

    public boolean shortcutsShown() {
        return shortcuts.isVisible();
    }

    /** The presenter keys, applied to the scene in front. */
    public boolean handleSceneKey(KeyCode code) {
        return keys.handle(code);
    }

    private void toggleFullScreen() {
        if (stage != null) {
            stage.setFullScreen(!stage.isFullScreen());
        }
    }

    private void applyAppearance() {
        Scene scene = getScene();
        if (scene == null) {
            return;
        }
        Settings s = vm.settingsProperty().get();
        Appearance.apply(scene, ThemeChoice.fromKey(s.theme()), s.textScalePercent(), s.reducedMotion(),
                vm.presenterProperty().get());
    }

    private void showCurrent() {
        Section s = vm.currentProperty().get();
        shown.getChildren().clear();
        if (s == null || vm.course() == null) {
            Label loading = new Label(messages.get("app.loading"));
            loading.getStyleClass().add("page-lead");
            currentNode = loading;
            shown.getChildren().add(loading);
            return;
        }
        if (vm.predictionsShownProperty().get()) {
            currentNode = PredictionsEntry.page(vm);
            shown.getChildren().add(SceneFactory.scrolling(currentNode));
            return;
        }
        currentNode = sceneCache.computeIfAbsent(s, key -> scenes.build(s)); // by section, not id: investigations share ids
        foldOutlineForStage(currentNode.lookup("." + io.boundarylab.app.stage.ExperimentStage.STYLE_CLASS) != null);
        shown.getChildren().add(currentNode instanceof EpisodeView ? currentNode : SceneFactory.scrolling(currentNode));
        if (focusWhenLoaded) {
            // The course arrived after the window showed: place the keyboard now, once it is laid out.
            focusWhenLoaded = false;
            javafx.application.Platform.runLater(this::focusStart);
        }
    }

    /** The start page's place in this window. */
    StartPageLayer startPageLayer() {
        return startPage;
    }

    // ---- actions the menu calls after a file chooser; tests call them directly ----

    public void loadBundled() {
        vm.loadBundled();
    }

    public void loadContent(Path folder) {
        vm.loadContent(folder);
    }

    private SceneActions actions() {
        return currentNode instanceof SceneActions s ? s : new SceneActions() { };
    }

    public void exportTrace(Path file) {
        vm.exportTrace(file, actions().traceShown());
    }

    public void exportTranscript(Path file) {
        SceneActions a = actions();
        vm.exportTranscript(file, currentNode instanceof SceneActions ? a.exportTitle() : null, a.traceShown(), a.transcriptNotes());
    }

    public void exportPng(Path file) {
        Node target = actions().snapshotTarget() == null ? frame : actions().snapshotTarget();
        try {
            Snapshots.writePng(target, file);
            vm.notice(messages.get("notice.exported", file));
        } catch (java.io.IOException e) {
            vm.notice(messages.get("notice.exportFailed", e.getMessage()));
        }
    }
}
