package io.boundarylab.app.shell;

import io.boundarylab.app.i18n.Messages;
import io.boundarylab.app.save.Progress;
import io.boundarylab.app.save.SaveStore;
import io.boundarylab.episodes.content.Investigation;
import io.boundarylab.episodes.content.Section;
import java.util.List;
import javafx.application.Platform;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.MenuItem;
import javafx.scene.control.ProgressBar;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Window;

/**
 * The start page, shown in the main window's content area at launch and from File → All
 * investigations… ({@link StartPageLayer}): the investigation the
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
    private final VBox page;
    private final StartPageLayer layer;

    private StartPage(MainViewModel vm, StartPageLayer layer) {
        this.vm = vm;
        this.text = vm.messages();
        this.layer = layer;
        Label heading = new Label(text.get("start.title"));
        heading.getStyleClass().add("page-title");
        Label intro = new Label(text.get("start.intro"));
        intro.setWrapText(true);
        intro.getStyleClass().add("page-lead");
        Label loading = new Label(text.get("start.loading"));
        rows.getChildren().add(loading);
        rows.setId("start-page");
        rows.setMaxWidth(900);
        // A page like the others, in the content area: the window's theme and type size, its own
        // background over the section it stands in for, Escape back to that section (StartPageLayer).
        VBox column = new VBox(12, heading, intro, rows);
        column.setMaxWidth(900);
        column.setPadding(new Insets(28, 32, 28, 32));
        page = new VBox(SceneFactory.scrolling(column));
        VBox.setVgrow(page.getChildren().get(0), Priority.ALWAYS);
        page.getStyleClass().add("start-page");
        page.setAccessibleText(text.get("start.title"));
    }

    private void close() {
        layer.close();
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
     * behind this page. Returns the page when it is shown.
     */
    public static java.util.Optional<Node> atLaunch(MainViewModel vm, Window owner, String askedInvestigation) {
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

    /** Shows the page in the window's content area; its rows come when the window's one read of the content ends. */
    public static Node open(MainViewModel vm, Window owner) {
        if (!(owner.getScene().getRoot() instanceof MainView main)) {
            throw new IllegalArgumentException("the start page shows in the app's main window");
        }
        StartPage page = new StartPage(vm, main.startPageLayer());
        main.startPageLayer().show(page.page);
        page.fill();
        return page.page;
    }

    /** The rows once the bundled investigations are read: the one read the window shares, never a read of its own. */
    private void fill() {
        vm.bundled().whenRead(this::show, e -> rows.getChildren().setAll(new Label(text.get("start.failed", e.getMessage()))));
    }

    private void show(List<Investigation> all) {
        rows.getChildren().clear();
        // The one last open: its id is remembered when it opens, so this holds while it still loads.
        Investigation last = Investigation.byId(all, vm.settingsProperty().get().investigation()).orElse(all.get(0));
        Progress lastProgress = progressOf(last);
        if (Marks.worked(lastProgress)) {
            rows.getChildren().add(continueRow(last, lastProgress));
        }
        for (Investigation inv : all) {
            rows.getChildren().add(row(inv, progressOf(inv)));
        }
        if (!Marks.worked(lastProgress)) {
            // The keyboard starts on the page, at the first investigation's button (Continue takes it otherwise).
            rows.lookupAll(".start-row .button").stream().findFirst().ifPresent(b -> Platform.runLater(b::requestFocus));
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
            close();
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
        long predicted = inv.episodes().stream().filter(e -> p.predictions().containsKey(e.id())).count();
        return text.get("start.progress", Marks.percentExplored(inv.sections(), p), predicted, inv.episodes().size());
    }

    private Region row(Investigation inv, Progress p) {
        // The learner returns to the section they were at: it counts as the outline will count it then.
        double explored = Marks.explored(inv.sections(), p);
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
        Button open = new Button(text.get(Marks.worked(p) ? "start.continue" : "start.begin"));
        open.setId("start-open-" + inv.id());
        open.getStyleClass().add("accent");
        // The words in full, never cut to "…" by a long hook beside them.
        open.setMinWidth(Region.USE_PREF_SIZE);
        open.setAccessibleText(text.get("start.open.accessible", inv.title()));
        open.setOnAction(e -> {
            close();
            InvestigationsMenu.open(vm, inv);
        });
        HBox row = new HBox(16, words, open);
        row.setAlignment(Pos.CENTER_LEFT);
        row.getStyleClass().addAll("card", "start-row");
        return row;
    }
}
