package io.boundarylab.app.episode;

import io.boundarylab.app.i18n.Messages;
import io.boundarylab.episodes.content.Episode;
import io.boundarylab.episodes.prediction.ClaimComparison;
import io.boundarylab.episodes.prediction.QuantityComparison;
import java.util.function.Consumer;
import javafx.beans.binding.Bindings;
import javafx.beans.value.ObservableBooleanValue;
import javafx.collections.ListChangeListener;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * The findings card, shown once a run has played (or the answers are revealed): the prediction's
 * claims judged against the runs, what the run showed and at which event, the contract checker's
 * verdict, and the episode's lessons. Binds and delegates to {@link EpisodeViewModel}.
 */
final class FindingsCard extends VBox {
    private final EpisodeViewModel vm;
    private final Messages messages;

    /**
     * @param answersHidden presenter mode: the answers wait for the presenter's reveal
     * @param reveal        shows the answers now (the Reveal button)
     * @param bringIntoView scrolls the scene to a node (the answers, when they appear)
     * @param explain       the explain step after a wrong prediction, under the claims; null for none
     */
    FindingsCard(EpisodeViewModel vm, Messages messages, ObservableBooleanValue answersHidden, Runnable reveal,
            Consumer<Node> bringIntoView, Node explain) {
        super(8);
        this.vm = vm;
        this.messages = messages;
        getStyleClass().addAll("card", "findings");
        setId("findings");
        Episode ep = vm.episode();
        Label head = new Label(messages.get("episode.findings.title"));
        head.getStyleClass().add("card-kicker");

        VBox claims = new VBox(6);
        claims.setId("claims");
        Runnable drawClaims = () -> {
            claims.getChildren().clear();
            for (ClaimComparison c : vm.comparison()) {
                claims.getChildren().add(claim(c));
            }
        };
        vm.comparison().addListener((ListChangeListener<ClaimComparison>) c -> drawClaims.run());
        drawClaims.run();

        Label quantity = quantityVerdict(vm.inputs().quantity());

        Label observation = new Label();
        observation.setId("observation");
        observation.setWrapText(true);
        observation.textProperty().bind(vm.lines().observation());
        Button showObservation = new Button(messages.get("episode.findings.show"));
        showObservation.setId("show-observation");
        showObservation.disableProperty().bind(vm.observationSeqProperty().isNull());
        showObservation.setOnAction(e -> {
            if (vm.observationSeqProperty().get() != null) {
                vm.showEvent(vm.observationSeqProperty().get());
            }
        });

        Label verdict = new Label();
        verdict.setId("verdict");
        verdict.setWrapText(true);
        verdict.textProperty().bind(vm.lines().verdict());

        VBox lessons = new VBox(6,
                finding("episode.findings.failure", ep.failure()),
                finding("episode.findings.discovery", ep.discovery()),
                finding("episode.findings.delta", ep.boundaryDelta()),
                finding("episode.findings.next", ep.nextPressure()));
        lessons.getStyleClass().add("findings-lessons");

        Button revealButton = new Button(messages.get("episode.reveal"));
        revealButton.setId("reveal");
        revealButton.setOnAction(e -> reveal.run());
        revealButton.disableProperty().bind(vm.runProperty().isNull());

        // The findings and status fields are written for the episode as designed; an injected fault
        // changes the run under them, and the learner must know that before reading them.
        Label faulted = new Label();
        faulted.setId("findings-faulted");
        faulted.setWrapText(true);
        faulted.setMinHeight(Region.USE_PREF_SIZE);
        faulted.getStyleClass().add("divergence");
        faulted.textProperty().bind(vm.lines().faulted());
        faulted.visibleProperty().bind(Bindings.isNotEmpty(vm.faults()));
        faulted.managedProperty().bind(faulted.visibleProperty());
        VBox body = new VBox(8, faulted, claims, quantity, observation, showObservation, verdict, lessons);
        if (explain != null) {
            // After the learner's number, before what the run shows: what they now think.
            body.getChildren().add(body.getChildren().indexOf(quantity) + 1, explain);
        }
        body.visibleProperty().bind(Bindings.createBooleanBinding(() -> vm.revealedProperty().get() && !answersHidden.get(),
                vm.revealedProperty(), answersHidden));
        body.managedProperty().bind(body.visibleProperty());
        Label waiting = new Label();
        waiting.setWrapText(true);
        waiting.getStyleClass().add("muted");
        waiting.textProperty().bind(Bindings.createStringBinding(() -> answersHidden.get() && vm.revealedProperty().get()
                ? messages.get("episode.findings.hidden") : messages.get("episode.findings.waiting"),
                answersHidden, vm.revealedProperty()));
        waiting.visibleProperty().bind(body.visibleProperty().not());
        waiting.managedProperty().bind(waiting.visibleProperty());
        HBox revealRow = new HBox(revealButton);
        revealRow.visibleProperty().bind(body.visibleProperty().not());
        revealRow.managedProperty().bind(revealRow.visibleProperty());
        getChildren().addAll(head, waiting, revealRow, body);
        // When the answers appear, bring them into view: they are what the learner waited for.
        body.visibleProperty().addListener((o, a, b) -> {
            if (b) {
                javafx.application.Platform.runLater(() -> bringIntoView.accept(this));
            }
        });
    }

    /** "You said N, the trace shows M at event #K (within ±T)", marked right or wrong like a claim. */
    private Label quantityVerdict(QuantityAnswer answer) {
        Label l = new Label();
        l.setId("quantity-verdict");
        l.setWrapText(true);
        l.setMinHeight(Region.USE_PREF_SIZE);
        l.textProperty().bind(Bindings.createStringBinding(
                () -> answer.resultProperty().get() == null ? "" : answer.resultProperty().get().sentence(), answer.resultProperty()));
        Runnable mark = () -> {
            l.getStyleClass().removeAll("claim-right", "claim-wrong", "claim-open");
            QuantityComparison r = answer.resultProperty().get();
            if (r != null) {
                l.getStyleClass().add(switch (r.outcome()) {
                    case WITHIN -> "claim-right";
                    case OUTSIDE -> "claim-wrong";
                    case SKIPPED, PENDING -> "claim-open";
                });
            }
        };
        answer.resultProperty().addListener((o, a, b) -> mark.run());
        mark.run();
        l.visibleProperty().bind(answer.resultProperty().isNotNull());
        l.managedProperty().bind(l.visibleProperty());
        return l;
    }

    private Node claim(ClaimComparison c) {
        VBox box = new VBox(4);
        String style = switch (c.outcome()) {
            case MATCH -> "claim-right";
            case MISMATCH -> "claim-wrong";
            case PENDING -> "claim-open";
        };
        box.getStyleClass().add(style);
        Label mark = new Label(messages.get("claim." + c.outcome().name()));
        mark.getStyleClass().add("status-value");
        Label sentence = new Label(c.sentence());
        sentence.setWrapText(true);
        box.getChildren().addAll(mark, sentence);
        if (c.evidenceSeq() != null) {
            Button show = new Button(messages.get("claim.show", c.evidenceSeq()));
            show.getStyleClass().add("flat");
            show.setOnAction(e -> vm.showClaimEvidence(c));
            // With faults on cue the claim was judged on the run as written: its event is not in the run on screen.
            show.visibleProperty().bind(Bindings.isEmpty(vm.faults()));
            show.managedProperty().bind(show.visibleProperty());
            box.getChildren().add(show);
        }
        // A claim decided by another run: offer that run right here, named as the mode switch names it.
        vm.runDeciding(c).ifPresent(v -> {
            Button decide = new Button(messages.get("claim.runVariant", v.label()));
            decide.setId("claim-run-" + v.id());
            decide.getStyleClass().add("flat");
            decide.setWrapText(true);
            decide.setOnAction(e -> vm.runVariant(v.id()));
            box.getChildren().add(decide);
        });
        box.setAccessibleText(mark.getText() + ": " + c.sentence());
        box.setFocusTraversable(true);
        return box;
    }

    private Node finding(String key, String text) {
        VBox box = new VBox(2);
        Label h = new Label(messages.get(key));
        h.getStyleClass().add("finding-title");
        Label t = new Label(text == null ? "" : text);
        t.setWrapText(true);
        box.getChildren().addAll(h, t);
        return box;
    }
}
