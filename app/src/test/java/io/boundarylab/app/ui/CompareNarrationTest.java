package io.boundarylab.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.app.compare.CompareViewModel;
import io.boundarylab.app.episode.EpisodeView;
import io.boundarylab.app.episode.EpisodeViewModel;
import io.boundarylab.app.support.AppUiTest;
import io.boundarylab.app.support.Await;
import io.boundarylab.engine.trace.TraceEvent;
import io.boundarylab.episodes.content.Section;
import io.boundarylab.episodes.content.SectionKind;
import io.boundarylab.episodes.run.RunOptions;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Labeled;
import javafx.scene.control.TabPane;
import javafx.scene.text.Text;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;

/** The narration strips under the compared clusters say, on screen, what each side's current event was. */
class CompareNarrationTest extends AppUiTest {

    @Test
    void eachStripShowsTheSentenceOfItsSidesEventAtTheSharedTime(FxRobot robot) {
        int ep = -1;
        for (int i = 0; i < app.vm.sections().size(); i++) {
            Section s = app.vm.sections().get(i);
            if (s.kind() == SectionKind.EPISODE && "helper".equals(s.episodeId())) {
                ep = i;
            }
        }
        int index = ep;
        robot.interact(() -> app.vm.open(index));
        EpisodeView view = (EpisodeView) app.view.currentNode();
        EpisodeViewModel vm = view.viewModel();
        robot.interact(() -> {
            vm.selectChoice(vm.episode().prediction().choices().get(0).id());
            vm.inputs().quantity().setSkipped(true);
            vm.commit();
        });
        robot.interact(() -> robot.lookup("#episode-tabs").queryAs(TabPane.class).getSelectionModel().select(1));
        CompareViewModel cvm = view.compareViewModel();
        robot.clickOn("#compare-run");
        Await.until("the comparison's two runs", () -> cvm.readyProperty().get());
        RunOptions options = new RunOptions(vm.seedProperty().get(), List.of());
        List<TraceEvent> naive = vm.lab().run(vm.episode(), "naive", options).trace();
        List<TraceEvent> contract = vm.lab().run(vm.episode(), "contract", options).trace();
        int size = cvm.playback().sizeProperty().get();
        for (int p : new int[] {1, size / 2, size}) {
            robot.interact(() -> cvm.playback().seek(p));
            long t = cvm.playback().currentEventProperty().get().tMs();
            String naiveSaid = vm.narrator().apply(last(naive, t));
            String contractSaid = vm.narrator().apply(last(contract, t));
            // The two strips, naive then contract, found by their look (the blue-barred strip), as a learner sees them.
            List<Node> strips = List.copyOf(robot.lookup(".compare-view").query().lookupAll(".narration"));
            assertEquals(2, strips.size());
            // A strip draws a new sentence at the next layout pulse, not when the clock moves: wait until each
            // draws the sentence it holds, then check that sentence.
            List<String> shown = Await.until("position " + p + ": each strip drawing the sentence it holds",
                    () -> strips.stream().map(CompareNarrationTest::shownText).toList(),
                    drawn -> drawn.get(0).contains(((Labeled) strips.get(0)).getText())
                            && drawn.get(1).contains(((Labeled) strips.get(1)).getText()));
            assertTrue(shown.get(0).contains(naiveSaid), "position " + p + ": naive strip shows «" + shown.get(0) + "», not «" + naiveSaid + "»");
            assertTrue(shown.get(1).contains(contractSaid),
                    "position " + p + ": contract strip shows «" + shown.get(1) + "», not «" + contractSaid + "»");
        }
    }

    private static TraceEvent last(List<TraceEvent> run, long tMs) {
        TraceEvent found = null;
        for (TraceEvent e : run) {
            if (e.tMs() <= tMs) {
                found = e;
            }
        }
        return found;
    }

    /** The text actually drawn inside a node: its visible Text nodes, not a label's text property. */
    private static String shownText(Node node) {
        StringBuilder b = new StringBuilder();
        collect(node, b);
        return b.toString();
    }

    private static void collect(Node node, StringBuilder b) {
        if (!node.isVisible()) {
            return;
        }
        if (node instanceof Text text) {
            b.append(text.getText()).append('\n');
        }
        if (node instanceof Parent parent) {
            for (Node child : parent.getChildrenUnmodifiable()) {
                collect(child, b);
            }
        }
    }
}
