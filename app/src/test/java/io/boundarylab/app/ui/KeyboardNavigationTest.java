package io.boundarylab.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.app.support.AppUiTest;
import io.boundarylab.app.support.Pulses;
import io.boundarylab.episodes.content.Section;
import io.boundarylab.episodes.content.SectionKind;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.ListCell;
import javafx.scene.control.ScrollPane;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.BorderStroke;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The keyboard as a presenter and a learner use it: Page Down and Page Up move between sections
 * wherever the focus is, a section chosen in the outline takes the keyboard into its content, and
 * every Tab stop of every scene shows a focus ring.
 */
class KeyboardNavigationTest extends AppUiTest {

    private static ScrollPane scrollPaneAround(Node n) {
        Parent p = n.getParent();
        while (p != null && !(p instanceof ScrollPane)) {
            p = p.getParent();
        }
        return (ScrollPane) p;
    }

    private static boolean inside(Node n, Node ancestor) {
        for (Node p = n; p != null; p = p.getParent()) {
            if (p == ancestor) {
                return true;
            }
        }
        return false;
    }

    private int longPage() {
        // A page that scrolls: the one the learner arrives at after the hook.
        return 1;
    }

    @Test
    void pageDownAndPageUpMoveBetweenSectionsEvenInAScrollingPanel(FxRobot robot) {
        int from = longPage();
        robot.interact(() -> app.vm.open(from));
        ScrollPane panel = scrollPaneAround(app.view.currentNode());
        assertNotNull(panel, "a page scrolls in a panel");
        robot.interact(panel::requestFocus);
        WaitForAsyncUtils.waitForFxEvents();
        robot.push(KeyCode.PAGE_DOWN);
        assertEquals(from + 1, app.vm.indexProperty().get(), "Page Down goes to the next section");
        robot.push(KeyCode.PAGE_UP);
        assertEquals(from, app.vm.indexProperty().get(), "Page Up goes back");
    }

    @Test
    void aSectionChosenInTheOutlineTakesTheKeyboardIntoItsContent(FxRobot robot) {
        int target = 3;
        Section s = app.vm.sections().get(target);
        ListCell<?> cell = robot.lookup("#outline .list-cell").queryAllAs(ListCell.class).stream()
                .filter(c -> c.getItem() == s).findFirst().orElseThrow();
        robot.clickOn(cell);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(target, app.vm.indexProperty().get());
        Node focused = app.scene.getFocusOwner();
        assertNotNull(focused);
        assertTrue(focused.getId() == null || !focused.getId().startsWith("nav-"), "focus on the header's " + focused.getId());
        Node content = scrollPaneAround(app.view.currentNode()) != null ? scrollPaneAround(app.view.currentNode()) : app.view.currentNode();
        assertTrue(inside(focused, content), "the keyboard is in the section's content: " + focused);
        // Enter no longer goes back.
        robot.push(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(app.vm.indexProperty().get() >= target, "Enter did not go back: " + app.vm.indexProperty().get());
    }

    /** A ring: a border of at least 2 px in a colour that shows, on the focused control itself. */
    private static boolean showsRing(Node n) {
        if (!(n instanceof Region r) || r.getBorder() == null) {
            return false;
        }
        for (BorderStroke b : r.getBorder().getStrokes()) {
            boolean visible = b.getTopStroke() instanceof Color c && c.getOpacity() > 0.5;
            if (visible && b.getWidths().getTop() >= 2) {
                return true;
            }
        }
        return false;
    }

    private static String describe(Node n) {
        return n.getClass().getSimpleName() + (n.getId() == null ? "" : "#" + n.getId()) + n.getStyleClass();
    }

    @Test
    void everyTabStopOfEverySceneShowsAFocusRing(FxRobot robot) throws Exception {
        List<String> missing = new ArrayList<>();
        int checked = 0;
        for (int i = 0; i < app.vm.sections().size(); i++) {
            int index = i;
            Pulses.run(app.scene, () -> app.vm.open(index));
            Set<Node> seen = new LinkedHashSet<>();
            for (int tab = 0; tab < 80; tab++) {
                // Tab from the keyboard; the ring is the stylesheet's, drawn once the pulses have passed.
                Pulses.keys(app.scene, KeyCode.TAB);
                Node[] f = {null};
                boolean ring = Pulses.onFx(() -> {
                    f[0] = app.scene.getFocusOwner();
                    return f[0] != null && showsRing(f[0]);
                });
                if (f[0] == null || !seen.add(f[0])) {
                    break;
                }
                checked++;
                if (!ring) {
                    missing.add(app.vm.sections().get(index).id() + ": " + describe(f[0]));
                }
            }
            assertEquals(index, app.vm.indexProperty().get(), "Tab does not change the section");
        }
        assertTrue(checked > app.vm.sections().size(), "tabbed through " + checked + " stops");
        assertEquals(List.of(), missing.stream().distinct().toList(), "Tab stops with no focus ring");
    }
}
