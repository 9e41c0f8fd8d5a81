package io.boundarylab.app.a11y;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import javafx.scene.AccessibleAttribute;
import javafx.scene.AccessibleRole;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.ComboBoxBase;
import javafx.scene.control.Control;
import javafx.scene.control.Label;
import javafx.scene.control.Labeled;
import javafx.scene.control.ScrollBar;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Spinner;
import javafx.scene.control.TextInputControl;
import javafx.scene.text.Text;

/**
 * What a screen reader gets from a scene, read through JavaFX's accessibility API
 * ({@code queryAccessibleAttribute}), the same calls the platform's screen-reader bridge makes.
 * Call on the FX thread.
 */
public final class A11yAudit {
    /** The roles a learner acts on: each needs a name a screen reader can announce. */
    static final Set<AccessibleRole> ACTIONABLE = EnumSet.of(AccessibleRole.BUTTON, AccessibleRole.TOGGLE_BUTTON,
            AccessibleRole.CHECK_BOX, AccessibleRole.RADIO_BUTTON, AccessibleRole.HYPERLINK, AccessibleRole.TEXT_FIELD,
            AccessibleRole.TEXT_AREA, AccessibleRole.SLIDER, AccessibleRole.COMBO_BOX, AccessibleRole.LIST_VIEW,
            AccessibleRole.TABLE_VIEW, AccessibleRole.TREE_VIEW, AccessibleRole.SPINNER, AccessibleRole.MENU_BUTTON,
            AccessibleRole.SPLIT_MENU_BUTTON, AccessibleRole.PASSWORD_FIELD, AccessibleRole.DATE_PICKER,
            AccessibleRole.TAB_ITEM, AccessibleRole.INCREMENT_BUTTON, AccessibleRole.DECREMENT_BUTTON);

    private A11yAudit() {
    }

    /**
     * The controls under {@code root}, shown on screen, that a learner can reach or act on but that a
     * screen reader would announce without a name, or as a bare node: each as "id or class: problem".
     */
    static List<String> unnamedControls(Node root) {
        List<String> problems = new ArrayList<>();
        walk(root, problems);
        return problems;
    }

    private static void walk(Node n, List<String> problems) {
        if (!n.isVisible()) {
            return;
        }
        if (n instanceof Control c && !(n instanceof Label) && !partOfAnotherControl(c)) {
            AccessibleRole role = c.getAccessibleRole();
            boolean actionable = ACTIONABLE.contains(role) || c.isFocusTraversable();
            if (actionable && !c.isDisabled()) {
                if (role == AccessibleRole.NODE || role == AccessibleRole.PARENT) {
                    problems.add(describe(c) + ": no role (announced as a bare node)");
                } else if (name(c).isBlank()) {
                    problems.add(describe(c) + ": " + role + " without a name");
                }
            }
        }
        if (n instanceof Parent p) {
            for (Node child : p.getChildrenUnmodifiable()) {
                walk(child, problems);
            }
        }
    }

    /** The skins' own parts (a combo box's button cell, a scroll pane's bars) are announced as part of their control. */
    private static boolean partOfAnotherControl(Control c) {
        if (c instanceof ScrollBar || c instanceof ScrollPane) {
            return true;
        }
        for (Parent p = c.getParent(); p != null; p = p.getParent()) {
            if (p instanceof ComboBoxBase<?> || p instanceof Spinner<?>
                    || p instanceof javafx.scene.control.ListView<?> || p instanceof javafx.scene.control.TableView<?>) {
                return true;
            }
        }
        return false;
    }

    /** The name a screen reader announces: the accessible text, else what labels it, else its own text. */
    static String name(Node n) {
        String explicit = n.getAccessibleText();
        if (explicit != null && !explicit.isBlank()) {
            return explicit;
        }
        Object labelledBy = n.queryAccessibleAttribute(AccessibleAttribute.LABELED_BY);
        if (labelledBy instanceof Labeled l && l.getText() != null && !l.getText().isBlank()) {
            return l.getText();
        }
        if (n instanceof TextInputControl t) {
            // A field's own text is its value, not its name: only a prompt can stand in.
            return t.getPromptText() == null ? "" : t.getPromptText();
        }
        Object text = n.queryAccessibleAttribute(AccessibleAttribute.TEXT);
        return text == null ? "" : text.toString();
    }

    /**
     * The labels and buttons under {@code root}, shown, whose text is cut: drawn shortened with an
     * ellipsis because it does not fit, or running past the right edge of the window or of a pane
     * that does not scroll sideways, where its end is clipped away.
     */
    public static List<String> cutOffText(Node root) {
        return cutOffText(root, n -> false);
    }

    /** {@link #cutOffText(Node)}, leaving out the parts {@code leftOut} names (and everything in them). */
    public static List<String> cutOffText(Node root, java.util.function.Predicate<Node> leftOut) {
        List<String> cut = new ArrayList<>();
        cutOff(root, leftOut, cut);
        return cut;
    }

    private static void cutOff(Node n, java.util.function.Predicate<Node> leftOut, List<String> cut) {
        if (!n.isVisible() || leftOut.test(n)) {
            return;
        }
        if (n instanceof Labeled l && l.getText() != null && !l.getText().isBlank()) {
            for (Node child : l.getChildrenUnmodifiable()) {
                if (child instanceof Text shown && child.isVisible() && child != l.getGraphic() && shown.getText() != null) {
                    if (!l.getText().equals(shown.getText()) && shown.getText().endsWith(l.getEllipsisString())) {
                        cut.add(describe(l) + ": \"" + l.getText() + "\" shown as \"" + shown.getText() + "\"");
                    } else {
                        clippedAt(shown).ifPresent(edge -> cut.add(describe(l) + ": \"" + l.getText() + "\" runs past " + edge));
                    }
                }
            }
        }
        if (n instanceof Parent p) {
            for (Node child : p.getChildrenUnmodifiable()) {
                cutOff(child, leftOut, cut);
            }
        }
    }

    /**
     * The edge that clips a text's end away, if one does: the right edge of the view of a scroll pane
     * that never scrolls sideways, or the window's right edge. Text the learner can scroll to
     * sideways is not cut, and a list clips its cells to its own width and scrolls them, so text in a
     * list's cell is left to the list.
     */
    private static java.util.Optional<String> clippedAt(Text text) {
        // The text's layout box: its glyphs may reach a pixel past it without cutting a word.
        javafx.geometry.Bounds b = text.localToScene(text.getLayoutBounds());
        for (Parent p = text.getParent(); p != null; p = p.getParent()) {
            if (p instanceof javafx.scene.control.skin.VirtualFlow<?>) {
                return java.util.Optional.empty();
            }
            if (p instanceof ScrollPane sp && sp.getContent() != null && isAncestor(sp.getContent(), text)) {
                if (sp.getHbarPolicy() != ScrollPane.ScrollBarPolicy.NEVER) {
                    return java.util.Optional.empty();
                }
                for (Node part : sp.getChildrenUnmodifiable()) {
                    javafx.geometry.Bounds view = part.localToScene(part.getBoundsInLocal());
                    if (part.getStyleClass().contains("viewport") && b.getMaxX() > view.getMaxX() + 0.5) {
                        return java.util.Optional.of(String.format(java.util.Locale.ROOT,
                                "the edge of a pane that does not scroll sideways (%.0f > %.0f)", b.getMaxX(), view.getMaxX()));
                    }
                }
            }
        }
        if (text.getScene() != null && b.getMaxX() > text.getScene().getWidth() + 0.5) {
            return java.util.Optional.of(String.format(java.util.Locale.ROOT, "the window's edge (%.0f > %.0f)", b.getMaxX(),
                    text.getScene().getWidth()));
        }
        return java.util.Optional.empty();
    }

    private static boolean isAncestor(Node ancestor, Node n) {
        for (Node p = n; p != null; p = p.getParent()) {
            if (p == ancestor) {
                return true;
            }
        }
        return false;
    }

    static String describe(Node n) {
        String what = n.getId() != null ? "#" + n.getId() : n.getClass().getSimpleName() + n.getStyleClass();
        Object text = n.queryAccessibleAttribute(AccessibleAttribute.TEXT);
        return text == null || text.toString().isBlank() ? what : what + " \"" + text + "\"";
    }
}
