package io.boundarylab.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.app.shell.StartPage;
import io.boundarylab.app.support.AppUiTest;
import io.boundarylab.app.support.Await;
import io.boundarylab.app.support.Pulses;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.scene.Node;
import javafx.scene.control.Label;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;

/**
 * File → Load a content folder, with the start page up and the playground's "Saved the experiment …
 * Open it with File → Load a content folder…" in the notice bar: once the folder is read, the centre
 * shows the loaded course's first page, not the start page of the course before, and the invitation
 * to open the folder, answered, has left the notice bar.
 */
class LoadedContentShownTest extends AppUiTest {

    @Test
    void theLoadedCourseIsShownAndTheInvitationToLoadItIsGone(FxRobot robot) throws Exception {
        Path mine = Files.createTempDirectory(root, "content");
        ExportsAndContentTest.copy(Path.of("..", "content"), mine);
        Path inv = mine.resolve("en/investigations/017-node-execution-principles/investigation.yaml");
        Files.writeString(inv, Files.readString(inv).replace("Node Execution Principles", "Our Own Workshop"));
        String invitation = app.vm.messages().get("playground.saved", mine);
        Pulses.run(app.scene, () -> {
            // As the playground's Save leaves it, and the start page as File → All investigations… opens it.
            app.vm.notice(invitation);
            StartPage.open(app.vm, app.scene.getWindow());
        });
        Await.until("the start page's rows", () -> app.scene.getRoot().lookup(".start-row") != null);

        Pulses.run(app.scene, () -> app.view.loadContent(mine));
        // Read off the FX thread.
        Await.until("the folder's course open", () -> app.vm.course() != null && app.vm.course().title().contains("Our Own Workshop"));
        Pulses.settle(app.scene);

        assertNull(app.scene.getRoot().lookup(".start-row"), "the start page of the course before is gone");
        assertEquals(app.vm.course().sections().get(0).id(), app.vm.currentProperty().get().id(), "at the loaded course's first page");
        Node shown = app.view.currentNode();
        assertTrue(EveryScreenWalk.shown(shown), "the centre shows it: " + shown);
        assertFalse(app.vm.notices().contains(invitation), "the invitation to open the folder has left: " + app.vm.notices());
        Label notice = (Label) app.scene.lookup("#notice");
        assertFalse(notice.isVisible() && notice.getText().equals(invitation), "the notice bar no longer shows it");
    }
}
