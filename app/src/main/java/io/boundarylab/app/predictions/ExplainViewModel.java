package io.boundarylab.app.predictions;

import io.boundarylab.app.save.Progress;
import io.boundarylab.app.save.SavedExplanation;
import io.boundarylab.app.save.SavedPrediction;
import io.boundarylab.episodes.prediction.Verdict;
import java.util.function.Consumer;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.binding.ObjectBinding;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.value.ObservableValue;

/**
 * The explain step of one episode: once the runs have shown the committed prediction wrong or
 * partly wrong, the learner is asked what they now think happened and why. They write it or skip
 * it; either is recorded with the prediction in the saved progress, which is the only state here
 * besides the draft being typed.
 */
public final class ExplainViewModel {
    private final ObjectBinding<SavedPrediction> saved;
    private final ObjectBinding<SavedExplanation> recorded;
    private final BooleanBinding asked;
    private final BooleanBinding pending;
    private final ReadOnlyStringWrapper draft = new ReadOnlyStringWrapper(this, "draft", "");
    private final BooleanBinding canSubmit;
    private final Consumer<SavedExplanation> record;

    /**
     * @param key      the prediction's key in the progress (the episode id)
     * @param progress the learner's saved progress
     * @param record   saves an explanation with the prediction
     */
    public ExplainViewModel(String key, ObservableValue<Progress> progress, Consumer<SavedExplanation> record) {
        this.record = record;
        saved = Bindings.createObjectBinding(() -> progress.getValue().predictions().get(key), progress);
        recorded = Bindings.createObjectBinding(() -> saved.get() == null ? null : saved.get().explanation(), saved);
        asked = Bindings.createBooleanBinding(() -> {
            SavedPrediction p = saved.get();
            return p != null && (p.verdict() == Verdict.WRONG || p.verdict() == Verdict.PARTLY);
        }, saved);
        pending = asked.and(recorded.isNull());
        canSubmit = pending.and(Bindings.createBooleanBinding(() -> !draft.get().isBlank(), draft));
    }

    public void setDraft(String text) {
        draft.set(text == null ? "" : text);
    }

    /** Records what the learner wrote. */
    public void submit() {
        if (canSubmit.get()) {
            record.accept(SavedExplanation.written(draft.get().strip()));
            draft.set("");
        }
    }

    /** Records that the learner chose not to write it. */
    public void skip() {
        if (pending.get()) {
            record.accept(SavedExplanation.skip());
        }
    }

    /** How the runs judged the prediction, or null. */
    public ObjectBinding<Verdict> verdictProperty() {
        return Bindings.createObjectBinding(() -> saved.get() == null ? null : saved.get().verdict(), saved);
    }

    /** A wrong or partly wrong prediction: the learner is asked to explain. */
    public BooleanBinding askedProperty() { return asked; }
    /** Asked, and neither written nor skipped yet. */
    public BooleanBinding pendingProperty() { return pending; }
    /** What was recorded, or null. */
    public ObjectBinding<SavedExplanation> recordedProperty() { return recorded; }
    public ReadOnlyStringProperty draftProperty() { return draft.getReadOnlyProperty(); }
    public BooleanBinding canSubmitProperty() { return canSubmit; }
}
