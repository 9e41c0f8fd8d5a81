package io.boundarylab.app.save;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** deck.json beside progress.json: written whole, read entry by entry, and absent in older folders. */
class DeckSaveTest {

    @TempDir
    Path dir;

    private static final SavedDeck.SavedCard CARD = new SavedDeck.SavedCard(2, 236, 6, "2026-03-08T09:00:00Z",
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
    }

    @Test
    void theDeckRoundTripsAndLeavesProgressAlone() throws Exception {
        SaveStore store = new SaveStore(dir);
        store.save(Progress.empty().at("fate"));
        store.write(store.snapshot(new SavedDeck(SavedDeck.FORMAT, Map.of("graceful-shutdown", CARD))));
        SaveStore again = new SaveStore(dir);
        assertEquals(Map.of("graceful-shutdown", CARD), again.loadDeck().cards());
        assertEquals("fate", again.loadProgress().current());
        assertTrue(Files.readString(dir.resolve(SaveStore.DECK)).contains("\"format\" : \"boundary-lab/deck/v1\""));
    }

    @Test
    void aDamagedCardCostsThatCardOnlyAndTheLearnerIsToldWhich() throws Exception {
        Files.writeString(dir.resolve(SaveStore.DECK), "{\"cards\":{"
                + "\"a\":{\"repetitions\":1,\"easinessHundredths\":250,\"intervalDays\":1,\"due\":\"2026-03-03T09:00:00Z\",\"reviews\":1,\"lapses\":0,\"joinedFrom\":\"added\"},"
                + "\"b\":{\"repetitions\":1,\"easinessHundredths\":90,\"intervalDays\":1,\"due\":\"2026-03-03T09:00:00Z\"},"
                + "\"c\":{\"repetitions\":1,\"easinessHundredths\":250,\"intervalDays\":1,\"due\":\"next tuesday\"}}}");
        SaveStore store = new SaveStore(dir);
        SavedDeck d = store.loadDeck();
        assertEquals(List.of("a"), List.copyOf(d.cards().keySet()));
        List<String> dropped = store.notices().get(0).dropped().stream().map(x -> x.field() + " " + x.problem()).toList();
        // 0.9 is below SM-2's floor of 1.3: out of range; "next tuesday" is no instant.
        assertEquals(List.of("cards.b.easinessHundredths OUT_OF_RANGE", "cards.c.due UNKNOWN_VALUE"), dropped);
        assertTrue(Files.exists(dir.resolve(SaveStore.DECK + ".bad-1")), "the file as it was is kept");
    }
}
