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
}
