package io.boundarylab.app.classroom;

import io.boundarylab.app.lab.EpisodesLab;
import io.boundarylab.app.support.AppFixture;
import io.boundarylab.app.support.Await;
import io.boundarylab.app.support.TestLab;
import io.boundarylab.app.theme.Appearance;
import io.boundarylab.app.theme.ThemeChoice;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The dashboard as an instructor uses it, over a folder of thirty generated results files. */
@ExtendWith(ApplicationExtension.class)
class DashboardTest {
    static EpisodesLab lab;
    @TempDir
    static Path folder;
    private Scene scene;
    private DashboardView view;

    @BeforeAll
    static void thirtyResults() throws Exception {
        lab = TestLab.bundled();
        new ClassOfThirty(lab).writeTo(folder);
    }

    @Start
    void start(Stage stage) {
        view = new DashboardView(new DashboardViewModel(List.of(lab.investigation()), new ClassroomText(Locale.ENGLISH)));
        scene = new Scene(view, 1440, 900);
        Appearance.apply(scene, ThemeChoice.LIGHT, 100, false, false);
        stage.setScene(scene);
        stage.show();
    }

    private void openFolder(FxRobot robot, Path dir) {
        robot.clickOn("#dashboard-code").write(ClassOfThirty.code());
        String typed = robot.lookup("#dashboard-code").queryTextInputControl().getText();
        // The folder chooser is the platform's: the test hands the folder to what its button calls.
        robot.interact(() -> view.viewModel().open(dir, typed));
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static String label(FxRobot robot, String id) {
        return robot.lookup(id).queryAs(Label.class).getText();
    }

    @Test
    void thirtyResultsShowWhatTheClassPredictedPerEpisodeWithTheShareRight(FxRobot robot) {
        openFolder(robot, folder);
        assertEquals("Read 30 results from " + folder + "; no file refused (below).", label(robot, "#dashboard-status"));
        assertEquals("30 learners · normalised gain 0.67 (pre 25 % right, post 75 % right)", label(robot, "#dashboard-summary"));
        ClassReport report = view.viewModel().reportProperty().get();
        for (ClassReport.EpisodeSummary s : report.episodes()) {
            Node card = robot.lookup("#dashboard-episode-" + s.episode().id()).query();
            String head = ((Label) ((javafx.scene.layout.VBox) card).getChildren().get(0)).getText();
            String expected = s.shareRight().isPresent() ? Math.round(100 * s.shareRight().getAsDouble()) + " % right (" + s.right() + " of " + s.judged() + " judged)" : "not judged yet";
            assertTrue(head.endsWith(expected), head);
            // One bar row per choice of the content.
            assertTrue(robot.from(card).lookup(".dashboard-bar").queryAll().size() == s.episode().prediction().choices().size());
        }
        AppFixture.screenshot(view, "90-class-dashboard");
        robot.interact(() -> ((ScrollPane) robot.lookup("#dashboard-scroll").query()).setVvalue(0.45));
        AppFixture.screenshot(view, "91-class-wrong-choices");
        robot.interact(() -> ((ScrollPane) robot.lookup("#dashboard-scroll").query()).setVvalue(1));
        AppFixture.screenshot(view, "92-class-calibration");
    }

    @Test
    void namesAreHiddenUntilTheInstructorChoosesThem(FxRobot robot) {
        openFolder(robot, folder);
        List<String> before = said();
        assertFalse(before.isEmpty());
        assertTrue(before.stream().allMatch(w -> w.startsWith("Learner ")), before.toString());
        robot.clickOn("#dashboard-names");
        List<String> after = said();
        assertTrue(after.stream().anyMatch(w -> List.of(ClassOfThirty.NAMES).contains(w)), after.toString());
        assertTrue(robot.lookup(".label").queryAllAs(Label.class).stream().anyMatch(l -> after.stream()
                .filter(w -> !w.startsWith("Learner ")).anyMatch(w -> l.getText().startsWith("   " + w + ": "))));
    }

    @Test
    void theExportsAreWrittenAndABadFileIsListedNotCounted(FxRobot robot, @TempDir Path out) throws Exception {
        Path mixed = out.resolve("mixed");
        Files.createDirectories(mixed);
        for (String n : List.of("learner-01.json", "learner-02.json", "learner-03.json")) Files.copy(folder.resolve(n), mixed.resolve(n));
        Files.writeString(mixed.resolve("learner-02.json"), Files.readString(mixed.resolve("learner-02.json")).replace("\"learner\" : \"Grace\"", "\"learner\" : \"Mallory\""));
        openFolder(robot, mixed);
        assertTrue(label(robot, "#dashboard-refused").contains("learner-02.json:1:1: signature: does not match"), label(robot, "#dashboard-refused"));
        assertTrue(label(robot, "#dashboard-summary").startsWith("2 learners"));
        AppFixture.screenshot(view, "93-class-refused-file");
        robot.interact(() -> view.viewModel().exportCsv(out.resolve("class.csv")));
        robot.interact(() -> view.viewModel().exportXapi(out.resolve("statements.json")));
        assertEquals(1 + 2 * lab.investigation().episodes().size() + 2 * 8, ClassReportTest.parseCsv(Files.readString(out.resolve("class.csv"))).size());
        assertTrue(new com.fasterxml.jackson.databind.ObjectMapper().readTree(out.resolve("statements.json").toFile()).isArray());
        assertEquals("Written: " + out.resolve("statements.json"), label(robot, "#dashboard-status"));
    }

    @Test
    void inPresenterModeTheDashboardIsLargeForTheRoom(FxRobot robot) {
        openFolder(robot, folder);
        // The presenter's sizes come from the stylesheet: applied now, as the next pulse would, before the font is read.
        robot.interact(() -> {
            Appearance.apply(scene, ThemeChoice.LIGHT, 100, false, true);
            scene.getRoot().applyCss();
        });
        assertTrue(view.getScene().getRoot().getStyleClass().contains("presenter"));
        double font = robot.lookup("#dashboard-summary").queryAs(Label.class).getFont().getSize();
        assertTrue(font >= 1.75 * Appearance.BASE_FONT_PX, "summary font " + font);
        AppFixture.screenshot(view, "94-class-dashboard-presenter");
        robot.interact(() -> Appearance.apply(scene, ThemeChoice.LIGHT, 100, false, false));
    }

    private List<String> said() {
        return view.viewModel().reportProperty().get().episodes().stream().flatMap(s -> s.wrong().stream())
                .flatMap(w -> w.explanations().stream()).map(ClassReport.Said::who).toList();
    }

    @Test
    void theLivePollFillsTheChartAsLearnersCommit(FxRobot robot) throws Exception {
        robot.clickOn("#dashboard-code").write(ClassOfThirty.code());
        robot.interact(() -> robot.lookup("#dashboard-poll-address").queryTextInputControl().setText("127.0.0.1:0"));
        robot.clickOn("#dashboard-poll");
        assertTrue(view.viewModel().pollingProperty().get(), label(robot, "#dashboard-status"));
        var at = view.viewModel().pollAddress();
        var first = lab.investigation().episodes().get(0);
        String choice = first.prediction().choices().get(1).id();
        // Each answer comes once the poll has counted the message (or refused it): wait for it, with a bound.
        for (int i = 0; i < 3; i++) {
            assertEquals(204, new PollSender("127.0.0.1:" + at.getPort(), ClassOfThirty.code(), "learner-" + i).send(first.id(), choice, 60)
                    .get(Await.BOUND.toSeconds(), TimeUnit.SECONDS));
        }
        assertEquals(403, new PollSender("127.0.0.1:" + at.getPort(), "0000-0000", "intruder").send(first.id(), choice, 60)
                .get(Await.BOUND.toSeconds(), TimeUnit.SECONDS));
        robot.interact(() -> view.viewModel().refreshLive());
        assertEquals("3 learners · no pre and post question sets in these results", label(robot, "#dashboard-summary"));
        ClassReport.EpisodeSummary s = view.viewModel().reportProperty().get().episodes().get(0);
        assertEquals(3, s.choices().get(1).count());
        assertEquals(0, s.judged());
        AppFixture.screenshot(view, "97-class-live-poll");
        robot.clickOn("#dashboard-poll");
        assertFalse(view.viewModel().pollingProperty().get());
        assertTrue(view.viewModel().pollAddress() == null);
    }
}
