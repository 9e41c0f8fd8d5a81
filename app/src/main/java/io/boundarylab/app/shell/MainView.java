package io.boundarylab.app.shell;

import io.boundarylab.app.costs.CostExplorerView;
import io.boundarylab.app.episode.EpisodeView;
import io.boundarylab.app.episode.EpisodeViewModel;
import io.boundarylab.app.export.Exports;
import io.boundarylab.app.export.Snapshots;
import io.boundarylab.app.i18n.Messages;
import io.boundarylab.app.lab.Course;
import io.boundarylab.app.lab.EpisodesLab;
import io.boundarylab.app.page.SectionPageView;
import io.boundarylab.app.playback.PlaybackClock;
import io.boundarylab.app.scene.SceneActions;
import io.boundarylab.app.save.Settings;
import io.boundarylab.app.synthesis.SynthesisView;
import io.boundarylab.app.synthesis.SynthesisViewModel;
import io.boundarylab.app.theme.Appearance;
import io.boundarylab.app.theme.ThemeChoice;
import io.boundarylab.app.transcript.TranscriptHtml;
import io.boundarylab.engine.trace.TraceEvent;
import io.boundarylab.episodes.content.Block;
import io.boundarylab.episodes.content.Episode;
import io.boundarylab.episodes.content.Investigation;
import io.boundarylab.episodes.content.Section;
import io.boundarylab.episodes.content.SectionKind;
import java.io.File;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javafx.beans.binding.Bindings;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.stage.DirectoryChooser;
import javafx.stage.FileChooser;
import javafx.stage.Stage;
import javafx.util.StringConverter;

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
    private final VBox shortcuts;
    private final Map<String, Node> sceneCache = new HashMap<>();
    private final PlaybackClock clock;
    private final ListView<Section> outline = new ListView<>();
    private Node currentNode;
    private Button nextButton;
    private final javafx.beans.property.BooleanProperty outlineShown = new javafx.beans.property.SimpleBooleanProperty(true);
    /** The window showed before the course loaded: focus the start once it has. */
    private boolean focusWhenLoaded;
    /** From this text scale on, choosing it folds the outline away. */
    static final int LARGE_TYPE_PERCENT = 175;

    /**
     * @param clock drives every playback shown; the app starts it, tests leave it stopped and tick by hand
     */
    public MainView(MainViewModel vm, Stage stage, PlaybackClock clock) {
        this.vm = vm;
        this.clock = clock;
        this.messages = vm.messages();
        this.stage = stage;
        getStyleClass().add("main-view");
        setId("main-view");

        VBox top = new VBox(menuBar(), header(), noticeBar());
        frame.setTop(top);
        frame.setLeft(outlinePane());
        content.getStyleClass().add("content");
        frame.setCenter(content);
        shortcuts = shortcutsOverlay();
        getChildren().addAll(frame, shortcuts);

        vm.currentProperty().addListener((o, a, b) -> showCurrent());
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
                installKeys(b);
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
        file.getItems().addAll(load, bundled, new SeparatorMenuItem(), exportProgress, importProgress, new SeparatorMenuItem(),
                exportTrace, exportTranscript, exportPng);
        Menu view = new Menu(messages.get("menu.view"));
        MenuItem presenter = item("menu.view.presenter", vm::togglePresenter);
        presenter.setAccelerator(KeyCombination.keyCombination("Shortcut+P"));
        MenuItem full = item("menu.view.fullscreen", this::toggleFullScreen);
        // The same ideas at the scale Kubernetes supports: a window of its own, aggregated.
        MenuItem atScale = item("menu.view.atScale", () -> io.boundarylab.app.scale.AtScaleWindow.open(stage));
        atScale.setId("menu-at-scale");
        view.getItems().addAll(presenter, full, new SeparatorMenuItem(), atScale);
        Menu help = new Menu(messages.get("menu.help"));
        help.getItems().add(item("menu.help.shortcuts", this::toggleShortcuts));
        MenuBar bar = new MenuBar(file, view, help);
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

    private Node header() {
        Label title = new Label(messages.get("app.title"));
        title.getStyleClass().add("app-title");
        Label subtitle = new Label();
        subtitle.getStyleClass().add("app-subtitle");
        subtitle.textProperty().bind(Bindings.createStringBinding(() -> {
            Course c = vm.course();
            return c == null ? messages.get("app.subtitle") : c.title();
        }, vm.labProperty()));
        VBox titles = new VBox(0, title, subtitle);

        Button prev = new Button(messages.get("nav.previous"));
        prev.setId("nav-previous");
        prev.setTooltip(new Tooltip(messages.get("nav.previous.tip")));
        prev.disableProperty().bind(vm.canPreviousProperty().not());
        prev.setOnAction(e -> vm.previous());
        Button next = new Button(messages.get("nav.next"));
        next.setId("nav-next");
        next.getStyleClass().add("accent");
        next.setTooltip(new Tooltip(messages.get("nav.next.tip")));
        next.disableProperty().bind(vm.canNextProperty().not());
        next.setOnAction(e -> vm.next());
        nextButton = next;

        ComboBox<ThemeChoice> theme = new ComboBox<>();
        theme.setId("theme");
        theme.getItems().setAll(ThemeChoice.values());
        theme.setConverter(converter(t -> messages.get("theme." + t.key())));
        theme.setValue(ThemeChoice.fromKey(vm.settingsProperty().get().theme()));
        theme.setAccessibleText(messages.get("settings.theme"));
        theme.setTooltip(new Tooltip(messages.get("settings.theme")));
        theme.valueProperty().addListener((o, a, b) -> {
            if (b != null) {
                vm.setTheme(b);
            }
        });
        ComboBox<Integer> scale = new ComboBox<>();
        scale.setId("text-scale");
        scale.getItems().setAll(List.of(100, 125, 150, 175, 200));
        scale.setConverter(converter(v -> messages.get("settings.scale.value", v)));
        scale.setValue(vm.settingsProperty().get().textScalePercent());
        outlineShown.set(vm.settingsProperty().get().textScalePercent() < LARGE_TYPE_PERCENT);
        scale.setAccessibleText(messages.get("settings.scale"));
        scale.setTooltip(new Tooltip(messages.get("settings.scale")));
        scale.valueProperty().addListener((o, a, b) -> {
            if (b != null) {
                vm.setTextScalePercent(b);
                // At the largest type the outline would take a third of the width for a few words a line:
                // fold it away (the Outline button brings it back), so the scene keeps its room.
                if (b >= LARGE_TYPE_PERCENT && (a == null || a < LARGE_TYPE_PERCENT)) {
                    outlineShown.set(false);
                }
            }
        });
        org.controlsfx.control.ToggleSwitch motion = new org.controlsfx.control.ToggleSwitch(messages.get("settings.motion"));
        motion.setId("reduced-motion");
        motion.setAccessibleText(messages.get("settings.motion"));
        motion.setSelected(vm.settingsProperty().get().reducedMotion());
        motion.selectedProperty().addListener((o, a, b) -> vm.setReducedMotion(b));
        Button presenter = new Button(messages.get("settings.presenter"));
        presenter.setId("presenter");
        presenter.setTooltip(new Tooltip(messages.get("settings.presenter.tip")));
        presenter.setOnAction(e -> vm.togglePresenter());
        javafx.scene.control.ToggleButton outlineToggle = new javafx.scene.control.ToggleButton(messages.get("settings.outline"));
        outlineToggle.setId("outline-toggle");
        outlineToggle.setTooltip(new Tooltip(messages.get("settings.outline.tip")));
        outlineToggle.selectedProperty().bindBidirectional(outlineShown);
        Button help = new Button(messages.get("settings.help"));
        help.setId("help");
        help.setTooltip(new Tooltip(messages.get("menu.help.shortcuts")));
        help.setOnAction(e -> toggleShortcuts());

        HBox settings = new HBox(8, outlineToggle, theme, scale, motion, presenter, help);
        settings.setAlignment(Pos.CENTER_RIGHT);
        settings.getStyleClass().add("narrative");
        HBox nav = new HBox(8, prev, next);
        nav.setAlignment(Pos.CENTER);
        // Wraps onto a second line at large type instead of truncating the buttons.
        javafx.scene.layout.FlowPane header = new javafx.scene.layout.FlowPane(16, 8, titles, nav, settings);
        header.setAlignment(Pos.CENTER_LEFT);
        header.getStyleClass().add("app-header");
        header.prefWrapLengthProperty().bind(widthProperty());
        return header;
    }

    private Node noticeBar() {
        Label text = new Label();
        text.setId("notice");
        text.setWrapText(true);
        Button dismiss = new Button(messages.get("notice.dismiss"));
        dismiss.setId("notice-dismiss");
        dismiss.setOnAction(e -> vm.dismissNotice());
        dismiss.setMinWidth(Region.USE_PREF_SIZE);
        HBox bar = new HBox(12, text, dismiss);
        HBox.setHgrow(text, Priority.ALWAYS);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.getStyleClass().add("notice-bar");
        Runnable sync = () -> {
            boolean any = !vm.notices().isEmpty();
            text.setText(any ? vm.notices().get(0) : "");
            text.setAccessibleText(text.getText());
            bar.setVisible(any);
            bar.setManaged(any);
        };
        vm.notices().addListener((ListChangeListener<String>) c -> sync.run());
        sync.run();
        return bar;
    }

    private Node outlinePane() {
        Label heading = new Label(messages.get("outline.title"));
        heading.getStyleClass().add("outline-heading");
        heading.setWrapText(true);
        ProgressBar progress = new ProgressBar();
        progress.setMaxWidth(Double.MAX_VALUE);
        Label progressText = new Label();
        progressText.getStyleClass().add("muted");
        Runnable syncProgress = () -> {
            double c = vm.completion();
            progress.setProgress(c);
            progressText.setText(messages.get("outline.progress", Math.round(c * 100)));
            progress.setAccessibleText(progressText.getText());
            outline.refresh();
        };
        vm.progressProperty().addListener((o, a, b) -> syncProgress.run());
        vm.sections().addListener((ListChangeListener<Section>) c -> syncProgress.run());
        VBox progressBox = new VBox(4, progress, progressText);
        progressBox.getStyleClass().add("outline-progress");

        outline.setId("outline");
        outline.setItems(vm.sections());
        outline.setAccessibleText(messages.get("outline.accessible"));
        outline.setCellFactory(v -> new ListCell<>() {
            @Override
            protected void updateItem(Section s, boolean empty) {
                super.updateItem(s, empty);
                if (empty || s == null) {
                    setText(null);
                    setGraphic(null);
                    setAccessibleText(null);
                    return;
                }
                MainViewModel.Mark mark = vm.markOf(s);
                String label = s.kind() == SectionKind.EPISODE && s.eyebrow() != null ? s.eyebrow() + " \u00b7 " + s.title()
                        : (s.eyebrow() != null ? s.eyebrow() : s.title());
                // The mark on its own, so a wrapped title hangs under its first word, not under the mark.
                Label markLabel = new Label(messages.get("mark." + mark.name()));
                markLabel.setMinWidth(Region.USE_PREF_SIZE);
                Label text = new Label(label);
                text.setWrapText(true);
                double indent = s.kind() == SectionKind.EPISODE ? 14 : 0;
                // The cell's own padding is 0.8em each side and grows with the type; the scroll bar does not.
                // Measured wrong, the label wraps onto a line more than the cell made room for and is clipped.
                text.maxWidthProperty().bind(outline.widthProperty().subtract(
                        javafx.beans.binding.Bindings.createDoubleBinding(() -> 3.0 * getFont().getSize() + 30 + indent, fontProperty())));
                text.prefWidthProperty().bind(text.maxWidthProperty());
                text.setMinHeight(Region.USE_PREF_SIZE);
                setText(null);
                // Episodes sit indented under "Breaking Our Design"; the indent is in the graphic, so recycled cells keep it right.
                HBox row = new HBox(6, markLabel, text);
                row.setPadding(new Insets(0, 0, 0, indent));
                setGraphic(row);
                setAccessibleText(messages.get("outline.item.accessible", label, messages.get("mark.word." + mark.name())));
            }
        });
        outline.getSelectionModel().selectedIndexProperty().addListener((o, a, b) -> {
            if (b.intValue() >= 0 && b.intValue() != vm.indexProperty().get()) {
                vm.open(b.intValue());
            }
        });
        vm.indexProperty().addListener((o, a, b) -> {
            outline.getSelectionModel().select(b.intValue());
            if (b.intValue() >= 0) {
                outline.scrollTo(Math.max(0, b.intValue() - 3));
            }
        });
        VBox.setVgrow(outline, Priority.ALWAYS);
        VBox pane = new VBox(heading, progressBox, outline);
        pane.getStyleClass().add("outline");
        // A fixed width: at large type the entries wrap onto more lines rather than eating the page.
        pane.setPrefWidth(290);
        pane.setMinWidth(290);
        pane.setMaxWidth(290);
        outline.setPrefWidth(290);
        // Presenter mode gives the whole width to the scene.
        pane.visibleProperty().bind(outlineShown.and(vm.presenterProperty().not()));
        pane.managedProperty().bind(pane.visibleProperty());
        return pane;
    }

    private VBox shortcutsOverlay() {
        VBox list = new VBox(6);
        list.getStyleClass().add("card");
        list.setMaxWidth(760);
        list.setMaxHeight(Region.USE_PREF_SIZE);
        Label title = new Label(messages.get("shortcuts.title"));
        title.getStyleClass().add("card-title");
        list.getChildren().add(title);
        for (String k : List.of("space", "right", "left", "home", "m", "r", "a", "f11", "f1", "presenter", "next")) {
            Label line = new Label(messages.get("shortcuts." + k));
            line.setWrapText(true);
            line.setMinHeight(Region.USE_PREF_SIZE);
            list.getChildren().add(line);
        }
        Button close = new Button(messages.get("shortcuts.close"));
        close.setId("shortcuts-close");
        close.setOnAction(e -> toggleShortcuts());
        list.getChildren().add(close);
        VBox overlay = new VBox(list);
        overlay.setAlignment(Pos.CENTER);
        overlay.getStyleClass().add("overlay");
        overlay.setId("shortcuts");
        overlay.setVisible(false);
        return overlay;
    }

    public void toggleShortcuts() {
        shortcuts.setVisible(!shortcuts.isVisible());
    }

    public boolean shortcutsShown() {
        return shortcuts.isVisible();
    }

    private void toggleFullScreen() {
        if (stage != null) {
            stage.setFullScreen(!stage.isFullScreen());
        }
    }

    private void installKeys(Scene scene) {
        scene.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.F1) {
                toggleShortcuts();
                e.consume();
            } else if (e.getCode() == KeyCode.F11) {
                toggleFullScreen();
                e.consume();
            } else if (e.getCode() == KeyCode.ESCAPE && shortcuts.isVisible()) {
                toggleShortcuts();
                e.consume();
            } else if (vm.presenterProperty().get() && handleSceneKey(e.getCode())) {
                e.consume();
            }
        });
        scene.addEventHandler(KeyEvent.KEY_PRESSED, e -> {
            // Outside presenter mode the letter keys that switch, reset or reveal stay off: a stray
            // key must never throw away a learner's prediction.
            boolean safe = switch (e.getCode()) {
                case SPACE, LEFT, RIGHT, PAGE_UP, PAGE_DOWN -> true;
                default -> false;
            };
            if (!e.isConsumed() && safe && !(e.getTarget() instanceof javafx.scene.control.TextInputControl)
                    && handleSceneKey(e.getCode())) {
                e.consume();
            }
        });
    }

    /** The presenter keys, applied to the scene in front. */
    public boolean handleSceneKey(KeyCode code) {
        SceneActions a = currentNode instanceof SceneActions s ? s : new SceneActions() { };
        switch (code) {
            case SPACE -> a.togglePlay();
            case RIGHT -> a.stepForward();
            case LEFT -> a.stepBack();
            case M -> a.switchMode();
            case R -> a.resetScene();
            case A -> a.reveal();
            case PAGE_DOWN -> vm.next();
            case PAGE_UP -> vm.previous();
            default -> {
                return false;
            }
        }
        return true;
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
        content.getChildren().clear();
        if (s == null || vm.course() == null) {
            Label loading = new Label(messages.get("app.loading"));
            loading.getStyleClass().add("page-lead");
            currentNode = loading;
            content.getChildren().add(loading);
            return;
        }
        currentNode = sceneCache.computeIfAbsent(s.id(), id -> build(s));
        content.getChildren().add(currentNode instanceof EpisodeView ? currentNode : scroll(currentNode));
        if (focusWhenLoaded) {
            // The course arrived after the window showed: place the keyboard now, once it is laid out.
            focusWhenLoaded = false;
            javafx.application.Platform.runLater(this::focusStart);
        }
    }

    private Node build(Section s) {
        Course course = vm.course();
        if (s.kind() == SectionKind.EPISODE && s.episodeId() != null) {
            Episode ep = course.episode(s.episodeId()).orElse(null);
            if (ep != null) {
                EpisodeViewModel evm = vm.episodeModel(ep);
                clock.register(evm.playback());
                EpisodeView view = new EpisodeView(evm, messages);
                clock.register(view.compareViewModel().playback());
                view.answersHiddenProperty().set(vm.presenterProperty().get());
                view.setReducedMotion(vm.settingsProperty().get().reducedMotion());
                return view;
            }
        }
        Map<String, SynthesisViewModel> synth = new HashMap<>();
        SectionPageView page = new SectionPageView(s, messages, block -> {
            if (block instanceof Block.CostExplorer c) {
                return new CostExplorerView(c, vm.labProperty().get(), vm.runner(), messages);
            }
            if (block instanceof Block.Exercise x) {
                SynthesisViewModel svm = new SynthesisViewModel(vm.labProperty().get(), vm.runner(), x, messages,
                        vm.progressProperty().get().predictions(), vm::savePrediction);
                clock.register(svm.playback());
                synth.put("x", svm);
                return new SynthesisView(svm, messages);
            }
            return null;
        }, this::earnedIn);
        page.getChildren().add(pageEnd(s));
        if (!synth.isEmpty()) {
            return new SynthesisPage(page, synth.get("x"));
        }
        return page;
    }

    /** The end of a page: where the investigation goes next, so a reader never hunts for the way on. */
    private Node pageEnd(Section s) {
        int i = vm.sections().indexOf(s);
        HBox bar = new HBox(10);
        bar.getStyleClass().add("nav-bar");
        bar.setAlignment(Pos.CENTER_RIGHT);
        if (i >= 0 && i + 1 < vm.sections().size()) {
            Section next = vm.sections().get(i + 1);
            String title = next.eyebrow() != null && next.kind() != SectionKind.EPISODE ? next.eyebrow()
                    : (next.eyebrow() == null ? next.title() : next.eyebrow() + " \u00b7 " + next.title());
            Button go = new Button(messages.get("nav.nextTo", title));
            go.setId("page-next");
            go.getStyleClass().add("accent");
            go.setWrapText(true);
            go.setOnAction(e -> vm.open(i + 1));
            bar.getChildren().add(go);
        } else {
            Label end = new Label(messages.get("nav.end"));
            end.getStyleClass().add("muted");
            bar.getChildren().add(end);
        }
        return bar;
    }

    /** For a guarantee's key, a link to the episode that earns it (the contract table), or null. */
    private Node earnedIn(String guaranteeKey) {
        Course course = vm.course();
        for (Episode ep : course.episodes()) {
            if (ep.experiment().guarantee() != null && ep.experiment().guarantee().key().equals(guaranteeKey)) {
                for (Section s : vm.sections()) {
                    if (s.kind() == SectionKind.EPISODE && ep.id().equals(s.episodeId())) {
                        javafx.scene.control.Hyperlink link = new javafx.scene.control.Hyperlink(
                                messages.get("page.earnedIn", String.format(java.util.Locale.ROOT, "%02d", ep.number()), ep.title()));
                        link.setId("earned-" + guaranteeKey);
                        link.setOnAction(e -> vm.open(s.id()));
                        link.setWrapText(true);
                        return link;
                    }
                }
            }
        }
        return null;
    }

    /** A page holding the synthesis exercise: the presenter keys drive its playback. */
    private static final class SynthesisPage extends VBox implements SceneActions {
        private final SynthesisViewModel svm;

        SynthesisPage(Node page, SynthesisViewModel svm) {
            super(page);
            this.svm = svm;
        }

        @Override
        public void togglePlay() {
            svm.playback().togglePlay();
        }

        @Override
        public void stepForward() {
            svm.playback().step();
        }

        @Override
        public void stepBack() {
            svm.playback().stepBack();
        }

        @Override
        public void resetScene() {
            svm.reset();
        }

        @Override
        public Node snapshotTarget() {
            return this;
        }

        @Override
        public List<TraceEvent> traceShown() {
            return svm.playback().trace();
        }

        @Override
        public String exportTitle() {
            return svm.title();
        }
    }

    private Node scroll(Node page) {
        // Pages keep a readable line length and sit in the middle of wide windows.
        HBox centred = new HBox(page);
        centred.setAlignment(Pos.TOP_CENTER);
        ScrollPane sp = new ScrollPane(centred);
        sp.setFitToWidth(true);
        sp.getStyleClass().add("edge-to-edge");
        sp.setFocusTraversable(false);
        return sp;
    }

    // ---- actions the menu calls after a file chooser; tests call them directly ----

    public void loadBundled() {
        vm.runner().run(() -> new EpisodesLab(Investigation.loadBundled(messages.locale())), lab -> {
            vm.setContentFolder(null);
            vm.load(lab);
        }, e -> vm.notice(messages.get("notice.contentFailed", messages.get("content.bundled"), e.getMessage())));
    }

    public void loadContent(Path folder) {
        vm.runner().run(() -> new EpisodesLab(Investigation.load(folder, messages.locale())), lab -> {
            vm.setContentFolder(folder);
            vm.load(lab);
            vm.notice(messages.get("notice.contentLoaded", folder));
        }, e -> {
            vm.notice(messages.get("notice.contentFailed", folder, e.getMessage()));
            // Nothing to show yet (the saved folder is gone or broken at start): fall back to the bundled course.
            if (vm.course() == null) {
                loadBundled();
            }
        });
    }

    private SceneActions actions() {
        return currentNode instanceof SceneActions s ? s : null;
    }

    public void exportTrace(Path file) {
        SceneActions a = actions();
        List<TraceEvent> trace = a == null ? List.of() : a.traceShown();
        writeLater(file, Exports.traceLines(trace));
    }

    public void exportTranscript(Path file) {
        SceneActions a = actions();
        List<TraceEvent> trace = a == null ? List.of() : a.traceShown();
        Course c = vm.course();
        String title = a == null ? messages.get("app.title") : a.exportTitle();
        writeLater(file, TranscriptHtml.render(title, c == null ? "" : c.title(), trace,
                c == null ? TraceEvent::message : c.narrator(), messages));
    }

    public void exportPng(Path file) {
        SceneActions a = actions();
        Node target = a == null || a.snapshotTarget() == null ? frame : a.snapshotTarget();
        try {
            Snapshots.writePng(target, file);
            vm.notice(messages.get("notice.exported", file));
        } catch (java.io.IOException e) {
            vm.notice(messages.get("notice.exportFailed", e.getMessage()));
        }
    }

    private void writeLater(Path file, String text) {
        vm.runner().run(() -> {
            Exports.writeText(file, text);
            return file;
        }, f -> vm.notice(messages.get("notice.exported", f)), e -> vm.notice(messages.get("notice.exportFailed", e.getMessage())));
    }

    private static <T> StringConverter<T> converter(java.util.function.Function<T, String> f) {
        return new StringConverter<>() {
            @Override
            public String toString(T t) {
                return t == null ? "" : f.apply(t);
            }

            @Override
            public T fromString(String s) {
                return null;
            }
        };
    }
}
