package io.boundarylab.app.a11y;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.app.episode.EpisodeViewModel;
import io.boundarylab.app.support.AppUiTest;
import io.boundarylab.app.support.Await;
import io.boundarylab.episodes.content.Section;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javafx.scene.Node;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Every scene a learner can reach, as a screen reader meets it: each control it can act on has a
 * name and a role (queried through {@code accessibleText} and {@code accessibleRole}, as the
 * platform's bridge does), and at 200 % text nothing is drawn cut off with an ellipsis.
 */
class AccessibilityTest extends AppUiTest {

    /** Each section of the course, an episode after a run, and My predictions: what a learner can have on screen. */
    private Map<String, List<String>> auditEveryScene(FxRobot robot, java.util.function.Function<Node, List<String>> audit) {
        Map<String, List<String>> found = new LinkedHashMap<>();
        List<Section> sections = new ArrayList<>(app.vm.sections());
        for (Section s : sections) {
            robot.interact(() -> app.vm.open(s.id()));
            WaitForAsyncUtils.waitForFxEvents();
            found.put(s.id(), onFx(robot, audit));
        }
        // An episode with a run on screen: the transport, the compare tab and the findings appear.
        EpisodeViewModel evm = openEpisode(robot, "helper");
        robot.interact(() -> {
            evm.selectChoice(evm.episode().prediction().choices().get(0).id());
            evm.inputs().quantity().setSkipped(true);
            evm.commit();
            evm.run();
        });
        Await.until("the helper's run", () -> !evm.runningProperty().get() && evm.runProperty().get() != null);
        robot.interact(() -> evm.playback().seek(evm.playback().sizeProperty().get() - 1));
        found.put("helper after a run", onFx(robot, audit));
        robot.interact(app.vm::showPredictions);
        WaitForAsyncUtils.waitForFxEvents();
        found.put("my predictions", onFx(robot, audit));
        robot.interact(app.vm::closePredictions);
        found.values().removeIf(List::isEmpty);
        return found;
    }

    private List<String> onFx(FxRobot robot, java.util.function.Function<Node, List<String>> audit) {
        List<List<String>> out = new ArrayList<>();
        robot.interact(() -> {
            app.scene.getRoot().applyCss();
            app.scene.getRoot().layout();
            out.add(audit.apply(app.scene.getRoot()));
        });
        return out.get(0);
    }

    @Test
    void everyControlInEverySceneHasANameAndARole(FxRobot robot) {
        Map<String, List<String>> unnamed = auditEveryScene(robot, A11yAudit::unnamedControls);
        assertEquals(Map.of(), unnamed, "controls a screen reader cannot announce, by scene");
    }

    @Test
    void atTwiceTheTextSizeNothingIsCutOff(FxRobot robot) {
        robot.interact(() -> app.vm.setTextScalePercent(200));
        Map<String, List<String>> cut = auditEveryScene(robot, A11yAudit::cutOffText);
        assertEquals(Map.of(), cut, "text drawn cut off at 200 %, by scene");
    }

    @Test
    void focusMovesInReadingOrder(FxRobot robot) {
        // A page, and an episode scene with its three columns: Tab goes down a column, then on to the
        // next column to the right, never back up or leftwards within what was already read.
        for (String section : new String[] {"hook", "contract"}) {
            robot.interact(() -> app.vm.open(section));
            assertEquals(List.of(), backwardsSteps(robot), section);
        }
        openEpisode(robot, "helper");
        assertEquals(List.of(), backwardsSteps(robot), "helper");
    }

    /** Tabs from the first control through the window until focus comes round again; each step that goes backwards. */
    private List<String> backwardsSteps(FxRobot robot) {
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> robot.lookup("#nav-previous").query().getScene().getRoot().requestFocus());
        List<Node> order = new ArrayList<>();
        for (int i = 0; i < 150; i++) {
            robot.type(javafx.scene.input.KeyCode.TAB);
            Node now = app.scene.getFocusOwner();
            if (now == null || order.contains(now)) {
                break;
            }
            order.add(now);
        }
        assertTrue(order.size() > 3, "Tab reaches the controls: " + order.size());
        List<String> backwards = new ArrayList<>();
        robot.interact(() -> {
            for (int i = 1; i < order.size(); i++) {
                javafx.geometry.Bounds a = order.get(i - 1).localToScene(order.get(i - 1).getLayoutBounds());
                javafx.geometry.Bounds b = order.get(i).localToScene(order.get(i).getLayoutBounds());
                boolean upInSameColumn = b.getMaxY() <= a.getMinY() && b.getMinX() <= a.getMinX() + 4;
                boolean leftInSameRow = b.getMaxX() <= a.getMinX() && b.getMinY() < a.getMaxY() && b.getMaxY() > a.getMinY();
                if (upInSameColumn || leftInSameRow) {
                    backwards.add(A11yAudit.describe(order.get(i - 1)) + " -> " + A11yAudit.describe(order.get(i)));
                }
            }
        });
        return backwards;
    }

    @Test
    void theAuditSeesAnUnnamedButtonAndACutOffLabel(FxRobot robot) {
        // The checks above pass only if they can fail: an icon-only button and a label too narrow for its text.
        List<List<String>> out = new ArrayList<>();
        robot.interact(() -> {
            javafx.scene.control.Button icon = new javafx.scene.control.Button();
            icon.setId("icon-only");
            javafx.scene.control.Label narrow = new javafx.scene.control.Label("a sentence far too long for forty pixels");
            narrow.setId("narrow");
            narrow.setMaxWidth(40);
            javafx.scene.layout.VBox box = new javafx.scene.layout.VBox(icon, narrow);
            javafx.scene.Scene scene = new javafx.scene.Scene(box, 200, 100);
            box.applyCss();
            box.layout();
            out.add(A11yAudit.unnamedControls(box));
            out.add(A11yAudit.cutOffText(box));
            assertTrue(scene.getRoot() == box);
        });
        assertEquals(List.of("#icon-only: BUTTON without a name"), out.get(0));
        assertEquals(1, out.get(1).size(), out.get(1).toString());
        assertTrue(out.get(1).get(0).startsWith("#narrow"), out.get(1).toString());
    }
}
