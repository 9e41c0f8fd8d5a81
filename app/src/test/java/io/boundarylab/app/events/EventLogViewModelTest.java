package io.boundarylab.app.events;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.app.playback.PlaybackViewModel;
import io.boundarylab.app.support.SampleTraces;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;
import org.junit.jupiter.api.Test;

class EventLogViewModelTest {

    @Test
    void onlyEventsAlreadyShownAreListedNeverTheOnesToCome() {
        PlaybackViewModel playback = new PlaybackViewModel();
        playback.load(SampleTraces.helperSeparate());
        EventLogViewModel vm = new EventLogViewModel(playback, TraceEvent::message);
        assertTrue(vm.visibleEvents().isEmpty());
        playback.seek(5);
        assertEquals(5, vm.visibleEvents().size());
        playback.stepBack();
        assertEquals(4, vm.visibleEvents().size());
    }

    @Test
    void categoryAndTextFiltersNarrowTheList() {
        PlaybackViewModel playback = new PlaybackViewModel();
        playback.load(SampleTraces.helperSeparate());
        playback.toEnd();
        EventLogViewModel vm = new EventLogViewModel(playback, e -> e.type() + " " + e.container());
        vm.setCategory(EventCategory.PLACEMENT, false);
        assertTrue(vm.visibleEvents().stream().noneMatch(e -> e.type() == EventType.Scheduled));
        vm.setText("log-helper");
        assertTrue(vm.visibleEvents().stream().allMatch(e -> "log-helper".equals(e.container())));
        vm.setText("");
        vm.setCategory(EventCategory.PLACEMENT, true);
        assertEquals(playback.trace().size(), vm.visibleEvents().size());
    }

    @Test
    void theSelectedEventShowsItsRuleAndSelectionEndsWhenPlaybackGoesBackBeforeIt() {
        PlaybackViewModel playback = new PlaybackViewModel();
        playback.load(SampleTraces.helperSeparate());
        playback.seek(3);
        EventLogViewModel vm = new EventLogViewModel(playback, TraceEvent::message);
        vm.select(playback.trace().get(0));
        assertEquals("naive: own decision", vm.whyProperty().get());
        vm.select(playback.trace().get(2));
        playback.seek(1);
        assertNull(vm.selectedProperty().get());
        vm.select(playback.trace().get(0));
        playback.seek(6);
        vm.jumpToSelected();
        assertEquals(1, playback.position(), "Enter on an event shows the state right after it");
    }
}
