package io.boundarylab.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.app.episode.EpisodeView;
import io.boundarylab.app.playback.TransportBar;
import io.boundarylab.app.support.AppFixture;
import io.boundarylab.app.support.Pulses;
import java.util.ArrayList;
import java.util.List;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Control;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.testfx.api.FxRobot;

/**
 * Every scene of the main window fits every screen a class uses: each page and episode of both
 * investigations (the experiment and the comparison), and the synthesis, at 1280 × 720 (a projector)
 * and 1440 × 900, normal and presenter, at 100 % and 200 % text; the Spanish subclass does the same
 * in Spanish ({@link EveryScreenWalk} opens them). In each:
 * <ul>
 *   <li>every control that does not scroll (the header, the tabs' bars, the narration's line, the
 *       transport bar) lies inside the window: nothing the learner needs is past its edge;</li>
 *   <li>the scene's transport bar, where it has one, is whole inside the window;</li>
 *   <li>the scene's primary action (a page's way on, an episode's commit, the synthesis' commit),
 *       scrolled to as a learner would, lies inside the window.</li>
 * </ul>
 * With {@code -Dboundarylab.layoutShots=DIR} it writes a picture of each scene to look at.
 */
class EveryScreenFitsTest extends EveryScreenWalk {

    @ParameterizedTest(name = "{0}x{1} presenter={2} text={3}%")
    @MethodSource("screens")
    void everySceneFits(int width, int height, boolean presenter, int textPercent, FxRobot robot) throws Exception {
        String combo = showAt(width, height, presenter, textPercent);
        eachScene(combo, robot, (where, primary) -> {
            assertFits(robot, where, primary);
            checkWords(where);
        });
    }

    /** A check of the words a scene shows, for a subclass; here none (the scenes' fit is the point). */
    protected void checkWords(String where) {
    }

    private void assertFits(FxRobot robot, String where, Node primary) {
        Bounds window = new javafx.geometry.BoundingBox(0, 0, app.scene.getWidth(), app.scene.getHeight());
        String dir = System.getProperty("boundarylab.layoutShots");
        if (dir != null && !dir.isBlank()) {
            AppFixture.screenshotTo(app.scene.getRoot(), java.nio.file.Path.of(dir), where.replace(' ', '_').replace('/', '-')
                    .replace("(", "").replace(")", ""));
        }
        List<String> outside = new ArrayList<>();
        int[] transportBars = {0};
        Pulses.onFx(() -> {
            app.scene.getRoot().applyCss();
            app.scene.getRoot().layout();
            visit(app.scene.getRoot(), n -> {
                if (!(n instanceof Control) || !shown(n) || scrolls(n)) {
                    return;
                }
                Bounds b = n.localToScene(n.getBoundsInLocal());
                if (b.getWidth() > 0 && !inside(window, b)) {
                    outside.add(describe(n) + " at " + round(b));
                }
            });
            visit(app.scene.getRoot(), n -> {
                if (n instanceof TransportBar && shown(n)) {
                    transportBars[0]++;
                    Bounds b = n.localToScene(n.getBoundsInLocal());
                    if (!inside(window, b)) {
                        outside.add("the transport bar at " + round(b));
                    }
                }
            });
            return null;
        });
        assertTrue(outside.isEmpty(), where + ": past the window's edge: " + outside);
        if (app.view.currentNode() instanceof EpisodeView) {
            assertEquals(1, transportBars[0], where + ": one transport bar shown");
        }
        if (primary != null) {
            reveal(robot, primary);
            Bounds b = primary.localToScene(primary.getBoundsInLocal());
            assertTrue(shown(primary), where + ": " + describe(primary) + " is shown");
            assertTrue(inside(window, b), where + ": " + describe(primary) + " at " + round(b) + ", scrolled to, is inside the window");
        }
    }
}
