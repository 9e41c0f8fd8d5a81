package io.boundarylab.app.shell;

import io.boundarylab.app.concurrent.BackgroundRunner;
import io.boundarylab.episodes.content.ContentException;
import io.boundarylab.episodes.content.Investigation;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;

/**
 * The investigations shipped with the app, read once per window (in its language), off the FX
 * thread: the launch page, the investigation shown at launch, the start page's rows and the
 * Investigations menu all wait for the same read instead of each parsing every investigation
 * again. A read that failed is forgotten, so the next one asked for tries again. Used on the FX
 * thread only.
 */
public final class BundledInvestigations {

    /** How the bundled content is read: {@link Investigation#loadAllBundled} in the app, a counting one in tests. */
    @FunctionalInterface
    interface Reader {
        List<Investigation> read(Locale locale) throws ContentException;
    }

    private record Waiter(Consumer<List<Investigation>> onRead, Consumer<Throwable> onError) {
    }

    private final Reader reader;
    private final Locale locale;
    private final BackgroundRunner runner;
    private final List<Waiter> waiting = new ArrayList<>();
    private List<Investigation> read;
    private boolean reading;

    /** The investigations shipped with the app, in a language, read on {@code runner} when first asked for. */
    public static BundledInvestigations of(Locale locale, BackgroundRunner runner) {
        return new BundledInvestigations(Investigation::loadAllBundled, locale, runner);
    }

    BundledInvestigations(Reader reader, Locale locale, BackgroundRunner runner) {
        this.reader = reader;
        this.locale = locale;
        this.runner = runner;
    }

    /**
     * Calls {@code onRead} with every bundled investigation, or {@code onError} with why they could
     * not be read, on the FX thread: at once when they were read already, else when the one read
     * under way (started now if there is none) ends.
     */
    public void whenRead(Consumer<List<Investigation>> onRead, Consumer<Throwable> onError) {
        if (read != null) {
            onRead.accept(read);
            return;
        }
        waiting.add(new Waiter(onRead, onError));
        if (reading) {
            return;
        }
        reading = true;
        runner.run(() -> reader.read(locale), all -> {
            if (read == null) {
                read = List.copyOf(all);
            }
            answer(w -> w.onRead().accept(read));
        }, e -> answer(w -> w.onError().accept(e)));
    }

    private void answer(Consumer<Waiter> each) {
        reading = false;
        List<Waiter> now = List.copyOf(waiting);
        waiting.clear();
        now.forEach(each);
    }
}
