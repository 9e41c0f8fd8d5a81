package io.boundarylab.app;

import javafx.geometry.Rectangle2D;

/**
 * The main window's first size and place: the size the screens are designed for (1440×900), or
 * the screen's visible area where that is smaller, centred in it. A window larger than its screen
 * opens with its menus and its transport bar past the edges, where a learner on a 1280×720 laptop
 * or projector could not reach them.
 *
 * @param x      left edge
 * @param y      top edge
 * @param width  width, at most the visible area's
 * @param height height, at most the visible area's
 * @param minWidth  the smallest width the learner can drag it to: the design minimum, or less on a smaller screen
 * @param minHeight the same for the height
 */
record WindowSize(double x, double y, double width, double height, double minWidth, double minHeight) {
    static final double DESIGN_WIDTH = 1440;
    static final double DESIGN_HEIGHT = 900;
    static final double MIN_WIDTH = 1024;
    static final double MIN_HEIGHT = 680;

    /** The window for a screen whose visible area (without panels and docks) is {@code visible}. */
    static WindowSize on(Rectangle2D visible) {
        double w = Math.min(DESIGN_WIDTH, visible.getWidth());
        double h = Math.min(DESIGN_HEIGHT, visible.getHeight());
        return new WindowSize(visible.getMinX() + (visible.getWidth() - w) / 2, visible.getMinY() + (visible.getHeight() - h) / 2,
                w, h, Math.min(MIN_WIDTH, w), Math.min(MIN_HEIGHT, h));
    }
}
