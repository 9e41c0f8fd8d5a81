package io.boundarylab.app.shell;

import io.boundarylab.app.scene.SceneActions;
import io.boundarylab.app.synthesis.SynthesisViewModel;
import io.boundarylab.engine.trace.TraceEvent;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.layout.VBox;

/** A page holding the synthesis exercise: the presenter keys drive its playback. */
final class SynthesisPage extends VBox implements SceneActions {
    private final SynthesisViewModel svm;

    SynthesisPage(Node page, SynthesisViewModel svm) {
        super(page);
        this.svm = svm;
    }

    @Override
    public void togglePlay() {
        svm.playback().togglePlay();
    }

    @Override
    public void stepForward() {
        svm.playback().step();
    }

    @Override
    public void stepBack() {
        svm.playback().stepBack();
    }

    @Override
    public void resetScene() {
        svm.reset();
    }

    @Override
    public Node snapshotTarget() {
        return this;
    }

    @Override
    public List<TraceEvent> traceShown() {
        return svm.playback().trace();
    }

    @Override
    public String exportTitle() {
        return svm.title();
    }
}
