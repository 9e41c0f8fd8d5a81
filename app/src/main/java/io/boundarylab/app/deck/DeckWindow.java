package io.boundarylab.app.deck;

import io.boundarylab.app.concurrent.BackgroundRunner;
import io.boundarylab.app.i18n.Messages;
import io.boundarylab.app.save.Progress;
import io.boundarylab.app.save.SaveStore;
import io.boundarylab.bridge.replay.Replayer;
import io.boundarylab.bridge.replay.SimulationOracle;
import io.boundarylab.bridge.sandbox.Host;
import io.boundarylab.episodes.content.Deck;
import io.boundarylab.episodes.content.Investigation;
import javafx.beans.value.ObservableValue;
import javafx.scene.Scene;
import javafx.scene.control.MenuItem;
import javafx.scene.Parent;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.StackPane;
import javafx.scene.input.KeyCombination;
import javafx.stage.Stage;
import javafx.stage.Window;

import java.time.Clock;
import java.time.Instant;
import java.util.function.Supplier;

/** The deck's window, and the View menu item that opens it (the one line the shell needs). */
public final class DeckWindow {

    public static final String ACCELERATOR = "Shortcut+D";

    private DeckWindow() {
    }

    /** "Concept deck…" for the View menu. */
    public static MenuItem menuItem(Window owner, SaveStore store, BackgroundRunner runner, ObservableValue<Progress> progress) {
        Messages m = messages();
        MenuItem i = new MenuItem(m.get("deck.menu"));
        i.setId("menu-deck");
        i.setAccelerator(KeyCombination.keyCombination(ACCELERATOR));
        i.setOnAction(e -> open(owner, store, runner, progress.getValue()));
        return i;
    }

    static Messages messages() {
        return new Messages("io.boundarylab.app.deck.messages", java.util.Locale.getDefault());
    }

    /**
     * The page over the bundled deck, saving into {@code store}, on {@code clock}, its choices in
     * the order of the learner whose seed is {@code learnerSeed}.
     */
    public static DeckView createView(SaveStore store, BackgroundRunner runner, Supplier<Instant> clock, Supplier<Host> host,
                                      long learnerSeed) {
        return new DeckView(model(store, runner, clock, host, learnerSeed));
    }

    /** The page's model, as {@link #createView} makes it. */
    static DeckViewModel model(SaveStore store, BackgroundRunner runner, Supplier<Instant> clock, Supplier<Host> host, long learnerSeed) {
        return new DeckViewModel(messages(), runner, clock, DeckWindow::bundledDeck,
                DeckSaves.fromSaved(store.loadDeck()),
                p -> save(store, runner, p),
                r -> runner.run(() -> {
                    store.logReview(r);
                    return null;
                }, x -> { }, e -> System.err.println("boundary-lab: the review could not be logged: " + e.getMessage())),
                new SeeItRunner(() -> new Replayer(host.get(), SimulationOracle.none())), learnerSeed);
    }

    /** Numbered now, on the caller's thread, so that a slow older write never replaces a newer one. */
    private static void save(SaveStore store, BackgroundRunner runner, io.boundarylab.episodes.deck.DeckProgress p) {
        SaveStore.Snapshot snapshot = store.snapshot(DeckSaves.toSaved(p));
        runner.run(() -> store.write(snapshot), x -> { }, e -> System.err.println("boundary-lab: the deck could not be saved: " + e.getMessage()));
    }

    /** The bundled deck, its links resolved against every bundled investigation (017, 018, …). */
    static Deck bundledDeck() throws Exception {
        java.util.Locale l = java.util.Locale.getDefault();
        return Deck.loadBundled(l, Investigation.loadAllBundled(l));
    }

    /**
     * The window's content: the page, scrolling, and over it a card's experiment while one is shown,
     * drawn on a stage that takes the window (the page is then out of the way, and of the keyboard's).
     */
    static StackPane arranged(DeckView view) {
        ScrollPane scroll = new ScrollPane(view);
        scroll.setFitToWidth(true);
        SeeItLayer layer = new SeeItLayer(view.viewModel());
        layer.visibleProperty().bind(view.viewModel().engineTextProperty().isNotEmpty());
        scroll.visibleProperty().bind(layer.visibleProperty().not());
        return new StackPane(scroll, layer);
    }

    /** @param progress the learner's progress: its wrong predictions bring cards, its seed orders their choices */
    public static Stage open(Window owner, SaveStore store, BackgroundRunner runner, Progress progress) {
        DeckView view = createView(store, runner, Clock.systemUTC()::instant, Host::detect, progress.learnerSeed());
        Stage stage = new Stage();
        if (owner != null) stage.initOwner(owner);
        Parent root = arranged(view);
        Scene scene = new Scene(root, 1200, 860);
        if (owner != null && owner.getScene() != null) {
            scene.getStylesheets().setAll(owner.getScene().getStylesheets());
            if (owner.getScene().getRoot() != null) {
                root.getStyleClass().addAll(owner.getScene().getRoot().getStyleClass());
                root.setStyle(owner.getScene().getRoot().getStyle());
            }
        }
        stage.setTitle(view.viewModel().messages().get("deck.title"));
        stage.setScene(scene);
        // On a smaller screen (a 1280×720 projector) the window is the screen's size, its controls inside it.
        io.boundarylab.app.theme.ScreenFit.size(stage, owner, 1200, 860);
        stage.show();
        view.viewModel().load(d -> DeckSaves.wrongPredictions(d, store, progress));
        return stage;
    }
}
