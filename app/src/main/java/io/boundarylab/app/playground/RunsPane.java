package io.boundarylab.app.playground;

import io.boundarylab.app.cluster.ClusterSnapshot;
import io.boundarylab.app.cluster.ClusterView;
import io.boundarylab.app.compare.CompareViewModel;
import io.boundarylab.app.i18n.Messages;
import io.boundarylab.app.lab.ExperimentRun;
import io.boundarylab.app.playback.PlaybackClock;
import io.boundarylab.app.playback.TransportBar;
import io.boundarylab.app.stage.ExperimentStage;
import io.boundarylab.episodes.playground.PlaygroundRun;
import javafx.beans.binding.Bindings;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.value.ObservableValue;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * The playground's runs, drawn: the naive and the contract run each on a stage, side by side on one
 * clock as an episode's comparison shows them (its {@link CompareViewModel}), or one of them alone
 * and larger; under them the episode's transport bar. Nothing here scrolls: the stages draw smaller
 * before the transport bar leaves the window.
 */
final class RunsPane extends VBox {
    private final Messages m;
    private final ReadOnlyBooleanProperty committed;
    private final VBox shown = new VBox(8);
    private final ToggleButton both;
    private final ToggleButton naiveOnly;
    private final ToggleButton contractOnly;
    /** The clock of the pair shown: one per pair, stopped when the next pair replaces it. */
    private PlaybackClock clock;

    /**
     * @param committed   whether the learner predicted (or skipped) before the runs
     * @param predictOpen the prediction's panel beside the runs: open or folded (the button over the stages)
     */
    RunsPane(Messages messages, ReadOnlyBooleanProperty committed, BooleanProperty predictOpen) {
        super(6);
        this.m = messages;
        this.committed = committed;
        setId("pg-runs");
        setMinSize(0, 0);
        ToggleButton predict = new ToggleButton(m.get("playground.panel.predict"));
        predict.setId("pg-toggle-predict");
        predict.setTooltip(new Tooltip(m.get("playground.panel.predict.tip")));
        predict.selectedProperty().bindBidirectional(predictOpen);
        ToggleGroup which = new ToggleGroup();
        both = choice(which, "pg-show-both", "playground.runs.both");
        naiveOnly = choice(which, "pg-show-naive", "playground.runs.naive");
        contractOnly = choice(which, "pg-show-contract", "playground.runs.contract");
        which.selectToggle(both);
        // One of the three is always chosen: clicking the chosen one keeps it.
        which.selectedToggleProperty().addListener((o, a, b) -> {
            if (b == null) which.selectToggle(a);
        });
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        HBox top = new HBox(8, predict, gap, both, naiveOnly, contractOnly);
        top.setAlignment(Pos.CENTER_LEFT);
        top.setMinHeight(Region.USE_PREF_SIZE);
        Label none = new Label(m.get("playground.runs.none"));
        none.setId("pg-runs-none");
        none.setWrapText(true);
        none.getStyleClass().add("muted");
        shown.getChildren().add(none);
        shown.setMinSize(0, 0);
        VBox.setVgrow(shown, Priority.ALWAYS);
        getChildren().addAll(top, shown);
        sceneProperty().addListener((o, a, b) -> {
            if (clock != null && b == null) {
                clock.stop();
            } else if (clock != null && a == null) {
                clock.start();
            }
        });
    }

    private ToggleButton choice(ToggleGroup group, String id, String key) {
        ToggleButton b = new ToggleButton(m.get(key));
        b.setId(id);
        b.setToggleGroup(group);
        b.setMinWidth(Region.USE_PREF_SIZE);
        return b;
    }

    /** Draws a finished pair: both stages at the start, the transport bar on the pair's one clock. */
    void show(PlaygroundRun run) {
        CompareViewModel pair = new CompareViewModel(new PlaygroundCompared(run, committed), m);
        pair.show(ExperimentRun.of(run.naive()), ExperimentRun.of(run.contract()));
        VBox naive = side(m.get("playground.runs.naive"), pair.naiveProperty(), pair.naiveLineProperty(), "pg-naive");
        VBox contract = side(m.get("playground.runs.contract"), pair.contractProperty(), pair.contractLineProperty(), "pg-contract");
        naive.visibleProperty().bind(contractOnly.selectedProperty().not());
        naive.managedProperty().bind(naive.visibleProperty());
        contract.visibleProperty().bind(naiveOnly.selectedProperty().not());
        contract.managedProperty().bind(contract.visibleProperty());
        HBox sides = new HBox(12, naive, contract);
        sides.setMinSize(0, 0);
        VBox.setVgrow(sides, Priority.ALWAYS);
        TransportBar time = TransportBar.forTrace(pair.playback(), m, "pg-");
        time.setMinHeight(Region.USE_PREF_SIZE);
        shown.getChildren().setAll(sides, time);
        if (clock != null) {
            clock.stop();
        }
        clock = new PlaybackClock();
        clock.register(pair.playback());
        if (getScene() != null) {
            clock.start();
        }
    }

    private VBox side(String title, ObservableValue<ClusterSnapshot> snapshot, ObservableValue<String> line, String id) {
        ClusterView view = new ClusterView(m);
        view.setId(id + "-cluster");
        if (snapshot.getValue() != null) {
            view.render(snapshot.getValue());
        }
        snapshot.addListener((o, a, b) -> {
            if (b != null) {
                view.render(b);
            }
        });
        ExperimentStage stage = new ExperimentStage(view);
        stage.setId(id + "-stage");
        // Which run it is, on the stage itself, as the episode's comparison names its two.
        stage.setCaption(title);
        stage.setMinWidth(0);
        VBox.setVgrow(stage, Priority.ALWAYS);
        Label narration = new Label();
        narration.setId(id + "-line");
        narration.getStyleClass().add("narration");
        narration.setWrapText(true);
        narration.setMaxWidth(Double.MAX_VALUE);
        narration.setMinHeight(Region.USE_PREF_SIZE);
        narration.textProperty().bind(Bindings.createStringBinding(
                () -> line.getValue().isEmpty() ? m.get("compare.line.none") : line.getValue(), line));
        // The stylesheet draws a narration strip's graphic only: the sentence is the graphic, wrapped within the strip.
        Label sentence = new Label();
        sentence.setWrapText(true);
        sentence.setMinHeight(Region.USE_PREF_SIZE);
        sentence.textProperty().bind(narration.textProperty());
        sentence.prefWidthProperty().bind(narration.widthProperty().subtract(28));
        sentence.maxWidthProperty().bind(sentence.prefWidthProperty());
        narration.setGraphic(sentence);
        narration.accessibleTextProperty().bind(narration.textProperty());
        VBox box = new VBox(4, stage, narration);
        box.setMinWidth(0);
        box.setPrefWidth(100);
        HBox.setHgrow(box, Priority.ALWAYS);
        return box;
    }
}
