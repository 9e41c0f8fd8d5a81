package io.boundarylab.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.app.episode.EpisodeViewModel;
import io.boundarylab.app.playback.PlaybackViewModel;
import io.boundarylab.app.save.SavedPrediction;
import io.boundarylab.app.support.Await;
import io.boundarylab.app.support.EpisodeRuns;
import io.boundarylab.episodes.content.Section;
import io.boundarylab.app.support.AppUiTest;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.ButtonBase;
import javafx.scene.control.ComboBox;
import javafx.scene.control.ListView;
import javafx.scene.control.Slider;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;

/**
 * Operates random enabled controls of whatever scene is showing, with frames passing in between.
 * After every action: no uncaught exception, no error shown (a run's error, a failure notice, a
 * dialog), the episode's playhead within its trace, its play and step buttons enabled exactly
 * when the playback state allows, and no committed prediction lost. Seeded, so a failure replays.
 */
class MonkeyTest extends AppUiTest {
    private static final long SEED = 20261202L;
    private static final int ACTIONS = 160;

    @Test
    void randomEnabledControlsNeverThrowNorBreakAnInvariant(FxRobot robot) {
        int[] checked = monkey(robot, new Random(SEED), ACTIONS);
        assertTrue(checked[0] > 0, "the monkey never reached an episode: the playback invariants went unchecked");
    }

    /** The same from an episode whose prediction is committed and whose run is loaded and playing. */
    @Test
    void randomControlsFromARunningEpisodeNeverThrowNorBreakAnInvariant(FxRobot robot) {
        EpisodeViewModel[] evm = new EpisodeViewModel[1];
        robot.interact(() -> {
            Section helper = app.vm.sections().stream().filter(s -> "helper".equals(s.episodeId())).findFirst().orElseThrow();
            app.vm.open(helper.id());
            // no wait needed: a fresh learner has no runs to bring back, so making the episode's view-model starts none.
            evm[0] = app.vm.episodeModel(app.vm.course().episode("helper").orElseThrow());
            evm[0].selectChoice(evm[0].episode().prediction().choices().get(0).id());
            evm[0].inputs().quantity().setSkipped(true);
            evm[0].commit();
            evm[0].run();
        });
        Await.until("the naive run", () -> EpisodeRuns.shown(evm[0], "naive"));
        assertTrue(evm[0].playback().isPlaying(), "the premise: a fresh run plays");
        int[] checked = monkey(robot, new Random(SEED + 1), ACTIONS / 2);
        assertTrue(checked[1] > 0 && checked[2] > 0, "a loaded trace and a committed prediction were checked");
    }

    /**
     * Runs {@code actions} random actions, checking the invariants before the first and after each;
     * returns how many checks found an episode showing, one with a trace loaded, a committed one.
     */
    private int[] monkey(FxRobot robot, Random random, int actions) {
        List<Throwable> uncaught = Collections.synchronizedList(new ArrayList<>());
        List<String> broken = Collections.synchronizedList(new ArrayList<>());
        Map<String, EpisodeViewModel> seen = new LinkedHashMap<>();
        Set<String> everSaved = new TreeSet<>();
        int[] checked = new int[3];
        Thread.UncaughtExceptionHandler previous = Thread.getDefaultUncaughtExceptionHandler();
        List<String> log = new ArrayList<>();
        robot.interact(() -> Thread.currentThread().setUncaughtExceptionHandler((t, e) -> uncaught.add(e)));
        Thread.setDefaultUncaughtExceptionHandler((t, e) -> uncaught.add(e));
        try {
            for (int i = -1; i < actions; i++) {
                int step = i;
                robot.interact(() -> {
                    try {
                        if (step >= 0) {
                            act(random, log);
                        }
                        // A few frames pass, as they would on screen.
                        app.view.lookupAll("*");
                        app.view.applyCss();
                        app.view.layout();
                        String problem = invariantProblem(seen, everSaved, checked);
                        if (problem != null && broken.isEmpty()) {
                            broken.add((step < 0 ? "before the first action" : "after action " + step + " ("
                                    + (log.isEmpty() ? "none" : log.get(log.size() - 1)) + ")") + ": " + problem);
                        }
                    } catch (RuntimeException e) {
                        uncaught.add(e);
                    }
                });
            }
        } finally {
            Thread.setDefaultUncaughtExceptionHandler(previous);
            robot.interact(app.vm::togglePresenter);
            if (app.vm.presenterProperty().get()) {
                robot.interact(app.vm::togglePresenter);
            }
        }
        assertTrue(uncaught.isEmpty(), () -> "uncaught: " + uncaught + "\nlast actions: "
                + log.subList(Math.max(0, log.size() - 15), log.size()));
        assertEquals(List.of(), broken, () -> "last actions: " + log.subList(Math.max(0, log.size() - 15), log.size()));
        System.out.println("monkey: " + checked[0] + " checks on an episode, " + checked[1] + " with a trace loaded, "
                + checked[2] + " of a committed episode, episodes seen " + seen.keySet());
        return checked;
    }

    /** What is wrong with the window now, or null. Runs on the FX thread. */
    private String invariantProblem(Map<String, EpisodeViewModel> seen, Set<String> everSaved, int[] checked) {
        for (Window w : new ArrayList<>(Window.getWindows())) {
            if (w instanceof Stage other && other.isShowing() && w != app.scene.getWindow()) {
                return "a window (dialog) opened: " + other.getTitle();
            }
        }
        for (String notice : app.vm.notices()) {
            for (String key : List.of("notice.saveFailed", "notice.exportFailed", "notice.importFailed")) {
                String prefix = app.vm.messages().get(key, "\u0000", "\u0000").split("\u0000")[0];
                if (notice.startsWith(prefix)) {
                    return "a failure notice: " + notice;
                }
            }
        }
        Section section = app.vm.currentProperty().get();
        // "My predictions" covers the episode (its section stays current): the episode's controls are not shown then, by design.
        if (section != null && section.episodeId() != null && app.vm.course() != null && !app.vm.predictionsShownProperty().get()) {
            // no wait needed: this app runs its work on the calling thread (DirectRunner), so runs brought back are done when it returns.
            app.vm.course().episode(section.episodeId()).ifPresent(ep -> seen.put(ep.id(), app.vm.episodeModel(ep)));
            EpisodeViewModel evm = seen.get(section.episodeId());
            if (evm != null) {
                checked[0]++;
                PlaybackViewModel pb = evm.playback();
                int size = pb.sizeProperty().get();
                int at = pb.position();
                if (size > 0) {
                    checked[1]++;
                }
                if (at < 0 || at > size) {
                    return "position " + at + " outside the trace of " + size + " events";
                }
                // A run lasting past its last event has one more place, its end at the horizon.
                boolean tail = size > 0 && pb.horizonMsProperty().get() > pb.trace().get(size - 1).tMs();
                boolean atHorizon = pb.atHorizonProperty().get();
                if (atHorizon && !(tail && at == size)) {
                    return "the run's end shown at " + at + "/" + size + (tail ? "" : " without a horizon past the last event");
                }
                boolean end = at == size && (!tail || atHorizon);
                int place = at + (atHorizon ? 1 : 0);
                if (pb.isPlaying() && end) {
                    return "playing at the end of the run";
                }
                if (!evm.errorProperty().get().isEmpty()) {
                    return "the run failed: " + evm.errorProperty().get();
                }
                Node play = app.view.lookup("#play");
                Node stepButton = app.view.lookup("#step");
                Node scrub = app.view.lookup("#scrub");
                if (play == null || stepButton == null || scrub == null) {
                    return "the episode shows no play, step or scrub control";
                }
                if (play.isDisabled() != (size == 0 || (end && !pb.isPlaying()))) {
                    return "play " + (play.isDisabled() ? "disabled" : "enabled") + " at " + at + "/" + size + (pb.isPlaying() ? " playing" : " paused");
                }
                if (stepButton.isDisabled() != (pb.isPlaying() || end)) {
                    return "step " + (stepButton.isDisabled() ? "disabled" : "enabled") + " at " + at + "/" + size + (pb.isPlaying() ? " playing" : " paused");
                }
                if (scrub instanceof Slider slider && size > 0 && Math.round(slider.getValue()) != place) {
                    return "the scrub bar shows " + slider.getValue() + ", the playhead is at " + place;
                }
            }
        }
        Map<String, SavedPrediction> saved = app.vm.progressProperty().get().predictions();
        for (String id : everSaved) {
            if (!saved.containsKey(id)) {
                return "the saved prediction of " + id + " was lost";
            }
        }
        everSaved.addAll(saved.keySet());
        for (EpisodeViewModel evm : seen.values()) {
            if (evm.committedProperty().get()) {
                checked[2]++;
                SavedPrediction p = saved.get(evm.episode().id());
                if (p == null || !p.choice().equals(evm.choiceProperty().get())) {
                    return "the committed prediction of " + evm.episode().id() + " (" + evm.choiceProperty().get() + ") is not the saved one: " + p;
                }
            }
        }
        return null;
    }

    private void act(Random random, List<String> log) {
        List<Node> candidates = new ArrayList<>();
        collect(app.view, candidates);
        if (candidates.isEmpty()) {
            return;
        }
        Node n = candidates.get(random.nextInt(candidates.size()));
        log.add(n.getClass().getSimpleName() + "#" + n.getId());
        if (n instanceof ButtonBase b) {
            // The real-kernel run starts processes in namespaces: the bridge tests cover it, not the monkey.
            if ("kernel-run".equals(b.getId())) {
                return;
            }
            b.fire();
            if ("try-own-version".equals(b.getId())) {
                // The playground opens in its own window, as asked (PlaygroundWalkTest drives it): opened, then closed again.
                for (Window w : new ArrayList<>(Window.getWindows())) {
                    if (w.getScene() != null && w.getScene().getRoot() instanceof io.boundarylab.app.playground.PlaygroundView) {
                        w.hide();
                    }
                }
            }
        } else if (n instanceof ComboBox<?> c && !c.getItems().isEmpty()) {
            c.getSelectionModel().select(random.nextInt(c.getItems().size()));
        } else if (n instanceof Slider s) {
            s.setValue(s.getMin() + random.nextDouble() * (s.getMax() - s.getMin()));
        } else if (n instanceof ListView<?> l && !l.getItems().isEmpty()) {
            l.getSelectionModel().select(random.nextInt(l.getItems().size()));
        } else if (n instanceof TabPane t) {
            t.getSelectionModel().select(random.nextInt(t.getTabs().size()));
        } else if (n instanceof TextField f) {
            f.setText(random.nextBoolean() ? Integer.toString(random.nextInt(100)) : "x" + random.nextInt(9));
        }
        if (random.nextInt(4) == 0) {
            app.view.handleSceneKey(List.of(javafx.scene.input.KeyCode.SPACE, javafx.scene.input.KeyCode.RIGHT,
                    javafx.scene.input.KeyCode.LEFT, javafx.scene.input.KeyCode.M, javafx.scene.input.KeyCode.R,
                    javafx.scene.input.KeyCode.A).get(random.nextInt(6)));
        }
    }

    private static void collect(Node node, List<Node> out) {
        if (!node.isVisible() || node.isDisabled()) {
            return;
        }
        if (node instanceof ButtonBase || node instanceof ComboBox || node instanceof Slider || node instanceof ListView
                || node instanceof TabPane || node instanceof TextField) {
            out.add(node);
        }
        if (node instanceof Parent p) {
            for (Node child : p.getChildrenUnmodifiable()) {
                collect(child, out);
            }
        }
    }
}
