package io.boundarylab.app.episode;

import io.boundarylab.app.i18n.Messages;
import io.boundarylab.episodes.content.Variant;
import java.util.List;
import javafx.beans.binding.Bindings;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

/**
 * The experiment card: the prompt, the mode switch (naive, contract, then the episode's further
 * runs), Run, and the seed. Binds and delegates to {@link EpisodeViewModel}.
 */
final class ExperimentCard extends VBox {
    private final Button run = new Button();

    ExperimentCard(EpisodeViewModel vm, Messages messages) {
        super(8);
        getStyleClass().add("card");
        Label head = new Label(messages.get("episode.experiment.title"));
        head.getStyleClass().add("card-kicker");
        Label prompt = new Label(vm.episode().prompt() != null ? vm.episode().prompt() : vm.episode().experiment().text());
        prompt.setWrapText(true);
        prompt.getStyleClass().add("narrative");

        ToggleGroup modes = new ToggleGroup();
        // Stacked, full width: each mode's label stays whole at any text size.
        VBox seg = new VBox(4);
        seg.getStyleClass().add("mode-switch");
        // Further runs of the episode (a failing precondition, a port clash, a crashing member) follow
        // naive and contract under their own heading, since some prediction claims are about them.
        List<Variant> ordered = vm.modes();
        for (int i = 0; i < ordered.size(); i++) {
            Variant v = ordered.get(i);
            if (i == 2) {
                Label more = new Label(messages.get("episode.mode.more"));
                more.getStyleClass().add("section-label");
                seg.getChildren().add(more);
            }
            ToggleButton t = new ToggleButton(v.label());
            t.setId("mode-" + v.id());
            t.setUserData(v.id());
            t.setSelected(v.id().equals(vm.variantProperty().get()));
            t.setAccessibleText(messages.get("episode.mode.accessible", v.label()));
            t.setTooltip(new Tooltip(v.description() == null ? v.label() : v.description()));
            t.setOnAction(e -> {
                vm.selectVariant(v.id());
                t.setSelected(v.id().equals(vm.variantProperty().get()));
            });
            t.disableProperty().bind(vm.runningProperty());
            t.setToggleGroup(modes);
            t.setMaxWidth(Double.MAX_VALUE);
            t.setWrapText(true);
            seg.getChildren().add(t);
        }
        vm.variantProperty().addListener((o, a, b) -> seg.getChildren().forEach(n -> {
            if (n instanceof ToggleButton t) {
                t.setSelected(b.equals(t.getUserData()));
            }
        }));
        Label desc = new Label();
        desc.setWrapText(true);
        desc.getStyleClass().add("muted");
        desc.textProperty().bind(vm.lines().mode());

        run.setId("run");
        run.getStyleClass().add("accent");
        run.textProperty().bind(Bindings.when(vm.runningProperty()).then(messages.get("episode.running.short"))
                .otherwise(messages.get("episode.run")));
        // Disabled only before the prediction: disabling it while the run is computed would throw the
        // keyboard focus into the seed field, and Space would then type instead of playing.
        run.disableProperty().bind(vm.committedProperty().not());
        run.setOnAction(e -> vm.run());
        run.setMaxWidth(Double.MAX_VALUE);
        Label runHint = new Label(messages.get("episode.run.hint"));
        runHint.setWrapText(true);
        runHint.getStyleClass().add("muted");
        runHint.visibleProperty().bind(vm.committedProperty().not());
        runHint.managedProperty().bind(runHint.visibleProperty());

        TextField seed = new TextField(vm.seedProperty().get() == null ? "" : vm.seedProperty().get().toString());
        seed.setId("seed");
        seed.setPromptText(messages.get("episode.seed.prompt"));
        seed.setAccessibleText(messages.get("episode.seed"));
        seed.setPrefColumnCount(6);
        seed.textProperty().addListener((o, a, b) -> {
            if (vm.setSeedText(b)) {
                seed.getStyleClass().remove("danger");
            } else if (!seed.getStyleClass().contains("danger")) {
                seed.getStyleClass().add("danger");
            }
        });
        vm.seedProperty().addListener((o, a, b) -> {
            String s = b == null ? "" : b.toString();
            if (!s.equals(seed.getText().trim())) {
                seed.setText(s);
            }
        });
        HBox seedRow = new HBox(8, new Label(messages.get("episode.seed")), seed);
        seedRow.setAlignment(Pos.CENTER_LEFT);

        Label rerun = new Label();
        rerun.setId("rerun-note");
        rerun.setWrapText(true);
        rerun.getStyleClass().add("muted");
        rerun.textProperty().bind(vm.lines().rerun());
        rerun.visibleProperty().bind(rerun.textProperty().isNotEmpty());
        rerun.managedProperty().bind(rerun.visibleProperty());

        getChildren().addAll(head, prompt, seg, desc, run, runHint, rerun, seedRow);
    }

    /** Run: where the keyboard goes once the prediction is committed. */
    Button runButton() {
        return run;
    }
}
