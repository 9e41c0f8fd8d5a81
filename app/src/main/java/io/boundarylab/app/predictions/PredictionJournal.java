package io.boundarylab.app.predictions;

import io.boundarylab.app.save.Progress;
import io.boundarylab.app.save.SavedPrediction;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Consumer;
import javafx.beans.value.ObservableValue;

/**
 * Holds the explain step of each episode and saves what the learner explains with the prediction
 * it explains. The app's progress stays the one record of both; the verdict comes from the one judge
 * (the episode's scene hands it to the shell with the prediction).
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
