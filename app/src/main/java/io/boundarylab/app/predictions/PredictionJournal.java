package io.boundarylab.app.predictions;

import io.boundarylab.app.save.Progress;
import io.boundarylab.app.save.SavedPrediction;
import io.boundarylab.app.save.Verdict;
import io.boundarylab.episodes.prediction.ClaimComparison;
import io.boundarylab.episodes.prediction.QuantityComparison;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;
import java.util.function.Consumer;
import javafx.beans.value.ObservableValue;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;

/**
 * Keeps each episode's saved prediction up to date with what its runs decided (the verdict), and
 * holds the explain step of each episode. The app's progress stays the one record of both.
 */
public final class PredictionJournal {
    private final ObservableValue<Progress> progress;
    private final Consumer<Progress> update;
    private final Map<String, ExplainViewModel> explains = new HashMap<>();

    /**
     * @param progress the learner's progress
     * @param update   saves a changed progress
     */
    public PredictionJournal(ObservableValue<Progress> progress, Consumer<Progress> update) {
        this.progress = progress;
        this.update = update;
    }

    /**
     * Follows an episode's claim comparison: as runs decide claims, the verdict is saved with the
     * prediction. An empty comparison (nothing run since the app started) leaves the saved one.
     */
    public void track(String key, ObservableList<ClaimComparison> comparison) {
        track(key, comparison, new javafx.beans.property.SimpleObjectProperty<>());
    }

    /** As {@link #track(String, ObservableList)}, with the learner's number judged: one far off makes the prediction wrong. */
    public void track(String key, ObservableList<ClaimComparison> comparison, ObservableValue<QuantityComparison> number) {
        comparison.addListener((ListChangeListener<ClaimComparison>) c -> judge(key, comparison, number.getValue()));
        number.addListener((o, a, b) -> judge(key, comparison, b));
        judge(key, comparison, number.getValue());
    }

    private void judge(String key, ObservableList<ClaimComparison> comparison, QuantityComparison number) {
        Verdict v = Verdicts.judge(comparison, number);
        Progress p = progress.getValue();
        SavedPrediction saved = p.predictions().get(key);
        if (v == null || saved == null || Objects.equals(v, saved.verdict())) {
            return;
        }
        update.accept(p.predict(key, saved.withVerdict(v)));
    }

    /** The explain step of an episode, made once. */
    public ExplainViewModel explain(String key) {
        return explains.computeIfAbsent(key, k -> new ExplainViewModel(k, progress, e -> {
            Progress p = progress.getValue();
            SavedPrediction saved = p.predictions().get(k);
            if (saved != null) {
                update.accept(p.predict(k, saved.withExplanation(e)));
            }
        }));
    }

    /** Forgets the explain steps (a course was loaded again). */
    public void clear() {
        explains.clear();
    }
}
