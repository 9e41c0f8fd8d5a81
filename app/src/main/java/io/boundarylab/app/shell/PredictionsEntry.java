package io.boundarylab.app.shell;

import io.boundarylab.app.i18n.Messages;
import io.boundarylab.app.predictions.PredictionsView;
import io.boundarylab.app.predictions.PredictionsViewModel;
import javafx.scene.control.Button;
import javafx.scene.control.MenuItem;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCombination;

/** The ways to "My predictions" (the View menu, a button under the outline) and the page itself. */
final class PredictionsEntry {
    static final String ACCELERATOR = "Shortcut+Shift+M";

    private PredictionsEntry() {
    }

    static MenuItem menuItem(MainViewModel vm) {
        MenuItem i = new MenuItem(vm.messages().get("menu.view.predictions"));
        i.setId("menu-predictions");
        i.setAccelerator(KeyCombination.keyCombination(ACCELERATOR));
        i.setOnAction(e -> vm.showPredictions());
        return i;
    }

    static Button outlineButton(MainViewModel vm) {
        Messages m = vm.messages();
        Button b = new Button(m.get("outline.predictions"));
        b.setId("outline-predictions");
        b.setMaxWidth(Double.MAX_VALUE);
        b.setTooltip(new Tooltip(m.get("outline.predictions.tip")));
        b.setAccessibleHelp(m.get("outline.predictions.tip"));
        b.setOnAction(e -> vm.showPredictions());
        return b;
    }

    /** The page, over the course loaded now. */
    static PredictionsView page(MainViewModel vm) {
        PredictionsViewModel pvm = new PredictionsViewModel(
                () -> vm.course() == null ? java.util.List.of() : vm.course().episodes(), vm.progressProperty(), vm.messages());
        PredictionsView view = new PredictionsView(pvm, vm.messages(), vm::closePredictions);
        // Opened from the menu or the outline: the keyboard goes to the page, at its first prediction.
        javafx.application.Platform.runLater(() -> view.primaryControl().requestFocus());
        return view;
    }
}
