package io.boundarylab.app.classroom;

import io.boundarylab.app.save.Progress;
import io.boundarylab.app.save.SavedPrediction;
import javafx.beans.value.ObservableValue;

import java.util.HashMap;
import java.util.Map;
import java.util.function.LongSupplier;

/**
 * How long each prediction took: from the moment its episode was shown to the moment the
 * prediction was committed (the first commit; a later change keeps the first time), in wall-clock
 * milliseconds from the clock given. Kept for this session only: a prediction committed before the
 * app was last started is written as "not measured".
 */
public final class PredictionTimer {
    private final LongSupplier clockMs;
    private final Map<String, Long> shownAt = new HashMap<>();
    private final Map<String, Long> takenMs = new HashMap<>();
    private final java.util.List<java.util.function.BiConsumer<String, SavedPrediction>> onCommit = new java.util.ArrayList<>();

    public PredictionTimer(ObservableValue<String> episodeShown, ObservableValue<Progress> progress, LongSupplier clockMs) {
        this.clockMs = clockMs;
        if (episodeShown.getValue() != null) shownAt.putIfAbsent(episodeShown.getValue(), clockMs.getAsLong());
        episodeShown.addListener((o, a, b) -> {
            if (b != null) shownAt.putIfAbsent(b, clockMs.getAsLong());
        });
        progress.addListener((o, a, b) -> committed(a, b));
    }

    private void committed(Progress before, Progress after) {
        if (after == null) return;
        for (Map.Entry<String, SavedPrediction> e : after.predictions().entrySet()) {
            String key = e.getKey();
            boolean isNew = before == null || !before.predictions().containsKey(key);
            Long start = shownAt.get(key);
            if (isNew && start != null && !takenMs.containsKey(key)) takenMs.put(key, clockMs.getAsLong() - start);
            boolean changed = isNew || !before.predictions().get(key).choice().equals(e.getValue().choice());
            if (changed) onCommit.forEach(c -> c.accept(key, e.getValue()));
        }
    }

    /** Called with the key and the prediction each time one is committed or its choice changes (the live poll sends it). */
    public void onCommit(java.util.function.BiConsumer<String, SavedPrediction> listener) {
        onCommit.add(listener);
    }

    /** The times measured so far, by progress key. */
    public Map<String, Long> timesMs() {
        return Map.copyOf(takenMs);
    }
}
