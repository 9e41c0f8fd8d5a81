package io.boundarylab.app.shell;

import io.boundarylab.app.lab.EpisodesLab;
import io.boundarylab.app.lab.Lab;
import io.boundarylab.app.save.Progress;
import io.boundarylab.app.save.SaveStore;

/**
 * Progress belongs to one investigation. When a course of another investigation is shown, the
 * store moves to that investigation's file and its progress is read; the learner's seed (which
 * orders every question's choices for them) goes along, so the learner stays the same learner.
 */
final class ProgressScope {

    private ProgressScope() {
    }

    /** The progress to show with {@code lab}: {@code now} if it is the same investigation's, else the other's. */
    static Progress switchTo(SaveStore store, Lab lab, Progress now) {
        String id = lab instanceof EpisodesLab el ? el.investigation().id() : null;
        if (SaveStore.progressFileFor(id).equals(store.progressFile())) return now;
        Progress other = store.useProgressOf(id);
        return now.learnerSeed() == null ? other : other.withLearnerSeed(now.learnerSeed());
    }
}
