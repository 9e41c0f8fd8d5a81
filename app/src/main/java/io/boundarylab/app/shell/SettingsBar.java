package io.boundarylab.app.shell;

import io.boundarylab.app.i18n.Messages;
import io.boundarylab.app.i18n.ShownAs;
import java.util.List;
import javafx.beans.property.BooleanProperty;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;

/**
 * The header's settings: outline shown, text size, presenter mode and the shortcuts (the theme and
 * reduced motion are in the View menu). One row while the window has room for it; at large type in a narrow window the row
 * wraps, so the header is never wider than the window.
 */
final class SettingsBar extends FlowPane {
    /** From this text scale on, choosing it folds the outline away. */
    static final int LARGE_TYPE_PERCENT = 175;

    /**
     * @param outlineShown  whether the outline is shown (the Outline button; folded when large type is chosen)
     * @param showShortcuts opens the shortcuts (the help button)
     */
    SettingsBar(MainViewModel vm, BooleanProperty outlineShown, Runnable showShortcuts) {
        super(8, 8);
        Messages messages = vm.messages();
        ComboBox<Integer> scale = new ComboBox<>();
        scale.setId("text-scale");
        scale.getItems().setAll(List.of(100, 125, 150, 175, 200));
        scale.setConverter(ShownAs.words(v -> messages.get("settings.scale.value", v)));
        scale.setValue(vm.settingsProperty().get().textScalePercent());
        outlineShown.set(vm.settingsProperty().get().textScalePercent() < LARGE_TYPE_PERCENT);
        scale.setAccessibleText(messages.get("settings.scale"));
        scale.setTooltip(new Tooltip(messages.get("settings.scale")));
        scale.valueProperty().addListener((o, a, b) -> {
            if (b != null) {
                vm.setTextScalePercent(b);
                // At the largest type the outline would take a third of the width for a few words a line:
                // fold it away (the Outline button brings it back), so the scene keeps its room.
                if (b >= LARGE_TYPE_PERCENT && (a == null || a < LARGE_TYPE_PERCENT)) {
                    outlineShown.set(false);
                }
            }
        });
        Button presenter = new Button(messages.get("settings.presenter"));
        presenter.setId("presenter");
        presenter.setTooltip(new Tooltip(messages.get("settings.presenter.tip")));
        presenter.setOnAction(e -> vm.togglePresenter());
        ToggleButton outlineToggle = new ToggleButton(messages.get("settings.outline"));
        outlineToggle.setId("outline-toggle");
        outlineToggle.setTooltip(new Tooltip(messages.get("settings.outline.tip")));
        outlineToggle.selectedProperty().bindBidirectional(outlineShown);
        Button help = new Button(messages.get("settings.help"));
        help.setId("help");
        help.setTooltip(new Tooltip(messages.get("menu.help.shortcuts")));
        help.setOnAction(e -> showShortcuts.run());

        getChildren().addAll(outlineToggle, scale, presenter, help);
        setAlignment(Pos.CENTER_RIGHT);
        getStyleClass().add("narrative");
    }

    /**
     * One row's width while it fits the wrap length (the window's width), the wrap length when it
     * does not. A plain FlowPane asks for its whole wrap length, which would push the row onto a line
     * of its own beside the header's titles even where everything fits on one.
     */
    @Override
    protected double computePrefWidth(double height) {
        double row = snappedLeftInset() + snappedRightInset();
        java.util.List<javafx.scene.Node> shown = getManagedChildren();
        for (int i = 0; i < shown.size(); i++) {
            row += Math.ceil(snapSizeX(shown.get(i).prefWidth(-1))) + (i > 0 ? Math.ceil(snapSpaceX(getHgap())) : 0);
        }
        // Room to spare, so rounding, or a choice box whose skin comes later and is a little wider,
        // never wraps the last button by itself.
        return Math.min(row + 2 * getHgap() + 16, getPrefWrapLength());
    }
}
