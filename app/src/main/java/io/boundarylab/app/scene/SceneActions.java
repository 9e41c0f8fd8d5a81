package io.boundarylab.app.scene;

/**
 * What the presenter keys do on the scene in front: each page that plays a trace implements it.
 * Defaults do nothing, so a plain page ignores the keys.
 */
public interface SceneActions {
    /** The control the keyboard should start on when the app resumes on this scene, or null. */
    default javafx.scene.Node primaryControl() { return null; }

    default void togglePlay() { }

    default void stepForward() { }

    default void stepBack() { }

    default void switchMode() { }

    default void resetScene() { }

    default void reveal() { }

    /** Opens or folds the panel of cards beside or over the stage (the prediction, the findings). */
    default void toggleCards() { }

    /** Opens or folds the event list beside the stage. */
    default void toggleEvents() { }

    /** Between the run and the comparison of the two runs, where the scene has both. */
    default void toggleCompare() { }

    /** The node to snapshot for "export PNG". */
    default javafx.scene.Node snapshotTarget() {
        return null;
    }

    /** The trace shown, for exports; empty when none. */
    default java.util.List<io.boundarylab.engine.trace.TraceEvent> traceShown() {
        return java.util.List.of();
    }

    /** What the scene marked at an event beyond its sentence (the honest-naive notes), for the transcript export. */
    default java.util.function.Function<io.boundarylab.engine.trace.TraceEvent, java.util.List<String>> transcriptNotes() {
        return e -> java.util.List.of();
    }

    /** A title for exports. */
    default String exportTitle() {
        return "";
    }
}
