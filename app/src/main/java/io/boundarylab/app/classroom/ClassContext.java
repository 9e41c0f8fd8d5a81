package io.boundarylab.app.classroom;

import io.boundarylab.app.save.Progress;
import io.boundarylab.app.save.SaveStore;
import io.boundarylab.episodes.content.Investigation;
import io.boundarylab.episodes.playground.BundledContent;
import javafx.beans.value.ObservableValue;
import javafx.collections.ObservableList;

import java.util.ArrayList;
import java.util.List;

/**
 * What the classroom decides from, and where it returns its decisions. The shell keeps the values
 * current (they are the main window's own properties) and carries out each {@link ClassChange}
 * added to {@link #changes()}; the classroom only reads the values and adds changes. Which
 * investigation a class is about is never read from here: a class code and a results file name
 * theirs, and {@link #investigations()} is where it is looked up.
 *
 * @param open         the investigation open in the main window, or null while none is
 * @param shipped      the investigations shipped with the app, empty until they are read
 * @param progress     the learner's progress in the open investigation
 * @param seed         the seed the experiments use now, or null for each scenario's own
 * @param presenter    whether presenter mode is on
 * @param episodeShown the id of the episode shown now, or null on a page
 * @param store        the learner's save folder: the progress of the investigations not open, the deck's
 *                     review log, and the folder where experiments that codes carry are kept
 * @param changes      the classroom's decisions, in order, for the shell to carry out
 * @param bundled      the window's one reading of the bundled content, which an experiment code's lesson is saved with
 */
public record ClassContext(ObservableValue<Investigation> open, ObservableValue<List<Investigation>> shipped,
                           ObservableValue<Progress> progress, ObservableValue<Long> seed, ObservableValue<Boolean> presenter,
                           ObservableValue<String> episodeShown, SaveStore store, ObservableList<ClassChange> changes,
                           BundledContent bundled) {

    /** Every investigation a class can be about here: the open one first (a content folder's stands for its id), then the shipped ones. */
    public List<Investigation> investigations() {
        List<Investigation> out = new ArrayList<>();
        Investigation loaded = open.getValue();
        if (loaded != null) out.add(loaded);
        for (Investigation i : shipped.getValue()) {
            if (out.stream().noneMatch(o -> o.id().equals(i.id()))) out.add(i);
        }
        return out;
    }

    /** The learner's progress in an investigation: the open one's as the window holds it, another's as last saved. */
    public Progress progressIn(String investigationId) {
        Investigation loaded = open.getValue();
        if (loaded != null && loaded.id().equals(investigationId)) return progress.getValue();
        return store == null ? Progress.empty() : store.peekProgressOf(investigationId);
    }
}
