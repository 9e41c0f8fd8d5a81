package io.boundarylab.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.app.playground.PlaygroundView;
import io.boundarylab.app.playground.PlaygroundViewModel;
import io.boundarylab.app.support.AppUiTest;
import io.boundarylab.engine.scenario.ActionSpec;
import io.boundarylab.engine.scenario.DeploymentSpec;
import io.boundarylab.engine.scenario.Scenario;
import io.boundarylab.engine.scenario.ScenarioReader;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.ButtonBase;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The form's ReplicaSets and Deployments, Services and actions on cue, from the keyboard: a
 * Deployment of three, a Service in front of it and a crash of one of its pods on cue show in the
 * YAML, and the experiment still runs.
 */
class PlaygroundFormSectionsTest extends AppUiTest {
    private Scene scene;

    @AfterEach
    void close(FxRobot robot) {
        if (scene != null) {
            robot.interact(() -> scene.getWindow().hide());
        }
    }

    @Test
    void aDeploymentAServiceAndAnActionFromTheKeyboardShowInTheYamlAndRun(FxRobot robot) throws Exception {
        PlaygroundViewModel vm = open(robot);

        press(robot, "pg-workload-add-deployment");
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> vm.scenario().workloads().deployments().size() == 1);
        String name = vm.scenario().workloads().deployments().get(0).name();
        String member = "deployment/" + name + "/" + vm.scenario().workloads().deployments().get(0).template().containers().get(0).name();
        write(robot, "pg-workload-replicas", "3");
        choose(robot, "pg-workload-strategy", true);

        press(robot, "pg-service-add");
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> vm.scenario().services().size() == 1);
        write(robot, "pg-service-name", "web");

        choose(robot, "pg-action-kind", ActionSpec.Kind.crash);
        // Enter in any of the action's fields adds it: only the last one gets it.
        type(robot, "pg-action-target", member);
        type(robot, "pg-action-pick", "oldest");
        type(robot, "pg-action-value", "137");
        write(robot, "pg-action-at", "4");
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> vm.scenario().actions().size() == 1);

        Scenario s = vm.scenario();
        DeploymentSpec d = s.workloads().deployments().get(0);
        assertEquals(3, d.replicas());
        assertEquals(DeploymentSpec.Strategy.RECREATE, d.strategy());
        assertEquals("web", s.services().get(0).name());
        assertEquals(d.selector(), s.services().get(0).selector(), "the new Service selects the Deployment's pods");
        ActionSpec crash = s.actions().get(0);
        assertEquals(4_000, crash.atMs());
        assertEquals(137, crash.exitCode());
        assertEquals("oldest", crash.pick());

        String yaml = ((TextArea) scene.lookup("#pg-yaml")).getText();
        assertTrue(yaml.contains("kind: Deployment") && yaml.contains("name: " + name), yaml);
        assertTrue(yaml.contains("kind: Service") && yaml.contains("name: web"), yaml);
        assertTrue(yaml.contains(member), yaml);
        assertEquals(s, ScenarioReader.parse(yaml, "playground.yaml"), "the YAML shown is the form's scenario");
        assertTrue(((Label) scene.lookup("#pg-yaml-error")).getText().isEmpty());
        @SuppressWarnings("unchecked")
        ComboBox<Integer> actions = (ComboBox<Integer>) scene.lookup("#pg-action");
        assertTrue(actions.getConverter().toString(actions.getValue()).contains(member + " (pick oldest)"),
                actions.getConverter().toString(actions.getValue()));

        // Every control of the new sections is within the form's width: the rows wrap, nothing is cut off at the side.
        robot.interact(() -> {
            javafx.scene.control.ScrollPane form = (javafx.scene.control.ScrollPane) scene.lookup("#pg-form-scroll");
            double right = form.localToScene(form.getBoundsInLocal()).getMaxX();
            for (String prefix : new String[] {"pg-workload", "pg-service", "pg-action"}) {
                for (Node n : scene.getRoot().lookupAll("*")) {
                    if (n.getId() != null && n.getId().startsWith(prefix) && n.isVisible()) {
                        javafx.geometry.Bounds b = n.localToScene(n.getBoundsInLocal());
                        assertTrue(b.getMaxX() <= right + 0.5,
                                n.getId() + " ends at " + b.getMaxX() + ", the form at " + right);
                    }
                }
            }
        });

        // A bad value is refused with its reason; nothing else changes.
        write(robot, "pg-workload-replicas", "-2");
        Label error = (Label) scene.lookup("#pg-yaml-error");
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> error.getText().contains("replicas"));
        assertEquals(s, vm.scenario());
        press(robot, "pg-yaml-revert");

        robot.interact(() -> ((javafx.scene.control.TabPane) scene.lookup("#pg-tabs")).getSelectionModel().select(1));
        WaitForAsyncUtils.waitForFxEvents();
        press(robot, "pg-skip");
        press(robot, "pg-run");
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> vm.resultProperty().get() != null);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(((Label) scene.lookup("#pg-summary-contract")).getText().contains("#"));
        assertEquals("", ((Label) scene.lookup("#pg-run-problem")).getText());
    }

    private PlaygroundViewModel open(FxRobot robot) throws Exception {
        Set<Window> before = Set.copyOf(Window.getWindows());
        robot.interact(() -> item("menu-playground").fire());
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> Window.getWindows().stream()
                .anyMatch(w -> !before.contains(w) && w.isShowing() && w.getScene().getRoot() instanceof PlaygroundView));
        scene = Window.getWindows().stream().filter(w -> !before.contains(w) && w.isShowing() && w.getScene().getRoot() instanceof PlaygroundView)
                .findFirst().orElseThrow().getScene();
        // The keyboard types into the playground's window, not the main one.
        robot.targetWindow(scene.getWindow());
        return ((PlaygroundView) scene.getRoot()).viewModel();
    }

    private Node focus(FxRobot robot, String id) throws Exception {
        Node n = scene.lookup("#" + id);
        assertNotNull(n, id);
        assertFalse(n.isDisabled(), id + " is enabled");
        robot.interact(n::requestFocus);
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, n::isFocused);
        return n;
    }

    /** Space on a focused button, as the keyboard presses it. */
    private void press(FxRobot robot, String id) throws Exception {
        Node n = focus(robot, id);
        assertTrue(n instanceof ButtonBase, id);
        robot.type(KeyCode.SPACE);
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** Types into a text field from the keyboard and presses Enter. */
    private void write(FxRobot robot, String id, String text) throws Exception {
        type(robot, id, text);
        robot.type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** Types into a text field from the keyboard, replacing what it held. */
    private void type(FxRobot robot, String id, String text) throws Exception {
        TextField f = (TextField) focus(robot, id);
        robot.interact(f::selectAll);
        robot.write(text);
        try {
            WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> f.getText().equals(text));
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError(id + " holds '" + f.getText() + "', focused " + f.isFocused() + ", owner " + scene.getFocusOwner()
                    + ", in scene " + (f.getScene() == scene), e);
        }
    }

    @SuppressWarnings("unchecked")
    private void choose(FxRobot robot, String id, Object item) throws Exception {
        ComboBox<Object> c = (ComboBox<Object>) focus(robot, id);
        robot.interact(() -> c.setValue(item));
        WaitForAsyncUtils.waitForFxEvents();
    }

    private MenuItem item(String id) {
        MenuBar bar = (MenuBar) app.scene.getRoot().lookup(".menu-bar");
        for (Menu m : bar.getMenus()) {
            for (MenuItem i : m.getItems()) {
                if (id.equals(i.getId())) {
                    return i;
                }
            }
        }
        throw new AssertionError("no menu item #" + id);
    }
}
