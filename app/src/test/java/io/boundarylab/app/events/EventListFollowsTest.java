package io.boundarylab.app.events;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.app.episode.EpisodeViewModel;
import io.boundarylab.app.playback.PlaybackViewModel;
import io.boundarylab.app.support.AppUiTest;
import io.boundarylab.app.support.Await;
import io.boundarylab.app.support.EpisodeRuns;
import io.boundarylab.app.support.Pulses;
import io.boundarylab.engine.trace.TraceEvent;
import io.boundarylab.episodes.content.Experiment;
import javafx.geometry.Bounds;
import javafx.scene.control.IndexedCell;
import javafx.scene.control.ListView;
import javafx.scene.control.skin.VirtualFlow;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;

/**
 * The event list follows the run: after a step, a step back, a jump on the scrub bar and play, the
 * current event (the last one shown) is the list's last entry and lies wholly in its view, also after
 * the learner picked an earlier event to read its "why".
 */
class EventListFollowsTest extends AppUiTest {

    @Test
    void theCurrentEventIsAlwaysInView(FxRobot robot) {
        EpisodeViewModel vm = openEpisode(robot, "fate");
        Pulses.run(app.scene, () -> {
            vm.setAutoplay(false);
            vm.selectChoice(vm.episode().prediction().choices().get(0).id());
            vm.inputs().quantity().setSkipped(true);
            vm.commit();
            vm.run();
        });
        Await.until("the naive run", () -> EpisodeRuns.shown(vm, Experiment.NAIVE));
        // The event list is a drawer beside the stage: opened, as a learner opens it.
        Pulses.run(app.scene, ((io.boundarylab.app.episode.EpisodeView) app.view.currentNode())::toggleEvents);
        PlaybackViewModel playback = vm.playback();
        @SuppressWarnings("unchecked")
        ListView<TraceEvent> list = (ListView<TraceEvent>) app.scene.lookup("#events");
        int size = playback.sizeProperty().get();
        assertTrue(size > 20, "a run long enough to scroll: " + size);

        Pulses.run(app.scene, () -> playback.seek(size - 2));
        assertCurrentInView(list, playback, "after a jump near the end");
        Pulses.run(app.scene, playback::step);
        assertCurrentInView(list, playback, "after a step");
        Pulses.run(app.scene, () -> playback.seek(3));
        assertCurrentInView(list, playback, "after a jump back to the start");
        Pulses.run(app.scene, () -> playback.seek(size / 2));
        assertCurrentInView(list, playback, "after a jump to the middle");

        // The learner reads an earlier event's why: the list still follows the run from then on.
        Pulses.run(app.scene, () -> list.getSelectionModel().select(2));
        Pulses.run(app.scene, playback::step);
        assertCurrentInView(list, playback, "after a step with an earlier event picked");
        Pulses.run(app.scene, playback::stepBack);
        Pulses.run(app.scene, playback::stepBack);
        assertCurrentInView(list, playback, "after two steps back");
        Pulses.run(app.scene, () -> {
            playback.play();
            for (int i = 0; i < 20; i++) {
                playback.tick(100_000_000L);
            }
            playback.pause();
        });
        assertCurrentInView(list, playback, "after playing");
    }

    /** The current event is the list's last entry, and that entry's cell lies wholly inside the list's view. */
    private static void assertCurrentInView(ListView<TraceEvent> list, PlaybackViewModel playback, String when) {
        int position = Pulses.onFx(playback::position);
        TraceEvent current = Pulses.onFx(() -> playback.currentEventProperty().get());
        assertEquals(position, Pulses.onFx(() -> list.getItems().size()), when + ": the list holds the events shown so far");
        assertEquals(current, Pulses.onFx(() -> list.getItems().get(list.getItems().size() - 1)), when + ": the current event last");
        String seen = Pulses.onFx(() -> {
            VirtualFlow<?> flow = (VirtualFlow<?>) list.lookup(".virtual-flow");
            Bounds view = flow.localToScene(flow.getLayoutBounds());
            for (int i = 0; i < flow.getCellCount(); i++) {
                IndexedCell<?> cell = flow.getVisibleCell(i);
                if (cell != null && cell.getIndex() == position - 1 && cell.isVisible()) {
                    Bounds b = cell.localToScene(cell.getLayoutBounds());
                    return b.getMinY() >= view.getMinY() - 0.5 && b.getMaxY() <= view.getMaxY() + 0.5 ? "in view"
                            : "cut at " + b + " in " + view;
                }
            }
            IndexedCell<?> first = flow.getFirstVisibleCell();
            IndexedCell<?> last = flow.getLastVisibleCell();
            return "not drawn; the list shows entries " + (first == null ? "none" : first.getIndex()) + " to "
                    + (last == null ? "none" : last.getIndex());
        });
        assertEquals("in view", seen, when + ": event #" + current.seq() + " (entry " + (position - 1) + ")");
    }
}
