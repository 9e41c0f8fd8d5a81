package io.boundarylab.app.support;

import io.boundarylab.app.episode.EpisodeView;
import io.boundarylab.app.episode.EpisodeViewModel;
import io.boundarylab.app.lab.EpisodesLab;
import io.boundarylab.episodes.content.Section;
import io.boundarylab.episodes.content.SectionKind;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.ScrollPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.framework.junit5.ApplicationExtension;

/**
 * The base of the UI tests: the bundled course loaded once per class, and before each test the real
 * main window on TestFX's stage ({@link AppFixture}) with its saved work in a fresh folder.
 */
@ExtendWith(ApplicationExtension.class)
public abstract class AppUiTest {
    protected static EpisodesLab lab;
    @TempDir
    protected static Path root;
    protected AppFixture app;

    @BeforeAll
    static void loadBundledLab() {
        lab = TestLab.bundled();
    }

    /** Runs after TestFX's extension has its stage ready (it only looks for {@code @Start} in the test class itself). */
    @BeforeEach
    void startApp() throws Exception {
        Stage stage = FxToolkit.registerPrimaryStage();
        Path config = configDir();
        Locale language = language();
        EpisodesLab shown = language.equals(Locale.ENGLISH) ? lab : labIn(language);
        FxToolkit.setupFixture(() -> {
            app = AppFixture.start(stage, config, shown, language);
        });
    }

    /** The learner's language for the class's tests; English unless a test class asks for another. */
    protected Locale language() {
        return Locale.ENGLISH;
    }

    private static final java.util.Map<Locale, EpisodesLab> LABS = new java.util.HashMap<>();

    /** The bundled course in a language, loaded once per language. */
    protected static synchronized EpisodesLab labIn(Locale language) {
        return LABS.computeIfAbsent(language, l -> {
            try {
                return new EpisodesLab(io.boundarylab.episodes.content.Investigation.loadBundled(l));
            } catch (io.boundarylab.episodes.content.ContentException e) {
                throw new IllegalStateException(e);
            }
        });
    }

    /** Where the test's saved work goes: a fresh folder unless a test needs one that lasts. */
    protected Path configDir() throws IOException {
        return Files.createTempDirectory(root, "config");
    }

    /** Opens the section that shows an episode, as the outline would, and returns its view-model. */
    protected EpisodeViewModel openEpisode(FxRobot robot, String episodeId) {
        for (Section s : app.vm.sections()) {
            if (s.kind() == SectionKind.EPISODE && episodeId.equals(s.episodeId())) {
                robot.interact(() -> app.vm.open(s.id()));
            }
        }
        return ((EpisodeView) app.view.currentNode()).viewModel();
    }

    /** Scrolls the column that holds the node until the node is in view, as a learner would (clicks need it on screen). */
    protected static void reveal(FxRobot robot, Node node) {
        Pulses.run(node.getScene(), () -> {
            Parent p = node.getParent();
            while (p != null && !(p instanceof ScrollPane)) {
                p = p.getParent();
            }
            if (p instanceof ScrollPane scroll && scroll.getContent() != null) {
                scroll.layout();
                double content = scroll.getContent().getBoundsInLocal().getHeight();
                double viewport = scroll.getViewportBounds().getHeight();
                if (content > viewport) {
                    Bounds b = scroll.getContent().sceneToLocal(node.localToScene(node.getBoundsInLocal()));
                    scroll.setVvalue(Math.max(0, Math.min(1, (b.getMinY() - 8) / (content - viewport))));
                }
            }
        });
    }
}
