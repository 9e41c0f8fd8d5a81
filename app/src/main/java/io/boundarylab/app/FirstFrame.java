package io.boundarylab.app;

import javafx.animation.AnimationTimer;
import javafx.animation.PauseTransition;
import javafx.application.Platform;
import javafx.util.Duration;

/**
 * Start-up diagnostics, off unless asked for. {@code -Dboundarylab.timing=true} prints the time
 * from JVM start to the first frame, and the wall-clock instant of that frame so a script that
 * started the process can measure from its own launch (the installed launcher runs native code
 * before the JVM starts). {@code -Dboundarylab.exitAfterFirstFrameMs=N} closes the app N ms after
 * the first frame: the packaging's training run uses it to list the classes a real start loads.
 * With timing on it also prints when the learner can act: the first frame at which the page asked
 * for (the start page's rows, or an investigation's page) is in the window and takes input.
 */
final class FirstFrame {
    private FirstFrame() {
    }

    static void watchIfAsked(java.util.function.BooleanSupplier canAct) {
        boolean report = Boolean.getBoolean("boundarylab.timing");
        long exitAfterMs = Long.getLong("boundarylab.exitAfterFirstFrameMs", -1L);
        if (!report && exitAfterMs < 0) {
            return;
        }
        new AnimationTimer() {
            @Override
            public void handle(long now) {
                stop();
                if (report) {
                    print("first frame");
                    // From this frame on, once a frame: the first at which the learner can act.
                    whenReady(canAct);
                }
                if (exitAfterMs >= 0) {
                    PauseTransition wait = new PauseTransition(Duration.millis(exitAfterMs));
                    wait.setOnFinished(e -> Platform.exit());
                    wait.play();
                }
            }
        }.start();
    }

    private static void whenReady(java.util.function.BooleanSupplier canAct) {
        if (canAct.getAsBoolean()) {
            print("ready");
            return;
        }
        new AnimationTimer() {
            @Override
            public void handle(long now) {
                if (canAct.getAsBoolean()) {
                    stop();
                    print("ready");
                }
            }
        }.start();
    }

    /** One line a script can read: what, the time since JVM start, and the wall-clock instant. */
    static void print(String what) {
        long nowMs = System.currentTimeMillis();
        long startMs = java.lang.management.ManagementFactory.getRuntimeMXBean().getStartTime();
        System.out.println("boundary-lab: " + what + " " + (nowMs - startMs)
                + " ms after JVM start (at " + nowMs + " ms since the epoch)");
    }
}
