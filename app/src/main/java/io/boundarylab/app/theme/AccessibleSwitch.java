package io.boundarylab.app.theme;

import javafx.scene.AccessibleAction;
import javafx.scene.AccessibleAttribute;
import javafx.scene.AccessibleRole;
import org.controlsfx.control.ToggleSwitch;

/**
 * ControlsFX's switch as a screen reader should meet it: ControlsFX leaves it a bare node with no
 * state, so a screen reader announced neither that it can be switched nor whether it is on. Here it
 * is a toggle button whose selected state is announced and that the reader can press.
 */
public final class AccessibleSwitch extends ToggleSwitch {
    public AccessibleSwitch() {
        this(null);
    }

    public AccessibleSwitch(String text) {
        super(text);
        setAccessibleRole(AccessibleRole.TOGGLE_BUTTON);
        selectedProperty().addListener((o, was, now) -> notifyAccessibleAttributeChanged(AccessibleAttribute.SELECTED));
    }

    @Override
    public Object queryAccessibleAttribute(AccessibleAttribute attribute, Object... parameters) {
        return switch (attribute) {
            case SELECTED -> isSelected();
            case TEXT -> getAccessibleText() != null && !getAccessibleText().isBlank() ? getAccessibleText() : getText();
            default -> super.queryAccessibleAttribute(attribute, parameters);
        };
    }

    @Override
    public void executeAccessibleAction(AccessibleAction action, Object... parameters) {
        if (action == AccessibleAction.FIRE && !isDisabled()) {
            setSelected(!isSelected());
        } else {
            super.executeAccessibleAction(action, parameters);
        }
    }
}
