package io.boundarylab.app.save;

import io.boundarylab.episodes.deck.Rating;
import io.boundarylab.episodes.deck.Review;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * deck.json beside progress.json: written whole, read entry by entry, absent in older folders, and
 * converted from SM-2's state when it was saved before FSRS; deck-reviews.csv appended per review.
 */
class DeckSaveTest {

    @TempDir
    Path dir;

    private static final SavedDeck.SavedCard CARD = new SavedDeck.SavedCard(10.9643323358, 2.1112142358, "2026-03-08T09:00:00Z",
            "2026-03-02T09:00:00Z", 3, 1, "node-execution-principles/fate");

    @Test
    void aFolderFromBeforeTheDeckLoadsItsProgressAndAnEmptyDeck() throws Exception {
        // A progress file as version 1 wrote it, without any deck: everything still loads.
        Files.writeString(dir.resolve(SaveStore.PROGRESS), "{\"format\":\"boundary-lab/progress/v1\",\"current\":\"prologue\","
                + "\"visited\":[\"hook\",\"prologue\"],\"completed\":[],\"predictions\":{}}");
        SaveStore store = new SaveStore(dir);
        assertEquals("prologue", store.loadProgress().current());
        assertTrue(store.loadDeck().cards().isEmpty());
        assertTrue(store.notices().isEmpty());
        assertFalse(Files.exists(dir.resolve(SaveStore.DECK)), "no deck, nothing written");
    }

    @Test
    void theDeckRoundTripsAndLeavesProgressAlone() throws Exception {
        SaveStore store = new SaveStore(dir);
        store.save(Progress.empty().at("fate"));
        SavedDeck.SavedCard fresh = new SavedDeck.SavedCard(null, null, "2026-03-02T09:00:00Z", null, 0, 0, "added");
        store.write(store.snapshot(new SavedDeck(SavedDeck.FORMAT, Map.of("graceful-shutdown", CARD, "tag-versus-digest", fresh))));
        SaveStore again = new SaveStore(dir);
        assertEquals(Map.of("graceful-shutdown", CARD, "tag-versus-digest", fresh), again.loadDeck().cards());
        assertEquals("fate", again.loadProgress().current());
        assertTrue(Files.readString(dir.resolve(SaveStore.DECK)).contains("\"format\" : \"boundary-lab/deck/v2\""));
        assertTrue(again.notices().isEmpty());
    }

    /**
     * A deck.json as the SM-2 version wrote it (the fixture) loads, each card converted with fsrs-rs's
     * rule at retention 0.9 (S = the interval; D = 11 − (EF − 1) / (e^w8 · S^(−w9) · (e^(0.1·w10) − 1))):
     * EF 2.36, I 6: e^1.8722 (6.5025864) × 6^(−0.1666) (0.7419250) × e^0.0796 − 1 (0.0828538) = 0.3997227;
     * D = 11 − 1.36 / 0.3997227 = 7.5976410. EF 2.5, I 10: 0.3671122; D = 11 − 1.5 / 0.3671122 = 6.9140552.
     * A card SM-2 never scheduled (interval 0) is new. The file is then written in the new form.
     */
    @Test
    void progressSavedUnderSm2LoadsConvertedAndIsSavedInTheNewForm() throws Exception {
        try (InputStream in = DeckSaveTest.class.getResourceAsStream("deck-v1-sm2.json")) {
            Files.write(dir.resolve(SaveStore.DECK), in.readAllBytes());
        }
        SaveStore store = new SaveStore(dir);
        SavedDeck d = store.loadDeck();
        assertTrue(store.notices().isEmpty(), store.notices().toString());
        SavedDeck.SavedCard g = d.cards().get("graceful-shutdown");
        assertEquals(6.0, g.stability(), 1e-9);
        assertEquals(7.5976409790, g.difficulty(), 1e-9);
        assertEquals("2026-03-08T09:00:00Z", g.due());
        assertEquals("2026-03-02T09:00:00Z", g.lastReviewed());
        assertEquals(List.of(3, 1, "node-execution-principles/fate"), List.of(g.reviews(), g.lapses(), g.joinedFrom()));
        SavedDeck.SavedCard t = d.cards().get("tag-versus-digest");
        assertEquals(10.0, t.stability(), 1e-9);
        assertEquals(6.9140552358, t.difficulty(), 1e-9);
        SavedDeck.SavedCard n = d.cards().get("cpu-vs-memory-ceiling");
        assertNull(n.stability());
        assertNull(n.difficulty());
        String file = Files.readString(dir.resolve(SaveStore.DECK));
        assertTrue(file.contains("\"format\" : \"boundary-lab/deck/v2\""), file);
        assertFalse(file.contains("easinessHundredths"), file);
        // Read again, the new form gives the same deck.
        assertEquals(d, new SaveStore(dir).loadDeck());
    }

    @Test
    void aDamagedCardCostsThatCardOnlyAndTheLearnerIsToldWhich() throws Exception {
        Files.writeString(dir.resolve(SaveStore.DECK), "{\"cards\":{"
                + "\"a\":{\"repetitions\":1,\"easinessHundredths\":250,\"intervalDays\":1,\"due\":\"2026-03-03T09:00:00Z\",\"reviews\":1,\"lapses\":0,\"joinedFrom\":\"added\"},"
                + "\"b\":{\"repetitions\":1,\"easinessHundredths\":90,\"intervalDays\":1,\"due\":\"2026-03-03T09:00:00Z\"},"
                + "\"c\":{\"repetitions\":1,\"easinessHundredths\":250,\"intervalDays\":1,\"due\":\"next tuesday\"},"
                + "\"d\":{\"stability\":0,\"difficulty\":5,\"due\":\"2026-03-03T09:00:00Z\"},"
                + "\"e\":{\"stability\":3.5,\"due\":\"2026-03-03T09:00:00Z\"},"
                + "\"f\":{\"stability\":3.5,\"difficulty\":\"hard\",\"due\":\"2026-03-03T09:00:00Z\"}}}");
        SaveStore store = new SaveStore(dir);
        SavedDeck d = store.loadDeck();
        assertEquals(List.of("a"), List.copyOf(d.cards().keySet()));
        // EF 2.5, I 1: S = 1; D = 11 − 1.5 / (6.5025864 × 1 × 0.0828538) = 11 − 1.5 / 0.5387642 = 8.2158509.
        assertEquals(8.2158508876, d.cards().get("a").difficulty(), 1e-9);
        List<String> dropped = store.notices().get(0).dropped().stream().map(x -> x.field() + " " + x.problem()).toList();
        // 0.9 is below SM-2's floor of 1.3; "next tuesday" is no instant; a stability below 0.001 is out of range;
        // a stability without its difficulty is incomplete; "hard" is no number.
        assertEquals(List.of("cards.b.easinessHundredths OUT_OF_RANGE", "cards.c.due UNKNOWN_VALUE", "cards.d.stability OUT_OF_RANGE",
                "cards.e.difficulty MISSING", "cards.f.difficulty NOT_A_NUMBER"), dropped);
        assertTrue(Files.exists(dir.resolve(SaveStore.DECK + ".bad-1")), "the file as it was is kept");
    }

    /**
     * One row per review, in the srs-benchmark's revlog columns. 2026-03-02 is day 20514 after 1970-01-01
     * (56 × 365 + 14 leap days = 20454 to 2026-01-01, then 31 + 28 + 1). The second review of "a" is
     * 2 days 3 hours later: 183600 s, 2 whole days.
     */
    @Test
    void eachReviewIsAppendedToTheReviewLogAndACutRowIsDropped() throws Exception {
        Instant t0 = Instant.parse("2026-03-02T09:00:00Z");
        SaveStore store = new SaveStore(dir);
        store.logReview(new Review("a", t0, Rating.GOOD, -1, -1));
        store.logReview(new Review("b", t0.plusSeconds(60), Rating.AGAIN, -1, -1));
        Path log = dir.resolve(SaveStore.REVIEWS);
        // A crash in the middle of a row leaves part of it: the next append removes it first.
        Files.writeString(log, "c,3,205", java.nio.file.StandardOpenOption.APPEND);
        store.logReview(new Review("a", t0.plusSeconds(183_600), Rating.HARD, 2, 183_600));
        assertEquals(List.of("card_id,review_th,day_offset,delta_t,rating,elapsed_days,elapsed_seconds",
                "a,1,20514,0,3,-1,-1",
                "b,2,20514,0,1,-1,-1",
                "a,3,20516,2,2,2,183600"), Files.readAllLines(log));
    }
}
