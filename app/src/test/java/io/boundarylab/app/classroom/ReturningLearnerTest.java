package io.boundarylab.app.classroom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.app.episode.EpisodeViewModel;
import io.boundarylab.app.lab.EpisodesLab;
import io.boundarylab.app.save.Progress;
import io.boundarylab.app.save.SaveStore;
import io.boundarylab.app.save.SavedExplanation;
import io.boundarylab.app.save.SavedPrediction;
import io.boundarylab.app.save.Settings;
import io.boundarylab.app.support.AppUiTest;
import io.boundarylab.episodes.content.Investigation;
import io.boundarylab.episodes.prediction.Verdict;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A learner returns with a class code for 018 after committing 018's first prediction and seeing its
 * run: the app starts on 017, the learner opens 018, and the prediction is there, committed, as it is
 * without a code; it cannot be committed over.
 */
class ReturningLearnerTest extends AppUiTest {
    private static final SavedPrediction COMMITTED = new SavedPrediction("wait-for-node", "the controller waits", 82, 60.0)
            .withVerdict(Verdict.WRONG).withExplanation(SavedExplanation.written("a ReplicaSet replaces the pod at once"));
    private Path config;
    private EpisodesLab inv018;

    @Override
    protected Path configDir() throws IOException {
        config = Files.createTempDirectory(root, "returning");
        try {
            Investigation i = Investigation.byId(Investigation.loadAllBundled(Locale.ENGLISH), "what-returns-is-the-number").orElseThrow();
            inv018 = new EpisodesLab(i);
            String code = ClassCodes.write(ClassCodes.setup(i, 42L, List.of(), List.of()), i);
            SaveStore store = new SaveStore(config);
            store.save(Settings.defaults().withClassCode(code));
            store.useProgressOf(i.id());
            store.save(Progress.empty().withLearnerSeed(17L).predict("missing-copy", COMMITTED).complete("missing-copy/naive"));
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
        return config;
    }

    @Test
    void everyCommittedPredictionShowsCommittedWithTheCodeAndCannotBeReplaced(FxRobot robot) throws Exception {
        robot.interact(() -> app.vm.load(inv018));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("what-returns-is-the-number", ((EpisodesLab) app.vm.labProperty().get()).investigation().id());
        assertTrue(app.vm.settingsProperty().get().classCode() != null);
        EpisodeViewModel vm = openEpisode(robot, "missing-copy");
        assertTrue(vm.committedProperty().get(), "committed, as without a code");
        assertEquals(COMMITTED.choice(), vm.choiceProperty().get());
        assertEquals(82, vm.confidenceProperty().get());
        assertFalse(vm.canCommitProperty().get(), "a committed prediction cannot be committed again");
        SavedPrediction kept = app.vm.progressProperty().get().predictions().get("missing-copy");
        assertEquals(82, kept.confidencePercent());
        assertEquals(Verdict.WRONG, kept.verdict());
        assertEquals("a ReplicaSet replaces the pod at once", kept.explanation().text());
    }
}
