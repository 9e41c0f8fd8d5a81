package io.boundarylab.app;

import javafx.geometry.Rectangle2D;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The window opens inside the screen's visible area, whatever the screen's size. */
class WindowSizeTest {

    @Test
    void aLargeScreenGetsTheDesignSizeCentred() {
        WindowSize w = WindowSize.on(new Rectangle2D(0, 0, 1920, 1080));
        assertEquals(1440, w.width());
        assertEquals(900, w.height());
        assertEquals(240, w.x());
        assertEquals(90, w.y());
        assertEquals(1024, w.minWidth());
        assertEquals(680, w.minHeight());
    }

    @Test
    void aProjectorsScreenGetsAllOfItAndNoMore() {
        // 1280x720, with a 28-pixel panel at the top: the window fills what is left, from below the panel.
        WindowSize w = WindowSize.on(new Rectangle2D(0, 28, 1280, 692));
        assertEquals(1280, w.width());
        assertEquals(692, w.height());
        assertEquals(0, w.x());
        assertEquals(28, w.y());
        assertEquals(1024, w.minWidth());
        assertEquals(680, w.minHeight());
    }

    @Test
    void aScreenSmallerThanTheMinimumLowersTheMinimumToFit() {
        WindowSize w = WindowSize.on(new Rectangle2D(0, 0, 1000, 600));
        assertEquals(1000, w.width());
        assertEquals(600, w.height());
        assertEquals(1000, w.minWidth());
        assertEquals(600, w.minHeight());
    }

    @Test
    void aSecondScreenToTheRightIsUsedWhereItIs() {
        WindowSize w = WindowSize.on(new Rectangle2D(1920, 0, 1280, 720));
        assertEquals(1920, w.x());
        assertEquals(0, w.y());
    }
}
