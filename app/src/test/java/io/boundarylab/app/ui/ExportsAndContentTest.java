package io.boundarylab.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.boundarylab.app.episode.EpisodeViewModel;
import io.boundarylab.app.support.AppFixture;
import io.boundarylab.app.support.AppUiTest;
import io.boundarylab.app.support.Await;
import io.boundarylab.app.support.EpisodeRuns;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import javafx.stage.Stage;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;

/** What a learner takes away (trace, transcript, picture, progress) and an instructor's own content folder. */
class ExportsAndContentTest extends AppUiTest {

    private EpisodeViewModel playedEpisode(FxRobot robot) {
        EpisodeViewModel vm = openEpisode(robot, "startup-order");
        robot.interact(() -> {
            vm.selectChoice(vm.episode().prediction().choices().get(1).id());
            vm.inputs().quantity().setSkipped(true);
            vm.commit();
            vm.run();
        });
        Await.until("the naive run", () -> EpisodeRuns.shown(vm, "naive"));
        robot.interact(() -> vm.playback().toEnd());
        return vm;
    }

    @Test
    void traceTranscriptAndPictureAreWritten(FxRobot robot) throws Exception {
        EpisodeViewModel vm = playedEpisode(robot);
        Path dir = Files.createTempDirectory(root, "out");
        Path trace = dir.resolve("trace.jsonl");
        Path html = dir.resolve("transcript.html");
        Path png = dir.resolve("scene.png");
        // The trace and the transcript are written off the FX thread; each says so in a notice when it is on disk.
        robot.interact(() -> app.view.exportTrace(trace));
        Await.until("the trace written", () -> noticed(trace));
        robot.interact(() -> app.view.exportTranscript(html));
        Await.until("the transcript written", () -> noticed(html));
        robot.interact(() -> app.view.exportPng(png));
        List<String> lines = Files.readAllLines(trace);
        assertEquals(vm.playback().trace().size(), lines.size());
        JsonNode first = new ObjectMapper().readTree(lines.get(0));
        assertEquals(1, first.get("seq").asInt());
        assertEquals(vm.playback().trace().get(0).type().name(), first.get("type").asText());
        assertFalse(first.has("exitCode"), "absent fields are left out, as in the trace format");
        assertEquals(vm.playback().trace().get(0), io.boundarylab.engine.format.TraceJson.parseLine(lines.get(0)),
                "the file reads back as the same event");

        String page = Files.readString(html);
        assertTrue(page.startsWith("<!DOCTYPE html>"));
        assertTrue(page.contains("<html lang=\"en\">"));
        assertTrue(page.contains("<main>") && page.contains("<h1>") && page.contains("<ol>"));
        assertEquals(vm.playback().trace().size(), page.split("<li ").length - 1);
        assertTrue(page.contains(escape(vm.narrator().apply(vm.playback().trace().get(0)))));

        BufferedImage image = ImageIO.read(png.toFile());
        assertNotNull(image);
        assertTrue(image.getWidth() > 600 && image.getHeight() > 400);
    }

    @Test
    void progressExportsAndImportsAsOneFile(FxRobot robot) throws Exception {
        playedEpisode(robot);
        Path file = Files.createTempDirectory(root, "p").resolve("my-progress.json");
        robot.interact(() -> app.vm.exportProgress(file));
        Await.until("the progress written", () -> noticed(file));
        assertTrue(Files.readString(file).contains("startup-order"));
        // A fresh learner imports it and lands where the first one was.
        AppFixture[] fresh = new AppFixture[1];
        robot.interact(() -> fresh[0] = AppFixture.start(new Stage(), tempDir(), lab));
        robot.interact(() -> fresh[0].vm.importProgress(file));
        Await.until("the progress imported", () -> fresh[0].vm.progressProperty().get().predictions().containsKey("startup-order"));
        assertEquals(app.vm.currentProperty().get().id(), fresh[0].vm.currentProperty().get().id());
    }

    @Test
    void anInstructorsOwnContentFolderLoadsAndABrokenOneIsReported(FxRobot robot) throws Exception {
        Path mine = Files.createTempDirectory(root, "content");
        copy(Path.of("..", "content"), mine);
        Path inv = mine.resolve("en/investigations/017-node-execution-principles/investigation.yaml");
        Files.writeString(inv, Files.readString(inv).replace("Node Execution Principles", "Our Own Workshop"));
        int first = app.vm.notices().size();
        // Content is read off the FX thread; a notice says when it is loaded, or why not.
        robot.interact(() -> app.view.loadContent(mine));
        Await.until("a notice of the folder's load", () -> app.vm.notices().size() > first);
        assertTrue(app.vm.course().title().contains("Our Own Workshop"), app.vm.course().title());
        assertEquals(mine.toString(), app.vm.settingsProperty().get().contentFolder());

        Path broken = Files.createTempDirectory(root, "broken");
        Files.createDirectories(broken.resolve("en"));
        Files.writeString(broken.resolve("en/investigation.yaml"), "id: x\ntitle: [unclosed\n");
        int before = app.vm.notices().size();
        robot.interact(() -> app.view.loadContent(broken));
        Await.until("a notice of the broken folder's load", () -> app.vm.notices().size() > before);
        assertTrue(app.vm.notices().get(app.vm.notices().size() - 1).contains("Could not load"));
        assertTrue(app.vm.course().title().contains("Our Own Workshop"), "the working course stays");
    }

    @Test
    void aSavedContentFolderThatIsGoneFallsBackToTheBundledCourse(FxRobot robot) throws Exception {
        Path gone = root.resolve("no-such-folder");
        AppFixture[] fresh = new AppFixture[1];
        robot.interact(() -> fresh[0] = AppFixture.start(new Stage(), tempDir(), null));
        robot.interact(() -> fresh[0].view.loadContent(gone));
        Await.until("the bundled course in place of the folder that is gone", () -> fresh[0].vm.course() != null);
        assertTrue(fresh[0].vm.notices().stream().anyMatch(n -> n.contains("Could not load")));
    }

    /** Whether a notice says the file was written. */
    private boolean noticed(Path file) {
        return app.vm.notices().stream().anyMatch(n -> n.contains(file.toString()));
    }

    private static Path tempDir() {
        try {
            return Files.createTempDirectory(root, "fresh");
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }

    private static void copy(Path from, Path to) throws IOException {
        try (Stream<Path> files = Files.walk(from)) {
            for (Path p : (Iterable<Path>) files::iterator) {
                Path target = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(p, target);
                }
            }
        }
    }
}
