package io.boundarylab.app.episode;

import io.boundarylab.app.concurrent.BackgroundRunner;
import io.boundarylab.app.lab.Lab;
import io.boundarylab.episodes.content.Episode;
import io.boundarylab.episodes.content.SeedSweep;
import io.boundarylab.episodes.run.SweepResult;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * An episode's "run many seeds": the same variant with seeds 1 to N, run off the FX thread, and how
 * often the counted outcome held. It opens once the prediction is committed, so the count cannot
 * answer the question before the learner has.
 */
public final class SeedSweepViewModel {
    private final Episode episode;
    private final SeedSweep sweep;
    private final Lab lab;
    private final BackgroundRunner runner;
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(this, "running", false);
    private final ReadOnlyObjectWrapper<SweepResult> result = new ReadOnlyObjectWrapper<>(this, "result");
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper(this, "error", "");
    private final ReadOnlyObjectWrapper<Integer> guess = new ReadOnlyObjectWrapper<>(this, "guess");
    private final BooleanBinding canRun;
    private final BooleanBinding guessLocked;

    /** @param committed whether the learner has committed a prediction for this episode */
    public SeedSweepViewModel(Episode episode, SeedSweep sweep, Lab lab, BackgroundRunner runner, ReadOnlyBooleanProperty committed) {
        this.episode = episode;
        this.sweep = sweep;
        this.lab = lab;
        this.runner = runner;
        this.canRun = committed.and(running.not());
        this.guessLocked = running.or(result.isNotNull());
    }

    /** Runs every seed, then shows the count; does nothing while running or before the prediction. */
    public void run() {
        if (!canRun.get()) {
            return;
        }
        running.set(true);
        error.set("");
        runner.run(() -> lab.sweep(episode, sweep), done -> {
            running.set(false);
            result.set(done);
        }, failure -> {
            running.set(false);
            error.set(failure.getMessage() == null ? failure.toString() : failure.getMessage());
        });
    }

    /**
     * The learner's guess of how many of the runs the outcome holds in, as typed: blank for none;
     * false (and nothing changes) unless a whole number from 0 to the number of runs. Fixed once the
     * sweep has run or is running: a guess made after seeing the count is not a guess.
     */
    public boolean setGuessText(String text) {
        if (guessLockedProperty().get()) {
            return false;
        }
        if (text == null || text.isBlank()) {
            guess.set(null);
            return true;
        }
        try {
            int n = Integer.parseInt(text.trim());
            if (n < 0 || n > sweep.seeds()) {
                return false;
            }
            guess.set(n);
            return true;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    /** The guess, or null when the learner made none. */
    public ReadOnlyObjectProperty<Integer> guessProperty() { return guess.getReadOnlyProperty(); }
    /** True once the sweep runs: the guess no longer changes. */
    public BooleanBinding guessLockedProperty() { return guessLocked; }
    public SeedSweep sweep() { return sweep; }
    public BooleanBinding canRunProperty() { return canRun; }
    public ReadOnlyBooleanProperty runningProperty() { return running.getReadOnlyProperty(); }
    /** The finished sweep, or null before it has run. */
    public ReadOnlyObjectProperty<SweepResult> resultProperty() { return result.getReadOnlyProperty(); }
    public ReadOnlyStringProperty errorProperty() { return error.getReadOnlyProperty(); }
}
