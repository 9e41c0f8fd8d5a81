package io.boundarylab.app.episode;

import io.boundarylab.episodes.content.Choice;
import io.boundarylab.episodes.content.Episode;
import io.boundarylab.episodes.prediction.ChoiceOrder;
import java.util.List;
import javafx.beans.property.ReadOnlyBooleanProperty;

/**
 * What the prediction card offers beyond one choice: the choices in this learner's order, and the
 * number for the quantity question. Kept apart from {@link EpisodeViewModel} so that it stays small.
 */
public final class PredictionInputs {
    private final Episode episode;
    private final QuantityAnswer quantity;
    private List<Choice> choices;

    PredictionInputs(Episode episode, ReadOnlyBooleanProperty committed) {
        this.episode = episode;
        this.quantity = new QuantityAnswer(episode.prediction().quantity(), committed);
        this.choices = episode.prediction().choices();
    }

    /** Shows the choices in this learner's order ({@link ChoiceOrder}); saving stays by choice id. */
    public void orderFor(long learnerSeed) {
        choices = ChoiceOrder.of(learnerSeed, episode.id(), episode.prediction().choices());
    }

    /** The choices as the learner sees them (the content's order until a learner seed is set). */
    public List<Choice> choices() {
        return choices;
    }

    public QuantityAnswer quantity() {
        return quantity;
    }
}
