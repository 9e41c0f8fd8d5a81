package io.boundarylab.app.deck;

import io.boundarylab.app.concurrent.DirectRunner;
import io.boundarylab.app.i18n.Messages;
import io.boundarylab.app.save.SaveStore;
import io.boundarylab.app.shell.MainViewModel;
import io.boundarylab.bridge.sandbox.Host;
import io.boundarylab.episodes.content.Card;
import io.boundarylab.episodes.deck.DeckChoiceOrder;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

/**
 * Two learners, each with their own config folder, as the app starts for them: the seed each first
 * start draws and saves orders the deck page's choices, so the same card comes in two orders, and
 * for one learner in the same order again after a restart.
 */
class DeckOrderPerLearnerTest {

    private static final Instant T0 = Instant.parse("2026-03-02T09:00:00Z");

    @TempDir
    Path ada;

    @TempDir
    Path bo;

    /** The app starting on a config folder, then the deck page opened from it: the texts of the first card's choices as shown. */
    private static List<String> firstCardAsShown(Path config, long seedIfNew, boolean addCards) {
        SaveStore store = new SaveStore(config);
        MainViewModel app = new MainViewModel(new Messages(Locale.ENGLISH), store, new DirectRunner(), () -> seedIfNew);
        DeckViewModel deck = DeckWindow.model(store, new DirectRunner(), () -> T0, Host::detect, app.progressProperty().get().learnerSeed());
        deck.load(List.of());
        if (addCards) deck.addNewCards();
        assertEquals("container-versus-vm", deck.cardProperty().get().id(), "the first card of the sitting, asked by id");
        return deck.shownChoices().stream().map(DeckChoiceOrder.Shown::text).toList();
    }

    @Test
    void oneCardComesInEachLearnersOwnOrderAndStaysSoAfterARestart() throws Exception {
        List<String> adaSees = firstCardAsShown(ada, 1001L, true);
        List<String> boSees = firstCardAsShown(bo, 2002L, true);
        Card card = DeckWindow.bundledDeck().card("container-versus-vm").orElseThrow();
        List<String> inFile = ((Card.Choices) card.answer()).options();
        assertEquals(Set.copyOf(inFile), Set.copyOf(adaSees), "every choice, each once");
        assertEquals(inFile.size(), adaSees.size());
        assertEquals(Set.copyOf(inFile), Set.copyOf(boSees));
        assertNotEquals(adaSees, boSees, "two learners, two orders of one card");

        // A restart: nothing but what the first start saved; a new seed drawn now would be a bug.
        List<String> adaAgain = firstCardAsShown(ada, 999_999L, false);
        assertEquals(adaSees, adaAgain, "the same learner sees the same order after a restart");
    }
}
