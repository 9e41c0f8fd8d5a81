package io.boundarylab.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.app.episode.EpisodeViewModel;
import io.boundarylab.app.lab.EpisodesLab;
import io.boundarylab.app.support.AppFixture;
import io.boundarylab.app.support.AppUiTest;
import io.boundarylab.app.support.Await;
import io.boundarylab.app.support.EpisodeRuns;
import io.boundarylab.episodes.content.Investigation;
import java.nio.file.Files;
import java.util.Locale;
import java.util.stream.Collectors;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;

/**
 * Investigation 018 in the app: opened next to 017 it keeps a progress file of its own, and in
 * the moving address the traffic lane shows the ReplicaSet's replacement and the Service following it.
 */
class Investigation018UiTest extends AppUiTest {

    @Test
    void theMovingAddressPlaysWithItsOwnProgressAndTheTrafficLaneFollowsTheReplacement(FxRobot robot) throws Exception {
        Investigation inv = Investigation.byId(Investigation.loadAllBundled(Locale.ENGLISH), "what-returns-is-the-number").orElseThrow();
        robot.interact(() -> app.vm.load(new EpisodesLab(inv)));
        assertEquals("Investigation 018 · What Returns Is the Number", app.vm.course().title());
        AppFixture.screenshot(app.scene.getRoot(), "71-investigation-018-hook");
        EpisodeViewModel vm = openEpisode(robot, "moving-address");
        robot.interact(() -> {
            vm.selectChoice("name-follows");
            vm.inputs().quantity().setText("1");
            vm.commit();
            vm.selectVariant("contract");
            vm.run();
        });
        Await.until("the contract run", () -> EpisodeRuns.shown(vm, "contract"));
        robot.interact(() -> vm.playback().toEnd());
        AppFixture.screenshot(app.scene.getRoot(), "70-investigation-018-moving-address");
        VBox lane = robot.lookup("#traffic-lane").queryAs(VBox.class);
        String shown = lane.getChildren().stream().map(n -> ((Label) n).getText()).collect(Collectors.joining("\n"));
        assertTrue(lane.isVisible(), shown);
        assertTrue(shown.contains("replicaset/web owns 2 pods"), shown);
        assertTrue(shown.contains("client/shop asked web:80: answered by"), shown);
        assertTrue(Files.exists(app.configDir.resolve("progress-what-returns-is-the-number.json")), "018 saves in its own file");
        assertEquals("moving-address", app.vm.progressProperty().get().current());
    }
}
