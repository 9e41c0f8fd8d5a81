package io.boundarylab.app.shell;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.boundarylab.app.concurrent.DirectRunner;
import io.boundarylab.app.i18n.Messages;
import io.boundarylab.app.save.SaveStore;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A learner's seed is made once, from the source the edge injects, saved, and then kept. */
class LearnerSeedTest {
    @TempDir
    Path dir;

    @Test
    void theSeedIsDrawnOnceAndKeptAcrossStarts() throws Exception {
        AtomicInteger draws = new AtomicInteger();
        MainViewModel first = new MainViewModel(new Messages(Locale.ENGLISH), new SaveStore(dir), new DirectRunner(),
                () -> 1000L + draws.incrementAndGet());
        assertEquals(1001L, first.learnerSeed());
        new SaveStore(dir).save(first.progressProperty().get());
        MainViewModel again = new MainViewModel(new Messages(Locale.ENGLISH), new SaveStore(dir), new DirectRunner(),
                () -> 1000L + draws.incrementAndGet());
        assertEquals(1001L, again.learnerSeed(), "the saved seed wins");
        assertEquals(1, draws.get(), "the source is asked only on the first start");
    }

    @Test
    void theFirstStartSavesTheSeedAtOnceSoARestartKeepsItWithoutAnythingElseSaved() {
        new MainViewModel(new Messages(Locale.ENGLISH), new SaveStore(dir), new DirectRunner(), () -> 1234L);
        assertEquals(1234L, new SaveStore(dir).peekProgressOf(null).learnerSeed());
        MainViewModel again = new MainViewModel(new Messages(Locale.ENGLISH), new SaveStore(dir), new DirectRunner(),
                () -> { throw new AssertionError("the saved seed is used"); });
        assertEquals(1234L, again.learnerSeed());
    }

    /** Saved before the first start saved its seed: only the last investigation's own file held it. */
    @Test
    void aLearnerWhoseSeedOnlyTheLastInvestigationsFileHoldsKeepsIt() throws Exception {
        SaveStore before = new SaveStore(dir);
        before.save(io.boundarylab.app.save.Settings.defaults().withInvestigation("what-returns-is-the-number"));
        before.useProgressOf("what-returns-is-the-number");
        before.save(io.boundarylab.app.save.Progress.empty().withLearnerSeed(77L));
        MainViewModel vm = new MainViewModel(new Messages(Locale.ENGLISH), new SaveStore(dir), new DirectRunner(),
                () -> { throw new AssertionError("no new seed: the learner has one"); });
        assertEquals(77L, vm.learnerSeed());
        assertEquals(77L, new SaveStore(dir).peekProgressOf(null).learnerSeed(), "and it is saved where the next start looks");
    }
}
