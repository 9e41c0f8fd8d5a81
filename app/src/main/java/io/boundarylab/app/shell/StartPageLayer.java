package io.boundarylab.app.shell;

import io.boundarylab.app.lab.Lab;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.StackPane;

/**
 * Where the start page shows: in the main window's content area, in place of the section, which is
 * hidden under it (the menus, the header and the outline stay). Escape leaves it for the section;
 * so does the learner opening a section from the outline or with Next. An investigation still
 * loading behind it at launch moves the section too: that move, made by the load, leaves the page up.
 */
final class StartPageLayer {
    private final StackPane content;
    private final Node sections;
    private final Runnable afterClose;
    private Node page;
    /** The course the learner is in once its load has finished; a section change in another is the load's own. */
    private Lab settled;

    StartPageLayer(MainViewModel vm, Node root, StackPane content, Node sections, Runnable afterClose) {
        this.content = content;
        this.sections = sections;
        this.afterClose = afterClose;
        settled = vm.labProperty().get();
        // A load sets the course, then opens where the learner was: settled after the whole load.
        vm.labProperty().addListener((o, a, b) -> Platform.runLater(() -> settled = b));
        vm.currentProperty().addListener((o, a, b) -> {
            if (vm.labProperty().get() == settled) {
                close();
            }
        });
        vm.predictionsShownProperty().addListener((o, a, b) -> close());
        root.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.ESCAPE && page != null) {
                close();
                e.consume();
            }
        });
    }

    void show(Node startPage) {
        if (page != null) {
            content.getChildren().remove(page);
        }
        page = startPage;
        content.getChildren().add(startPage);
        sections.setVisible(false);
    }

    void close() {
        if (page == null) {
            return;
        }
        content.getChildren().remove(page);
        page = null;
        sections.setVisible(true);
        afterClose.run();
    }

    boolean isShowing() {
        return page != null;
    }
}
