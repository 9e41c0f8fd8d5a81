package io.boundarylab.app.deck;

import io.boundarylab.app.save.Progress;
import io.boundarylab.app.save.SaveStore;
import io.boundarylab.app.save.SavedDeck;
import io.boundarylab.app.save.SavedPrediction;
import io.boundarylab.episodes.prediction.Verdict;
import io.boundarylab.episodes.content.Deck;
import io.boundarylab.episodes.deck.CardProgress;
import io.boundarylab.episodes.deck.DeckProgress;
import io.boundarylab.episodes.deck.Fsrs;

import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The deck's progress to and from its saved form, and the episodes whose prediction was wrong. */
final class DeckSaves {

    private DeckSaves() {
    }

    static DeckProgress fromSaved(SavedDeck saved) {
        List<CardProgress> cards = new ArrayList<>();
        saved.cards().forEach((id, c) -> cards.add(new CardProgress(id,
                c.stability() == null || c.difficulty() == null ? null : new Fsrs.Memory(c.stability(), c.difficulty()),
                Instant.parse(c.due()), c.lastReviewed() == null ? null : Instant.parse(c.lastReviewed()), c.reviews(), c.lapses(), c.joinedFrom())));
        return DeckProgress.of(cards);
    }

    static SavedDeck toSaved(DeckProgress progress) {
        Map<String, SavedDeck.SavedCard> cards = new LinkedHashMap<>();
        for (CardProgress c : progress.cards()) {
            cards.put(c.cardId(), new SavedDeck.SavedCard(c.memory() == null ? null : c.memory().stability(),
                    c.memory() == null ? null : c.memory().difficulty(), c.due().toString(), c.lastReviewed() == null ? null : c.lastReviewed().toString(), c.reviews(), c.lapses(), c.joinedFrom()));
        }
        return new SavedDeck(SavedDeck.FORMAT, cards);
    }

    /**
     * The wrong predictions of every investigation the deck links to, as {@code investigation/episode}:
     * the deck is one over all of them, whichever is open. The open investigation's progress is
     * {@code open} (newer than its file while a save is on its way); the others' are read from the store.
     */
    static List<String> wrongPredictions(Deck deck, SaveStore store, Progress open) {
        java.util.SortedSet<String> investigations = new java.util.TreeSet<>();
        deck.cards().forEach(c -> c.links().forEach(l -> investigations.add(l.investigation())));
        List<String> out = new ArrayList<>();
        for (String id : investigations) {
            boolean isOpen = SaveStore.progressFileFor(id).equals(store.progressFile());
            for (String episode : wrongEpisodes(isOpen ? open : store.peekProgressOf(id))) out.add(id + "/" + episode);
        }
        return out;
    }

    /**
     * The episodes whose committed prediction the runs judged wrong or partly wrong, by episode id.
     * Synthesis predictions ({@code synthesis/...}) are left out: they
     * repeat the episodes' questions.
     */
    static List<String> wrongEpisodes(Progress progress) {
        List<String> out = new ArrayList<>();
        // Sorted: the saved map has no order of its own.
        for (Map.Entry<String, SavedPrediction> e : new java.util.TreeMap<>(progress.predictions()).entrySet()) {
            Verdict v = e.getValue().verdict();
            if (!e.getKey().contains("/") && (v == Verdict.WRONG || v == Verdict.PARTLY)) out.add(e.getKey());
        }
        return out;
    }
}
