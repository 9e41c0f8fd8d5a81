package io.boundarylab.app.stage;

import io.boundarylab.app.cluster.ClusterSnapshot;
import io.boundarylab.app.cluster.ClusterView;
import io.boundarylab.app.cluster.PodVersions;
import io.boundarylab.app.cluster.PodVersionsChart;
import io.boundarylab.app.cluster.TrafficLane;
import io.boundarylab.app.i18n.Messages;
import io.boundarylab.app.playback.PlaybackViewModel;
import javafx.beans.InvalidationListener;
import javafx.beans.value.ObservableValue;
import javafx.geometry.Insets;
import javafx.scene.AccessibleRole;
import javafx.scene.Node;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.scene.transform.Scale;

/**
 * The stage: the one picture of a run, wherever a run is shown. It draws the run at the moment
 * shown (the nodes with their pods, or what the kernel reports) as large as its room allows, and
 * never scrolls: a picture taller than the room is drawn smaller, one with room to spare is drawn
 * larger, up to twice its size, so pods read from the back of a room on a projector.
 *
 * <p>Every scene that shows a run gives its stage the largest region of the window; the layout
 * rule that holds them to it looks the stages up by the {@value #STYLE_CLASS} style class.
 */
public final class ExperimentStage extends Region {
    /** The style class every stage carries: the layout rule and the stylesheet find stages by it. */
    public static final String STYLE_CLASS = "experiment-stage";
    static final double MIN_SCALE = 0.35;
    static final double MAX_SCALE = 2.0;
    private static final double PAD = 8;

    private final Node drawing;
    /** Whether the drawing is laid out at the stage's own size and draws itself to it, never scaled. */
    private final boolean fills;
    /** Which run the stage shows, where a scene shows two (the comparison); none by default. */
    private final javafx.scene.control.Label caption = new javafx.scene.control.Label();
    private final Scale scale = new Scale(1, 1, 0, 0);
    private double shownScale = 1;

    /** A stage that draws {@code drawing}, scaled to fit (a kernel picture, a run's cluster). */
    public ExperimentStage(Node drawing) {
        this(drawing, false);
    }

    /**
     * A stage whose drawing takes the stage's whole room at its own size and draws itself to it, as the
     * at-scale heat map does: its cells grow with the room, where a scaled picture would only blur.
     */
    public static ExperimentStage filledBy(Region drawing) {
        return new ExperimentStage(drawing, true);
    }

    private ExperimentStage(Node drawing, boolean fills) {
        this.drawing = drawing;
        this.fills = fills;
        getStyleClass().add(STYLE_CLASS);
        drawing.getTransforms().add(scale);
        caption.getStyleClass().add("stage-caption");
        caption.setWrapText(true);
        caption.setManaged(false);
        caption.setVisible(false);
        getChildren().addAll(drawing, caption);
        setMinSize(0, 0);
        setPadding(new Insets(PAD));
        // What is drawn beyond the stage's room is cut at its edge, never spilt over the scene.
        javafx.scene.shape.Rectangle clip = new javafx.scene.shape.Rectangle();
        clip.widthProperty().bind(widthProperty());
        clip.heightProperty().bind(heightProperty());
        setClip(clip);
        setAccessibleRole(AccessibleRole.PARENT);
    }

    /**
     * The stage of a simulated run: the cluster at the moment shown, and under it, where the run has
     * them, its ReplicaSets, Services and clients, and its pods of each version over time.
     *
     * @param cluster  the cluster at the moment shown
     * @param playback the run being played (its trace and position)
     */
    public static ExperimentStage ofRun(Messages messages, ObservableValue<ClusterSnapshot> cluster, PlaybackViewModel playback) {
        ClusterView clusterView = new ClusterView(messages);
        clusterView.setId("cluster-view");
        clusterView.render(cluster.getValue());
        cluster.addListener((o, a, b) -> clusterView.render(b));
        TrafficLane traffic = new TrafficLane(messages);
        InvalidationListener showTraffic = x -> traffic.show(playback.traceProperty().get(), playback.positionProperty().get());
        playback.positionProperty().addListener(showTraffic);
        playback.traceProperty().addListener(showTraffic);
        PodVersionsChart versions = new PodVersionsChart(messages);
        versions.setId("versions-run");
        playback.traceProperty().addListener((o, a, b) -> versions.show(PodVersions.of(b)));
        playback.currentEventProperty().addListener((o, a, b) -> versions.setTimeMs(b == null ? 0 : b.tMs()));
        VBox picture = new VBox(12, clusterView, traffic, versions);
        ExperimentStage stage = new ExperimentStage(picture);
        stage.setAccessibleText(clusterView.getAccessibleText());
        return stage;
    }

    /** Names the run on the stage, over its picture (the comparison's two sides). */
    public void setCaption(String text) {
        caption.setText(text);
        caption.setVisible(!text.isEmpty());
        setAccessibleText(text);
        requestLayout();
    }

    /** The picture the stage draws. */
    public Node drawing() {
        return drawing;
    }

    /** The cluster picture of a simulated run's stage, or null for a stage that draws something else. */
    public ClusterView clusterView() {
        return drawing instanceof VBox box && !box.getChildren().isEmpty() && box.getChildren().get(0) instanceof ClusterView v ? v : null;
    }

    /** How much larger (above 1) or smaller the picture is drawn than its natural size, as last laid out. */
    public double drawnScale() {
        return shownScale;
    }

    @Override
    protected void layoutChildren() {
        double w = Math.max(1, getWidth() - 2 * PAD);
        double top = 0;
        if (caption.isVisible()) {
            top = caption.prefHeight(w);
            caption.resizeRelocate(PAD, PAD, w, top);
            top += PAD / 2;
        }
        double h = Math.max(1, getHeight() - 2 * PAD - top);
        if (fills) {
            drawing.resizeRelocate(PAD, PAD + top, w, h);
            return;
        }
        double s = fittingScale(w, h);
        shownScale = s;
        scale.setX(s);
        scale.setY(s);
        double width = w / s;
        double height = Math.max(drawing.prefHeight(width), h / s);
        drawing.resizeRelocate(PAD, PAD + top, width, height);
    }

    /**
     * The largest scale at which the picture, laid out across the stage's width, fits its height.
     * The picture's height depends on its width (node cards wrap onto rows), so the scale is found by
     * halving the interval rather than by one division.
     */
    private double fittingScale(double w, double h) {
        if (fits(MAX_SCALE, w, h)) {
            return MAX_SCALE;
        }
        double lo = MIN_SCALE;
        double hi = MAX_SCALE;
        for (int i = 0; i < 10; i++) {
            double mid = (lo + hi) / 2;
            if (fits(mid, w, h)) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    private boolean fits(double s, double w, double h) {
        double width = w / s;
        double minWidth = drawing.minWidth(-1);
        return minWidth <= width + 0.5 && drawing.prefHeight(width) * s <= h + 0.5;
    }

    @Override
    protected double computePrefWidth(double height) {
        return 320;
    }

    @Override
    protected double computePrefHeight(double width) {
        return 240;
    }
}
