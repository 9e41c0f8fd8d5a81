package io.boundarylab.app.compare;

import io.boundarylab.app.cluster.ClusterView;
import io.boundarylab.app.cluster.PodVersions;
import io.boundarylab.app.cluster.PodVersionsChart;
import io.boundarylab.app.i18n.Messages;
import io.boundarylab.app.playback.TransportBar;
import io.boundarylab.app.stage.ExperimentStage;
import io.boundarylab.episodes.content.Experiment;
import java.util.List;
import javafx.beans.binding.Bindings;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.HBox;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/** Naive and contract side by side, one time control for both, the first divergence marked. */
public final class CompareView extends VBox {

    public CompareView(CompareViewModel vm, Messages messages) {
        getStyleClass().add("compare-view");
        setSpacing(10);
        setPadding(new Insets(10));
        Experiment x = vm.episode().episode().experiment();

        Button run = new Button(messages.get("compare.run"));
        run.setId("compare-run");
        run.getStyleClass().add("accent");
        run.disableProperty().bind(vm.canRunProperty().not());
        run.setOnAction(e -> vm.runBoth());
        Label hint = new Label();
        hint.setWrapText(true);
        hint.getStyleClass().add("muted");
        hint.textProperty().bind(Bindings.createStringBinding(() -> {
            if (vm.runningProperty().get()) {
                return messages.get("episode.running");
            }
            if (!vm.errorProperty().get().isEmpty()) {
                return messages.get("episode.error", vm.errorProperty().get());
            }
            return vm.episode().committedProperty().get() ? messages.get("compare.hint") : messages.get("compare.predictFirst");
        }, vm.runningProperty(), vm.errorProperty(), vm.episode().committedProperty()));
        Label divergence = new Label();
        divergence.setId("divergence");
        divergence.getStyleClass().add("divergence");
        divergence.setWrapText(true);
        divergence.setMaxWidth(Double.MAX_VALUE);
        divergence.textProperty().bind(Bindings.createStringBinding(() -> {
            String d = vm.divergenceProperty().get();
            if (d.isEmpty()) {
                return messages.get("compare.notYet");
            }
            return d + "\n" + (vm.pastDivergenceProperty().get() ? messages.get("compare.marker.past") : messages.get("compare.marker.ahead"));
        }, vm.divergenceProperty(), vm.pastDivergenceProperty()));
        divergence.accessibleTextProperty().bind(divergence.textProperty());
        Button jump = new Button(messages.get("compare.jump"));
        jump.setId("compare-jump");
        jump.disableProperty().bind(vm.divergencePositionProperty().lessThan(1));
        jump.setOnAction(e -> vm.jumpToDivergence());
        jump.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        divergence.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        // Run, the first difference and the way to it on one row: the room below is the two stages'.
        // Before both runs the hint says what to do; after, the first difference takes its place.
        hint.visibleProperty().bind(vm.divergenceProperty().isEmpty());
        hint.managedProperty().bind(hint.visibleProperty());
        divergence.visibleProperty().bind(hint.visibleProperty().not());
        divergence.managedProperty().bind(divergence.visibleProperty());
        VBox words = new VBox(4, hint, divergence);
        words.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        HBox top = new HBox(10, run, words, jump);
        top.setAlignment(Pos.CENTER_LEFT);
        HBox.setHgrow(words, Priority.ALWAYS);
        run.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        hint.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);

        // Where a run rolls out a new version: pods of each version over time, both charts on the same
        // scales, in place of the clusters (there is no room for both), the clusters one click away.
        PodVersionsChart naiveVersions = new PodVersionsChart(messages);
        naiveVersions.setId("versions-naive");
        PodVersionsChart contractVersions = new PodVersionsChart(messages);
        contractVersions.setId("versions-contract");
        ToggleGroup shown = new ToggleGroup();
        ToggleButton asCluster = new ToggleButton(messages.get("compare.show.cluster"));
        asCluster.setId("compare-show-cluster");
        ToggleButton asVersions = new ToggleButton(messages.get("compare.show.versions"));
        asVersions.setId("compare-show-versions");
        shown.getToggles().addAll(asCluster, asVersions);
        shown.selectToggle(asVersions);
        // One of the two is always shown: clicking the selected one keeps it.
        shown.selectedToggleProperty().addListener((o, a, b) -> {
            if (b == null) shown.selectToggle(a);
        });
        Label showLabel = new Label(messages.get("compare.show"));
        HBox showRow = new HBox(8, showLabel, asCluster, asVersions);
        showRow.setAlignment(Pos.CENTER_LEFT);
        Runnable showVersions = () -> {
            PodVersions.Rollout n = vm.naiveVersionsProperty().get();
            PodVersions.Rollout c = vm.contractVersionsProperty().get();
            boolean any = n.hasSeveralVersions() || c.hasSeveralVersions();
            showRow.setVisible(any);
            showRow.setManaged(any);
            for (PodVersionsChart chart : List.of(naiveVersions, contractVersions)) {
                chart.show(chart == naiveVersions ? n : c);
                chart.setScale(Math.max(n.endMs(), c.endMs()), Math.max(n.mostPods(), c.mostPods()));
                chart.setVisible(any && asVersions.isSelected());
                chart.setManaged(true);
            }
        };
        vm.naiveVersionsProperty().addListener((o, a, b) -> showVersions.run());
        vm.contractVersionsProperty().addListener((o, a, b) -> showVersions.run());
        asVersions.selectedProperty().addListener((o, a, b) -> showVersions.run());
        showVersions.run();
        vm.timeMsProperty().addListener((o, a, b) -> {
            naiveVersions.setTimeMs(b.longValue());
            contractVersions.setTimeMs(b.longValue());
        });
        VBox left = side(messages.get("compare.side", x.naive().label()), vm.naiveProperty(), vm.naiveLineProperty(), messages,
                "compare-naive", naiveVersions);
        VBox right = side(messages.get("compare.side", x.contract().label()), vm.contractProperty(), vm.contractLineProperty(), messages,
                "compare-contract", contractVersions);
        HBox sides = new HBox(12, left, right);
        HBox.setHgrow(left, Priority.ALWAYS);
        HBox.setHgrow(right, Priority.ALWAYS);
        left.setPrefWidth(100);
        right.setPrefWidth(100);
        VBox.setVgrow(sides, Priority.ALWAYS);

        TransportBar time = TransportBar.forTrace(vm.playback(), messages, "compare-");
        // Nothing here scrolls: the two stages give up room first (they draw smaller), so the
        // transport bar and both narration lines always stay in the window.
        VBox body = new VBox(8, top, showRow, sides);
        body.setMinHeight(0);
        VBox.setVgrow(body, Priority.ALWAYS);
        time.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        getChildren().addAll(body, time);
    }

    private static VBox side(String title, javafx.beans.value.ObservableValue<io.boundarylab.app.cluster.ClusterSnapshot> snapshot,
                             javafx.beans.value.ObservableValue<String> line, Messages messages, String id,
                             PodVersionsChart versions) {
        ClusterView view = new ClusterView(messages);
        view.setId(id);
        if (snapshot.getValue() != null) {
            view.render(snapshot.getValue());
        }
        snapshot.addListener((o, a, b) -> {
            if (b != null) {
                view.render(b);
            }
        });
        // The chart of versions, where there is one, takes the cluster's place on the stage.
        view.visibleProperty().bind(versions.visibleProperty().not());
        view.managedProperty().bind(view.visibleProperty());
        versions.setMaxWidth(Double.MAX_VALUE);
        StackPane picture = new StackPane(view, versions);
        StackPane.setAlignment(versions, Pos.TOP_LEFT);
        ExperimentStage area = new ExperimentStage(picture);
        area.setId(id + "-stage");
        // The side's name sits on its stage: the two pictures keep the height a heading would take.
        area.setCaption(title);
        VBox.setVgrow(area, Priority.ALWAYS);
        area.setMinWidth(0);
        Label narration = new Label();
        narration.setId(id + "-line");
        narration.getStyleClass().add("narration");
        narration.setWrapText(true);
        narration.setMaxWidth(Double.MAX_VALUE);
        narration.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        narration.textProperty().bind(Bindings.createStringBinding(
                () -> line.getValue().isEmpty() ? messages.get("compare.line.none") : line.getValue(), line));
        // The stylesheet draws a narration strip's graphic only (the single-run line puts its sentence and
        // rule there), so the sentence is the graphic here too, wrapped within the strip.
        Label sentence = new Label();
        sentence.setWrapText(true);
        sentence.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        sentence.textProperty().bind(narration.textProperty());
        sentence.prefWidthProperty().bind(narration.widthProperty().subtract(28));
        sentence.maxWidthProperty().bind(sentence.prefWidthProperty());
        narration.setGraphic(sentence);
        narration.accessibleTextProperty().bind(narration.textProperty());
        VBox box = new VBox(8, area, narration);
        box.setMinWidth(0);
        return box;
    }
}
