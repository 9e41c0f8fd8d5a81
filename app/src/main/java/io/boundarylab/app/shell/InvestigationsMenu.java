package io.boundarylab.app.shell;

import io.boundarylab.app.i18n.Messages;
import io.boundarylab.app.lab.EpisodesLab;
import io.boundarylab.episodes.content.Investigation;
import java.util.List;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;

/**
 * File → Investigations: one item per investigation shipped with the app (017, 018, ...), each
 * opening it with its own saved progress ({@link ProgressScope}). The content is the window's one
 * read of it, off the FX thread ({@link BundledInvestigations}), shared with the start page.
 */
final class InvestigationsMenu extends Menu {

    private final Messages text;
    private final MainViewModel vm;
    private boolean filled;

    InvestigationsMenu(Messages appMessages, MainViewModel vm) {
        this.text = new Messages("io.boundarylab.app.shell.investigations", appMessages.locale());
        this.vm = vm;
        setText(text.get("investigations.menu"));
        setId("menu-investigations");
        MenuItem loading = new MenuItem(text.get("investigations.loading"));
        loading.setDisable(true);
        getItems().add(loading);
        setOnShowing(e -> fill());
        fill();
    }

    private void fill() {
        if (filled) return;
        filled = true;
        // The window's one read of the bundled content, shared with the start page and the investigation shown.
        vm.bundled().whenRead(this::show, e -> vm.notice(text.get("investigations.failed", e.getMessage())));
    }

    private void show(List<Investigation> all) {
        getItems().clear();
        for (Investigation inv : all) {
            MenuItem item = new MenuItem(inv.title());
            item.setId("investigation-" + inv.id());
            item.setOnAction(e -> open(inv));
            getItems().add(item);
        }
    }

    /** Shows the investigation; the bundled content, so no content folder is remembered. */
    void open(Investigation inv) {
        open(vm, inv);
    }

    /** The one way to open a bundled investigation, here and on the start page ({@link StartPage}). */
    static void open(MainViewModel vm, Investigation inv) {
        vm.setContentFolder(null);
        vm.load(new EpisodesLab(inv));
    }
}
