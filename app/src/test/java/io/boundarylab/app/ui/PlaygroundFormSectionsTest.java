package io.boundarylab.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.app.playground.PlaygroundViewModel;
import io.boundarylab.app.support.AppUiTest;
import io.boundarylab.app.support.Await;
import io.boundarylab.app.support.Keyboard;
import io.boundarylab.app.support.OpenPlayground;
import io.boundarylab.engine.scenario.ActionSpec;
import io.boundarylab.engine.scenario.DeploymentSpec;
import io.boundarylab.engine.scenario.Scenario;
import io.boundarylab.engine.scenario.ScenarioReader;
import java.time.Duration;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
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
    private Keyboard keys;

    @AfterEach
    void close(FxRobot robot) {
        if (scene != null) {
            robot.interact(() -> scene.getWindow().hide());
        }
    }

    @Test
    void aDeploymentAServiceAndAnActionFromTheKeyboardShowInTheYamlAndRun(FxRobot robot) throws Exception {
        PlaygroundViewModel vm = open(robot);

        keys.press("pg-workload-add-deployment");
        Await.until("the Deployment in the scenario", () -> vm.scenario().workloads().deployments().size() == 1);
        String name = vm.scenario().workloads().deployments().get(0).name();
        String member = "deployment/" + name + "/" + vm.scenario().workloads().deployments().get(0).template().containers().get(0).name();
        keys.write("pg-workload-replicas", "3");
        keys.choose("pg-workload-strategy", true);

        keys.press("pg-service-add");
        Await.until("the Service in the scenario", () -> vm.scenario().services().size() == 1);
        keys.write("pg-service-name", "web");

        keys.choose("pg-action-kind", ActionSpec.Kind.crash);
        // Enter in any of the action's fields adds it: only the last one gets it.
        keys.type("pg-action-target", member);
        keys.type("pg-action-pick", "oldest");
        keys.type("pg-action-value", "137");
        keys.write("pg-action-at", "4");
        Await.until("the action in the scenario", () -> vm.scenario().actions().size() == 1);

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
            // Laid out now, as the next pulse would: the controls the new sections made have their bounds.
            scene.getRoot().applyCss();
            scene.getRoot().layout();
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
        keys.write("pg-workload-replicas", "-2");
        Label error = (Label) scene.lookup("#pg-yaml-error");
        Await.until("the YAML error naming the replicas", () -> error.getText().contains("replicas"));
        assertEquals(s, vm.scenario());
        keys.press("pg-yaml-revert");

        robot.interact(() -> ((javafx.scene.control.TabPane) scene.lookup("#pg-tabs")).getSelectionModel().select(1));
        WaitForAsyncUtils.waitForFxEvents();
        keys.press("pg-skip");
        keys.press("pg-run");
        Await.until(Duration.ofSeconds(60), "both runs", () -> vm.resultProperty().get() != null);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(scene.lookup("#pg-contract-stage") instanceof io.boundarylab.app.stage.ExperimentStage);
        assertEquals("", ((Label) scene.lookup("#pg-run-problem")).getText());
    }

    private PlaygroundViewModel open(FxRobot robot) throws Exception {
        OpenPlayground opened = OpenPlayground.fromMenu(robot, app);
        scene = opened.scene();
        keys = new Keyboard(robot, scene);
        return opened.vm();
    }
}
