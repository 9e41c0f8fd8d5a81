package io.boundarylab.app.archfixture;

import io.boundarylab.episodes.playground.PlaygroundRun;
import javafx.scene.control.Label;

/** A fixture for the architecture test: a class that builds a node and only shows a run it is given. */
public final class FormThatAsks {
    private FormThatAsks() {
    }

    public static Label verdict(PlaygroundRun run) {
        return new Label(String.join(" ", run.sentences()));
    }
}
