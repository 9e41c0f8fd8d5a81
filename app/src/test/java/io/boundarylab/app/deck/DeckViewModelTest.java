package io.boundarylab.app.deck;

import io.boundarylab.app.concurrent.DirectRunner;
import io.boundarylab.app.save.Progress;
import io.boundarylab.app.save.SavedPrediction;
import io.boundarylab.episodes.prediction.Verdict;
import io.boundarylab.episodes.content.Card;
import io.boundarylab.episodes.deck.CardProgress;
import io.boundarylab.episodes.deck.Confidence;
import io.boundarylab.episodes.deck.DeckChoiceOrder;
import io.boundarylab.episodes.deck.Rating;
import io.boundarylab.episodes.deck.Review;
import io.boundarylab.episodes.deck.DeckProgress;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import io.boundarylab.app.save.SaveStore;
import java.nio.file.Path;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The deck page's model without a window: joins, additions, answers and what is saved, on a clock the test moves. */
class DeckViewModelTest {

    private static final Instant T0 = Instant.parse("2026-03-02T09:00:00Z");
    private final AtomicReference<Instant> now = new AtomicReference<>(T0);
    private final List<DeckProgress> saved = new ArrayList<>();
    private final List<Review> logged = new ArrayList<>();

    private DeckViewModel model(DeckProgress start) {
        return new DeckViewModel(DeckWindow.messages(), new DirectRunner(), now::get, DeckWindow::bundledDeck, start, saved::add, logged::add,
                new SeeItRunner(() -> { throw new AssertionError("no kernel in this test"); }), 0x5EEDL);
    }

    @Test
    void onlyEpisodesPredictedWrongOrPartlyBringTheirCardsAndOnlyOnce() {
        Progress p = Progress.empty().predict("identity", new SavedPrediction("a", "", 50).withVerdict(Verdict.PARTLY))
                .predict("helper", new SavedPrediction("b", "", 50).withVerdict(Verdict.RIGHT))
                .predict("synthesis/x", new SavedPrediction("c", "", 50).withVerdict(Verdict.WRONG));
        assertEquals(List.of("identity"), DeckSaves.wrongEpisodes(p));
        DeckViewModel vm = model(DeckProgress.EMPTY);
        vm.load(List.of("node-execution-principles/identity"));
        List<String> joined = vm.progress().cards().stream().map(CardProgress::cardId).toList();
        assertTrue(joined.contains("localhost-in-a-container"), joined.toString());
        assertTrue(vm.progress().cards().stream().allMatch(c -> c.joinedFrom().equals("node-execution-principles/identity")));
        int savesAfterFirst = saved.size();
        // Loading again (the page reopened) changes nothing and saves nothing.
        DeckViewModel again = model(vm.progress());
        again.load(List.of("node-execution-principles/identity"));
        assertEquals(vm.progress(), again.progress());
        assertEquals(savesAfterFirst, saved.size());
    }

    @Test
    void addingCardsTakesTheNextFiveInDeckOrderAndAFreeAnswerIsJudgedByItsAcceptedForms() {
        DeckViewModel vm = model(DeckProgress.EMPTY);
        vm.load(List.of());
        assertEquals(DeckViewModel.Phase.EMPTY, vm.phaseProperty().get());
        vm.addNewCards();
        assertEquals(List.of("container-versus-vm", "cpu-vs-memory-ceiling", "free-shows-the-host", "root-in-a-container",
                "what-a-container-is"), vm.progress().cards().stream().map(CardProgress::cardId).toList());
        assertEquals(DeckViewModel.Phase.ASKING, vm.phaseProperty().get());
        while (vm.cardProperty().get() != null && !(vm.cardProperty().get().answer() instanceof Card.Free)) {
            vm.answer(rightShown(vm).given(), Confidence.SURE);
            assertTrue(vm.lastRightProperty().get(), vm.cardProperty().get().id());
            vm.next();
        }
        // The first five cards are all choices, each right and sure (easy: S0 = w3 = 8.2956 days): the
        // sitting ends, with nothing due for 8 days, and each answer was logged once.
        assertEquals(DeckViewModel.Phase.DONE, vm.phaseProperty().get());
        assertTrue(vm.statusProperty().get().contains("in 8 days"), vm.statusProperty().get());
        assertEquals(5, logged.size());
        assertTrue(logged.stream().allMatch(r -> r.rating() == Rating.EASY && r.elapsedDays() == -1), logged.toString());
        now.set(T0.plus(Duration.ofDays(8)));
        DeckViewModel tomorrow = model(vm.progress());
        tomorrow.load(List.of());
        assertEquals(DeckViewModel.Phase.ASKING, tomorrow.phaseProperty().get());

        DeckViewModel free = model(DeckProgress.EMPTY.join(List.of("exit-code-verdict"), CardProgress.ADDED, T0));
        now.set(T0);
        free.load(List.of());
        free.answer("  Zero. ", Confidence.UNSURE);
        assertTrue(free.lastRightProperty().get());
        // Right but unsure is good: S0 = w2 = 2.3065, two days.
        assertEquals("Right. Asked again in 2 days.", free.verdictProperty().get());
    }

    /**
     * The deck is one over every investigation: with 018 open, a wrong prediction saved in 017 and
     * one in 018 both bring their cards, each saying where it came from.
     */
    @Test
    void aWrongPredictionInAnyInvestigationBringsItsCardsWhicheverIsOpen(@TempDir Path folder) throws Exception {
        SaveStore store = new SaveStore(folder);
        store.useProgressOf("node-execution-principles");
        store.save(Progress.empty().predict("identity", new SavedPrediction("a", "", 50).withVerdict(Verdict.WRONG)));
        store.useProgressOf("what-returns-is-the-number");
        Progress open = Progress.empty().predict("alive-not-ready", new SavedPrediction("b", "", 70).withVerdict(Verdict.WRONG))
                .predict("missing-copy", new SavedPrediction("c", "", 70).withVerdict(Verdict.RIGHT));
        DeckViewModel vm = model(DeckProgress.EMPTY);
        vm.load(d -> DeckSaves.wrongPredictions(d, store, open));
        assertEquals("node-execution-principles/identity",
                vm.progress().card("localhost-in-a-container").orElseThrow().joinedFrom());
        assertEquals("what-returns-is-the-number/alive-not-ready",
                vm.progress().card("liveness-versus-readiness").orElseThrow().joinedFrom());
        assertFalse(vm.progress().contains("control-loop"), "missing-copy was predicted right: its cards stay out");
    }

    /** "Add 5 new cards" in the middle of a sitting keeps the card answered wrong: it is asked again until right. */
    @Test
    void aCardAnsweredWrongComesBackInTheSittingAfterCardsAreAdded() {
        DeckViewModel vm = model(DeckProgress.EMPTY.join(List.of("cpu-vs-memory-ceiling", "tag-versus-digest"), CardProgress.ADDED, T0));
        vm.load(List.of());
        String missed = vm.cardProperty().get().id();
        DeckChoiceOrder.Shown wrong = vm.shownChoices().stream().filter(s -> !s.equals(rightShown(vm))).findFirst().orElseThrow();
        vm.answer(wrong.given(), Confidence.SURE);
        vm.next();
        vm.addNewCards();
        List<String> asked = new ArrayList<>();
        while (vm.cardProperty().get() != null) {
            asked.add(vm.cardProperty().get().id());
            answerRight(vm);
            vm.next();
        }
        assertTrue(asked.contains(missed), missed + " was answered wrong and must come back; asked: " + asked);
        assertEquals(7, asked.size(), "the other first card, the five added and the one missed: " + asked);
    }

    private static void answerRight(DeckViewModel vm) {
        Card c = vm.cardProperty().get();
        vm.answer(c.answer() instanceof Card.Free f ? f.accepted().get(0) : rightShown(vm).given(), Confidence.SURE);
    }

    /** The shown choice whose words are the card's right answer: picked by what it says, never by its place. */
    static DeckChoiceOrder.Shown rightShown(DeckViewModel vm) {
        Card.Choices ch = (Card.Choices) vm.cardProperty().get().answer();
        String right = ch.options().get(ch.correct());
        return vm.shownChoices().stream().filter(s -> s.text().equals(right)).findFirst().orElseThrow();
    }

    @Test
    void aChoiceIsJudgedByWhichOneItIsWhereverItIsShown() {
        DeckViewModel vm = model(DeckProgress.EMPTY.join(List.of("cpu-vs-memory-ceiling", "tag-versus-digest"), CardProgress.ADDED, T0));
        vm.load(List.of());
        Card.Choices ch = (Card.Choices) vm.cardProperty().get().answer();
        List<DeckChoiceOrder.Shown> shown = vm.shownChoices();
        assertEquals(ch.options().size(), shown.size());
        assertEquals(java.util.Set.copyOf(ch.options()), java.util.Set.copyOf(shown.stream().map(DeckChoiceOrder.Shown::text).toList()));
        DeckChoiceOrder.Shown wrong = shown.stream().filter(s -> !s.equals(rightShown(vm))).findFirst().orElseThrow();
        vm.answer(wrong.given(), Confidence.SURE);
        assertFalse(vm.lastRightProperty().get(), "a wrong choice, wherever it was shown, is wrong");
        vm.next();
        vm.answer(rightShown(vm).given(), Confidence.SURE);
        assertTrue(vm.lastRightProperty().get());
    }

    @Test
    void aSavedCardTheDeckNoLongerHasIsKeptButNotAsked() {
        DeckProgress old = DeckProgress.EMPTY.join(List.of("a-card-from-a-later-version", "tag-versus-digest"), CardProgress.ADDED, T0);
        DeckViewModel vm = model(old);
        vm.load(List.of());
        assertEquals("tag-versus-digest", vm.cardProperty().get().id());
        assertTrue(vm.progress().contains("a-card-from-a-later-version"));
    }
}
