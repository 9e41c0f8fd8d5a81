package io.boundarylab.app.theme;

import javafx.geometry.Rectangle2D;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Dialog;
import javafx.scene.control.DialogPane;
import javafx.stage.Screen;
import javafx.stage.Stage;
import javafx.stage.Window;

/**
 * Dialogs and windows of their own, opened over the main window, fit the screen it is on: no larger
 * than the screen's visible area (a 1280×720 projector), inside it, with the main window's theme,
 * text size and presenter mode. A dialog's content scrolls in the space left; its buttons stay in view.
 * {@code -Dboundarylab.screen=1280x720} gives the visible area's size, to try a projector's size on a larger screen.
 */
public final class ScreenFit {
    static final String SCREEN_PROPERTY = "boundarylab.screen";

    private ScreenFit() {
    }

    /** The visible area (without panels and docks) of the screen {@code owner} is on, or of the main screen. */
    public static Rectangle2D visibleArea(Window owner) {
        String given = System.getProperty(SCREEN_PROPERTY);
        if (given != null && given.matches("\\d+x\\d+")) {
            String[] wh = given.split("x");
            return new Rectangle2D(0, 0, Double.parseDouble(wh[0]), Double.parseDouble(wh[1]));
        }
        if (owner != null && owner.getWidth() > 0) {
            var on = Screen.getScreensForRectangle(owner.getX(), owner.getY(), owner.getWidth(), owner.getHeight());
            if (!on.isEmpty()) {
                return on.get(0).getVisualBounds();
            }
        }
        return Screen.getPrimary().getVisualBounds();
    }

    /** Gives {@code root} the owner's stylesheets, theme classes and text size. */
    public static void lookLike(Window owner, Scene scene, Parent root) {
        if (owner == null || owner.getScene() == null) {
            return;
        }
        Scene ownerScene = owner.getScene();
        scene.getStylesheets().setAll(ownerScene.getStylesheets());
        if (ownerScene.getRoot() != null) {
            for (String c : ownerScene.getRoot().getStyleClass()) {
                if (!root.getStyleClass().contains(c)) {
                    root.getStyleClass().add(c);
                }
            }
            root.setStyle(ownerScene.getRoot().getStyle());
        }
    }

    /** Sizes a window to {@code width}×{@code height}, or the visible area where that is smaller, centred in it. */
    public static void size(Stage stage, Window owner, double width, double height) {
        Rectangle2D visible = visibleArea(owner);
        double w = Math.min(width, visible.getWidth());
        double h = Math.min(height, visible.getHeight());
        stage.setWidth(w);
        stage.setHeight(h);
        stage.setX(visible.getMinX() + (visible.getWidth() - w) / 2);
        stage.setY(visible.getMinY() + (visible.getHeight() - h) / 2);
    }

    /**
     * A dialog over {@code owner}: the owner's look on its pane, and, whenever it shows or grows, no
     * larger than the visible area and moved inside it. Its content should scroll (see the callers) so
     * that the pane can be shorter than the content while the buttons stay.
     */
    public static void fit(Dialog<?> d, Window owner) {
        DialogPane pane = d.getDialogPane();
        if (owner != null && owner.getScene() != null && owner.getScene().getRoot() != null) {
            pane.getStylesheets().setAll(owner.getScene().getStylesheets());
            for (String c : owner.getScene().getRoot().getStyleClass()) {
                if (!pane.getStyleClass().contains(c)) {
                    pane.getStyleClass().add(c);
                }
            }
            pane.setStyle(owner.getScene().getRoot().getStyle());
        }
        Runnable clamp = () -> {
            Rectangle2D visible = visibleArea(owner);
            if (d.getWidth() > visible.getWidth()) d.setWidth(visible.getWidth());
            if (d.getHeight() > visible.getHeight()) d.setHeight(visible.getHeight());
            double x = Math.max(visible.getMinX(), Math.min(d.getX(), visible.getMaxX() - d.getWidth()));
            double y = Math.max(visible.getMinY(), Math.min(d.getY(), visible.getMaxY() - d.getHeight()));
            if (x != d.getX()) d.setX(x);
            if (y != d.getY()) d.setY(y);
        };
        d.addEventHandler(javafx.scene.control.DialogEvent.DIALOG_SHOWN, e -> clamp.run());
        d.widthProperty().addListener((o, was, now) -> { if (d.isShowing()) clamp.run(); });
        d.heightProperty().addListener((o, was, now) -> { if (d.isShowing()) clamp.run(); });
    }
}
