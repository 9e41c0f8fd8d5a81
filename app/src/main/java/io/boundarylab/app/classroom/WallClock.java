package io.boundarylab.app.classroom;

/**
 * The wall clock, for one thing only: how long a learner took to commit a prediction, which is wall
 * time by definition. It never reaches a run or playback (the architecture test allows this class
 * by name for that reason).
 */
public final class WallClock {
    private WallClock() {
    }

    public static long nowMs() {
        return System.currentTimeMillis();
    }
}
