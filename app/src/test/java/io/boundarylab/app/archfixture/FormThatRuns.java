package io.boundarylab.app.archfixture;

import io.boundarylab.episodes.playground.BundledContent;
import io.boundarylab.episodes.playground.PlaygroundExperiment;
import io.boundarylab.episodes.playground.PlaygroundRun;
import java.util.Locale;
import javafx.scene.control.Button;

/** A fixture for the architecture test: a class that builds a node and runs (and judges) the experiment itself. */
public final class FormThatRuns {
    private FormThatRuns() {
    }

    public static Button runButton(PlaygroundExperiment x) {
        Button run = new Button();
        run.setOnAction(e -> {
            try {
                PlaygroundRun.run(x, null, null, Locale.ENGLISH, BundledContent.readEachTime());
            } catch (Exception ignored) {
                // a fixture: never run
            }
        });
        return run;
    }
}
