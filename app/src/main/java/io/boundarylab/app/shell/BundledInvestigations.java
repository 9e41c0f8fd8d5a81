package io.boundarylab.app.shell;

import io.boundarylab.app.concurrent.BackgroundRunner;
import io.boundarylab.episodes.content.ContentException;
import io.boundarylab.episodes.content.Investigation;
import io.boundarylab.episodes.playground.BundledContent;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;

/**
 * The investigations shipped with the app, read once per window and language, off the FX thread:
 * the launch page, the investigation shown at launch, the start page's rows and the Investigations
 * menu all wait for the same read of the window's language instead of each parsing every
 * investigation again, and the playground's runs and saves take their phrases from the same reads
 * (a saved lesson copies every language's). A read that failed is forgotten, so the next one asked
 * for tries again. {@link #whenRead} is for the FX thread; {@link #in} for background work.
 */
public final class BundledInvestigations implements BundledContent {

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
    private boolean reading;
    /** Each language's investigations once read; a language is read under its own lock, so two asking at once read it once. */
    private final Map<Locale, List<Investigation>> read = new ConcurrentHashMap<>();
    private final Map<Locale, Object> readingLanguage = new ConcurrentHashMap<>();

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
        List<Investigation> done = read.get(locale);
        if (done != null) {
            onRead.accept(done);
            return;
        }
        waiting.add(new Waiter(onRead, onError));
        if (reading) {
            return;
        }
        reading = true;
        runner.run(() -> all(locale), all -> answer(w -> w.onRead().accept(all)), e -> answer(w -> w.onError().accept(e)));
    }

    /**
     * Every bundled investigation in a language, read the first time it is asked for and kept. Off
     * the FX thread: a first read takes a while.
     */
    private List<Investigation> all(Locale language) throws ContentException {
        List<Investigation> done = read.get(language);
        if (done != null) {
            return done;
        }
        synchronized (readingLanguage.computeIfAbsent(language, l -> new Object())) {
            done = read.get(language);
            if (done == null) {
                done = List.copyOf(reader.read(language));
                read.put(language, done);
            }
            return done;
        }
    }

    /** The first bundled investigation in a language, whose phrases a playground verdict and a saved lesson use. Off the FX thread. */
    @Override
    public Investigation in(Locale language) throws ContentException {
        return Investigation.first(all(language));
    }

    private void answer(Consumer<Waiter> each) {
        reading = false;
        List<Waiter> now = List.copyOf(waiting);
        waiting.clear();
        now.forEach(each);
    }
}
