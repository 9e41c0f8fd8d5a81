package io.boundarylab.app.classroom;

import io.boundarylab.app.save.Progress;
import io.boundarylab.app.save.SavedPrediction;
import io.boundarylab.episodes.prediction.Verdict;
import io.boundarylab.app.support.TestLab;
import io.boundarylab.episodes.content.Investigation;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicLong;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ClassSessionTest {
    final Investigation inv = TestLab.bundled().investigation();
    final SimpleStringProperty shown = new SimpleStringProperty();
    final SimpleObjectProperty<Progress> progress = new SimpleObjectProperty<>(Progress.empty().withLearnerSeed(0xABCDEF12L));
    final AtomicLong now = new AtomicLong(1_000_000);
    final List<String> notices = new ArrayList<>();
    final Long[] seed = {null};
    final PredictionTimer timer = new PredictionTimer(shown, progress, now::get);
    final java.util.Map<String, List<io.boundarylab.episodes.run.FaultAction>> faultsSet = new java.util.TreeMap<>();
    final io.boundarylab.app.lab.EpisodesLab lab = TestLab.bundled();
    final List<Results.DeckAnswer> deck = new ArrayList<>();
    final String[] kept = {null};
    final ClassSession session = session(() -> kept[0], c -> kept[0] = c);

    /** A session of this app over the learner's settings as {@code saved} reads and {@code save} writes them. */
    ClassSession session(java.util.function.Supplier<String> saved, java.util.function.Consumer<String> save) {
        return new ClassSession(new ClassroomHost(() -> inv, progress::get, () -> seed[0], s -> seed[0] = s, notices::add,
                () -> false, shown, faultsSet::put, lab::synthesis, () -> deck, then -> then.accept(List.of()), saved, save,
                () -> null, folder -> { }),
                new ClassroomText(Locale.ENGLISH), timer);
    }

    @Test
    void theTimeTakenRunsFromShowingTheEpisodeToTheFirstCommit() {
        String first = inv.episodes().get(0).id();
        shown.set(first);
        now.addAndGet(41_500);
        progress.set(progress.get().predict(first, new SavedPrediction("a", "", 60)));
        now.addAndGet(5_000);
        // A changed prediction keeps the first time.
        progress.set(progress.get().predict(first, new SavedPrediction("b", "", 60).withVerdict(Verdict.WRONG)));
        assertEquals(41_500L, timer.timesMs().get(first));
        String second = inv.episodes().get(1).id();
        progress.set(progress.get().predict(second, new SavedPrediction("a", "", 60)));
        assertNull(timer.timesMs().get(second), "never shown in this session: not measured");
    }

    @Test
    void aLearnerHandsInSignedResultsIntoTheClassFolder(@TempDir Path folder) throws Exception {
        assertThrows(IllegalStateException.class, () -> session.handIn("Ada", folder));
        String code = ClassCodes.write(ClassCodes.setup(inv, 5L, List.of(), List.of()), inv);
        session.enter(code.toLowerCase(Locale.ROOT));
        assertEquals(5L, seed[0]);
        assertTrue(notices.get(0).startsWith("Class " + code + ": seed 5; episodes 01, 02"), notices.get(0));
        String first = inv.episodes().get(0).id();
        shown.set(first);
        now.addAndGet(30_000);
        progress.set(progress.get().predict(first, new SavedPrediction("a", "why", 70).withVerdict(Verdict.RIGHT)));
        Path file = session.handIn("Ada", folder).file();
        assertEquals(folder.resolve("results-abcdef12.json"), file);
        Results r = new ResultsFiles().read(file, code);
        assertEquals("Ada", r.learner());
        assertEquals(code, r.classCode());
        assertEquals(30_000L, r.predictions().get(0).timeTakenMs());
        assertEquals(Verdict.RIGHT, r.predictions().get(0).verdict());
    }

    @Test
    void theHandedInFileHoldsTheSynthesisVerdictsWithoutAConfidenceAndTheDeckReviewsAndEveryoneCanReadIt(@TempDir Path folder) throws Exception {
        String code = ClassCodes.write(ClassCodes.setup(inv, null, List.of(), List.of()), inv);
        session.enter(code);
        var prompt = inv.sections().stream().flatMap(s -> s.blocks().stream())
                .filter(b -> b instanceof io.boundarylab.episodes.content.Block.Exercise)
                .flatMap(b -> ((io.boundarylab.episodes.content.Block.Exercise) b).prompts().stream()).findFirst().orElseThrow();
        var episode = inv.episode(prompt.episodeId()).orElseThrow();
        // The synthesis saves its answers with a placeholder confidence and no verdict, as SynthesisViewModel does.
        String choice = episode.prediction().choices().get(0).id();
        progress.set(progress.get().predict("synthesis/" + prompt.id(), new SavedPrediction(choice, "", 50)));
        // What the episode's own runs say of that choice: the synthesis plays the same runs.
        java.util.Map<String, io.boundarylab.app.lab.ExperimentRun> runs = new java.util.TreeMap<>();
        for (var v : episode.experiment().variants()) runs.put(v.id(), lab.run(episode, v.id(), io.boundarylab.episodes.run.RunOptions.DEFAULT));
        Verdict expected = lab.compare(episode, new io.boundarylab.episodes.prediction.Prediction(episode.id(), choice, "", 50), runs).verdict();
        // Five reviews in the deck's log, one of them wrong.
        io.boundarylab.app.save.SaveStore store = new io.boundarylab.app.save.SaveStore(folder.resolve("saves"));
        var grades = List.of(io.boundarylab.episodes.deck.Rating.GOOD, io.boundarylab.episodes.deck.Rating.AGAIN,
                io.boundarylab.episodes.deck.Rating.EASY, io.boundarylab.episodes.deck.Rating.HARD, io.boundarylab.episodes.deck.Rating.GOOD);
        for (int i = 0; i < grades.size(); i++) {
            store.logReview(new io.boundarylab.episodes.deck.Review("card-" + i, java.time.Instant.ofEpochSecond(1_000_000 + i), grades.get(i), -1, -1));
        }
        deck.addAll(ResultsExport.deckReviews(store.reviews()));
        Path out = folder.resolve("class");
        java.nio.file.Files.createDirectories(out);

        ClassSession.HandedIn h = session.handIn("", out);

        Results r = new ResultsFiles().read(h.file(), code);
        Results.Prediction p = r.predictions().get(0);
        assertEquals("synthesis/" + prompt.id(), p.key());
        assertNull(p.confidencePercent(), "the synthesis asks for no confidence");
        assertTrue(expected != null, "the episode's runs judge the choice");
        assertEquals(Verdict.valueOf(expected.name()), p.verdict());
        assertEquals(List.of("card-0", "card-1", "card-2", "card-3", "card-4"), r.deck().stream().map(Results.DeckAnswer::card).toList());
        assertEquals(List.of(true, false, true, true, true), r.deck().stream().map(Results.DeckAnswer::right).toList());
        assertEquals("again", r.deck().get(1).choice());
        assertTrue(r.deck().stream().allMatch(a -> a.set().equals("review")));
        assertEquals(java.nio.file.attribute.PosixFilePermissions.fromString("rw-r--r--"), java.nio.file.Files.getPosixFilePermissions(h.file()));
        String said = session.handedIn(h);
        assertTrue(said.startsWith("Results handed in: " + h.file() + ". It holds no episode prediction and 1 synthesis answer (1 judged"), said);
        assertTrue(said.contains("5 concept deck reviews"), said);
    }

    @Test
    void anEnteredCodeIsKeptInTheSettingsAcrossARestartUntilTheLearnerLeaves(@TempDir Path config) throws Exception {
        io.boundarylab.app.save.SaveStore store = new io.boundarylab.app.save.SaveStore(config);
        java.util.function.Supplier<String> saved = () -> store.loadSettings().classCode();
        java.util.function.Consumer<String> save = c -> {
            try {
                store.save(store.loadSettings().withClassCode(c));
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        };
        io.boundarylab.episodes.run.FaultAction evict = io.boundarylab.episodes.run.FaultAction.evict(5_000,
                io.boundarylab.engine.scenario.FaultTarget.parse("pod/web-app"));
        String code = ClassCodes.write(ClassCodes.setup(inv, 8L, List.of(), List.of(new ClassSetup.CueFault("helper", evict))), inv);
        session(saved, save).enter(code.toLowerCase(Locale.ROOT));
        assertEquals(code, store.loadSettings().classCode(), "kept as written: upper case, in groups");

        // The app closes; the next start reads the settings from disk, with the runs as a fresh start has them.
        seed[0] = null;
        faultsSet.clear();
        notices.clear();
        ClassSession next = session(saved, save);
        assertNull(next.codeProperty().get());
        assertTrue(next.restore());
        assertEquals(code, next.codeProperty().get());
        assertEquals(8L, seed[0]);
        assertEquals(List.of(evict), faultsSet.get("helper"));
        assertTrue(notices.get(0).startsWith("Class " + code + ": seed 8"), notices.get(0));

        next.leave();
        assertNull(store.loadSettings().classCode());
        assertNull(next.codeProperty().get());
        assertNull(seed[0], "the code's seed goes with it");
        assertEquals(List.of(), faultsSet.get("helper"));
        assertTrue(notices.get(1).startsWith("You left class " + code), notices.get(1));
        assertTrue(!session(saved, save).restore(), "nothing kept after leaving");
    }

    @Test
    void aKeptCodeForAnotherInvestigationStaysKeptAndChangesNothingHere() throws Exception {
        Investigation inv018 = Investigation.byId(Investigation.loadAllBundled(Locale.ENGLISH), "what-returns-is-the-number").orElseThrow();
        kept[0] = ClassCodes.write(ClassCodes.setup(inv018, 4L, List.of(), List.of()), inv018);
        assertTrue(!session.restore());
        assertNull(session.codeProperty().get());
        assertNull(seed[0]);
        assertEquals(ClassCodes.write(ClassCodes.setup(inv018, 4L, List.of(), List.of()), inv018), kept[0]);
    }

    @Test
    void enteringACodePutsItsFaultsOnCueInForceInItsEpisodeAndClearsTheOthers() throws Exception {
        // The instructor's fault: evict web-app at 5 s in the helper episode, as `class code --evict helper@5s:pod/web-app`.
        io.boundarylab.episodes.run.FaultAction evict = new io.boundarylab.episodes.run.FaultAction(5_000,
                io.boundarylab.episodes.run.FaultAction.Kind.EVICT, io.boundarylab.engine.scenario.FaultTarget.parse("pod/web-app"), null);
        String code = ClassCodes.write(ClassCodes.setup(inv, 5L, List.of(), List.of(new ClassSetup.CueFault("helper", evict))), inv);
        session.enter(code);
        assertEquals(List.of(evict), faultsSet.get("helper"));
        for (var e : inv.episodes()) {
            if (!e.id().equals("helper")) assertEquals(List.of(), faultsSet.get(e.id()), e.id() + ": a code sets every episode's faults");
        }
        assertTrue(notices.get(0).endsWith("; 1 fault on cue."), notices.get(0));
    }

    @Test
    void somethingThatIsNotACodeChangesNothing() {
        ClassCodeException e = assertThrows(ClassCodeException.class, () -> session.enter("0000-0000"));
        assertEquals(ClassCodeException.Problem.MISTYPED, e.problem());
        assertNull(seed[0]);
        assertTrue(notices.isEmpty());
    }

    @Test
    void withAPollAddressEachCommittedPredictionReachesTheInstructorsPoll() throws Exception {
        String code = ClassCodes.write(ClassCodes.setup(inv, 5L, List.of(), List.of()), inv);
        try (LivePoll poll = new LivePoll(new java.net.InetSocketAddress(java.net.InetAddress.getLoopbackAddress(), 0), code, inv.episodes(), now::get)) {
            session.enter(code, "127.0.0.1:" + poll.address().getPort());
            String first = inv.episodes().get(0).id();
            String choice = inv.episodes().get(0).prediction().choices().get(2).id();
            progress.set(progress.get().predict(first, new SavedPrediction(choice, "", 60)));
            progress.set(progress.get().predict("synthesis/x", new SavedPrediction("yes", "", 60)));
            long deadline = System.nanoTime() + 5_000_000_000L;
            while (poll.learners(first) == 0 && System.nanoTime() < deadline) Thread.sleep(20);
            assertEquals(1, poll.tally(first).get(choice));
            // Sent under the learner's pseudonymous id, never a name.
            assertEquals(java.util.Set.of("abcdef12"), poll.latest().get(first).keySet());
        }
    }
}
