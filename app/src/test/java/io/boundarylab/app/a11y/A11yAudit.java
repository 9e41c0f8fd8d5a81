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
     * The labels and buttons under {@code root}, shown, whose text is drawn shortened with an ellipsis
     * because it does not fit: text that is cut off.
     */
    public static List<String> cutOffText(Node root) {
        List<String> cut = new ArrayList<>();
        cutOff(root, cut);
        return cut;
    }

    private static void cutOff(Node n, List<String> cut) {
        if (!n.isVisible()) {
            return;
        }
        if (n instanceof Labeled l && l.getText() != null && !l.getText().isBlank()) {
            for (Node child : l.getChildrenUnmodifiable()) {
                if (child instanceof Text shown && child.isVisible() && !l.getText().equals(shown.getText())
                        && shown.getText() != null && shown.getText().endsWith(l.getEllipsisString())) {
                    cut.add(describe(l) + ": \"" + l.getText() + "\" shown as \"" + shown.getText() + "\"");
                }
            }
        }
        if (n instanceof Parent p) {
            for (Node child : p.getChildrenUnmodifiable()) {
                cutOff(child, cut);
            }
        }
    }

    static String describe(Node n) {
        String what = n.getId() != null ? "#" + n.getId() : n.getClass().getSimpleName() + n.getStyleClass();
        Object text = n.queryAccessibleAttribute(AccessibleAttribute.TEXT);
        return text == null || text.toString().isBlank() ? what : what + " \"" + text + "\"";
    }
}
