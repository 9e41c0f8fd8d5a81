package io.boundarylab.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.app.episode.EpisodeView;
import io.boundarylab.app.lab.EpisodesLab;
import io.boundarylab.app.playback.TransportBar;
import io.boundarylab.app.support.AppFixture;
import io.boundarylab.app.support.AppUiTest;
import io.boundarylab.app.support.Await;
import io.boundarylab.app.support.Pulses;
import io.boundarylab.episodes.content.Investigation;
import io.boundarylab.episodes.content.Section;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Control;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;

/**
 * Every scene of the main window fits every screen a class uses: each page and episode of both
 * investigations (the experiment and the comparison), and the synthesis, at 1280 × 720 (a projector)
 * and 1440 × 900, normal and presenter, at 100 % and 200 % text; the Spanish subclass does the same
 * in Spanish. In each:
 * <ul>
 *   <li>every control that does not scroll (the header, the tabs' bars, the narration's line, the
 *       transport bar) lies inside the window: nothing the learner needs is past its edge;</li>
 *   <li>the scene's transport bar, where it has one, is whole inside the window;</li>
 *   <li>the scene's primary action (a page's way on, an episode's commit, the synthesis' commit),
 *       scrolled to as a learner would, lies inside the window.</li>
 * </ul>
 * With {@code -Dboundarylab.layoutShots=DIR} it writes a picture of each scene to look at.
 */
class EveryScreenFitsTest extends AppUiTest {

    static Stream<Arguments> screens() {
        List<Arguments> out = new ArrayList<>();
        for (int[] size : new int[][] {{1280, 720}, {1440, 900}}) {
            for (boolean presenter : new boolean[] {false, true}) {
                for (int text : new int[] {100, 200}) {
                    out.add(Arguments.of(size[0], size[1], presenter, text));
                }
            }
        }
        return out.stream();
    }

    /** TestFX keeps one stage for every test: give the next test the window it was written for. */
    @AfterEach
    void backTo1440() throws Exception {
        windowBackTo1440();
    }

    /** The stage every UI test is written for, 1440 × 900 and not full screen, for a test that changed it. */
    static void windowBackTo1440() throws Exception {
        FxToolkit.setupStage(w -> {
            w.setFullScreen(false);
            w.setWidth(1440);
            w.setHeight(900);
        });
    }

    @ParameterizedTest(name = "{0}x{1} presenter={2} text={3}%")
    @MethodSource("screens")
    void everySceneFits(int width, int height, boolean presenter, int textPercent, FxRobot robot) throws Exception {
        String combo = language().getLanguage() + "-" + width + "x" + height + (presenter ? "-presenter" : "") + "-" + textPercent;
        Pulses.run(app.scene, () -> {
            // As a learner chooses it: the header's text size (at large type it folds the outline away).
            @SuppressWarnings("unchecked")
            javafx.scene.control.ComboBox<Integer> scale = (javafx.scene.control.ComboBox<Integer>) app.scene.lookup("#text-scale");
            scale.setValue(textPercent);
            app.vm.setPresenter(presenter);
            // Presenter mode goes full screen: here the screen is the projector's size, so the window is that size.
            Stage stage = (Stage) app.scene.getWindow();
            stage.setFullScreen(false);
            stage.setWidth(width);
            stage.setHeight(height);
        });
        // The window's new size reaches the scene through the platform, not at once.
        Await.until(combo + ": the scene at the window's new size",
                () -> Math.abs(app.scene.getWidth() - width) < 0.5 && Math.abs(app.scene.getHeight() - height) < 0.5);
        assertEquals(width, app.scene.getWidth(), 0.5, combo + ": the window's width");
        assertEquals(height, app.scene.getHeight(), 0.5, combo + ": the window's height");
        for (Investigation inv : investigations()) {
            String id = inv.id();
            Pulses.run(app.scene, () -> app.vm.load(new EpisodesLab(inv)));
            List<Section> sections = List.copyOf(app.vm.sections());
            for (int i = 0; i < sections.size(); i++) {
                int index = i;
                Pulses.run(app.scene, () -> app.vm.open(index));
                String where = combo + " " + id + "/" + sections.get(i).id();
                Node scene = app.view.currentNode();
                if (scene instanceof EpisodeView episode) {
                    // In presenter mode the cards are one key away (P): the commit is checked with them open.
                    if (presenter) {
                        Pulses.run(app.scene, episode::toggleCards);
                    }
                    assertFits(robot, where + " (experiment)", robot.lookup("#commit").query());
                    if (presenter) {
                        Pulses.run(app.scene, episode::toggleCards);
                    }
                    select(episode, "tab-compare");
                    assertFits(robot, where + " (compare)", robot.lookup("#compare-run").query());
                    select(episode, "tab-experiment");
                } else if (isSynthesis(scene)) {
                    assertFits(robot, where, robot.lookup("#synthesis-commit").query());
                } else {
                    assertFits(robot, where, robot.lookup("#page-next").tryQuery().orElse(null));
                }
                checkWords(where);
            }
        }
    }

    /** The investigations walked: both bundled ones, in the test's language. */
    protected List<Investigation> investigations() throws Exception {
        return bundled(language());
    }

    /** A check of the words a scene shows, for a subclass; here none (the scenes' fit is the point). */
    protected void checkWords(String where) {
    }

    /** Both investigations this class walks, read once per language (each combination shows the same content). */
    private static final java.util.Map<Locale, List<Investigation>> BUNDLED = new java.util.HashMap<>();

    private static synchronized List<Investigation> bundled(Locale language) throws Exception {
        List<Investigation> found = BUNDLED.get(language);
        if (found == null) {
            List<Investigation> all = Investigation.loadAllBundled(language);
            found = new ArrayList<>();
            for (String id : List.of("node-execution-principles", "what-returns-is-the-number")) {
                found.add(Investigation.byId(all, id).orElseThrow());
            }
            BUNDLED.put(language, found);
        }
        return found;
    }

    private static void select(EpisodeView episode, String tabId) {
        TabPane tabs = (TabPane) episode.lookup("#episode-tabs");
        Tab tab = tabs.getTabs().stream().filter(t -> tabId.equals(t.getId())).findFirst().orElseThrow();
        Pulses.run(episode.getScene(), () -> tabs.getSelectionModel().select(tab));
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

    /** The synthesis exercise's page: the one page with a trace of its own to play. */
    private static boolean isSynthesis(Node scene) {
        return scene.lookup("#synthesis") != null;
    }

    private static boolean inside(Bounds window, Bounds b) {
        return b.getMinX() >= window.getMinX() - 0.5 && b.getMinY() >= window.getMinY() - 0.5
                && b.getMaxX() <= window.getMaxX() + 0.5 && b.getMaxY() <= window.getMaxY() + 0.5;
    }

    /** Shown: it and every parent visible (a tab not selected hides its content this way). */
    static boolean shown(Node n) {
        for (Node p = n; p != null; p = p.getParent()) {
            if (!p.isVisible()) {
                return false;
            }
        }
        return n.getScene() != null;
    }

    /**
     * Inside a scroll pane's content, or a cell of a list: the learner scrolls to it, so its place in
     * the window is not fixed (the scroll pane or the list itself is checked).
     */
    private static boolean scrolls(Node n) {
        for (Node p = n.getParent(); p != null; p = p.getParent()) {
            if (p instanceof javafx.scene.control.skin.VirtualFlow<?>) {
                return true;
            }
            if (p instanceof ScrollPane sp && sp.getContent() != null && isAncestor(sp.getContent(), n)) {
                return true;
            }
        }
        return false;
    }

    private static boolean isAncestor(Node ancestor, Node n) {
        for (Node p = n; p != null; p = p.getParent()) {
            if (p == ancestor) {
                return true;
            }
        }
        return false;
    }

    static void visit(Node n, java.util.function.Consumer<Node> f) {
        f.accept(n);
        if (n instanceof Parent p) {
            for (Node c : p.getChildrenUnmodifiable()) {
                visit(c, f);
            }
        }
    }

    private static String describe(Node n) {
        String text = n instanceof javafx.scene.control.Labeled l ? " '" + l.getText() + "'" : "";
        return n.getClass().getSimpleName() + (n.getId() == null ? "" : "#" + n.getId()) + text;
    }

    private static String round(Bounds b) {
        return String.format(Locale.ROOT, "(%.0f,%.0f)-(%.0f,%.0f)", b.getMinX(), b.getMinY(), b.getMaxX(), b.getMaxY());
    }
}
