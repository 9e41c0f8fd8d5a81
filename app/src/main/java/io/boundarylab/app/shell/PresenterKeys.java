package io.boundarylab.app.shell;

import io.boundarylab.app.scene.SceneActions;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.TextInputControl;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;

/**
 * The window's keys: F1 the shortcuts, F11 full screen, Escape closes the shortcuts; Space, the
 * arrows, M, R, A, P, E and C act on the scene in front, and Page Up/Down move through the course. In
 * presenter mode they always act; otherwise only Space and the arrows do, and only when no control
 * used them first. Page Up/Down always move through the course, before a scrolling panel takes them.
 */
final class PresenterKeys {
    private final MainViewModel vm;
    private final Supplier<Node> current;
    private final Runnable toggleShortcuts;
    private final Runnable toggleFullScreen;
    private final BooleanSupplier shortcutsShown;

    PresenterKeys(MainViewModel vm, Supplier<Node> current, Runnable toggleShortcuts, Runnable toggleFullScreen,
            BooleanSupplier shortcutsShown) {
        this.vm = vm;
        this.current = current;
        this.toggleShortcuts = toggleShortcuts;
        this.toggleFullScreen = toggleFullScreen;
        this.shortcutsShown = shortcutsShown;
    }

    void install(Scene scene) {
        scene.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.F1) {
                toggleShortcuts.run();
                e.consume();
            } else if (e.getCode() == KeyCode.F11) {
                toggleFullScreen.run();
                e.consume();
            } else if (e.getCode() == KeyCode.ESCAPE && shortcutsShown.getAsBoolean()) {
                toggleShortcuts.run();
                e.consume();
            } else if (vm.presenterProperty().get() && handle(e.getCode())) {
                e.consume();
            } else if ((e.getCode() == KeyCode.PAGE_DOWN || e.getCode() == KeyCode.PAGE_UP)
                    && !(e.getTarget() instanceof javafx.scene.control.TextArea) && handle(e.getCode())) {
                // Before any scroll pane or list pages with them: a presenter's clicker sends these to
                // change slides, so they always change the section (a text area keeps them for its caret).
                e.consume();
            }
        });
        scene.addEventHandler(KeyEvent.KEY_PRESSED, e -> {
            // Outside presenter mode the letter keys that switch, reset or reveal stay off: a stray
            // key must never throw away a learner's prediction.
            boolean safe = switch (e.getCode()) {
                case SPACE, LEFT, RIGHT, PAGE_UP, PAGE_DOWN, P, E, C -> true;
                default -> false;
            };
            if (!e.isConsumed() && safe && !(e.getTarget() instanceof TextInputControl) && handle(e.getCode())) {
                e.consume();
            }
        });
    }

    /** Applies a presenter key to the scene in front; false if the key is not one. */
    boolean handle(KeyCode code) {
        SceneActions a = current.get() instanceof SceneActions s ? s : new SceneActions() { };
        switch (code) {
            case SPACE -> a.togglePlay();
            case RIGHT -> a.stepForward();
            case LEFT -> a.stepBack();
            case M -> a.switchMode();
            case R -> a.resetScene();
            case A -> a.reveal();
            case P -> a.toggleCards();
            case E -> a.toggleEvents();
            case C -> a.toggleCompare();
            case PAGE_DOWN -> vm.next();
            case PAGE_UP -> vm.previous();
            default -> {
                return false;
            }
        }
        return true;
    }
}
