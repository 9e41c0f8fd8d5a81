package io.boundarylab.app.episode;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.app.compare.CompareViewModel;
import io.boundarylab.app.concurrent.DirectRunner;
import io.boundarylab.app.i18n.Messages;
import io.boundarylab.app.lab.EpisodesLab;
import io.boundarylab.app.playback.PlaybackViewModel;
import io.boundarylab.engine.trace.TraceEvent;
import io.boundarylab.episodes.content.Episode;
import io.boundarylab.episodes.content.Investigation;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** 018's fifth episode samples its request events: the run lasts a minute, its trace draws one second. */
class SampledRequestsPlaybackTest {

    private static EpisodeViewModel played(Locale locale) throws Exception {
        Investigation inv = Investigation.byId(Investigation.loadAllBundled(locale), "what-returns-is-the-number").orElseThrow();
        EpisodesLab lab = new EpisodesLab(inv);
        Episode ep = lab.course().episode("healthy-but-wrong").orElseThrow();
        EpisodeViewModel vm = new EpisodeViewModel(ep, lab, new DirectRunner(), null, new Messages(locale));
        vm.setAutoplay(false);
        vm.selectChoice(ep.prediction().choices().get(0).id());
        vm.inputs().quantity().setSkipped(true);
        vm.commit();
        vm.run();
        vm.playback().toEnd();
        return vm;
    }

    @Test
    void playbackLastsToTheHorizonAndSaysLaterRequestsAreCountedNotDrawn() throws Exception {
        EpisodeViewModel vm = played(Locale.ENGLISH);
        List<TraceEvent> trace = vm.playback().trace();
        // Both scenarios of the episode say `until: 60s`; the last event written is far earlier.
        assertTrue(trace.get(trace.size() - 1).tMs() < 60_000, "the trace is sampled");
        assertEquals(60_000, vm.playback().horizonMsProperty().get());
        String note = vm.lines().sampled().get();
        assertTrue(note.contains("counted, not drawn") && note.contains("60.0 s") && note.contains("all 60"), note);
    }

    @Test
    void endShowsTheRunsEndAtTheHorizonNotTheLastEventDrawn() throws Exception {
        EpisodeViewModel vm = played(Locale.ENGLISH);
        long horizon = vm.episode().experiment().variant(vm.runProperty().get().variantId()).orElseThrow()
                .scenario().untilMs();
        assertEquals(horizon, vm.playback().timeShownMsProperty().get());
        assertTrue(vm.playback().atEndProperty().get());
        // The scrub spans one position more than the events: the run's end after the last one.
        assertEquals(vm.playback().sizeProperty().get() + 1, vm.playback().transport().length().intValue());
        assertEquals(vm.playback().sizeProperty().get() + 1, vm.playback().transport().position().intValue());
        // One step back shows the last event drawn again, at its own time.
        vm.playback().stepBack();
        List<TraceEvent> trace = vm.playback().trace();
        assertEquals(trace.get(trace.size() - 1).tMs(), vm.playback().timeShownMsProperty().get());
        assertTrue(!vm.playback().atEndProperty().get());
    }

    @Test
    void playingOnFromTheStartReachesTheHorizon() throws Exception {
        EpisodeViewModel vm = played(Locale.ENGLISH);
        vm.playback().toStart();
        vm.playback().setSpeed(PlaybackViewModel.MAX_SPEED);
        vm.playback().play();
        int bound = vm.playback().sizeProperty().get() + 2;
        for (int i = 0; i < bound && vm.playback().isPlaying(); i++) {
            vm.playback().tick(1_000_000_000L);
        }
        assertTrue(!vm.playback().isPlaying(), "playing stops at the end");
        assertEquals(60_000, vm.playback().timeShownMsProperty().get());
        assertEquals(vm.playback().sizeProperty().get(), vm.playback().position(), "no event is made up past the last");
        assertTrue(vm.lines().narration().get().contains("60.0 s"), vm.lines().narration().get());
    }

    @Test
    void compareAlsoPlaysToTheHorizon() throws Exception {
        EpisodeViewModel episode = played(Locale.ENGLISH);
        CompareViewModel compare = new CompareViewModel(episode, new Messages(Locale.ENGLISH));
        compare.runBoth();
        assertTrue(compare.readyProperty().get());
        compare.playback().toEnd();
        assertEquals(60_000, compare.playback().timeShownMsProperty().get());
        assertEquals(60_000, compare.timeMsProperty().get());
    }

    @Test
    void theNoteIsInSpanishToo() throws Exception {
        String note = played(Locale.forLanguageTag("es")).lines().sampled().get();
        assertTrue(note.contains("se cuentan, no se dibujan") && note.contains("60,0 s"), note);
        EpisodeViewModel vm = played(Locale.forLanguageTag("es"));
        assertTrue(vm.lines().narration().get().contains("termina en 60,0 s"), vm.lines().narration().get());
    }
}
