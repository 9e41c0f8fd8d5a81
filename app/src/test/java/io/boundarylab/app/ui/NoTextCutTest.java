package io.boundarylab.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.boundarylab.app.a11y.A11yAudit;
import io.boundarylab.app.cluster.ClusterView;
import io.boundarylab.app.episode.EpisodeViewModel;
import io.boundarylab.app.lab.EpisodesLab;
import io.boundarylab.app.scale.AtScaleView;
import io.boundarylab.app.support.Await;
import io.boundarylab.app.support.EpisodeRuns;
import io.boundarylab.app.support.Pulses;
import io.boundarylab.episodes.content.Experiment;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.function.Predicate;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.testfx.api.FxRobot;

/**
 * No word the window shows is cut: at every screen a class uses, in every scene
 * {@link EveryScreenWalk} opens, and in the states a learner reaches from them (an episode after a
 * wrong prediction and its run, with the explain step; My predictions; the cluster at scale at
 * 0:00), no label, button, toggle or tab draws its text shortened with an ellipsis, or runs past
 * the window's edge or the edge of a pane that does not scroll sideways ({@link A11yAudit#cutOffText}).
 * The Spanish subclass does the same in Spanish, whose words run longer.
 */
class NoTextCutTest extends EveryScreenWalk {

    @AfterEach
    void noScreenSizeLeft() {
        System.clearProperty("boundarylab.screen");
    }

    @ParameterizedTest(name = "{0}x{1} presenter={2} text={3}%")
    @MethodSource("screens")
    void noTextIsCut(int width, int height, boolean presenter, int textPercent, FxRobot robot) throws Exception {
        String combo = showAt(width, height, presenter, textPercent);
        List<String> cut = new ArrayList<>();
        eachScene(combo, robot, (where, primary) -> cut.addAll(cutIn(where, app.scene.getRoot(),
                where.endsWith("(compare)") ? n -> n instanceof ClusterView : n -> false)));

        // The episode after a wrong prediction and its run: the findings, the explain step, the status at the end.
        Pulses.run(app.scene, () -> app.vm.load(labIn(language())));
        EpisodeViewModel evm = openEpisode(robot, "helper");
        Pulses.run(app.scene, () -> {
            evm.setAutoplay(false);
            // Wrong: placed apart, the helper ships nothing.
            evm.selectChoice("enough");
            evm.inputs().quantity().setSkipped(true);
            evm.commit();
            evm.run();
        });
        Await.until(combo + ": the naive run", () -> EpisodeRuns.shown(evm, Experiment.NAIVE));
        Pulses.run(app.scene, () -> evm.playback().toEnd());
        assertFalse(robot.lookup("#explain-save").tryQuery().isEmpty(), combo + ": the explain step is asked");
        cut.addAll(cutIn(combo + " helper after a wrong prediction", app.scene.getRoot(), n -> false));
        Pulses.run(app.scene, app.vm::showPredictions);
        cut.addAll(cutIn(combo + " my predictions", app.scene.getRoot(), n -> false));
        Pulses.run(app.scene, app.vm::closePredictions);

        cut.addAll(atScale(combo, width, height));
        assertEquals(List.of(), cut, "text cut, by scene");
    }

    /** The cluster at scale, opened from the View menu on a screen of this size, at 0:00. */
    private List<String> atScale(String combo, int width, int height) {
        System.setProperty("boundarylab.screen", width + "x" + height);
        Set<Window> before = Pulses.onFx(() -> Set.copyOf(Window.getWindows()));
        // no wait needed: the window shows at once; its first frame, computed on its own thread, is waited for below.
        Pulses.run(app.scene, () -> app.menuItem("menu-at-scale").fire());
        List<Window> opened = Pulses.onFx(() -> Window.getWindows().stream().filter(w -> !before.contains(w) && w.isShowing())
                .collect(Collectors.toList()));
        assertEquals(1, opened.size(), combo + ": the at-scale window opens");
        Window window = opened.get(0);
        AtScaleView view = (AtScaleView) window.getScene().getRoot();
        // The engine runs on the window's own thread: the first frame comes from there.
        Await.until(Duration.ofSeconds(60), combo + ": the cluster at scale at 0:00",
                () -> view.viewModel().frame() != null && view.viewModel().frame().timeMs() == 0);
        Pulses.settle(window.getScene());
        List<String> cut = cutIn(combo + " at scale", view, n -> false);
        Pulses.run(app.scene, window::hide);
        return cut;
    }

    /**
     * The text cut in a window's root, laid out as it is drawn, but for the parts {@code leftOut}
     * names; each named with where it was seen. The comparison's two cluster pictures are left out:
     * side by side in half the width each, at large type their node cards shorten words ("Nothing
     * plac…", a node's name), until the comparison draws its runs at a size that fits.
     */
    private static List<String> cutIn(String where, Parent root, Predicate<Node> leftOut) {
        return Pulses.onFx(() -> {
            root.applyCss();
            root.layout();
            return A11yAudit.cutOffText(root, leftOut).stream().map(c -> where + ": " + c).toList();
        });
    }
}
