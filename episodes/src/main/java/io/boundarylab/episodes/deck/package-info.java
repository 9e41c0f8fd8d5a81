/**
 * The concept deck as a learner works through it: spaced repetition with FSRS-6 ({@link
 * io.boundarylab.episodes.deck.Fsrs}), each card's progress and review, today's queue of due cards, and the
 * engine runs behind the cards' "see it" buttons. The clock is always passed in.
 */
package io.boundarylab.episodes.deck;
