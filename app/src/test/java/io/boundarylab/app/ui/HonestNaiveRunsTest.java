package io.boundarylab.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.app.episode.EpisodeViewModel;
import io.boundarylab.app.support.AppFixture;
import io.boundarylab.app.support.AppUiTest;
import io.boundarylab.app.support.Await;
import io.boundarylab.app.support.EpisodeRuns;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TextArea;
import javafx.scene.layout.VBox;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;

/**
 * A naive run that shows what no Pod could is marked in the scene, when playback reaches the event,
 * and in the transcript: saying what the real naive design is and what Kubernetes would do instead.
 */
class HonestNaiveRunsTest extends AppUiTest {

    private EpisodeViewModel runPaused(FxRobot robot, String episode, String variant) {
        EpisodeViewModel vm = openEpisode(robot, episode);
        robot.interact(() -> {
            vm.setAutoplay(false);
            vm.selectChoice(vm.episode().prediction().choices().get(0).id());
            vm.inputs().quantity().setSkipped(true);
            vm.commit();
            vm.selectVariant(variant);
            vm.run();
        });
        Await.until("the " + variant + " run", () -> EpisodeRuns.shown(vm, variant));
        robot.interact(() -> vm.playback().pause());
        return vm;
    }

    private static List<String> noteIds(FxRobot robot) {
        VBox notes = robot.lookup("#not-kubernetes-notes").queryAs(VBox.class);
        return notes.getChildren().stream().map(Node::getId).toList();
    }

    private static String noteText(FxRobot robot, String id) {
        return robot.lookup("#" + id).queryAs(Label.class).getText();
    }

    @Test
    void aSplitPodIsMarkedWhenItHappensAndWhenItIsReportedReady(FxRobot robot) {
        EpisodeViewModel vm = runPaused(robot, "helper", "naive");
        robot.interact(() -> vm.playback().seekToSeq(1));
        assertEquals(List.of(), noteIds(robot), "web alone on its node is nothing a Pod could not do");
        assertFalse(robot.lookup("#not-kubernetes-notes").queryAs(VBox.class).isVisible());
        robot.interact(() -> vm.playback().seekToSeq(2));
        assertEquals(List.of("not-kubernetes-2-split-pod"), noteIds(robot));
        String split = noteText(robot, "not-kubernetes-2-split-pod");
        assertEquals("\u26a0 Not Kubernetes \u00b7 #2 at 0:00: log-helper and web on two nodes, as one pod. "
                + "Really naive: separate Pods. Kubernetes: a whole Pod on one node, or none.", split);
        Label splitNote = robot.lookup("#not-kubernetes-2-split-pod").queryAs(Label.class);
        assertTrue(splitNote.getTooltip().getText().startsWith("log-helper landed on another node than web"));
        assertTrue(splitNote.getAccessibleText().contains("The real naive design is separate Pods"), splitNote.getAccessibleText());
        robot.interact(() -> vm.playback().toEnd());
        assertEquals(List.of("not-kubernetes-2-split-pod", "not-kubernetes-10-separate-ips", "not-kubernetes-11-split-pod-ready"),
                noteIds(robot));
        assertTrue(noteText(robot, "not-kubernetes-11-split-pod-ready").contains("web-app Ready across two nodes"));
        AppFixture.screenshot(app.scene.getRoot(), "23-not-kubernetes-helper-naive");

        // The transcript carries the same sentence after the event's own, and only there.
        String transcript = robot.lookup("#transcript").queryAs(TextArea.class).getText();
        assertEquals(3, transcript.split("Not Kubernetes:", -1).length - 1, transcript);
        String eventTwo = transcript.substring(transcript.indexOf("#2 "), transcript.indexOf("#3 "));
        assertTrue(eventTwo.contains("Not Kubernetes: log-helper landed on another node than web"), eventTwo);
        // And the event list, next to the event.
        ListView<?> events = robot.lookup("#events").queryAs(ListView.class);
        assertFalse(events.getItems().isEmpty());
        robot.interact(() -> events.scrollTo(1));
        // The list makes the cells scrolled to at its next layout pulse.
        Await.until("the event's line in the list, carrying the short note", () -> robot.from(events).lookup((Label l) -> l.getText() != null
                && l.getText().endsWith("\u26a0 Not Kubernetes: log-helper and web on two nodes, as one pod. "
                + "Really naive: separate Pods. Kubernetes: a whole Pod on one node, or none.")).tryQuery().isPresent());
    }

    /** The exported HTML transcript carries each mark, in full, inside the item of its event, and only there. */
    @Test
    void theHtmlTranscriptCarriesTheMarksUnderTheirEvents(FxRobot robot) throws Exception {
        EpisodeViewModel vm = runPaused(robot, "helper", "naive");
        robot.interact(() -> vm.playback().toEnd());
        String split = robot.lookup("#not-kubernetes-2-split-pod").queryAs(Label.class).getTooltip().getText();
        String ips = robot.lookup("#not-kubernetes-10-separate-ips").queryAs(Label.class).getTooltip().getText();
        String ready = robot.lookup("#not-kubernetes-11-split-pod-ready").queryAs(Label.class).getTooltip().getText();
        java.nio.file.Path html = java.nio.file.Files.createTempDirectory(root, "html").resolve("naive.html");
        exportTranscript(robot, html);
        String page = java.nio.file.Files.readString(html);
        assertEquals(3, page.split("class=\"not-kubernetes\"", -1).length - 1, page);
        assertTrue(itemOf(page, 2).contains("<p class=\"not-kubernetes\"><strong>\u26a0 Not Kubernetes:</strong> " + escape(split) + "</p>"),
                itemOf(page, 2));
        assertTrue(itemOf(page, 10).contains(escape(ips)), itemOf(page, 10));
        assertTrue(itemOf(page, 11).contains(escape(ready)), itemOf(page, 11));
        assertTrue(split.contains("separate Pods") && split.contains("Kubernetes"), "what the real naive design is, and what Kubernetes does: " + split);

        // The contract run shows no split pod: its transcript marks only what it shows (two IPs, identity still off).
        robot.interact(() -> {
            vm.selectVariant("contract");
            vm.run();
        });
        Await.until("the contract run", () -> EpisodeRuns.shown(vm, "contract"));
        robot.interact(() -> vm.playback().toEnd());
        exportTranscript(robot, html);
        String contract = java.nio.file.Files.readString(html);
        assertEquals(1, contract.split("class=\"not-kubernetes\"", -1).length - 1, contract);
        assertFalse(contract.contains(escape(split)));
    }

    /** File → Export transcript, and a wait until the notice says it is written (it is written off the FX thread). */
    private void exportTranscript(FxRobot robot, java.nio.file.Path html) {
        int before = app.vm.notices().size();
        robot.interact(() -> app.view.exportTranscript(html));
        Await.until("the transcript written", () -> app.vm.notices().stream().skip(before).anyMatch(n -> n.contains(html.toString())));
    }

    private static String itemOf(String page, long seq) {
        int start = page.indexOf("<li id=\"event-" + seq + "\">");
        assertTrue(start >= 0, "no item for event #" + seq);
        return page.substring(start, page.indexOf("</li>", start));
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }

    @Test
    void aMemberEvictedAloneIsMarkedAndTheContractRunHasNoMark(FxRobot robot) {
        EpisodeViewModel vm = runPaused(robot, "fate", "naive");
        robot.interact(() -> vm.playback().toEnd());
        assertEquals(List.of("not-kubernetes-17-member-evicted-alone"), noteIds(robot));
        String note = noteText(robot, "not-kubernetes-17-member-evicted-alone");
        assertTrue(note.endsWith("web evicted alone. Really naive: web in a Pod of its own. Kubernetes: evicts the whole Pod."), note);
        robot.interact(() -> {
            vm.selectVariant("contract");
            vm.run();
        });
        Await.until("the contract run", () -> EpisodeRuns.shown(vm, "contract"));
        robot.interact(() -> vm.playback().toEnd());
        assertEquals(List.of(), noteIds(robot));
        String transcript = robot.lookup("#transcript").queryAs(TextArea.class).getText();
        assertFalse(transcript.contains("Not Kubernetes"), transcript);
    }

    @Test
    void anInitContainerOvertakenIsMarkedWithThePitfallRunNamed(FxRobot robot) {
        EpisodeViewModel vm = runPaused(robot, "startup-order", "naive");
        robot.interact(() -> vm.playback().seekToSeq(7));
        assertEquals(List.of("not-kubernetes-7-unordered-init", "not-kubernetes-7-separate-ips"), noteIds(robot));
        String note = noteText(robot, "not-kubernetes-7-unordered-init");
        assertTrue(note.endsWith("web started before the init container config-fetch finished. "
                + "Really naive: config-fetch as a regular container. Kubernetes: init containers first."), note);
        String transcript = robot.lookup("#transcript").queryAs(TextArea.class).getText();
        assertTrue(transcript.contains("Not Kubernetes: web started while the init container config-fetch had not finished")
                && transcript.contains("Precondition as a regular container"), transcript);
        AppFixture.screenshot(app.scene.getRoot(), "24-not-kubernetes-startup-naive");
    }
}
