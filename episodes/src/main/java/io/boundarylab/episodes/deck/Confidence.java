package io.boundarylab.episodes.deck;

/** How sure the learner was when answering, asked before the answer is revealed. */
public enum Confidence {
    SURE, UNSURE, GUESSING
}
