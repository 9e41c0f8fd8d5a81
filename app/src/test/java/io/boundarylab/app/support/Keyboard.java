package io.boundarylab.app.support;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.ButtonBase;
import javafx.scene.control.ComboBox;
import javafx.scene.control.TextInputControl;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A learner at the keyboard in one window: the focus moved to a control by its id, then keys
 * pressed and text typed there, as a learner without a mouse does. Each step waits for its effect.
 */
public final class Keyboard {
    private final FxRobot robot;
    private final Scene scene;

    /** Each key goes to the scene's window, whichever window another keyboard typed into last. */
    public Keyboard(FxRobot robot, Scene scene) {
        this.robot = robot;
        this.scene = scene;
    }

    /** Moves the focus to the control, which must be there and enabled. */
    public Node focus(String id) {
        robot.targetWindow(scene.getWindow());
        Node n = scene.lookup("#" + id);
        assertNotNull(n, id);
        assertFalse(n.isDisabled(), id + " is enabled");
        robot.interact(n::requestFocus);
        Await.until(id + " focused", n::isFocused);
        return n;
    }

    /** Space on a focused button, as the keyboard presses it. */
    public void press(String id) {
        Node n = focus(id);
        assertTrue(n instanceof ButtonBase, id);
        robot.type(KeyCode.SPACE);
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** Types into a text field from the keyboard, replacing what it held. */
    public void type(String id, String text) {
        TextInputControl f = (TextInputControl) focus(id);
        robot.interact(f::selectAll);
        robot.write(text);
        // What was seen last, if the text never arrives, says where the keys went.
        Await.until(id + " holding '" + text + "'", () -> id + " holds '" + f.getText() + "', focused " + f.isFocused() + ", owner "
                + scene.getFocusOwner() + ", in scene " + (f.getScene() == scene), seen -> f.getText().equals(text));
    }

    /** Types into a text field from the keyboard and presses Enter. */
    public void write(String id, String text) {
        type(id, text);
        robot.type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** A key on its own, where the focus is: Escape closes a dialog, Enter uses a field. */
    public void key(KeyCode code) {
        robot.targetWindow(scene.getWindow());
        robot.type(code);
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** A key with the platform's shortcut modifier (Ctrl, or Command on a Mac): V pastes. */
    public void shortcut(KeyCode code) {
        robot.targetWindow(scene.getWindow());
        robot.push(new KeyCodeCombination(code, KeyCombination.SHORTCUT_DOWN));
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** Picks an item of a focused menu. */
    @SuppressWarnings("unchecked")
    public void choose(String id, Object item) {
        ComboBox<Object> c = (ComboBox<Object>) focus(id);
        robot.interact(() -> c.setValue(item));
        WaitForAsyncUtils.waitForFxEvents();
    }
}
