package io.boundarylab.app.shell;

import io.boundarylab.app.i18n.Messages;
import io.boundarylab.app.save.Progress;
import io.boundarylab.app.save.SaveStore;
import io.boundarylab.app.save.Settings;
import io.boundarylab.episodes.content.ContentException;
import io.boundarylab.episodes.content.Investigation;
import io.boundarylab.episodes.content.Listing;
import io.boundarylab.episodes.content.ListingFile;
import java.util.List;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.scene.Parent;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.VBox;

/**
 * The window's first page at launch: the start page alone, in the learner's theme, type size and
 * language, with its rows from the first frame on (from the listing the build wrote of the bundled
 * content, checked against the content once it is read), taking input from then. Whatever the
 * learner does there decides where
 * the main window opens ({@link #chosenProperty}); the main window, with its menus, header and
 * outline, costs more than a second to build and style, so the app builds it while the learner
 * reads this page instead of before anything is on screen.
 *
 * <p>Escape goes on where the learner left off, as it leaves the start page in the main window; a
 * menu shortcut goes there too and is then done in the main window.
 */
public final class LaunchPage {

    /**
     * What the learner chose on the page.
     *
     * @param investigationId the id of the investigation to open, or null to go on where they left off
     * @param shortcut        the menu shortcut pressed on the page, to do in the main window, or null
     */
    public record Choice(String investigationId, KeyEvent shortcut) {

        /**
         * Opens what was chosen in the main window: the investigation (unless it is the one open
         * already, loaded behind this page), or else the one last open, where the learner left off
         * (unless something is open already). Either waits for the content's read when it is not
         * in yet.
         */
        public void openIn(MainViewModel vm) {
            String open = vm.labProperty().get() instanceof io.boundarylab.app.lab.EpisodesLab el ? el.investigation().id() : null;
            if (investigationId != null && !investigationId.equals(open)) {
                vm.loadBundled(investigationId);
            } else if (investigationId == null && vm.labProperty().get() == null) {
                vm.loadSavedContent();
            }
        }

        /**
         * Does the shortcut pressed on the page in the main window: what its menu item does there,
         * or else what the window's own keys do with it.
         */
        public void runShortcutIn(javafx.scene.Scene main) {
            if (shortcut == null) {
                return;
            }
            // The menus' shortcuts are the scene's once the menu bar has its skin.
            main.getRoot().applyCss();
            for (var entry : main.getAccelerators().entrySet()) {
                if (entry.getKey().match(shortcut)) {
                    entry.getValue().run();
                    return;
                }
            }
            javafx.scene.Node target = main.getFocusOwner() != null ? main.getFocusOwner() : main.getRoot();
            javafx.event.Event.fireEvent(target, shortcut.copyFor(target, target));
        }
    }

    private final Messages text;
    private final SaveStore store;
    private final Settings settings;
    private final VBox rows = new VBox(12);
    private final BorderPane root = new BorderPane();
    private final ReadOnlyObjectWrapper<Choice> chosen = new ReadOnlyObjectWrapper<>();
    /** The listings the rows show now, or null while there are none. */
    private List<Listing> shown;

    /**
     * Whether the app opens on this page: not for a presenter's investigation asked for by id, not
     * with an instructor's content folder (both open straight in, as before), and not when the
     * saved work has something to tell the learner, which the main window's notice bar says at once.
     */
    public static boolean wanted(SaveStore store, Settings settings, String askedInvestigation) {
        return (askedInvestigation == null || askedInvestigation.isBlank())
                && settings.contentFolder() == null
                && store.notices().isEmpty();
    }

    public LaunchPage(Messages text, SaveStore store, Settings settings) {
        this.text = text;
        this.store = store;
        this.settings = settings;
        Label title = new Label(text.get("app.title"));
        title.getStyleClass().add("app-title");
        Label subtitle = new Label(text.get("app.subtitle"));
        subtitle.getStyleClass().add("app-subtitle");
        subtitle.setWrapText(true);
        VBox header = new VBox(0, title, subtitle);
        header.getStyleClass().add("app-header");

        // What the keys do here, under the rows: the page has no menus of its own.
        Label keys = new Label(text.get("launch.keys"));
        keys.setWrapText(true);
        keys.getStyleClass().add("muted");
        keys.setId("launch-keys");
        javafx.scene.Node page = StartRows.page(text, rows, keys);
        page.getStyleClass().add("start-page");
        root.setTop(header);
        root.setCenter(page);
        root.setId("launch-page");
        root.setAccessibleText(text.get("start.title"));
        root.addEventFilter(KeyEvent.KEY_PRESSED, this::onKey);
    }

    public Parent root() {
        return root;
    }

    /**
     * The rows from the listing the build wrote of the bundled content ({@link ListingFile}), before
     * anything is read; without one (classes built without the build's last step) or with a damaged
     * one, the rows wait for the content's read ({@link #read}).
     */
    public void showListed(java.util.Locale language) {
        try {
            ListingFile.bundled(language).ifPresent(this::show);
        } catch (ContentException e) {
            // The read that follows draws the rows, and says what is wrong with the content if anything is.
        }
    }

    /**
     * The content as read in full: the rows say what it says. The build's listing says the same,
     * unless the classes and the content were built apart; then the rows are drawn again.
     */
    public void read(List<Investigation> all) {
        List<Listing> listed = all.stream().map(Listing::of).toList();
        if (!listed.equals(shown) && chosen.get() == null) {
            show(listed);
        }
    }

    /** Why there are no rows: the investigations could not be read. Escape still goes on. */
    public void failed(Throwable e) {
        shown = null;
        rows.getChildren().setAll(new Label(text.get("start.failed", e.getMessage())));
    }

    private void show(List<Listing> listed) {
        shown = listed;
        new StartRows(text, listed, settings.investigation(), this::progressOf, inv -> false)
                .fill(rows, this::choose, this::choose);
    }

    /** Whether the rows are in: the page takes the learner's choice from then on. */
    public boolean hasRows() {
        return root.lookup(".start-row") != null;
    }

    /** Set once, when the learner has chosen; null until then. */
    public ReadOnlyObjectProperty<Choice> chosenProperty() {
        return chosen.getReadOnlyProperty();
    }

    private Progress progressOf(Listing inv) {
        // Nothing is open yet: every investigation's progress is its saved file's, read and never written.
        return store.peekProgressOf(inv.id());
    }

    private void choose(Listing inv) {
        if (chosen.get() == null) {
            chosen.set(new Choice(inv.id(), null));
        }
    }

    private void onKey(KeyEvent e) {
        if (chosen.get() != null) {
            return;
        }
        if (e.getCode() == KeyCode.ESCAPE) {
            chosen.set(new Choice(null, null));
            e.consume();
        } else if (e.isShortcutDown() && !e.getCode().isModifierKey()) {
            chosen.set(new Choice(null, e));
            e.consume();
        }
    }
}
