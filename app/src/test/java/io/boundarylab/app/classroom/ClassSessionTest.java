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
    final io.boundarylab.app.lab.EpisodesLab lab = TestLab.bundled();
    final Investigation inv = lab.investigation();
    final AtomicLong now = new AtomicLong(1_000_000);
    final WindowStandIn window = new WindowStandIn(inv, Progress.empty().withLearnerSeed(0xABCDEF12L), null);
    final SimpleStringProperty shown = window.shown;
    final SimpleObjectProperty<Progress> progress = window.progress;
    final List<String> notices = window.notices;
    final PredictionTimer timer = window.timer(now::get);
    final ClassSession session = new ClassSession(window.context(), new ClassroomText(Locale.ENGLISH), timer);

    static Investigation inv018() throws Exception {
        return Investigation.byId(Investigation.loadAllBundled(Locale.ENGLISH), "what-returns-is-the-number").orElseThrow();
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
        assertEquals(5L, window.seed.get());
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
        WindowStandIn withStore = new WindowStandIn(inv, progress.get(), store);
        ClassSession session = new ClassSession(withStore.context(), new ClassroomText(Locale.ENGLISH), withStore.timer(now::get));
        session.enter(code);
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
        assertEquals("again", r.deck().get(1).rating());
        assertTrue(r.deck().stream().allMatch(a -> a.set().equals("review")));
        assertEquals(java.nio.file.attribute.PosixFilePermissions.fromString("rw-r--r--"), java.nio.file.Files.getPosixFilePermissions(h.file()));
        String said = session.handedIn(h);
        assertTrue(said.startsWith("Results handed in: " + h.file() + ". It holds no episode prediction and 1 synthesis answer (1 judged"), said);
        assertTrue(said.contains("5 concept deck reviews"), said);
    }

    @Test
    void anEnteredCodeIsKeptInTheSettingsAcrossARestartUntilTheLearnerLeaves() throws Exception {
        io.boundarylab.episodes.run.FaultAction evict = io.boundarylab.episodes.run.FaultAction.evict(5_000,
                io.boundarylab.engine.scenario.FaultTarget.parse("pod/web-app"));
        String code = ClassCodes.write(ClassCodes.setup(inv, 8L, List.of(), List.of(new ClassSetup.CueFault("helper", evict))), inv);
        session.enter(code.toLowerCase(Locale.ROOT));
        assertEquals(code, window.kept, "kept as written: upper case, in groups");
        assertEquals(List.of(), window.openedInvestigations, "its investigation is open already");

        // The app closes; the next start has the kept code and the runs as a fresh start has them.
        WindowStandIn next = new WindowStandIn(inv, Progress.empty(), null);
        next.kept = window.kept;
        ClassSession again = new ClassSession(next.context(), new ClassroomText(Locale.ENGLISH), next.timer(now::get));
        assertNull(again.codeProperty().get());
        assertTrue(again.restore(next.kept));
        assertEquals(code, again.codeProperty().get());
        assertEquals(8L, next.seed.get());
        assertEquals(List.of(evict), again.faultsIn(inv).get("helper"));
        assertTrue(next.notices.get(0).startsWith("Class " + code + ": seed 8"), next.notices.get(0));

        again.leave();
        assertNull(next.kept);
        assertNull(again.codeProperty().get());
        assertNull(next.seed.get(), "the code's seed goes with it");
        assertEquals(List.of(), again.faultsIn(inv).get("helper"));
        assertTrue(next.notices.get(1).startsWith("You left class " + code), next.notices.get(1));
        assertTrue(!again.restore(next.kept), "nothing kept after leaving");
    }

    /**
     * A class code names its investigation: an 018 code entered while 017 is open is taken, read
     * against 018, and 018 is opened; its faults are in force in 018's episodes and nowhere in 017's.
     */
    @Test
    void aCodeForAnotherInvestigationThanTheOpenOneIsTakenAndOpensIt() throws Exception {
        Investigation inv018 = inv018();
        window.shipped.set(Investigation.loadAllBundled(Locale.ENGLISH));
        String target = ClassCodes.targets(inv018.episodes().get(0)).stream().filter(t -> t.startsWith("pod/")).findFirst().orElseThrow();
        io.boundarylab.episodes.run.FaultAction fault = io.boundarylab.episodes.run.FaultAction.evict(5_000,
                io.boundarylab.engine.scenario.FaultTarget.parse(target));
        String code = ClassCodes.write(ClassCodes.setup(inv018, 4L, List.of(),
                List.of(new ClassSetup.CueFault(inv018.episodes().get(0).id(), fault))), inv018);
        ClassSetup s = session.enter(code);
        assertEquals("what-returns-is-the-number", s.investigationId());
        assertEquals(List.of("what-returns-is-the-number"), window.openedInvestigations);
        assertEquals(4L, window.seed.get());
        assertEquals(code, window.kept);
        assertEquals(List.of(fault), session.faultsIn(inv018).get(inv018.episodes().get(0).id()));
        assertTrue(session.faultsIn(inv).values().stream().allMatch(List::isEmpty), "no fault of 018's in 017's episodes");
    }

    /**
     * A code of an earlier release (before class versions) carries its investigation as every code
     * does: with 018 open, a 017 code of then is read against 017 and opens it.
     */
    @Test
    void anEarlierReleasesCodeIsReadAgainstTheInvestigationItNames() throws Exception {
        Investigation inv018 = inv018();
        WindowStandIn w = new WindowStandIn(inv018, Progress.empty(), null);
        w.shipped.set(Investigation.loadAllBundled(Locale.ENGLISH));
        ClassSession s = new ClassSession(w.context(), new ClassroomText(Locale.ENGLISH), w.timer(now::get));
        ClassSetup setup = s.enter(ClassLanguagesTest.earlierCode(inv));
        assertEquals(inv.id(), setup.investigationId());
        assertEquals(5L, w.seed.get());
        assertEquals(List.of(inv.id()), w.openedInvestigations);
    }

    /** A kept 018 code at a start with 017 open applies once the shipped investigations are read, without opening 018. */
    @Test
    void aKeptCodeForAnotherInvestigationAppliesOnceTheShippedOnesAreRead() throws Exception {
        Investigation inv018 = inv018();
        String code = ClassCodes.write(ClassCodes.setup(inv018, 4L, List.of(), List.of()), inv018);
        assertTrue(!session.restore(code), "not read yet: 017 alone is known");
        assertNull(window.seed.get());
        window.shipped.set(Investigation.loadAllBundled(Locale.ENGLISH));
        assertTrue(session.restore(code));
        assertEquals(4L, window.seed.get());
        assertEquals(List.of(), window.openedInvestigations, "a start opens what the learner had open");
    }

    /** The hand-in holds the progress of the code's investigation, not the open one's. */
    @Test
    void aHandInHoldsTheClasssInvestigationWhateverIsOpen(@TempDir Path folder) throws Exception {
        Investigation inv018 = inv018();
        io.boundarylab.app.save.SaveStore store = new io.boundarylab.app.save.SaveStore(folder.resolve("saves"));
        store.useProgressOf(inv018.id());
        String first018 = inv018.episodes().get(0).id();
        store.save(Progress.empty().withLearnerSeed(0xABCDEF12L).predict(first018,
                new SavedPrediction(inv018.episodes().get(0).prediction().choices().get(0).id(), "", 60).withVerdict(Verdict.WRONG)));
        store.useProgressOf(inv.id());
        WindowStandIn w = new WindowStandIn(inv, progress.get().predict(inv.episodes().get(0).id(), new SavedPrediction("a", "", 50)), store);
        w.shipped.set(Investigation.loadAllBundled(Locale.ENGLISH));
        ClassSession s = new ClassSession(w.context(), new ClassroomText(Locale.ENGLISH), w.timer(now::get));
        String code = ClassCodes.write(ClassCodes.setup(inv018, null, List.of(), List.of()), inv018);
        s.enter(code);
        Results r = new ResultsFiles().read(s.handIn("Ada", folder).file(), code);
        assertEquals(inv018.id(), r.investigation());
        assertEquals(inv018.classVersion().sha256(), r.classVersion());
        assertEquals(List.of(first018), r.predictions().stream().map(Results.Prediction::key).toList());
    }

    @Test
    void enteringACodePutsItsFaultsOnCueInForceInItsEpisodeAndClearsTheOthers() throws Exception {
        // The instructor's fault: evict web-app at 5 s in the helper episode, as `class code --evict helper@5s:pod/web-app`.
        io.boundarylab.episodes.run.FaultAction evict = new io.boundarylab.episodes.run.FaultAction(5_000,
                io.boundarylab.episodes.run.FaultAction.Kind.EVICT, io.boundarylab.engine.scenario.FaultTarget.parse("pod/web-app"), null);
        String code = ClassCodes.write(ClassCodes.setup(inv, 5L, List.of(), List.of(new ClassSetup.CueFault("helper", evict))), inv);
        session.enter(code);
        java.util.Map<String, List<io.boundarylab.episodes.run.FaultAction>> faults = session.faultsIn(inv);
        assertEquals(List.of(evict), faults.get("helper"));
        for (var e : inv.episodes()) {
            if (!e.id().equals("helper")) assertEquals(List.of(), faults.get(e.id()), e.id() + ": a code sets every episode's faults");
        }
        assertTrue(notices.get(0).endsWith("; 1 fault on cue."), notices.get(0));
    }

    @Test
    void somethingThatIsNotACodeChangesNothing() {
        ClassCodeException e = assertThrows(ClassCodeException.class, () -> session.enter("0000-0000"));
        assertEquals(ClassCodeException.Problem.MISTYPED, e.problem());
        assertNull(window.seed.get());
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
