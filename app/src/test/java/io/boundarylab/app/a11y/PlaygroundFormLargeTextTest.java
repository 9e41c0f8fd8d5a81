package io.boundarylab.app.a11y;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.app.i18n.Messages;
import io.boundarylab.app.playground.PlaygroundView;
import io.boundarylab.app.playground.PlaygroundViewModel;
import io.boundarylab.app.playground.ActionEdits;
import io.boundarylab.app.playground.ServiceEdits;
import io.boundarylab.app.playground.WorkloadEdits;
import io.boundarylab.app.support.PlaygroundFixtures;
import io.boundarylab.app.theme.Appearance;
import io.boundarylab.app.theme.ThemeChoice;
import io.boundarylab.engine.scenario.ActionSpec;
import io.boundarylab.engine.scenario.ScenarioWriter;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Control;
import javafx.scene.control.ScrollPane;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The form's ReplicaSets and Deployments, Services and actions on cue at 200 % text on a 1280×720
 * projector, in English and Spanish: no words in them are cut short, nothing runs past the form's
 * right edge, and Tab reaches every control in them.
 */
@ExtendWith(ApplicationExtension.class)
class PlaygroundFormLargeTextTest {
    /** The first control of each section, by which the section is found. */
    private static final List<String> SECTIONS = List.of("pg-workload-add-deployment", "pg-service-add", "pg-action-kind");

    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
    }

    @Test
    void inEnglish(FxRobot robot) throws Exception {
        check(robot, Locale.ENGLISH);
    }

    @Test
    void inSpanish(FxRobot robot) throws Exception {
        check(robot, Locale.forLanguageTag("es"));
    }

    private void check(FxRobot robot, Locale language) throws Exception {
        PlaygroundViewModel vm = new PlaygroundViewModel(ScenarioWriter::write);
        vm.start(PlaygroundFixtures.onePod());
        // Every section with something in it, so that each shows all its fields.
        assertTrue(vm.edit(x -> WorkloadEdits.addWorkload(x, WorkloadEdits.Workload.DEPLOYMENT, 0)));
        assertTrue(vm.edit(ServiceEdits::addService));
        assertTrue(vm.edit(x -> ActionEdits.addAction(x, 4, ActionSpec.Kind.crash, "pod/web-app/web", "", "1")));
        robot.interact(() -> {
            Scene scene = new Scene(new PlaygroundView(vm, new Messages(language), () -> { }), 1280, 720);
            Appearance.apply(scene, ThemeChoice.LIGHT, 200, false, false);
            stage.setScene(scene);
            stage.show();
        });
        WaitForAsyncUtils.waitForFxEvents();
        Scene scene = stage.getScene();

        List<Node> sections = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        robot.interact(() -> {
            // Laid out now, as the next pulse would: the bounds and texts read below are those the window draws.
            scene.getRoot().applyCss();
            scene.getRoot().layout();
            ScrollPane form = (ScrollPane) scene.lookup("#pg-form-scroll");
            double right = form.localToScene(form.getBoundsInLocal()).getMaxX();
            for (String id : SECTIONS) {
                Node section = card(scene.lookup("#" + id));
                sections.add(section);
                problems.addAll(A11yAudit.cutOffText(section));
                walk(section, n -> {
                    Bounds b = n.localToScene(n.getBoundsInLocal());
                    if (n instanceof Control && shown(n) && b.getMaxX() > right + 0.5) {
                        problems.add(A11yAudit.describe(n) + " ends at " + b.getMaxX() + ", the form at " + right);
                    }
                });
            }
        });
        assertTrue(problems.isEmpty(), language + ": " + problems);

        Set<Node> wanted = new LinkedHashSet<>();
        robot.interact(() -> sections.forEach(s -> walk(s, n -> {
            if (n instanceof Control && n.isFocusTraversable() && !n.isDisabled() && shown(n) && !insideAControl(n, s)) {
                wanted.add(n);
            }
        })));
        assertTrue(wanted.size() > 10, "the sections' controls: " + wanted.size());
        Node first = wanted.iterator().next();
        robot.interact(first::requestFocus);
        WaitForAsyncUtils.waitForFxEvents();
        Set<Node> reached = new LinkedHashSet<>();
        reached.add(scene.getFocusOwner());
        // Tab, at most a few times as often as there are controls, until each has had the keyboard.
        for (int i = 0; i < 4 * wanted.size() && !reached.containsAll(wanted); i++) {
            robot.type(KeyCode.TAB);
            WaitForAsyncUtils.waitForFxEvents();
            reached.add(scene.getFocusOwner());
        }
        List<String> missed = wanted.stream().filter(n -> !reached.contains(n)).map(A11yAudit::describe).toList();
        assertTrue(missed.isEmpty(), language + ": Tab never reaches " + missed);
    }

    /** The card a control of the form sits in: its section. */
    private static Node card(Node n) {
        for (Node p = n; p != null; p = p.getParent()) {
            if (p.getStyleClass().contains("card")) {
                return p;
            }
        }
        throw new AssertionError("no section around " + n);
    }

    private static boolean shown(Node n) {
        for (Node p = n; p != null; p = p.getParent()) {
            if (!p.isVisible()) {
                return false;
            }
        }
        return true;
    }

    /** A part of another control (a spinner's field, a list's cell) takes the keyboard as that control. */
    private static boolean insideAControl(Node n, Node section) {
        for (Parent p = n.getParent(); p != null && p != section; p = p.getParent()) {
            if (p instanceof Control) {
                return true;
            }
        }
        return false;
    }

    private static void walk(Node n, java.util.function.Consumer<Node> f) {
        f.accept(n);
        if (n instanceof Parent p) {
            for (Node c : p.getChildrenUnmodifiable()) {
                walk(c, f);
            }
        }
    }
}
