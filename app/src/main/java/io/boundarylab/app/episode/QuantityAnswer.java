package io.boundarylab.app.episode;

import io.boundarylab.episodes.content.Quantity;
import io.boundarylab.episodes.prediction.QuantityComparison;
import java.util.Locale;
import java.util.Optional;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * The number a learner predicts for an episode's quantity question: typed as text, checked as a
 * number from 0 to {@link Quantity#MAX}, or explicitly skipped; locked with the prediction; and,
 * after the deciding run, the trace's verdict on it. An episode without a quantity question is
 * always ready.
 */
public final class QuantityAnswer {
    private final Quantity question;
    private final ReadOnlyBooleanProperty locked;
    private final ReadOnlyStringWrapper text = new ReadOnlyStringWrapper(this, "text", "");
    private final ReadOnlyBooleanWrapper skipped = new ReadOnlyBooleanWrapper(this, "skipped", false);
    private final ReadOnlyObjectWrapper<QuantityComparison> result = new ReadOnlyObjectWrapper<>(this, "result");
    private final BooleanBinding valid;
    private final BooleanBinding ready;

    /** @param question the episode's quantity question, or null; @param locked true once the prediction is committed */
    public QuantityAnswer(Quantity question, ReadOnlyBooleanProperty locked) {
        this.question = question;
        this.locked = locked;
        valid = Bindings.createBooleanBinding(() -> parse(text.get()) != null, text);
        ready = Bindings.createBooleanBinding(() -> question == null || skipped.get() || valid.get(), skipped, valid);
    }

    /** The question, if the episode asks one. */
    public Optional<Quantity> question() { return Optional.ofNullable(question); }

    public void setText(String value) {
        if (!locked.get()) {
            text.set(value == null ? "" : value);
        }
    }

    /** Commits without a number (the learner says so; nothing is guessed for them). */
    public void setSkipped(boolean value) {
        if (!locked.get()) {
            skipped.set(value);
        }
    }

    /** The number to save, or null when skipped or not asked. */
    public Double value() {
        return question == null || skipped.get() ? null : parse(text.get());
    }

    /** Restores a saved number; a prediction saved without one (or before numbers existed) counts as skipped. */
    public void restore(Double saved) {
        text.set(saved == null ? "" : QuantityComparison.format(saved));
        skipped.set(saved == null);
    }

    void show(QuantityComparison comparison) {
        result.set(comparison);
    }

    public void reset() {
        text.set("");
        skipped.set(false);
        result.set(null);
    }

    /** A number from 0 to the maximum ("2.5" or "2,5"), or null. */
    static Double parse(String s) {
        if (s == null || s.isBlank()) {
            return null;
        }
        try {
            double d = Double.parseDouble(s.trim().replace(',', '.').toLowerCase(Locale.ROOT));
            return d >= 0 && d <= Quantity.MAX ? d : null;
        } catch (NumberFormatException e) {
            return null;
        }
    }

    public ReadOnlyStringProperty textProperty() { return text.getReadOnlyProperty(); }
    public ReadOnlyBooleanProperty skippedProperty() { return skipped.getReadOnlyProperty(); }
    /** Whether the text is a number the prediction can carry. */
    public BooleanBinding validProperty() { return valid; }
    /** Whether the prediction may be committed as far as the number goes. */
    public BooleanBinding readyProperty() { return ready; }
    /** The trace's verdict on the number, once the deciding run has played; null before. */
    public ReadOnlyObjectProperty<QuantityComparison> resultProperty() { return result.getReadOnlyProperty(); }
}
