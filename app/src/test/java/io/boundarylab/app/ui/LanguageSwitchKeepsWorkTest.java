package io.boundarylab.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.app.classroom.ClassCodes;
import io.boundarylab.app.episode.EpisodeView;
import io.boundarylab.app.episode.EpisodeViewModel;
import io.boundarylab.app.shell.MainViewModel;
import io.boundarylab.app.support.AppFixture;
import io.boundarylab.app.support.AppUiTest;
import io.boundarylab.app.support.Await;
import io.boundarylab.app.support.EpisodeRuns;
import io.boundarylab.engine.trace.TraceEvent;
import io.boundarylab.episodes.content.Experiment;
import java.util.List;
import java.util.Locale;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Switching language rebuilds the window, as the app's Language menu does: the run on screen and
 * the class code entered (with its banner) come through into the new language.
 */
class LanguageSwitchKeepsWorkTest extends AppUiTest {

    @Test
    void theRunOnScreenAndTheClassBannerSurviveASwitchToSpanish(FxRobot robot) throws Exception {
        var inv = lab.investigation();
        String code = ClassCodes.write(ClassCodes.setup(inv, 42L, List.of(), List.of()), inv);
        robot.clickOn("Class");
        robot.clickOn("Enter a class code\u2026");
        WaitForAsyncUtils.waitForFxEvents();
        robot.clickOn("#class-code-entered").write(code);
        robot.clickOn("#class-enter");
        // A code that carries an experiment is opened off the FX thread: wait for the dialog's answer.
        Await.until("the dialog saying the code is entered", () -> !robot.lookup("#class-enter-done").queryAs(Label.class).getText().isEmpty());
        robot.interact(() -> robot.lookup("#class-dialog").query().getScene().getWindow().hide());
        assertTrue(robot.lookup("#notice").queryAs(Label.class).getText().startsWith("Class "), "the banner in English");

        // A run on screen, paused part way, not yet played to its end.
        EpisodeViewModel vm = openEpisode(robot, "helper");
        robot.interact(() -> {
            vm.setAutoplay(false);
            vm.selectChoice(vm.episode().prediction().choices().get(0).id());
            vm.inputs().quantity().setSkipped(true);
            vm.commit();
            vm.run();
        });
        Await.until("the naive run", () -> EpisodeRuns.shown(vm, Experiment.NAIVE));
        robot.interact(() -> {
            vm.playback().pause();
            vm.playback().seek(3);
        });
        List<TraceEvent> trace = List.copyOf(vm.runOf(Experiment.NAIVE).trace());

        // What the Language menu does: keep what this window has, save, rebuild in Spanish, load the content.
        MainViewModel.Carried carried = app.vm.carry();
        app.vm.flush();
        Stage stage = FxToolkit.registerPrimaryStage();
        robot.interact(() -> {
            app = AppFixture.start(stage, app.configDir, null, Locale.forLanguageTag("es"));
            app.vm.takeOver(carried);
            app.vm.load(labIn(Locale.forLanguageTag("es")));
        });
        // The episode's runs are run again off the FX thread when the rebuilt window shows it.
        Await.until("the naive run on screen again", () -> app.view.currentNode() instanceof EpisodeView e && EpisodeRuns.shown(e.viewModel(), Experiment.NAIVE));

        // The code is kept in the settings, which the rebuilt window reads: still entered.
        assertEquals(code, app.vm.settingsProperty().get().classCode(), "the class code is still entered");
        assertEquals(42L, app.vm.settingsProperty().get().seed());
        String banner = robot.lookup("#notice").queryAllAs(Label.class).stream().map(Label::getText)
                .filter(t -> t.startsWith("Clase ")).findFirst().orElse(null);
        assertNotNull(banner, "the class banner, now in Spanish");
        EpisodeViewModel back = ((EpisodeView) app.view.currentNode()).viewModel();
        assertEquals("helper", back.episode().id(), "still in the episode");
        assertNotNull(back.runProperty().get(), "the run is on screen again");
        assertEquals(Experiment.NAIVE, back.runProperty().get().variantId());
        assertEquals(trace, back.runOf(Experiment.NAIVE).trace(), "the same run: same seed, same variant");
        assertEquals(3, back.playback().position(), "at the event it was paused at");
    }
}
