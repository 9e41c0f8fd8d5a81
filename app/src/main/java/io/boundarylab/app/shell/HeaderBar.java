package io.boundarylab.app.shell;

import io.boundarylab.app.i18n.Messages;
import io.boundarylab.app.lab.Course;
import javafx.beans.binding.Bindings;
import javafx.beans.property.BooleanProperty;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

/**
 * The window's header, under the menus: the app's and the course's titles, Previous and Next, and the
 * settings, on one row while it fits (the scene below keeps the height). At large type it wraps
 * onto a second row rather than cut a word, and the titles step aside first: the window's own title
 * still names the app. Presenter mode hides it whole.
 */
final class HeaderBar extends FlowPane {
    private Button next;

    /**
     * @param outlineShown  whether the outline is shown (the Outline button)
     * @param showShortcuts opens the shortcuts (the help button)
     */
    HeaderBar(MainViewModel vm, BooleanProperty outlineShown, Runnable showShortcuts) {
        super(12, 6);
        Messages messages = vm.messages();
        Label title = new Label(messages.get("app.title"));
        title.getStyleClass().add("app-title");
        Label subtitle = new Label();
        subtitle.getStyleClass().add("app-subtitle");
        subtitle.textProperty().bind(Bindings.createStringBinding(() -> {
            Course c = vm.course();
            return c == null ? messages.get("app.subtitle") : c.title();
        }, vm.labProperty()));
        VBox titles = new VBox(0, title, subtitle);

        Button prev = new Button(messages.get("nav.previous"));
        prev.setId("nav-previous");
        prev.setTooltip(new Tooltip(messages.get("nav.previous.tip")));
        prev.disableProperty().bind(vm.canPreviousProperty().not());
        prev.setOnAction(e -> vm.previous());
        Button next = new Button(messages.get("nav.next"));
        next.setId("nav-next");
        next.getStyleClass().add("accent");
        next.setTooltip(new Tooltip(messages.get("nav.next.tip")));
        next.disableProperty().bind(vm.canNextProperty().not());
        next.setOnAction(e -> vm.next());
        this.next = next;

        SettingsBar settings = new SettingsBar(vm, outlineShown, showShortcuts);
        HBox nav = new HBox(8, prev, next);
        nav.setAlignment(Pos.CENTER);
        // One row while it fits: the scene below keeps the height. At large type it wraps onto a
        // second row rather than cut a word; the titles step aside first (the window's own title
        // still names the app).
        nav.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        getChildren().addAll(titles, nav, settings);
        setAlignment(Pos.CENTER_LEFT);
        getStyleClass().add("app-header");
        settings.prefWrapLengthProperty().bind(prefWrapLengthProperty().subtract(96));
        javafx.beans.InvalidationListener fit = x -> {
            double others = nav.prefWidth(-1) + settings.prefWidth(-1) + 3 * 12 + getInsets().getLeft()
                    + getInsets().getRight();
            boolean room = getWidth() >= others + titles.prefWidth(-1);
            titles.setVisible(room);
            titles.setManaged(room);
        };
        widthProperty().addListener(fit);
        title.fontProperty().addListener(fit);
        subtitle.textProperty().addListener(fit);
    }

    /** Next, where the keyboard starts. */
    Button nextButton() {
        return next;
    }
}
