package io.boundarylab.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.app.cluster.ClusterSnapshot;
import io.boundarylab.app.cluster.ClusterView;
import io.boundarylab.app.cluster.Member;
import io.boundarylab.app.cluster.MemberState;
import io.boundarylab.app.episode.EpisodeViewModel;
import io.boundarylab.app.support.AppFixture;
import io.boundarylab.app.support.AppUiTest;
import io.boundarylab.app.support.Await;
import io.boundarylab.app.support.EpisodeRuns;
import io.boundarylab.episodes.prediction.ClaimComparison;
import javafx.scene.control.Label;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;

/**
 * Every episode run both ways in the real scene: what the cluster view draws must be what the
 * trace says (co-location, one shared identity, who survives an eviction), in words on the chips.
 */
class EpisodeGalleryTest extends AppUiTest {

    private EpisodeViewModel open(FxRobot robot, String id) {
        EpisodeViewModel vm = openEpisode(robot, id);
        robot.interact(() -> {
            vm.selectChoice(vm.episode().prediction().choices().get(1).id());
            vm.inputs().quantity().setSkipped(true);
            vm.commit();
        });
        return vm;
    }

    private ClusterSnapshot runToEnd(FxRobot robot, EpisodeViewModel vm, String variant) {
        robot.interact(() -> {
            vm.selectVariant(variant);
            vm.run();
        });
        Await.until("the " + variant + " run", () -> EpisodeRuns.shown(vm, variant));
        robot.interact(() -> vm.playback().toEnd());
        assertNotNull(vm.runProperty().get());
        ClusterSnapshot drawn = robot.lookup("#cluster-view").queryAs(ClusterView.class).shown();
        assertEquals(vm.clusterProperty().get(), drawn, "the view draws the view-model's snapshot");
        return drawn;
    }

    private static String chipText(FxRobot robot, String pod, String container) {
        ClusterView view = robot.lookup("#cluster-view").queryAs(ClusterView.class);
        return robot.from(view).lookup("#chip-" + pod + "-" + container).queryAs(Label.class).getText();
    }

    @Test
    void helperPlacedAtomicallyLandsBesideWeb(FxRobot robot) {
        EpisodeViewModel vm = open(robot, "helper");
        ClusterSnapshot naive = runToEnd(robot, vm, "naive");
        assertNotEquals(naive.member("web-app", "web").node(), naive.member("web-app", "log-helper").node());
        ClusterSnapshot contract = runToEnd(robot, vm, "contract");
        assertEquals(contract.member("web-app", "web").node(), contract.member("web-app", "log-helper").node());
        assertTrue(contract.member("web-app", "log-helper").linesShipped() > 0);
        assertTrue(chipText(robot, "web-app", "log-helper").contains("lines shipped"));
        AppFixture.screenshot(app.scene.getRoot(), "16-helper-contract");
    }

    @Test
    void oneSharedIdentityIsOneBoundaryAndAnExtraRunDecidesThePortClaim(FxRobot robot) {
        EpisodeViewModel vm = open(robot, "identity");
        ClusterSnapshot naive = runToEnd(robot, vm, "naive");
        assertNotEquals(naive.member("web-app", "web").ip(), naive.member("web-app", "log-helper").ip());
        assertEquals("refused", naive.member("web-app", "log-helper").lastConnection());
        ClusterSnapshot contract = runToEnd(robot, vm, "contract");
        assertEquals(contract.member("web-app", "web").ip(), contract.member("web-app", "log-helper").ip());
        assertEquals("ok", contract.member("web-app", "log-helper").lastConnection());
        AppFixture.screenshot(app.scene.getRoot(), "17-identity-contract");
        // Claims about the further runs wait for them, and are decided once they have played.
        for (String extra : vm.episode().experiment().variants().stream().map(v -> v.id())
                .filter(id -> !id.equals("naive") && !id.equals("contract")).toList()) {
            runToEnd(robot, vm, extra);
        }
        assertTrue(vm.comparison().stream().noneMatch(c -> c.outcome() == ClaimComparison.Outcome.PENDING),
                () -> vm.comparison().toString());
    }

    @Test
    void independentEvictionLeavesFragmentsGroupEvictionTakesAll(FxRobot robot) {
        EpisodeViewModel vm = open(robot, "fate");
        ClusterSnapshot naive = runToEnd(robot, vm, "naive");
        Member web = naive.member("web-app", "web");
        assertEquals(MemberState.EVICTED, web.state(), web.toString());
        assertTrue(naive.members().stream().filter(m -> !m.container().equals("web"))
                .anyMatch(m -> m.state() == MemberState.RUNNING), naive.members().toString());
        assertTrue(chipText(robot, "web-app", "web").contains("evicted"), "state in words, not colour alone");
        AppFixture.screenshot(app.scene.getRoot(), "18-fate-naive");
        ClusterSnapshot contract = runToEnd(robot, vm, "contract");
        assertTrue(contract.members().stream().noneMatch(m -> m.state() == MemberState.RUNNING), contract.members().toString());
        assertFalse(contract.members().isEmpty());
    }

    @Test
    void aClaimLeftOpenOffersTheRunThatDecidesIt(FxRobot robot) {
        EpisodeViewModel vm = open(robot, "helper");
        runToEnd(robot, vm, "naive");
        assertTrue(vm.comparison().stream().anyMatch(c -> c.outcome() == ClaimComparison.Outcome.PENDING
                && "contract".equals(c.variantId())), vm.comparison().toString());
        javafx.scene.control.Button decide = robot.lookup("#claim-run-contract").queryAs(javafx.scene.control.Button.class);
        assertTrue(decide.getText().contains(vm.episode().experiment().contract().label()), decide.getText());
        robot.interact(decide::fire);
        assertEquals("contract", vm.runProperty().get().variantId(), "the button runs the mode that decides the claim");
    }
}
