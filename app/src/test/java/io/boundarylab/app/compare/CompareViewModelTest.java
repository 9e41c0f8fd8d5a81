package io.boundarylab.app.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.app.concurrent.DirectRunner;
import io.boundarylab.app.episode.EpisodeViewModel;
import io.boundarylab.app.i18n.Messages;
import io.boundarylab.app.lab.EpisodesLab;
import io.boundarylab.app.support.SampleTraces;
import io.boundarylab.app.support.TestLab;
import io.boundarylab.engine.trace.TraceEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import io.boundarylab.episodes.run.RunOptions;
import org.junit.jupiter.api.Test;

class CompareViewModelTest {

    @Test
    void theHelperRunsFirstDifferWhereTheHelperLandsNotWhereOnlyTheWordsDiffer() {
        CompareViewModel vm = comparedHelper();
        // Event #1 of each run puts web on node-1, the naive one in the words "web-app/web", the contract one
        // as the whole pod "web-app": the same fact. They differ where log-helper lands.
        String shown = vm.divergenceProperty().get();
        // Each run under its content's label (episode 1: separate placement, atomic co-location).
        assertTrue(shown.contains("\nSeparate placement: event #2: ") && shown.contains("log-helper on node-2"), shown);
        assertTrue(shown.contains("\nAtomic co-location: event #1: ") && shown.contains("web-app on node-1"), shown);
    }

    @Test
    void oneScrubMovesBothRunsAndNeverReordersEitherTrace() {
        EpisodesLab lab = TestLab.bundled();
        EpisodeViewModel episode = new EpisodeViewModel(lab.course().episode("identity").orElseThrow(), lab,
                new DirectRunner(), null);
        CompareViewModel vm = new CompareViewModel(episode, new Messages(Locale.ENGLISH));
        vm.runBoth();
        assertEquals(0, vm.playback().sizeProperty().get(), "no comparison before a prediction is committed");
        episode.selectChoice(episode.episode().prediction().choices().get(0).id());
        episode.inputs().quantity().setSkipped(true);
        episode.commit();
        vm.runBoth();
        assertTrue(vm.readyProperty().get());
        int total = vm.playback().sizeProperty().get();
        vm.playback().toEnd();
        int naiveMembers = vm.naiveProperty().get().members().size();
        assertTrue(naiveMembers > 0);
        // Played through, each side shows its own run to its end: the merged trace holds both, nothing more.
        assertEquals(total, episode.lab().run(episode.episode(), "naive", io.boundarylab.episodes.run.RunOptions.DEFAULT).trace().size()
                + episode.lab().run(episode.episode(), "contract", io.boundarylab.episodes.run.RunOptions.DEFAULT).trace().size());
        vm.jumpToDivergence();
        assertEquals(vm.divergencePositionProperty().get(), vm.playback().position());
        assertTrue(vm.pastDivergenceProperty().get());
        vm.playback().stepBack();
        assertTrue(!vm.pastDivergenceProperty().get());
    }

    /**
     * The counter ("event k of n") and the two pictures read one place: wherever the clock stands, after
     * the jump to the divergence and after every step from there, in every episode of every bundled
     * investigation whose runs differ, k is the number of events the two sides show together.
     */
    @Test
    void theCounterCountsTheEventsBothSidesShowAtTheDivergenceAndAfterEveryStep() throws Exception {
        int compared = 0;
        for (io.boundarylab.episodes.content.Investigation inv
                : io.boundarylab.episodes.content.Investigation.loadAllBundled(Locale.ENGLISH)) {
            EpisodesLab lab = new EpisodesLab(inv);
            for (io.boundarylab.episodes.content.Episode e : inv.episodes()) {
                EpisodeViewModel episode = new EpisodeViewModel(e, lab, new DirectRunner(), null);
                episode.selectChoice(e.prediction().choices().get(0).id());
                episode.inputs().quantity().setSkipped(true);
                episode.commit();
                CompareViewModel vm = new CompareViewModel(episode, new Messages(Locale.ENGLISH));
                vm.runBoth();
                if (vm.divergencePositionProperty().get() < 1) {
                    continue;
                }
                compared++;
                RunOptions options = new RunOptions(episode.seedProperty().get(), List.of());
                List<TraceEvent> naive = lab.run(e, "naive", options).trace();
                List<TraceEvent> contract = lab.run(e, "contract", options).trace();
                vm.jumpToDivergence();
                String where = inv.id() + "/" + e.id();
                assertEquals(shownBy(naive, contract, vm), vm.playback().position(), where + " at the divergence");
                assertTrue(vm.pastDivergenceProperty().get(), where);
                while (vm.playback().canStepProperty().get() && vm.playback().position() < vm.playback().sizeProperty().get()) {
                    vm.playback().step();
                    assertEquals(shownBy(naive, contract, vm), vm.playback().position(), where + " after a step");
                }
                vm.jumpToDivergence();
                vm.playback().stepBack();
                assertEquals(shownBy(naive, contract, vm), vm.playback().position(), where + " a step back");
                assertTrue(!vm.pastDivergenceProperty().get(), where + " a step back is before the divergence");
            }
        }
        assertTrue(compared >= 5, "episodes compared: " + compared);
    }

    /**
     * The banner names what really differs: its two sides are never one sentence, in every episode of
     * every bundled investigation, in English and Spanish. Episode 5 of 018 differs only in the data
     * each answer came from, which the narration of an answer does not tell.
     */
    @Test
    void theDivergenceBannersTwoSidesAreNeverTheSameSentence() throws Exception {
        for (Locale language : List.of(Locale.ENGLISH, new Locale("es"))) {
            for (io.boundarylab.episodes.content.Investigation inv
                    : io.boundarylab.episodes.content.Investigation.loadAllBundled(language)) {
                EpisodesLab lab = new EpisodesLab(inv);
                for (io.boundarylab.episodes.content.Episode e : inv.episodes()) {
                    EpisodeViewModel episode = new EpisodeViewModel(e, lab, new DirectRunner(), null);
                    episode.selectChoice(e.prediction().choices().get(0).id());
                    episode.inputs().quantity().setSkipped(true);
                    episode.commit();
                    CompareViewModel vm = new CompareViewModel(episode, new Messages(language));
                    vm.runBoth();
                    if (vm.divergencePositionProperty().get() < 1) {
                        continue;
                    }
                    String[] lines = vm.divergenceProperty().get().split("\n");
                    String naive = lines[1].substring(e.experiment().naive().label().length() + 2);
                    String contract = lines[2].substring(e.experiment().contract().label().length() + 2);
                    // Past "event #N: ", the sentences themselves.
                    assertTrue(!naive.replaceFirst("^\\S+ #\\d+: ", "").equals(contract.replaceFirst("^\\S+ #\\d+: ", "")),
                            language + " " + inv.id() + "/" + e.id() + ": " + vm.divergenceProperty().get());
                    if (e.id().equals("healthy-but-wrong")) {
                        assertTrue(naive.contains("v1-stale") && contract.contains("v2"), vm.divergenceProperty().get());
                    }
                }
            }
        }
    }

    /**
     * How many events the two pictures show at the clock's time: each side's up to and including it,
     * none before the clock's first event.
     */
    private static int shownBy(List<TraceEvent> naive, List<TraceEvent> contract, CompareViewModel vm) {
        if (vm.playback().currentEventProperty().get() == null) {
            return 0;
        }
        long t = vm.timeMsProperty().get();
        return CompareViewModel.appliedBy(naive, t) + CompareViewModel.appliedBy(contract, t);
    }

    private static CompareViewModel comparedHelper() {
        EpisodesLab lab = TestLab.bundled();
        EpisodeViewModel episode = new EpisodeViewModel(lab.course().episode("helper").orElseThrow(), lab,
                new DirectRunner(), null);
        episode.selectChoice(episode.episode().prediction().choices().get(0).id());
        episode.inputs().quantity().setSkipped(true);
        episode.commit();
        CompareViewModel vm = new CompareViewModel(episode, new Messages(Locale.ENGLISH));
        vm.runBoth();
        return vm;
    }

    /** The last event of a run at or before {@code tMs}, found from the end (null if none). */
    private static TraceEvent lastAtOrBefore(List<TraceEvent> run, long tMs) {
        for (int i = run.size() - 1; i >= 0; i--) {
            if (run.get(i).tMs() <= tMs) {
                return run.get(i);
            }
        }
        return null;
    }

    @Test
    void atEveryPositionBothSidesShowEveryEventAtOrBeforeTheSharedTime() {
        CompareViewModel vm = comparedHelper();
        RunOptions options = new RunOptions(vm.episode().seedProperty().get(), List.of());
        List<TraceEvent> naive = vm.episode().lab().run(vm.episode().episode(), "naive", options).trace();
        List<TraceEvent> contract = vm.episode().lab().run(vm.episode().episode(), "contract", options).trace();
        assertEquals(naive.size() + contract.size(), vm.playback().sizeProperty().get());
        java.util.function.Function<TraceEvent, String> say = vm.episode().narrator();
        for (int p = 1; p <= vm.playback().sizeProperty().get(); p++) {
            vm.playback().seek(p);
            long t = vm.timeMsProperty().get();
            assertEquals(vm.playback().currentEventProperty().get().tMs(), t);
            TraceEvent n = lastAtOrBefore(naive, t);
            TraceEvent c = lastAtOrBefore(contract, t);
            assertEquals(n == null ? "" : say.apply(n), vm.naiveLineProperty().get(), "naive at position " + p);
            assertEquals(c == null ? "" : say.apply(c), vm.contractLineProperty().get(), "contract at position " + p);
        }
    }

    @Test
    void atTheInstantBothRunsPlaceTheirPodsBothSidesShowThemPlaced() {
        CompareViewModel vm = comparedHelper();
        // Both variants place web-app at 0:00 (the naive one container by container, the contract one the
        // pod as a unit); the clock merges the naive events of that instant first. Standing on any of them,
        // the contract side has placed its pod too: nothing of the contract run happened later than 0:00.
        vm.playback().seek(1);
        assertEquals(0, vm.timeMsProperty().get());
        assertTrue(vm.contractProperty().get().unplaced().isEmpty(), vm.contractProperty().get().unplaced().toString());
        assertTrue(vm.naiveProperty().get().unplaced().isEmpty(), vm.naiveProperty().get().unplaced().toString());
    }

    @Test
    void appliedByCountsEveryEventAtOrBeforeTheTimeTiesIncluded() {
        List<TraceEvent> run = SampleTraces.helperSeparate();
        long first = run.get(0).tMs();
        long last = run.get(run.size() - 1).tMs();
        assertEquals(0, CompareViewModel.appliedBy(run, first - 1));
        assertEquals(run.size(), CompareViewModel.appliedBy(run, last));
        int atFirst = (int) run.stream().filter(e -> e.tMs() == first).count();
        assertEquals(atFirst, CompareViewModel.appliedBy(run, first), "every event of the first instant, not only one");
    }
}
