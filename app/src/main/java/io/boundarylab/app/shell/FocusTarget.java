package io.boundarylab.app.shell;

import io.boundarylab.app.scene.SceneActions;
import javafx.scene.Node;

/**
 * Where the keyboard goes in a section shown: its primary control, else its first control that takes
 * focus, else the panel it scrolls in (so the arrows scroll it). Decides and returns; the window
 * moves the focus.
 */
final class FocusTarget {
    private FocusTarget() {
    }

    /** The node to focus in {@code shown}, or null when there is none. */
    static Node in(Node shown) {
        Node primary = shown instanceof SceneActions a ? a.primaryControl() : null;
        Node target = primary != null && primary.getScene() != null && primary.isVisible() && !primary.isDisabled()
                ? primary : firstFocusable(shown);
        if (target == null) {
            for (Node p = shown; p != null; p = p.getParent()) {
                if (p instanceof javafx.scene.control.ScrollPane) {
                    return p;
                }
            }
        }
        return target;
    }

    private static Node firstFocusable(Node n) {
        if (n == null || !n.isVisible() || n.isDisabled()) {
            return null;
        }
        if (n.isFocusTraversable()) {
            return n;
        }
        if (n instanceof javafx.scene.Parent p) {
            for (Node c : p.getChildrenUnmodifiable()) {
                Node f = firstFocusable(c);
                if (f != null) {
                    return f;
                }
            }
        }
        return null;
    }
}
