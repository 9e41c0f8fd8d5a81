package io.boundarylab.app.stage;

import io.boundarylab.app.cluster.MemberState;
import io.boundarylab.app.i18n.Messages;
import io.boundarylab.app.stage.KernelPicture.Namespace;
import io.boundarylab.app.stage.KernelPicture.Member;
import io.boundarylab.app.support.AppFixture;
import io.boundarylab.app.theme.Appearance;
import io.boundarylab.app.theme.ThemeChoice;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.util.List;
import java.util.Locale;
import java.util.Map;

import static io.boundarylab.app.stage.KernelPictureTest.IPC_A;
import static io.boundarylab.app.stage.KernelPictureTest.MNT_A;
import static io.boundarylab.app.stage.KernelPictureTest.NET_A;
import static io.boundarylab.app.stage.KernelPictureTest.NET_B;
import static io.boundarylab.app.stage.KernelPictureTest.NET_C;
import static io.boundarylab.app.stage.KernelPictureTest.UTS_A;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The kernel's drawing of a picture built by hand: boxes where the namespaces are, chips inside, words on top. */
@ExtendWith(ApplicationExtension.class)
class KernelDrawingTest {
    private final Messages messages = new Messages(Locale.ENGLISH);
    private KernelDrawing drawing;

    @Start
    void start(Stage stage) {
        drawing = new KernelDrawing(messages);
        StackPane root = new StackPane(drawing);
        Scene scene = new Scene(root, 720, 520);
        Appearance.apply(scene, ThemeChoice.LIGHT, 100, true, false);
        stage.setScene(scene);
        stage.show();
    }

    private static Member process(String name, long pid, long net, long uts, long ipc, long mnt, String cgroup, MemberState state, Integer exit) {
        return new Member(name, pid, Map.of(Namespace.NET, net, Namespace.UTS, uts, Namespace.IPC, ipc, Namespace.MNT, mnt), cgroup, state, exit);
    }

    /** web and log-helper in one pod's namespaces and cgroup, shipper on its own. */
    static KernelPicture twoTogetherOneApart() {
        return KernelPicture.of("contract", List.of(
                process("web", 4101, NET_A, UTS_A, IPC_A, MNT_A, "/bl-run-1/web-app/web", MemberState.RUNNING, null),
                process("log-helper", 4102, NET_A, UTS_A, IPC_A, MNT_A, "/bl-run-1/web-app/log-helper", MemberState.CRASHED, 1),
                process("shipper", 4103, NET_B, 21, 22, 23, "/bl-run-1/shipper/shipper", MemberState.RUNNING, null)));
    }

    private List<Node> outerBoxes(FxRobot robot) {
        return List.copyOf(robot.from(drawing).lookup(".kernel-box-outer").queryAll());
    }

    private static List<String> chipsIn(FxRobot robot, Node box) {
        return robot.from(box).lookup(".member-chip").queryAllAs(Label.class).stream().map(Node::getId).toList();
    }

    @Test
    void processesSharingANetworkNamespaceAreDrawnInOneBoundaryAndTheOtherInItsOwn(FxRobot robot) {
        KernelPicture picture = twoTogetherOneApart();
        robot.interact(() -> drawing.show(picture));
        List<Node> boxes = outerBoxes(robot);
        assertEquals(2, boxes.size());
        assertEquals(List.of("process-web", "process-log-helper"), chipsIn(robot, boxes.get(0)));
        assertEquals(List.of("process-shipper"), chipsIn(robot, boxes.get(1)));
        assertTrue(boxes.get(0).getStyleClass().contains("identity-box"), "the same dashed boundary as a simulated pod's identity");

        Label headline = robot.from(drawing).lookup(".kernel-headline").queryAs(Label.class);
        assertEquals("web and log-helper share one network namespace; shipper has its own.", headline.getText());
        assertEquals(headline.getText(), drawing.getAccessibleText(), "a screen reader hears the sentence first");

        List<String> titles = robot.from(boxes.get(0)).lookup(".kernel-box-title").queryAllAs(Label.class).stream().map(Label::getText).toList();
        assertEquals(List.of("One network namespace \u00b7 shared by web and log-helper"), titles);
        String small = robot.from(boxes.get(0)).lookup(".kernel-small").queryAs(Label.class).getText();
        assertTrue(small.contains(Long.toString(NET_A)), "the inode stays in the small print: " + small);
        assertTrue(!headline.getText().contains(Long.toString(NET_A)), "never in the headline");
        assertEquals("\u25a6 cgroup web-app", robot.from(boxes.get(0)).lookup(".kernel-cgroup-title").queryAs(Label.class).getText());

        Label helper = robot.lookup("#process-log-helper").queryAs(Label.class);
        assertEquals("log-helper  \u2717 crashed \u00b7 exit 1", helper.getText(), "state in a glyph and a word, as a simulated chip");
        assertTrue(helper.getStyleClass().contains("member-crashed"));
        assertTrue(helper.getAccessibleText().contains("PID 4102") && helper.getAccessibleText().contains("net " + NET_A)
                && helper.getAccessibleText().contains("/bl-run-1/web-app/log-helper"), helper.getAccessibleText());
        assertEquals(helper.getAccessibleText(), helper.getTooltip().getText());
        assertTrue(helper.isFocusTraversable(), "each process is reachable by keyboard");
        AppFixture.screenshot(drawing, "15-kernel-drawing");
    }

    @Test
    void aNewPictureReplacesTheOldAndSeparateProcessesGetABoxEach(FxRobot robot) {
        robot.interact(() -> drawing.show(twoTogetherOneApart()));
        KernelPicture apart = KernelPicture.of("naive", List.of(
                process("web", 1, NET_A, 1, 2, 3, "/r/web-app-web/web", MemberState.RUNNING, null),
                process("log-helper", 2, NET_B, 4, 5, 6, "/r/web-app-log-helper/log-helper", MemberState.RUNNING, null),
                process("shipper", 3, NET_C, 7, 8, 9, "/r/web-app-shipper/shipper", MemberState.RUNNING, null)));
        robot.interact(() -> drawing.show(apart));
        List<Node> boxes = outerBoxes(robot);
        assertEquals(3, boxes.size());
        for (Node b : boxes) assertEquals(1, chipsIn(robot, b).size());
        assertEquals(apart, drawing.shown());
        robot.interact(() -> drawing.show(KernelPicture.of(null, List.of())));
        assertTrue(outerBoxes(robot).isEmpty());
        assertEquals(messages.get("stage.kernel.none"), robot.from(drawing).lookup(".kernel-headline").queryAs(Label.class).getText());
    }

    @Test
    void inSpanishAt200PercentInHighContrastEveryWordShowsWhole(FxRobot robot) {
        KernelDrawing spanish = new KernelDrawing(new Messages(Locale.forLanguageTag("es")));
        robot.interact(() -> {
            Scene scene = drawing.getScene();
            ((StackPane) scene.getRoot()).getChildren().setAll(spanish);
            Appearance.apply(scene, ThemeChoice.HIGH_CONTRAST, 200, true, false);
            scene.getWindow().setWidth(640);
            scene.getWindow().setHeight(900);
            spanish.show(twoTogetherOneApart());
        });
        robot.interact(() -> spanish.getScene().getRoot().layout());
        assertEquals("web y log-helper comparten un espacio de nombres de red; shipper tiene el suyo.",
                robot.from(spanish).lookup(".kernel-headline").queryAs(Label.class).getText());
        for (Label l : robot.from(spanish).lookup(".label").queryAllAs(Label.class)) {
            javafx.scene.text.Text shown = (javafx.scene.text.Text) l.lookup(".text");
            assertEquals(l.getText(), shown.getText(), "a label cut short at 200 %");
        }
        AppFixture.screenshot(spanish, "15-kernel-drawing-es-200");
    }

    @Test
    void theBoxesWrapInsteadOfRunningPastANarrowDrawing(FxRobot robot) {
        KernelPicture apart = KernelPicture.of("naive", List.of(
                process("web", 1, NET_A, 1, 2, 3, "/r/a/web", MemberState.RUNNING, null),
                process("log-helper", 2, NET_B, 4, 5, 6, "/r/b/log-helper", MemberState.RUNNING, null),
                process("shipper", 3, NET_C, 7, 8, 9, "/r/c/shipper", MemberState.RUNNING, null)));
        robot.interact(() -> {
            drawing.show(apart);
            drawing.getScene().getWindow().setWidth(420);
        });
        robot.interact(() -> drawing.getScene().getRoot().layout());
        for (Node b : outerBoxes(robot)) {
            Bounds inDrawing = drawing.sceneToLocal(b.localToScene(b.getBoundsInLocal()));
            assertTrue(inDrawing.getMaxX() <= drawing.getWidth() + 0.5, "a box ends at " + inDrawing.getMaxX() + " in a drawing " + drawing.getWidth() + " wide");
        }
    }
}
