package io.boundarylab.episodes.deck;

import java.time.Instant;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * A learner's deck: the cards that joined it and where each stands. Immutable; every change
 * returns a new one. Kept in id order, so that what is saved and asked never depends on hash order.
 */
public final class DeckProgress {

    public static final DeckProgress EMPTY = new DeckProgress(Map.of());

    private final TreeMap<String, CardProgress> cards;

    private DeckProgress(Map<String, CardProgress> cards) {
        this.cards = new TreeMap<>(cards);
    }

    public static DeckProgress of(Collection<CardProgress> cards) {
        TreeMap<String, CardProgress> m = new TreeMap<>();
        for (CardProgress c : cards) m.put(c.cardId(), c);
        return new DeckProgress(m);
    }

    public List<CardProgress> cards() {
        return List.copyOf(cards.values());
    }

    public Optional<CardProgress> card(String id) {
        return Optional.ofNullable(cards.get(id));
    }

    public boolean contains(String id) {
        return cards.containsKey(id);
    }

    /**
     * Cards join, asked at once: new ones from {@code from}; ones already in the deck are brought
     * forward to now (a wrong prediction is a reason to ask again), their memory kept.
     */
    public DeckProgress join(List<String> cardIds, String from, Instant now) {
        TreeMap<String, CardProgress> m = new TreeMap<>(cards);
        for (String id : cardIds) {
            CardProgress old = m.get(id);
            if (old == null) m.put(id, CardProgress.joining(id, from, now));
            else if (old.due().isAfter(now))
                m.put(id, old.dueAt(now));
        }
        return new DeckProgress(m);
    }

    /** The cards due at {@code now}: the longest-waiting first, then by id. */
    public List<CardProgress> due(Instant now) {
        return cards.values().stream().filter(c -> c.isDue(now))
                .sorted(Comparator.comparing(CardProgress::due).thenComparing(CardProgress::cardId)).toList();
    }

    /** The next time a card falls due after {@code now}, if any. */
    public Optional<Instant> nextDue(Instant now) {
        return cards.values().stream().map(CardProgress::due).filter(d -> d.isAfter(now)).min(Comparator.naturalOrder());
    }

    /** The review of one card (it must be in the deck) rated {@code g} at {@code now}, not yet applied. */
    public Review review(String id, Rating g, Instant now) {
        return card(id).orElseThrow(() -> new IllegalArgumentException("card not in the deck: " + id)).review(g, now);
    }

    /** After a review (its card must be in the deck). */
    public DeckProgress graded(Review r) {
        CardProgress old = cards.get(r.cardId());
        if (old == null) throw new IllegalArgumentException("card not in the deck: " + r.cardId());
        TreeMap<String, CardProgress> m = new TreeMap<>(cards);
        m.put(r.cardId(), old.graded(r));
        return new DeckProgress(m);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof DeckProgress d && d.cards.equals(cards);
    }

    @Override
    public int hashCode() {
        return cards.hashCode();
    }
}
