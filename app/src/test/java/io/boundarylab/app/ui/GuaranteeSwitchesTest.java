package io.boundarylab.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.app.episode.EpisodeViewModel;
import io.boundarylab.app.support.AppFixture;
import io.boundarylab.app.support.AppUiTest;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javafx.scene.layout.FlowPane;
import org.controlsfx.control.ToggleSwitch;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;

/**
 * Each episode shows the five guarantees as the chosen run sets them, the one under test marked:
 * episode 1's contract run turns atomic placement on and leaves identity off, which is why web and
 * the helper have two IPs there.
 */
class GuaranteeSwitchesTest extends AppUiTest {

    private static final List<String> KEYS = List.of("atomicPlacement", "startupOrdering", "sharedIdentity", "sharedStorage", "sharedFate");

    private static Map<String, Boolean> shown(FxRobot robot) {
        Map<String, Boolean> on = new LinkedHashMap<>();
        for (String k : KEYS) on.put(k, robot.lookup("#guarantee-" + k).queryAs(ToggleSwitch.class).isSelected());
        return on;
    }

    private static Map<String, Boolean> platform(boolean... on) {
        Map<String, Boolean> m = new LinkedHashMap<>();
        for (int i = 0; i < KEYS.size(); i++) m.put(KEYS.get(i), on[i]);
        return m;
    }

    @Test
    void theSwitchesFollowTheChosenRunAndMarkTheGuaranteeUnderTest(FxRobot robot) {
        EpisodeViewModel vm = openEpisode(robot, "helper");
        robot.interact(() -> vm.selectVariant("naive"));
        assertEquals(platform(false, false, false, true, false), shown(robot));
        ToggleSwitch placement = robot.lookup("#guarantee-atomicPlacement").queryAs(ToggleSwitch.class);
        assertTrue(placement.getStyleClass().contains("guarantee-under-test"));
        assertEquals("atomic placement: off (under test)", placement.getText());
        assertEquals("shared network identity: off", robot.lookup("#guarantee-sharedIdentity").queryAs(ToggleSwitch.class).getText());
        assertEquals(1, KEYS.stream().filter(k -> robot.lookup("#guarantee-" + k).queryAs(ToggleSwitch.class)
                .getStyleClass().contains("guarantee-under-test")).count());

        robot.interact(() -> vm.selectVariant("contract"));
        assertEquals(platform(true, false, false, true, false), shown(robot));
        assertEquals("atomic placement: on (under test)", placement.getText());
        String spoken = robot.lookup("#guarantee-switches").queryAs(FlowPane.class).getAccessibleText();
        assertTrue(spoken.startsWith("Guarantees in this run: atomic placement: on (under test); declared startup ordering: off"), spoken);
        AppFixture.screenshot(app.scene.getRoot(), "25-guarantee-switches-helper-contract");

        // Read-only: a click changes nothing.
        reveal(robot, placement);
        robot.clickOn(placement);
        assertTrue(placement.isSelected());
    }

    @Test
    void episodeFourKeepsEveryEarlierGuaranteeOn(FxRobot robot) {
        EpisodeViewModel vm = openEpisode(robot, "fate");
        robot.interact(() -> vm.selectVariant("naive"));
        assertEquals(platform(true, true, true, true, false), shown(robot));
        assertTrue(robot.lookup("#guarantee-sharedFate").queryAs(ToggleSwitch.class).getStyleClass().contains("guarantee-under-test"));
        robot.interact(() -> vm.selectVariant("crash-member"));
        assertEquals(platform(true, true, true, true, true), shown(robot));
    }
}
