package io.boundarylab.app.synthesis;

import io.boundarylab.app.cluster.ClusterView;
import io.boundarylab.app.episode.QuantityInput;
import io.boundarylab.app.i18n.Messages;
import io.boundarylab.app.playback.TransportBar;
import io.boundarylab.episodes.content.Block;
import io.boundarylab.episodes.content.Choice;
import io.boundarylab.episodes.prediction.ClaimComparison;
import io.boundarylab.episodes.prediction.PredictionComparison;
import io.boundarylab.episodes.prediction.QuantityComparison;
import javafx.beans.binding.Bindings;
import javafx.collections.ListChangeListener;
import javafx.collections.MapChangeListener;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.RadioButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

/** The exercise: four predictions, then the synthesis trace with stop, resume and the verdicts. */
public final class SynthesisView extends VBox {

    private final SynthesisViewModel vm;
    private javafx.scene.control.Button runButton;

    public SynthesisView(SynthesisViewModel vm, Messages messages) {
        this.vm = vm;
        setSpacing(12);
        getStyleClass().add("synthesis");
        setId("synthesis");

        VBox prompts = new VBox(10);
        prompts.getStyleClass().add("card");
        Label head = new Label(vm.heading());
        head.getStyleClass().add("card-kicker");
        prompts.getChildren().add(head);
        VBox questions = new VBox(10);
        questions.visibleProperty().bind(vm.committedProperty().not());
        questions.managedProperty().bind(questions.visibleProperty());
        VBox summary = new VBox(6);
        summary.setId("synthesis-summary");
        summary.visibleProperty().bind(vm.committedProperty());
        summary.managedProperty().bind(summary.visibleProperty());
        Runnable drawSummary = () -> {
            summary.getChildren().clear();
            for (int i = 0; i < vm.prompts().size(); i++) {
                // Once committed, only the answer: the questions stay in the tooltip and the spoken text,
                // so the run below comes into view instead of being pushed under the fold.
                String full = vm.summaryInFull(i);
                Label l = new Label(vm.summaryLine(i));
                l.setWrapText(true);
                l.setTooltip(new javafx.scene.control.Tooltip(full));
                l.setAccessibleText(full);
                l.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
                summary.getChildren().add(l);
            }
        };
        vm.committedProperty().addListener((o, a, b) -> drawSummary.run());
        vm.answers().addListener((MapChangeListener<String, String>) ch -> drawSummary.run());
        drawSummary.run();
        int pi = 0;
        for (Block.ExercisePrompt p : vm.prompts()) {
            Label q = new Label((pi + 1) + ".  " + p.text());
            q.getStyleClass().add("card-title");
            q.setWrapText(true);
            FlowPane choices = new FlowPane(12, 6);
            ToggleGroup g = new ToggleGroup();
            int ci = 0;
            for (Choice c : vm.choicesOf(p)) {
                RadioButton r = new RadioButton(c.text());
                r.setId("synthesis-" + pi + "-" + (ci++));
                r.setWrapText(true);
                r.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
                r.setMaxWidth(520);
                r.setToggleGroup(g);
                r.setSelected(c.id().equals(vm.answers().get(p.id())));
                r.setOnAction(e -> vm.answer(p.id(), c.id()));
                r.disableProperty().bind(vm.committedProperty());
                vm.answers().addListener((MapChangeListener<String, String>) ch -> r.setSelected(c.id().equals(vm.answers().get(p.id()))));
                choices.getChildren().add(r);
            }
            // The number, as the episode asked it: checked against the trace with the content's tolerance.
            javafx.scene.layout.VBox number = QuantityInput.of(vm.number(p), messages, "-synthesis-" + pi);
            questions.getChildren().addAll(q, choices, number);
            pi++;
        }
        Button commit = new Button(messages.get("synthesis.commit"));
        commit.setId("synthesis-commit");
        commit.getStyleClass().add("accent");
        commit.disableProperty().bind(vm.canCommitProperty().not());
        commit.setOnAction(e -> {
            vm.commit();
            // Run is the next thing to do: bring it into view and give it the focus.
            javafx.application.Platform.runLater(() -> {
                scrollIntoView(prompts);
                runButton.requestFocus();
            });
        });
        Button run = new Button();
        runButton = run;
        run.setId("synthesis-run");
        run.getStyleClass().add("accent");
        run.textProperty().bind(Bindings.when(vm.runningProperty()).then(messages.get("episode.running.short"))
                .otherwise(vm.title()));
        run.disableProperty().bind(vm.canRunProperty().not());
        run.setOnAction(e -> vm.run());
        Button stop = new Button(messages.get("synthesis.stop"));
        stop.setId("synthesis-stop");
        stop.disableProperty().bind(vm.playback().playingProperty().not());
        stop.setOnAction(e -> vm.stop());
        Button resume = new Button(messages.get("synthesis.resume"));
        resume.setId("synthesis-resume");
        resume.disableProperty().bind(vm.playback().playingProperty().or(vm.traceProperty().isNull())
                .or(vm.playback().atEndProperty()));
        resume.setOnAction(e -> vm.resume());
        // Stop at a moment of simulated time (or an event number): the silence between events is evidence too.
        javafx.scene.control.TextField stopAtField = new javafx.scene.control.TextField();
        stopAtField.setId("synthesis-stop-at");
        stopAtField.setPromptText(messages.get("synthesis.stopAt.prompt"));
        stopAtField.setAccessibleText(messages.get("synthesis.stopAt.accessible"));
        stopAtField.setPrefColumnCount(6);
        stopAtField.disableProperty().bind(vm.traceProperty().isNull());
        Button stopAt = new Button(messages.get("synthesis.stopAt"));
        stopAt.setId("synthesis-stop-at-go");
        stopAt.setAccessibleText(messages.get("synthesis.stopAt.accessible"));
        stopAt.disableProperty().bind(vm.traceProperty().isNull().or(stopAtField.textProperty().isEmpty()));
        stopAt.setOnAction(e -> vm.stopAt(stopAtField.getText()));
        stopAtField.setOnAction(e -> vm.stopAt(stopAtField.getText()));
        HBox stopAtBox = new HBox(4, stopAtField, stopAt);
        stopAtBox.setAlignment(Pos.CENTER_LEFT);
        Button reset = new Button(messages.get("synthesis.reset"));
        reset.setId("synthesis-reset");
        reset.setOnAction(e -> vm.reset());
        commit.visibleProperty().bind(vm.committedProperty().not());
        commit.managedProperty().bind(commit.visibleProperty());
        javafx.scene.layout.FlowPane actions = new javafx.scene.layout.FlowPane(8, 8, commit, run, stop, resume, stopAtBox, reset);
        actions.setAlignment(Pos.CENTER_LEFT);
        prompts.getChildren().addAll(questions, summary, actions);

        Label checkpoint = new Label();
        checkpoint.setId("synthesis-checkpoint");
        checkpoint.getStyleClass().add("card-title");
        checkpoint.setWrapText(true);
        checkpoint.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        checkpoint.textProperty().bind(vm.checkpointProperty());
        Label state = new Label();
        state.setId("synthesis-state");
        state.getStyleClass().add("divergence");
        state.setWrapText(true);
        state.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        state.textProperty().bind(Bindings.createStringBinding(() -> !vm.errorProperty().get().isEmpty()
                ? messages.get("episode.error", vm.errorProperty().get()) : vm.stopStateProperty().get(),
                vm.errorProperty(), vm.stopStateProperty()));
        state.visibleProperty().bind(state.textProperty().isNotEmpty());
        state.managedProperty().bind(state.visibleProperty());
        ClusterView cluster = new ClusterView(messages);
        cluster.setId("synthesis-cluster");
        vm.clusterProperty().addListener((o, a, b) -> {
            if (b != null) {
                cluster.render(b);
            }
        });
        if (vm.clusterProperty().get() != null) {
            cluster.render(vm.clusterProperty().get());
        }
        Label narration = new Label();
        narration.getStyleClass().add("narration");
        narration.setWrapText(true);
        narration.setMaxWidth(Double.MAX_VALUE);
        narration.textProperty().bind(vm.narrationProperty());
        Label narrationSentence = new Label();
        narrationSentence.setWrapText(true);
        narrationSentence.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        narrationSentence.textProperty().bind(narration.textProperty());
        Label narrationRule = new Label();
        narrationRule.setId("synthesis-narration-rule");
        narrationRule.getStyleClass().add("narration-rule");
        narrationRule.setWrapText(true);
        narrationRule.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        narrationRule.textProperty().bind(vm.narrationRuleProperty());
        narrationRule.managedProperty().bind(narrationRule.visibleProperty().and(narrationRule.textProperty().isNotEmpty()));
        VBox narrationLines = new VBox(2, narrationSentence, narrationRule);
        narrationLines.prefWidthProperty().bind(narration.widthProperty().subtract(28));
        narrationLines.maxWidthProperty().bind(narrationLines.prefWidthProperty());
        narration.setGraphic(narrationLines);
        narration.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        Label silence = new Label();
        silence.setId("synthesis-silence");
        silence.getStyleClass().add("callout");
        silence.setWrapText(true);
        silence.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        silence.setMaxWidth(Double.MAX_VALUE);
        silence.textProperty().bind(vm.silenceProperty());
        silence.visibleProperty().bind(silence.textProperty().isNotEmpty());
        silence.managedProperty().bind(silence.visibleProperty());
        TransportBar time = TransportBar.forTrace(vm.playback(), messages, "synthesis-");

        VBox results = new VBox(8);
        results.setId("synthesis-results");
        Label resultsHead = new Label(messages.get("synthesis.results"));
        resultsHead.getStyleClass().add("card-kicker");
        Runnable draw = () -> {
            results.getChildren().setAll(resultsHead);
            if (!vm.comparisons().isEmpty()) {
                Label score = new Label(vm.scoreProperty().get());
                score.setId("synthesis-score");
                score.getStyleClass().add("card-title");
                score.setWrapText(true);
                results.getChildren().add(score);
            }
            for (PredictionComparison pc : vm.comparisons()) {
                VBox box = new VBox(4);
                Label choice = new Label(messages.get("synthesis.youChose", pc.choiceText()));
                choice.setWrapText(true);
                choice.getStyleClass().add("card-title");
                box.getChildren().add(choice);
                for (ClaimComparison c : pc.claims()) {
                    // A claim about a variant the synthesis trace does not run stays open for good: say so.
                    boolean notInTrace = c.outcome() == ClaimComparison.Outcome.PENDING && vm.playback().atEndProperty().get()
                            && vm.traceProperty().get() != null;
                    // The verdict on a line of its own, in bold, as in the episode's findings: it is read first.
                    Label mark = new Label(notInTrace ? messages.get("synthesis.notInTrace.mark") : messages.get("claim." + c.outcome().name()));
                    mark.getStyleClass().add("status-value");
                    Label sentence = new Label(notInTrace ? messages.get("synthesis.notInTrace", c.youSaid()) : c.sentence());
                    sentence.setWrapText(true);
                    sentence.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
                    VBox l = new VBox(2, mark, sentence);
                    l.getStyleClass().add(switch (c.outcome()) {
                        case MATCH -> "claim-right";
                        case MISMATCH -> "claim-wrong";
                        case PENDING -> "claim-open";
                    });
                    l.setFocusTraversable(true);
                    l.setAccessibleRole(javafx.scene.AccessibleRole.TEXT);
                    l.setAccessibleText(mark.getText() + ": " + sentence.getText());
                    box.getChildren().add(l);
                }
                if (pc.quantity() != null) {
                    box.getChildren().add(quantityVerdict(pc.quantity(), messages));
                }
                results.getChildren().add(box);
            }
            if (vm.comparisons().isEmpty()) {
                Label none = new Label(messages.get("synthesis.results.none"));
                none.getStyleClass().add("muted");
                results.getChildren().add(none);
            }
        };
        vm.comparisons().addListener((ListChangeListener<PredictionComparison>) c -> draw.run());
        draw.run();
        results.getStyleClass().add("card");

        // The clock and the narration above the cluster: Stop, Resume and the scrubber sit together near the top.
        VBox stage = new VBox(10, checkpoint, state, narration, silence, time, cluster);
        stage.setMinWidth(0);
        stage.setPrefWidth(1);
        results.setMinWidth(0);
        results.setPrefWidth(1);
        HBox.setHgrow(stage, javafx.scene.layout.Priority.ALWAYS);
        HBox.setHgrow(results, javafx.scene.layout.Priority.ALWAYS);
        HBox run2 = new HBox(14, stage, results);
        run2.visibleProperty().bind(vm.committedProperty());
        run2.managedProperty().bind(run2.visibleProperty());
        getChildren().addAll(prompts, run2);
    }

    /** The number against the trace, marked like a claim. */
    private static VBox quantityVerdict(QuantityComparison q, Messages messages) {
        Label mark = new Label(messages.get("synthesis.quantity." + q.outcome().name()));
        mark.getStyleClass().add("status-value");
        mark.setWrapText(true);
        mark.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        Label sentence = new Label(q.sentence());
        sentence.setWrapText(true);
        sentence.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        VBox l = new VBox(2, mark, sentence);
        l.getStyleClass().add(switch (q.outcome()) {
            case WITHIN -> "claim-right";
            case OUTSIDE -> "claim-wrong";
            case SKIPPED, PENDING -> "claim-open";
        });
        l.getStyleClass().add("synthesis-quantity");
        l.setFocusTraversable(true);
        l.setAccessibleRole(javafx.scene.AccessibleRole.TEXT);
        l.setAccessibleText(mark.getText() + ": " + sentence.getText());
        return l;
    }

    /** Scrolls the page that holds this view so the node's top is at the top of the view. */
    private void scrollIntoView(javafx.scene.Node node) {
        javafx.scene.Parent p = getParent();
        while (p != null && !(p instanceof javafx.scene.control.ScrollPane)) {
            p = p.getParent();
        }
        if (!(p instanceof javafx.scene.control.ScrollPane scroll) || scroll.getContent() == null) {
            return;
        }
        scroll.layout();
        double content = scroll.getContent().getBoundsInLocal().getHeight();
        double viewport = scroll.getViewportBounds().getHeight();
        if (content <= viewport) {
            return;
        }
        javafx.geometry.Bounds b = scroll.getContent().sceneToLocal(node.localToScene(node.getBoundsInLocal()));
        scroll.setVvalue(Math.max(0, Math.min(1, (b.getMinY() - 8) / (content - viewport))));
    }

    public SynthesisViewModel viewModel() {
        return vm;
    }
}
