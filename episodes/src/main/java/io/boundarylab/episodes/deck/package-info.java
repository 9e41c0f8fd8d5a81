/**
 * The concept deck as a learner works through it: spaced repetition with SM-2 ({@link
 * io.boundarylab.episodes.deck.Sm2}), each card's progress, today's queue of due cards, and the
 * engine runs behind the cards' "see it" buttons. The clock is always passed in.
 */
package io.boundarylab.episodes.deck;
