package floor;

import javafx.animation.AnimationTimer;
import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.stage.Stage;

/**
 * The floor under any start-up goal: an empty JavaFX window (one label), timed as the app times
 * itself with -Dboundarylab.timing=true, so measure-start.sh can launch it like the app. Whatever
 * this costs on a machine, the app cannot start faster there.
 */
public final class EmptyWindow extends Application {

    /** A plain main, so JavaFX can run from the class path as the app's jar does. */
    public static final class Main {
        public static void main(String[] args) {
            Application.launch(EmptyWindow.class, args);
        }
    }

    @Override
    public void start(Stage stage) {
        stage.setScene(new Scene(new Label("Boundary Lab"), 1280, 800));
        stage.show();
        new AnimationTimer() {
            @Override
            public void handle(long now) {
                stop();
                long nowMs = System.currentTimeMillis();
                long startMs = java.lang.management.ManagementFactory.getRuntimeMXBean().getStartTime();
                // An empty window takes input at its first frame: both lines, as the app prints them.
                for (String what : new String[] {"first frame", "ready"}) {
                    System.out.println("boundary-lab: " + what + " " + (nowMs - startMs)
                            + " ms after JVM start (at " + nowMs + " ms since the epoch)");
                }
            }
        }.start();
    }
}
