package io.boundarylab.app.events;

import io.boundarylab.app.playback.PlaybackViewModel;
import io.boundarylab.engine.trace.TraceEvent;
import java.util.EnumSet;
import java.util.Set;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.collections.transformation.FilteredList;

/**
 * The events shown so far (never the ones still to come), filtered by category and by text, and
 * the selected event's narration and rule (the "why").
 */
public final class EventLogViewModel {
    private final PlaybackViewModel playback;
    private final Function<TraceEvent, String> narrator;
    private final ObservableList<TraceEvent> shown = FXCollections.observableArrayList();
    private final FilteredList<TraceEvent> visible = new FilteredList<>(shown, e -> true);
    private final Set<EventCategory> enabled = EnumSet.allOf(EventCategory.class);
    private final ReadOnlyObjectWrapper<TraceEvent> selected = new ReadOnlyObjectWrapper<>(this, "selected");
    private final ReadOnlyStringWrapper why = new ReadOnlyStringWrapper(this, "why", "");
    private final ReadOnlyStringWrapper sentence = new ReadOnlyStringWrapper(this, "sentence", "");
    private String text = "";

    public EventLogViewModel(PlaybackViewModel playback, Function<TraceEvent, String> narrator) {
        this.playback = playback;
        this.narrator = narrator;
        playback.positionProperty().addListener((o, a, b) -> sync());
        playback.traceProperty().addListener((o, a, b) -> {
            shown.clear();
            sync();
        });
        sync();
    }

    private void sync() {
        int pos = playback.position();
        if (shown.size() > pos) {
            shown.remove(pos, shown.size());
        } else if (shown.size() < pos) {
            shown.addAll(playback.trace().subList(shown.size(), pos));
        }
        if (selected.get() != null && !shown.contains(selected.get())) {
            select(null);
        }
    }

    public void setCategory(EventCategory category, boolean on) {
        if (on) {
            enabled.add(category);
        } else {
            enabled.remove(category);
        }
        refilter();
    }

    public boolean isEnabled(EventCategory category) {
        return enabled.contains(category);
    }

    public void setText(String value) {
        text = value == null ? "" : value.trim().toLowerCase(java.util.Locale.ROOT);
        refilter();
    }

    private void refilter() {
        Set<EventCategory> on = EnumSet.copyOf(enabled.isEmpty() ? EnumSet.noneOf(EventCategory.class) : enabled);
        String t = text;
        visible.setPredicate(e -> on.contains(EventCategory.of(e.type()))
                && (t.isEmpty() || line(e).toLowerCase(java.util.Locale.ROOT).contains(t)));
    }

    /** Shows the narration and the rule of an event (null clears). */
    public void select(TraceEvent event) {
        selected.set(event);
        why.set(event == null || event.rule() == null ? "" : event.rule());
        sentence.set(event == null ? "" : narrator.apply(event));
    }

    /** Moves playback to just after the selected event. */
    public void jumpToSelected() {
        if (selected.get() != null) {
            playback.seekToSeq(selected.get().seq());
        }
    }

    public String line(TraceEvent e) {
        return narrator.apply(e);
    }

    public ObservableList<TraceEvent> visibleEvents() { return visible; }
    public ReadOnlyObjectProperty<TraceEvent> selectedProperty() { return selected.getReadOnlyProperty(); }
    public ReadOnlyStringProperty whyProperty() { return why.getReadOnlyProperty(); }
    public ReadOnlyStringProperty sentenceProperty() { return sentence.getReadOnlyProperty(); }
}
