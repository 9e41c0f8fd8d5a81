/**
 * The concept deck in the app: the deck page (ask the due cards, record right or wrong and
 * confidence, schedule with FSRS-6, log each review), the "see it" runs beside each explanation (the engine's
 * version, and the real kernel's through the bridge where this machine allows), and the cards an
 * episode's wrong prediction brings into the learner's deck.
 */
package io.boundarylab.app.deck;
