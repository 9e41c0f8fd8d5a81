package io.boundarylab.app.shell;

import io.boundarylab.app.i18n.Messages;
import io.boundarylab.app.save.Progress;
import io.boundarylab.app.save.SaveStore;
import io.boundarylab.app.save.Settings;
import io.boundarylab.app.theme.Appearance;
import io.boundarylab.app.theme.ThemeChoice;
import io.boundarylab.episodes.content.ContentException;
import io.boundarylab.episodes.content.Investigation;
import io.boundarylab.episodes.content.Section;
import java.util.List;
import javafx.application.Platform;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.MenuItem;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import javafx.stage.Window;

/**
 * The start page, shown at launch and from File → All investigations…: the investigation the
 * learner last had open offered first ("Continue: …") once they have worked in it, then every
 * investigation shipped with the app, with how far this learner is in each and a button to open it. The progress of one not open now is read from its saved file
 * and never written ({@link SaveStore#peekProgressOf}); it is counted as the outline counts it
 * ({@link Marks}), so the number here is the one the outline shows once it is opened.
 */
public final class StartPage {
    static final String ACCELERATOR = "Shortcut+Shift+O";

    private final MainViewModel vm;
    private final Messages text;
    private final VBox rows = new VBox(12);
    private final Stage stage = new Stage();

    private StartPage(MainViewModel vm, Window owner) {
        this.vm = vm;
        this.text = vm.messages();
        stage.initOwner(owner);
        stage.setTitle(text.get("start.title"));
        Label heading = new Label(text.get("start.title"));
        heading.getStyleClass().add("page-title");
        Label intro = new Label(text.get("start.intro"));
        intro.setWrapText(true);
        intro.getStyleClass().add("page-lead");
        Label loading = new Label(text.get("start.loading"));
        rows.getChildren().add(loading);
        rows.setId("start-page");
        ScrollPane scroll = new ScrollPane(rows);
        scroll.setFitToWidth(true);
        VBox.setVgrow(scroll, Priority.ALWAYS);
        VBox page = new VBox(12, heading, intro, scroll);
        page.setPadding(new Insets(20));
        page.getStyleClass().add("start-page");
        Scene scene = new Scene(page, 760, 560);
        // The learner's theme and type size, as in the main window.
        Settings s = vm.settingsProperty().get();
        Appearance.apply(scene, ThemeChoice.fromKey(s.theme()), s.textScalePercent(), s.reducedMotion(), vm.presenterProperty().get());
        // Escape goes back to where the learner was, as it closes the other overlays.
        scene.setOnKeyPressed(e -> {
            if (e.getCode() == javafx.scene.input.KeyCode.ESCAPE) {
                stage.close();
            }
        });
        stage.setScene(scene);
    }

    /** The menu item; Shortcut+Shift+O from anywhere in the main window. */
    public static MenuItem menuItem(MainViewModel vm, Window owner) {
        MenuItem i = new MenuItem(vm.messages().get("menu.file.start"));
        i.setId("menu-start-page");
        i.setAccelerator(javafx.scene.input.KeyCombination.keyCombination(ACCELERATOR));
        i.setOnAction(e -> open(vm, owner));
        return i;
    }

    /** The system property that opens an investigation straight away at launch, without this page (for presenters). */
    public static final String INVESTIGATION_PROPERTY = "boundarylab.investigation";

    /**
     * At launch: an investigation asked for by id ({@link #INVESTIGATION_PROPERTY}) opens straight
     * away, and so does the instructor's content folder; otherwise the investigation last open loads
     * behind this page. Returns the page's window when it is shown.
     */
    public static java.util.Optional<Stage> atLaunch(MainViewModel vm, Window owner, String askedInvestigation) {
        if (askedInvestigation != null && !askedInvestigation.isBlank()) {
            vm.loadBundled(askedInvestigation.strip());
            return java.util.Optional.empty();
        }
        vm.loadSavedContent();
        if (vm.settingsProperty().get().contentFolder() != null) {
            return java.util.Optional.empty();
        }
        return java.util.Optional.of(open(vm, owner));
    }

    /** Shows the page; the content is read off the FX thread. */
    public static Stage open(MainViewModel vm, Window owner) {
        StartPage page = new StartPage(vm, owner);
        page.stage.show();
        page.fill();
        return page.stage;
    }

    private void fill() {
        Thread t = new Thread(() -> {
            try {
                List<Investigation> all = Investigation.loadAllBundled(text.locale());
                Platform.runLater(() -> show(all));
            } catch (ContentException e) {
                Platform.runLater(() -> rows.getChildren().setAll(new Label(text.get("start.failed", e.getMessage()))));
            }
        }, "start-page");
        t.setDaemon(true);
        t.start();
    }

    private void show(List<Investigation> all) {
        rows.getChildren().clear();
        // The one last open: its id is remembered when it opens, so this holds while it still loads.
        Investigation last = Investigation.byId(all, vm.settingsProperty().get().investigation()).orElse(all.get(0));
        Progress lastProgress = progressOf(last);
        if (worked(lastProgress)) {
            rows.getChildren().add(continueRow(last, lastProgress));
        }
        for (Investigation inv : all) {
            rows.getChildren().add(row(inv, progressOf(inv)));
        }
    }

    /** The progress shown now when it is this investigation's (it may not be saved yet), else its saved file's. */
    private Progress progressOf(Investigation inv) {
        SaveStore store = vm.store();
        if (SaveStore.progressFileFor(inv.id()).equals(store.progressFile())) {
            return vm.progressProperty().get();
        }
        return store.peekProgressOf(inv.id());
    }

    /** More than the first page seen, or a run done or a prediction made: there is somewhere to continue from. */
    static boolean worked(Progress p) {
        return p.visited().size() > 1 || !p.completed().isEmpty() || !p.predictions().isEmpty();
    }

    private Region continueRow(Investigation inv, Progress p) {
        Label lead = new Label(text.get("start.continue.lead", said(inv, p)));
        lead.setWrapText(true);
        lead.setId("start-continue-lead");
        Button go = new Button(text.get("start.continue.with", inv.title()));
        go.setId("start-continue");
        go.getStyleClass().add("accent");
        go.setDefaultButton(true);
        go.setWrapText(true);
        go.setOnAction(e -> {
            stage.close();
            // Usually the one shown already; opened when the learner switched while the page was up.
            if (!(vm.labProperty().get() instanceof io.boundarylab.app.lab.EpisodesLab el && el.investigation().id().equals(inv.id()))) {
                InvestigationsMenu.open(vm, inv);
            }
        });
        VBox box = new VBox(8, go, lead);
        box.getStyleClass().addAll("card", "start-row", "start-continue");
        Platform.runLater(go::requestFocus);
        return box;
    }

    private String said(Investigation inv, Progress p) {
        double explored = Marks.completion(inv.sections(), p, p.current());
        long predicted = inv.episodes().stream().filter(e -> p.predictions().containsKey(e.id())).count();
        return text.get("start.progress", Math.round(explored * 100), predicted, inv.episodes().size());
    }

    private Region row(Investigation inv, Progress p) {
        // The learner returns to the section they were at: it counts as the outline will count it then.
        double explored = Marks.completion(inv.sections(), p, p.current());
        Label title = new Label(inv.title());
        title.getStyleClass().add("card-title");
        title.setWrapText(true);
        // The hook's opening line says what the investigation asks.
        Label hook = new Label(inv.section("hook").or(() -> inv.sections().stream().findFirst()).map(Section::lead).orElse(""));
        hook.setWrapText(true);
        boolean openNow = SaveStore.progressFileFor(inv.id()).equals(vm.store().progressFile());
        Label facts = new Label(text.get(openNow ? "start.episodes.openNow" : "start.episodes", inv.episodes().size()));
        facts.getStyleClass().add("muted");
        ProgressBar bar = new ProgressBar(explored);
        bar.setPrefWidth(220);
        String said = p.visited().isEmpty() ? text.get("start.notStarted") : said(inv, p);
        Label progress = new Label(said);
        progress.setId("start-progress-" + inv.id());
        bar.setAccessibleText(said);
        HBox progressLine = new HBox(10, bar, progress);
        progressLine.setAlignment(Pos.CENTER_LEFT);
        VBox words = new VBox(6, title, hook, facts, progressLine);
        HBox.setHgrow(words, Priority.ALWAYS);
        // Only the first page seen (as on the first launch): there is nothing to continue yet.
        Button open = new Button(text.get(worked(p) ? "start.continue" : "start.begin"));
        open.setId("start-open-" + inv.id());
        open.getStyleClass().add("accent");
        // The words in full, never cut to "…" by a long hook beside them.
        open.setMinWidth(Region.USE_PREF_SIZE);
        open.setAccessibleText(text.get("start.open.accessible", inv.title()));
        open.setOnAction(e -> {
            stage.close();
            InvestigationsMenu.open(vm, inv);
        });
        HBox row = new HBox(16, words, open);
        row.setAlignment(Pos.CENTER_LEFT);
        row.getStyleClass().addAll("card", "start-row");
        return row;
    }
}
