package io.boundarylab.episodes.deck;

import java.time.Instant;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Optional;

/**
 * One sitting with the deck: the cards due when it starts, asked in order. Every answer is a review
 * FSRS schedules (a second one the same day with FSRS-6's same-day stability, see {@link Fsrs}); a
 * card answered wrong (rated again) goes to the back of the queue and is asked again until it is
 * answered right, as Anki relearns a lapsed card the same day. Not thread-safe: one learner, one thread.
 */
public final class DeckSession {

    private final Deque<String> queue = new ArrayDeque<>();
    private DeckProgress progress;
    private int answered;
    private int right;

    public DeckSession(DeckProgress progress, Instant now) {
        this.progress = progress;
        for (CardProgress c : progress.due(now)) queue.add(c.cardId());
    }

    /** The card to ask now, if any are left. */
    public Optional<String> current() {
        return Optional.ofNullable(queue.peekFirst());
    }

    /** Cards still to ask in this sitting (repeats included). */
    public int remaining() {
        return queue.size();
    }

    public int answered() {
        return answered;
    }

    public int answeredRight() {
        return right;
    }

    /** The deck as this sitting left it so far. */
    public DeckProgress progress() {
        return progress;
    }

    /**
     * Records the answer to the current card, schedules it and moves on.
     *
     * @return the review, for the review log
     */
    public Review answer(boolean isRight, Confidence confidence, Instant now) {
        String id = queue.peekFirst();
        if (id == null) throw new IllegalStateException("no card to answer");
        Review r = progress.review(id, Rating.of(isRight, confidence), now);
        queue.pollFirst();
        answered++;
        if (isRight) right++;
        progress = progress.graded(r);
        if (r.rating() == Rating.AGAIN) queue.addLast(id);
        return r;
    }

    /**
     * Cards that joined the deck during the sitting ({@code joined} holds them): asked after the
     * cards still queued, so a card answered wrong is still asked again until it is answered right,
     * and among themselves in the order a new sitting would ask them (the longest-waiting first, then by id).
     */
    public void join(DeckProgress joined, List<String> cardIds) {
        progress = joined;
        cardIds.stream().distinct().filter(id -> !queue.contains(id) && joined.contains(id))
                .sorted(java.util.Comparator.<String, Instant>comparing(id -> joined.card(id).orElseThrow().due()).thenComparing(id -> id))
                .forEach(queue::addLast);
    }

    /** Leaves the current card out of this sitting without grading it (a card the loaded deck no longer has). */
    public void skip() {
        queue.pollFirst();
    }

    /** The ids still queued, in order (for tests and the page's counter). */
    public List<String> queued() {
        return List.copyOf(queue);
    }
}
