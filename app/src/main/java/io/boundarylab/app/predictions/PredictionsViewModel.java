package io.boundarylab.app.predictions;

import io.boundarylab.app.i18n.Messages;
import io.boundarylab.app.save.Progress;
import io.boundarylab.episodes.content.Episode;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.value.ObservableValue;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * "My predictions": every episode prediction made, how the runs judged it, what the learner wrote
 * after, and the calibration of their confidence. Follows the saved progress.
 */
public final class PredictionsViewModel {
    private final Messages messages;
    private final ObservableList<PredictionRow> rows = FXCollections.observableArrayList();
    private final ObservableList<PredictionRow> rowsView = FXCollections.unmodifiableObservableList(rows);
    private final ReadOnlyObjectWrapper<Calibration> calibration = new ReadOnlyObjectWrapper<>(this, "calibration",
            Calibration.of(List.of()));
    private final BooleanBinding empty = Bindings.isEmpty(rows);

    /**
     * @param episodes the course's episodes, in order
     * @param progress the learner's saved progress
     */
    public PredictionsViewModel(Supplier<List<Episode>> episodes, ObservableValue<Progress> progress, Messages messages) {
        this.messages = messages;
        Runnable refresh = () -> {
            rows.setAll(PredictionRow.of(episodes.get(), progress.getValue()));
            calibration.set(PredictionRow.calibration(rows));
        };
        progress.addListener((o, a, b) -> refresh.run());
        refresh.run();
    }

    /** The verdict of a row in words. */
    public String verdictText(PredictionRow r) {
        return messages.get(r.verdict() == null ? "predictions.verdict.open" : "predictions.verdict." + r.verdict().name());
    }

    /** The explanation of a row in words: what was written, that it was skipped, or nothing asked. */
    public String explanationText(PredictionRow r) {
        if (r.explanation() == null) {
            return r.verdict() == null || r.verdict() == io.boundarylab.episodes.prediction.Verdict.RIGHT ? ""
                    : messages.get("predictions.explanation.missing");
        }
        return r.explanation().skipped() ? messages.get("predictions.explanation.skipped")
                : messages.get("predictions.explanation.written", r.explanation().text());
    }

    /** A row as one sentence, for the screen reader and the transcript of the page. */
    public String rowText(PredictionRow r) {
        String s = messages.get("predictions.row", String.format(Locale.ROOT, "%02d", r.episodeNumber()), r.episodeTitle(),
                r.choiceText(), r.confidencePercent(), verdictText(r));
        String e = explanationText(r);
        return e.isEmpty() ? s : s + " " + e;
    }

    /** One bucket of the calibration in words (its range, how many, how many right). */
    public String bucketText(Calibration.Bucket b) {
        if (b.count() == 0) {
            return messages.get("predictions.bucket.empty", b.fromPercent(), b.toPercent());
        }
        return messages.get("predictions.bucket", b.fromPercent(), b.toPercent(), b.count(), b.right(),
                Math.round(100 * b.shareRight().orElse(0)));
    }

    /** The whole plot in words, for the screen reader. */
    public String calibrationText() {
        StringBuilder s = new StringBuilder(messages.get("predictions.chart.accessible"));
        for (Calibration.Bucket b : calibration.get().buckets()) {
            s.append(' ').append(bucketText(b)).append('.');
        }
        return s.toString();
    }

    public ObservableList<PredictionRow> rows() { return rowsView; }
    public ReadOnlyObjectProperty<Calibration> calibrationProperty() { return calibration.getReadOnlyProperty(); }
    /** Nothing predicted yet. */
    public BooleanBinding emptyProperty() { return empty; }
}
