package io.boundarylab.app.shell;

import io.boundarylab.episodes.content.Section;
import java.util.List;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.binding.ObjectBinding;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * Where the learner is in the course shown: its sections, the one open, whether there is a next or
 * a previous one, and whether "My predictions" is shown over it. Opens and returns what it opened;
 * {@link MainViewModel} records it in the learner's progress.
 */
final class Navigation {
    private final ObservableList<Section> sections = FXCollections.observableArrayList();
    // Held here: an unmodifiable view only weakly listens to its source, so a fresh one per call would lose listeners.
    private final ObservableList<Section> sectionsView = FXCollections.unmodifiableObservableList(sections);
    private final ReadOnlyIntegerWrapper index = new ReadOnlyIntegerWrapper(this, "index", -1);
    private final ReadOnlyBooleanWrapper predictionsShown = new ReadOnlyBooleanWrapper(this, "predictionsShown", false);
    private final BooleanBinding canNext = Bindings.createBooleanBinding(
            () -> index.get() >= 0 && index.get() < sections.size() - 1, index, sections);
    private final BooleanBinding canPrevious = index.greaterThan(0);
    private final ObjectBinding<Section> current = Bindings.createObjectBinding(
            () -> index.get() < 0 || index.get() >= sections.size() ? null : sections.get(index.get()), index, sections);

    /** A course's sections, none open yet. */
    void show(List<Section> all) {
        sections.setAll(all);
        index.set(-1);
    }

    /** Opens the i-th section, leaving "My predictions"; returns its id, or null when there is no such section. */
    String open(int i) {
        if (i < 0 || i >= sections.size()) {
            return null;
        }
        predictionsShown.set(false);
        index.set(i);
        return sections.get(i).id();
    }

    /** The place of a section by id, or -1. */
    int indexOf(String sectionId) {
        for (int i = 0; i < sections.size(); i++) {
            if (sections.get(i).id().equals(sectionId)) {
                return i;
            }
        }
        return -1;
    }

    void showPredictions(boolean on) {
        predictionsShown.set(on);
    }

    ObservableList<Section> sections() { return sectionsView; }
    ReadOnlyIntegerProperty indexProperty() { return index.getReadOnlyProperty(); }
    ObjectBinding<Section> currentProperty() { return current; }
    BooleanBinding canNextProperty() { return canNext; }
    BooleanBinding canPreviousProperty() { return canPrevious; }
    ReadOnlyBooleanProperty predictionsShownProperty() { return predictionsShown.getReadOnlyProperty(); }
}
