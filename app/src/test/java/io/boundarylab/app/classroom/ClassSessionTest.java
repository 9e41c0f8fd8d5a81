package io.boundarylab.app.classroom;

import io.boundarylab.app.save.Progress;
import io.boundarylab.app.save.SavedPrediction;
import io.boundarylab.app.save.Verdict;
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
    final ClassSession session = new ClassSession(new ClassroomHost(() -> inv, progress::get, () -> seed[0], s -> seed[0] = s, notices::add,
            () -> false, shown, faultsSet::put), new ClassroomText(Locale.ENGLISH), timer);

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
        Path file = session.handIn("Ada", folder);
        assertEquals(folder.resolve("results-abcdef12.json"), file);
        Results r = new ResultsFiles().read(file, code);
        assertEquals("Ada", r.learner());
        assertEquals(code, r.classCode());
        assertEquals(30_000L, r.predictions().get(0).timeTakenMs());
        assertEquals(Results.Verdict.RIGHT, r.predictions().get(0).verdict());
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
