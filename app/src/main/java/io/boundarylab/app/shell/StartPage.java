package io.boundarylab.app.shell;

import io.boundarylab.app.i18n.Messages;
import io.boundarylab.app.save.Progress;
import io.boundarylab.app.save.SaveStore;
import io.boundarylab.episodes.content.Investigation;
import io.boundarylab.episodes.content.Listing;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.MenuItem;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.Window;

/**
 * The start page in the main window's content area ({@link StartPageLayer}), from File → All
 * investigations…, and at launch when the window opens straight into the main window: its rows
 * ({@link StartRows}) for every investigation shipped with the app. The progress of one not open
 * now is read from its saved file and never written ({@link SaveStore#peekProgressOf}).
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
        // A page like the others, in the content area: the window's theme and type size, its own
        // background over the section it stands in for, Escape back to that section (StartPageLayer).
        page = new VBox(StartRows.page(text, rows));
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
        SaveStore store = vm.store();
        new StartRows(text, all.stream().map(Listing::of).toList(), vm.settingsProperty().get().investigation(), this::progressOf,
                listed -> SaveStore.progressFileFor(listed.id()).equals(store.progressFile()))
                .fill(rows, listed -> {
                    close();
                    // Usually the one shown already; opened when the learner switched while the page was up.
                    if (!(vm.labProperty().get() instanceof io.boundarylab.app.lab.EpisodesLab el && el.investigation().id().equals(listed.id()))) {
                        InvestigationsMenu.open(vm, Investigation.byId(all, listed.id()).orElseThrow());
                    }
                }, listed -> {
                    close();
                    InvestigationsMenu.open(vm, Investigation.byId(all, listed.id()).orElseThrow());
                });
    }

    /** The progress shown now when it is this investigation's (it may not be saved yet), else its saved file's. */
    private Progress progressOf(Listing inv) {
        SaveStore store = vm.store();
        if (SaveStore.progressFileFor(inv.id()).equals(store.progressFile())) {
            return vm.progressProperty().get();
        }
        return store.peekProgressOf(inv.id());
    }
}
