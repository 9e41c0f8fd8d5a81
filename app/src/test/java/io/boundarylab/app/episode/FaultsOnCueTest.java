package io.boundarylab.app.episode;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.app.concurrent.DirectRunner;
import io.boundarylab.app.i18n.Messages;
import io.boundarylab.app.lab.EpisodesLab;
import io.boundarylab.app.support.TestLab;
import io.boundarylab.engine.scenario.FaultTarget;
import io.boundarylab.episodes.content.Episode;
import io.boundarylab.episodes.prediction.ClaimComparison;
import io.boundarylab.episodes.prediction.Verdict;
import io.boundarylab.episodes.run.FaultAction;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Faults on cue (docs/decisions/0012): a class code's fault is the instructor's. The learner's right
 * answer stays right (the prediction is judged by the runs as the episode is written), the screen
 * names the fault as the instructor's, and the run with the fault is still the one shown.
 */
class FaultsOnCueTest {
    /** What the make-code dialog suggests for 017: evict web-app at 5 s, in the helper episode. */
    private static final FaultAction EVICT = new FaultAction(5_000, FaultAction.Kind.EVICT, FaultTarget.parse("pod/web-app"), null);
    private static EpisodesLab lab;

    @BeforeAll
    static void load() {
        lab = TestLab.bundled();
    }

    private static EpisodeViewModel played(List<FaultAction> cue, String language) {
        Episode ep = lab.course().episode("helper").orElseThrow();
        EpisodeViewModel vm = new EpisodeViewModel(ep, lab, new DirectRunner(), null, new Messages(Locale.forLanguageTag(language)));
        vm.setAutoplay(false);
        vm.setFaults(cue);
        // The right answer (JudgementTest): apart the helper runs without failing and ships nothing; together it ships,
        // and the right number: the lines the helper ships in 20 s of the contract run as written.
        vm.selectChoice("useless-apart");
        vm.inputs().quantity().setText(io.boundarylab.episodes.prediction.QuantityComparison.format(linesAsWritten(ep)));
        vm.commit();
        for (String variant : List.of("naive", "contract")) {
            vm.selectVariant(variant);
            vm.run();
            vm.playback().toEnd();
        }
        return vm;
    }

    private static double linesAsWritten(Episode ep) {
        return ep.prediction().quantityQuestion().orElseThrow().measurement()
                .measure(lab.run(ep, "contract", io.boundarylab.episodes.run.RunOptions.DEFAULT)).value();
    }

    @Test
    void theRightAnswerStaysRightWithTheInstructorsFaultInTheRuns() {
        EpisodeViewModel vm = played(List.of(EVICT), "en");
        assertTrue(vm.runOf("naive").faulted(), "the run shown has the instructor's fault");
        assertTrue(vm.runOf("naive").trace().stream().anyMatch(e -> e.type() == io.boundarylab.engine.trace.EventType.Evicted),
                "and the eviction happened in it");
        assertEquals(List.of(ClaimComparison.Outcome.MATCH, ClaimComparison.Outcome.MATCH, ClaimComparison.Outcome.MATCH),
                vm.comparison().stream().map(ClaimComparison::outcome).toList());
        // Evicted at 5 s the helper ships a few lines: judged by that run the right number would be far off.
        Episode ep = vm.episode();
        double evicted = ep.prediction().quantityQuestion().orElseThrow().measurement().measure(vm.runOf("contract")).value();
        assertTrue(evicted * 2 <= linesAsWritten(ep), evicted + " against " + linesAsWritten(ep));
        assertEquals(io.boundarylab.episodes.prediction.QuantityComparison.Outcome.WITHIN, vm.judgementProperty().get().quantity().outcome());
        assertEquals(Verdict.RIGHT, vm.judgementProperty().get().verdict());
        assertEquals(Verdict.RIGHT, vm.workProperty().get().prediction().verdict(), "what the shell saves and hands in");
        assertEquals(List.of("naive", "contract"), vm.workProperty().get().played());
    }

    @Test
    void theSameRunsWithoutTheFaultGiveTheSameVerdict() {
        EpisodeViewModel vm = played(List.of(), "en");
        assertFalse(vm.runOf("naive").faulted());
        assertEquals(Verdict.RIGHT, vm.judgementProperty().get().verdict());
    }

    // The expected words are the product's, written out here, not read back from the bundle under test.
    @Test
    void theFaultIsNamedAsTheInstructorsNotTheLearners() {
        String en = played(List.of(EVICT), "en").lines().faulted().get();
        assertTrue(en.contains("the fault your instructor injected"), en);
        assertFalse(en.contains("you injected"), en);
        String es = played(List.of(EVICT), "es").lines().faulted().get();
        assertTrue(es.contains("el fallo que inyectó tu instructor"), es);
        assertFalse(es.contains("que inyectaste"), es);
    }

    @Test
    void aFaultTheLearnerInjectsIsTheirsBesideTheInstructors() {
        EpisodeViewModel vm = played(List.of(EVICT), "en");
        vm.selectVariant("naive");
        vm.playback().seek(2);
        vm.injectFault(FaultAction.Kind.CRASH, vm.faultTargets(FaultAction.Kind.CRASH).get(0));
        vm.playback().toEnd();
        assertEquals(2, vm.faults().size(), "the instructor's and the learner's");
        assertEquals(1, vm.instructorsFaults());
        String line = vm.lines().faulted().get();
        assertTrue(line.contains("the fault your instructor injected"), line);
        assertTrue(line.contains("the fault you injected"), line);
        assertEquals(Verdict.RIGHT, vm.judgementProperty().get().verdict(), "neither fault counts against the learner");
    }
}
