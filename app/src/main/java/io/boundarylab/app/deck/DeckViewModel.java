package io.boundarylab.app.deck;

import io.boundarylab.app.concurrent.BackgroundRunner;
import io.boundarylab.app.i18n.Messages;
import io.boundarylab.episodes.content.Card;
import io.boundarylab.episodes.content.Deck;
import io.boundarylab.episodes.deck.CardProgress;
import io.boundarylab.episodes.deck.Confidence;
import io.boundarylab.episodes.deck.DeckChoiceOrder;
import io.boundarylab.episodes.deck.DeckProgress;
import io.boundarylab.episodes.deck.DeckSession;
import io.boundarylab.episodes.deck.Rating;
import io.boundarylab.episodes.deck.Review;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.ReadOnlyBooleanProperty;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * The deck page's state and intents: load the deck, let cards join (added by the learner, or
 * brought by a wrong prediction), ask the due ones one by one, judge and grade each answer with
 * the learner's confidence, schedule it with FSRS-6, save it, log the review, and run a card's "see it" experiment.
 * The clock is passed in; loading and experiments run on the {@link BackgroundRunner}.
 */
public final class DeckViewModel {

    /** Where the page is. */
    public enum Phase { LOADING, FAILED, EMPTY, ASKING, ANSWERED, DONE }

    static final int ADD_AT_ONCE = 5;

    private final Messages messages;
    private final BackgroundRunner runner;
    private final Supplier<Instant> clock;
    private final Callable<Deck> loader;
    private final Consumer<DeckProgress> saver;
    private final Consumer<Review> reviewLog;
    private final SeeItRunner seeIt;
    private final long learnerSeed;

    private final ReadOnlyObjectWrapper<Phase> phase = new ReadOnlyObjectWrapper<>(Phase.LOADING);
    private final ReadOnlyObjectWrapper<Card> card = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper counts = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper verdict = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper lastRight = new ReadOnlyBooleanWrapper();
    private final ReadOnlyStringWrapper engineText = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper kernelText = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper seeItRunning = new ReadOnlyBooleanWrapper();
    private final SeeItPlayback seeItRun = new SeeItPlayback();

    private Deck deck;
    private DeckProgress progress;
    private DeckSession session;

    /**
     * @param learnerSeed the learner's seed, the one that orders their episodes' choices: it orders
     *                    each card's choices for them ({@link DeckChoiceOrder})
     */
    public DeckViewModel(Messages messages, BackgroundRunner runner, Supplier<Instant> clock, Callable<Deck> loader,
                         DeckProgress saved, Consumer<DeckProgress> saver, SeeItRunner seeIt, long learnerSeed) {
        this(messages, runner, clock, loader, saved, saver, r -> { }, seeIt, learnerSeed);
    }

    /** As above, with {@code reviewLog} given each review as it is made (after the deck is saved). */
    public DeckViewModel(Messages messages, BackgroundRunner runner, Supplier<Instant> clock, Callable<Deck> loader,
                         DeckProgress saved, Consumer<DeckProgress> saver, Consumer<Review> reviewLog, SeeItRunner seeIt,
                         long learnerSeed) {
        this.reviewLog = reviewLog;
        this.learnerSeed = learnerSeed;
        this.messages = messages;
        this.runner = runner;
        this.clock = clock;
        this.loader = loader;
        this.progress = saved;
        this.saver = saver;
        this.seeIt = seeIt;
        status.set(messages.get("deck.loading"));
    }

    /** As {@link #load(Function)}, with the wrong predictions known already ({@code investigation/episode} each). */
    public void load(List<String> wrongPredictions) {
        load(d -> wrongPredictions);
    }

    /**
     * Loads the deck, lets the cards linked to each wrong prediction join if they are not in it yet,
     * and starts a sitting. {@code wrongPredictions} names them as {@code investigation/episode}
     * once the deck is read (off the FX thread): the deck is one over every investigation, so a
     * wrong prediction in any of them brings its cards.
     */
    public void load(Function<Deck, List<String>> wrongPredictions) {
        phase.set(Phase.LOADING);
        runner.run(() -> {
            Deck d = loader.call();
            return new Loaded(d, wrongPredictions.apply(d));
        }, loaded -> {
            deck = loaded.deck();
            Instant now = clock.get();
            DeckProgress before = progress;
            for (String key : loaded.wrong()) {
                int slash = key.indexOf('/');
                List<String> ids = deck.linkedTo(key.substring(0, slash), key.substring(slash + 1)).stream().map(Card::id)
                        .filter(id -> !progress.contains(id)).toList();
                progress = progress.join(ids, key, now);
            }
            if (!progress.equals(before)) saver.accept(progress);
            startSitting();
        }, e -> {
            phase.set(Phase.FAILED);
            status.set(messages.get("deck.loadFailed", String.valueOf(e.getMessage())));
        });
    }

    private record Loaded(Deck deck, List<String> wrong) {
    }

    /**
     * Adds the next cards of the deck (in deck order) that are not in the learner's deck yet. They
     * join the sitting under way, after the cards still to ask: a card answered wrong stays in it
     * until it is answered right, whatever is added.
     */
    public void addNewCards() {
        if (deck == null) return;
        List<String> fresh = deck.cards().stream().map(Card::id).filter(id -> !progress.contains(id)).limit(ADD_AT_ONCE).toList();
        if (fresh.isEmpty()) return;
        progress = progress.join(fresh, CardProgress.ADDED, clock.get());
        saver.accept(progress);
        if (session == null) {
            startSitting();
            return;
        }
        session.join(progress, fresh);
        if (card.get() == null) showCurrent();
        else updateCounts();
    }

    /**
     * The current card's choices in this learner's order (empty for a free answer or no card). A
     * choice is answered with its {@link DeckChoiceOrder.Shown#given()}, its number in the file,
     * so where it is shown never changes what is judged.
     */
    public List<DeckChoiceOrder.Shown> shownChoices() {
        Card c = card.get();
        return c == null ? List.of() : DeckChoiceOrder.of(learnerSeed, c);
    }

    /**
     * Judges the answer to the current card ({@code given}: a choice's number in the content file
     * from 1, as {@link #shownChoices()} gives it, or the learner's words), rates it from the answer
     * and the confidence, schedules it with FSRS-6, saves and logs the review.
     */
    public void answer(String given, Confidence confidence) {
        Card c = card.get();
        if (phase.get() != Phase.ASKING || c == null || confidence == null) return;
        Instant now = clock.get();
        boolean right = c.answer().accepts(given == null ? "" : given);
        Review review = session.answer(right, confidence, now);
        progress = session.progress();
        saver.accept(progress);
        reviewLog.accept(review);
        lastRight.set(right);
        String head = right ? messages.get("deck.right") : messages.get("deck.wrong", answerText(c));
        CardProgress p = progress.card(c.id()).orElseThrow();
        String when = review.rating() == Rating.AGAIN ? messages.get("deck.schedule.today") : messages.get("deck.schedule", days(Duration.between(now, p.due())));
        verdict.set(head + " " + when);
        phase.set(Phase.ANSWERED);
        updateCounts();
    }

    /** The next card of the sitting, or the end of it. */
    public void next() {
        if (phase.get() != Phase.ANSWERED) return;
        showCurrent();
    }

    /**
     * Runs the current card's experiment: the simulation's run appears on {@link #seeItRun()}, to be played
     * on a stage, what it counted in {@link #engineTextProperty()}, the kernel's figures in {@link #kernelTextProperty()}.
     */
    public void seeIt() {
        Card c = card.get();
        if (c == null || c.seeIt().isEmpty() || seeItRunning.get()) return;
        seeItRunning.set(true);
        seeItRun.clear();
        engineText.set(messages.get("deck.seeIt.running"));
        kernelText.set(c.seeIt().get().kernelExperiment().isPresent() ? messages.get("deck.seeIt.running") : messages.get("deck.seeIt.noKernel"));
        runner.run(() -> seeIt.run(c, true), r -> {
            seeItRunning.set(false);
            if (card.get() != c) return;
            r.engine().ifPresentOrElse(seeItRun::show, seeItRun::clear);
            engineText.set(SeeItText.engine(r, messages));
            kernelText.set(SeeItText.kernel(r, messages));
        }, e -> {
            seeItRunning.set(false);
            seeItRun.clear();
            engineText.set(messages.get("deck.seeIt.failed", String.valueOf(e.getMessage())));
            kernelText.set("");
        });
    }

    /** Back to the card from its experiment: the run and the figures are put away ("See it" runs it again). */
    public void closeSeeIt() {
        seeItRun.clear();
        engineText.set("");
        kernelText.set("");
    }

    private void startSitting() {
        session = new DeckSession(progress, clock.get());
        showCurrent();
    }

    private void showCurrent() {
        closeSeeIt();
        verdict.set("");
        Optional<Card> next = session.current().flatMap(deck::card);
        // A saved card that this deck no longer has stays saved (a later content may bring it back) but is not asked.
        while (session.current().isPresent() && next.isEmpty()) {
            session.skip();
            next = session.current().flatMap(deck::card);
        }
        card.set(next.orElse(null));
        if (next.isPresent()) {
            phase.set(Phase.ASKING);
            status.set(next.get().links().isEmpty() ? "" : joinedText(next.get()));
        } else {
            phase.set(progress.cards().isEmpty() ? Phase.EMPTY : Phase.DONE);
            Instant now = clock.get();
            status.set(progress.cards().isEmpty() ? messages.get("deck.empty")
                    : messages.get("deck.done", progress.nextDue(now).map(d -> messages.get("deck.done.next", days(Duration.between(now, d))))
                    .orElse(messages.get("deck.done.none"))));
        }
        updateCounts();
    }

    private String joinedText(Card c) {
        String from = progress.card(c.id()).map(CardProgress::joinedFrom).orElse(CardProgress.ADDED);
        if (from.equals(CardProgress.ADDED)) return "";
        String episode = from.substring(from.indexOf('/') + 1);
        String title = c.links().stream().filter(l -> l.section().equals(episode)).map(Card.Link::title).findFirst().orElse(episode);
        return messages.get("deck.joinedFrom", title);
    }

    private void updateCounts() {
        Instant now = clock.get();
        int notAdded = deck == null ? 0 : (int) deck.cards().stream().filter(c -> !progress.contains(c.id())).count();
        counts.set(messages.get("deck.counts", progress.due(now).size(), progress.cards().size(), notAdded)
                + (session == null || session.answered() == 0 ? ""
                : " · " + messages.get("deck.session", session.answered(), session.answeredRight(), session.remaining())));
    }

    private String days(Duration d) {
        long days = Math.max(1, Math.round(d.toHours() / 24.0));
        return messages.count("deck.days", days, days);
    }

    static String answerText(Card c) {
        String text = c.answer() instanceof Card.Choices ch ? ch.options().get(ch.correct()) : ((Card.Free) c.answer()).accepted().get(0);
        // The verdict's sentence ends it with its own full stop, before "Asked again ...".
        return text.endsWith(".") ? text.substring(0, text.length() - 1) : text;
    }

    /** Cards the deck has that the learner has not added yet. */
    public int notAdded() {
        return deck == null ? 0 : (int) deck.cards().stream().filter(c -> !progress.contains(c.id())).count();
    }

    public DeckProgress progress() { return progress; }
    public Messages messages() { return messages; }
    public ReadOnlyObjectProperty<Phase> phaseProperty() { return phase.getReadOnlyProperty(); }
    public ReadOnlyObjectProperty<Card> cardProperty() { return card.getReadOnlyProperty(); }
    public ReadOnlyStringProperty countsProperty() { return counts.getReadOnlyProperty(); }
    public ReadOnlyStringProperty statusProperty() { return status.getReadOnlyProperty(); }
    public ReadOnlyStringProperty verdictProperty() { return verdict.getReadOnlyProperty(); }
    public ReadOnlyBooleanProperty lastRightProperty() { return lastRight.getReadOnlyProperty(); }
    public ReadOnlyStringProperty engineTextProperty() { return engineText.getReadOnlyProperty(); }
    public ReadOnlyStringProperty kernelTextProperty() { return kernelText.getReadOnlyProperty(); }
    /** The card's simulated run, to play on a stage. */
    public SeeItPlayback seeItRun() { return seeItRun; }
    public ReadOnlyBooleanProperty seeItRunningProperty() { return seeItRunning.getReadOnlyProperty(); }
}
