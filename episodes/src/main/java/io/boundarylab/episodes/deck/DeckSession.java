package io.boundarylab.episodes.deck;

import java.time.Instant;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * One sitting with the deck: the cards due when it starts, asked in order. The first answer to a
 * card in the sitting is the one SM-2 grades; a card graded below 4 goes to the back of the queue
 * and is asked again until it reaches 4 (SM-2's rule 7, see {@link Sm2}), without being scheduled
 * again. Not thread-safe: one learner, one thread.
 */
public final class DeckSession {

    private final Deque<String> queue = new ArrayDeque<>();
    private final Set<String> graded = new HashSet<>();
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
     * Records the answer to the current card and moves on.
     *
     * @return the SM-2 grade given
     */
    public int answer(boolean isRight, Confidence confidence, Instant now) {
        String id = queue.pollFirst();
        if (id == null) throw new IllegalStateException("no card to answer");
        int q = Sm2.grade(isRight, confidence);
        answered++;
        if (isRight) right++;
        if (graded.add(id)) progress = progress.graded(id, q, now);
        if (q < 4) queue.addLast(id);
        return q;
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
