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
import org.junit.jupiter.api.Test;

class CompareViewModelTest {

    @Test
    void firstDivergenceIgnoresNumbersAndTimesButNotWhatHappened() {
        List<TraceEvent> a = SampleTraces.helperSeparate();
        assertEquals(-1, CompareViewModel.firstDivergence(a, a));
        List<TraceEvent> b = new ArrayList<>(a);
        TraceEvent third = a.get(2);
        b.set(2, TraceEvent.of(third.type()).pod(third.pod()).container(third.container()).node("node-9")
                .volume(third.volume()).build(third.seq(), third.tMs()));
        assertEquals(2, CompareViewModel.firstDivergence(a, b));
        assertEquals(5, CompareViewModel.firstDivergence(a, a.subList(0, 5)), "a shorter run diverges where it ends");
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
}
