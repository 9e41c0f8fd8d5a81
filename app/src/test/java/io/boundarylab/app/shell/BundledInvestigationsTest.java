package io.boundarylab.app.shell;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.app.concurrent.DirectRunner;
import io.boundarylab.app.support.Await;
import io.boundarylab.episodes.content.ContentException;
import io.boundarylab.episodes.content.Investigation;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * One reading of the bundled content per language, whoever asks: the window on the FX thread
 * ({@link BundledInvestigations#whenRead}) and background work such as a playground save
 * ({@link BundledInvestigations#in}), also two at once.
 */
class BundledInvestigationsTest {
    private static final Locale SPANISH = Locale.forLanguageTag("es");
    private final List<Locale> reads = Collections.synchronizedList(new ArrayList<>());

    @Test
    void twoAskingForALanguageAtOnceShareOneRead() throws Exception {
        CountDownLatch begun = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        BundledInvestigations bundled = new BundledInvestigations(locale -> {
            reads.add(locale);
            begun.countDown();
            try {
                assertTrue(release.await(Await.BOUND.toSeconds(), TimeUnit.SECONDS), "released");
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return Investigation.loadAllBundled(locale);
        }, Locale.ENGLISH, new DirectRunner());
        AtomicReference<Investigation> first = new AtomicReference<>();
        AtomicReference<Investigation> second = new AtomicReference<>();
        Thread a = asker(bundled, first);
        a.start();
        Await.until("the first read begun", () -> begun.getCount() == 0);
        Thread b = asker(bundled, second);
        b.start();
        Await.until("the second asker waiting for the first read", () -> b.getState() == Thread.State.BLOCKED);
        release.countDown();
        a.join(Await.BOUND.toMillis());
        b.join(Await.BOUND.toMillis());
        assertFalse(a.isAlive() || b.isAlive(), "both answered");
        assertEquals(List.of(SPANISH), reads, "one read for both");
        assertSame(first.get(), second.get());
    }

    private static Thread asker(BundledInvestigations bundled, AtomicReference<Investigation> into) {
        return new Thread(() -> {
            try {
                into.set(bundled.in(SPANISH));
            } catch (ContentException e) {
                throw new IllegalStateException(e);
            }
        });
    }

    @Test
    void theWindowsReadAndBackgroundWorkShareTheReadOfTheWindowsLanguage() throws Exception {
        BundledInvestigations bundled = new BundledInvestigations(locale -> {
            reads.add(locale);
            return Investigation.loadAllBundled(locale);
        }, Locale.ENGLISH, new DirectRunner());
        Investigation first = bundled.in(Locale.ENGLISH);
        List<List<Investigation>> shown = new ArrayList<>();
        bundled.whenRead(shown::add, e -> { });
        assertEquals(List.of(Locale.ENGLISH), reads);
        assertSame(first, shown.get(0).get(0), "the investigation the window shows is the one background work was given");
        bundled.in(SPANISH);
        bundled.in(SPANISH);
        assertEquals(List.of(Locale.ENGLISH, SPANISH), reads);
    }
}
