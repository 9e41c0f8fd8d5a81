package io.boundarylab.app.deck;

import io.boundarylab.app.i18n.Messages;
import io.boundarylab.episodes.content.Card;
import io.boundarylab.episodes.deck.Confidence;
import io.boundarylab.episodes.deck.DeckChoiceOrder;
import javafx.geometry.Insets;
import javafx.scene.AccessibleRole;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.RadioButton;
import javafx.scene.control.TextField;
import javafx.scene.control.Toggle;
import javafx.scene.control.ToggleGroup;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

import java.util.stream.Collectors;

/**
 * The deck page. Keyboard path: Tab to the answer (arrows between choices, or type), Tab to how
 * sure you are (arrows), Enter checks; then Enter goes to the next card, and the "see it" button
 * is one Tab away. Views only bind and delegate.
 */
public final class DeckView extends VBox {

    private final DeckViewModel vm;
    private final Messages m;
    private final VBox answerBox = new VBox(6);
    private final ToggleGroup choices = new ToggleGroup();
    private final ToggleGroup confidence = new ToggleGroup();
    private final TextField free = new TextField();
    private final Button check;
    private final Button next;
    private final Button seeIt;

    public DeckView(DeckViewModel vm) {
        this.vm = vm;
        this.m = vm.messages();
        setId("deck-page");
        // Not the shared "page" class: its reading width is narrower than a card's answers need.
        getStyleClass().add("deck-page");
        setSpacing(12);
        setPadding(new Insets(24, 40, 24, 40));
        setMaxWidth(1200);

        Label title = new Label(m.get("deck.title"));
        title.getStyleClass().add("page-title");
        Label lead = wrapped(m.get("deck.lead"), "page-lead");
        Label counts = wrapped("", "muted");
        counts.setId("deck-counts");
        counts.textProperty().bind(vm.countsProperty());
        Button add = new Button(m.get("deck.add", DeckViewModel.ADD_AT_ONCE));
        add.setId("deck-add");
        add.setTooltip(new Tooltip(m.get("deck.add.tip")));
        add.setOnAction(e -> vm.addNewCards());
        add.setMinWidth(Region.USE_PREF_SIZE);
        HBox top = new HBox(12, counts, add);
        HBox.setHgrow(counts, Priority.ALWAYS);

        Label status = wrapped("", "muted");
        status.setId("deck-status");
        status.textProperty().bind(vm.statusProperty());
        status.visibleProperty().bind(status.textProperty().isNotEmpty());
        status.managedProperty().bind(status.visibleProperty());

        Label concept = new Label();
        concept.getStyleClass().add("page-kicker");
        Label question = wrapped("", "deck-question");
        question.setId("deck-question");
        question.setStyle("-fx-font-size: 1.3em;");
        question.setFocusTraversable(true);
        question.setAccessibleRole(AccessibleRole.TEXT);

        Label confidenceLabel = new Label(m.get("deck.confidence"));
        HBox sure = new HBox(16);
        for (Confidence c : Confidence.values()) {
            RadioButton r = new RadioButton(m.get("deck.confidence." + c.name()));
            r.setId("deck-confidence-" + c.name().toLowerCase());
            r.setUserData(c);
            r.setToggleGroup(confidence);
            sure.getChildren().add(r);
        }
        check = new Button(m.get("deck.check"));
        check.setId("deck-check");
        check.setTooltip(new Tooltip(m.get("deck.check.tip")));
        check.setOnAction(e -> vm.answer(given(), (Confidence) selected(confidence)));
        check.disableProperty().bind(confidence.selectedToggleProperty().isNull());
        VBox asking = new VBox(10, answerBox, confidenceLabel, sure, check);

        Label verdict = wrapped("", "deck-verdict");
        verdict.setId("deck-verdict");
        verdict.textProperty().bind(vm.verdictProperty());
        verdict.setFocusTraversable(true);
        verdict.setStyle("-fx-font-weight: bold; -fx-font-size: 1.1em;");
        Label explanation = wrapped("", "deck-explanation");
        explanation.setId("deck-explanation");
        Label links = wrapped("", "muted");
        links.setId("deck-links");
        seeIt = new Button(m.get("deck.seeIt"));
        seeIt.setId("deck-see-it");
        seeIt.setTooltip(new Tooltip(m.get("deck.seeIt.tip")));
        seeIt.setOnAction(e -> vm.seeIt());
        // Not disabled while it runs (the model ignores a second press): a disabled button would throw the keyboard focus elsewhere.
        Label shows = wrapped("", "muted");
        next = new Button(m.get("deck.next"));
        next.setId("deck-next");
        next.setOnAction(e -> vm.next());
        // The experiment itself shows over the page, on a stage (SeeItLayer); back from it, the keyboard is here again.
        vm.engineTextProperty().addListener((o, a, b) -> {
            if (b.isEmpty() && !a.isEmpty() && vm.phaseProperty().get() == DeckViewModel.Phase.ANSWERED) {
                javafx.application.Platform.runLater(seeIt::requestFocus);
            }
        });
        VBox answered = new VBox(10, verdict, explanation, links, seeIt, shows, next);

        VBox cardBox = new VBox(12, concept, question, asking, answered);
        cardBox.getStyleClass().add("card");
        cardBox.setPadding(new Insets(16));

        getChildren().addAll(title, lead, top, status, cardBox);

        vm.phaseProperty().addListener((o, a, p) -> {
            boolean asked = p == DeckViewModel.Phase.ASKING;
            boolean done = p == DeckViewModel.Phase.ANSWERED;
            show(cardBox, asked || done);
            show(asking, asked);
            show(answered, done);
            check.setDefaultButton(asked);
            next.setDefaultButton(done);
            if (asked) javafx.application.Platform.runLater(() -> firstAnswerControl().requestFocus());
            if (done) javafx.application.Platform.runLater(next::requestFocus);
        });
        vm.cardProperty().addListener((o, a, c) -> {
            if (c == null) return;
            concept.setText(c.concept());
            question.setText(c.question());
            question.setAccessibleText(c.question());
            explanation.setText(c.explanation());
            links.setText(m.get("deck.links", c.links().stream().map(Card.Link::title).collect(Collectors.joining(" · "))));
            shows.setText(c.seeIt().map(Card.SeeIt::shows).orElse(""));
            show(seeIt, c.seeIt().isPresent());
            show(shows, c.seeIt().isPresent());
            buildAnswer(c);
        });
        show(cardBox, false);
        // Enter answers from a choice, a confidence or the free-answer field (radio buttons keep
        // Enter to themselves otherwise); a focused button still acts on its own.
        addEventFilter(javafx.scene.input.KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() != javafx.scene.input.KeyCode.ENTER || getScene() == null) return;
            Node f = getScene().getFocusOwner();
            if (!(f instanceof RadioButton || f instanceof TextField || f instanceof Label)) return;
            Button target = vm.phaseProperty().get() == DeckViewModel.Phase.ASKING ? check : next;
            if (target.isVisible() && !target.isDisabled()) target.fire();
            e.consume();
        });
    }

    private static void show(Node n, boolean visible) {
        n.setVisible(visible);
        n.setManaged(visible);
    }

    private static Label wrapped(String text, String style) {
        Label l = new Label(text);
        l.setWrapText(true);
        l.setMinHeight(Region.USE_PREF_SIZE);
        l.getStyleClass().add(style);
        return l;
    }

    private void buildAnswer(Card c) {
        answerBox.getChildren().clear();
        choices.getToggles().clear();
        confidence.selectToggle(null);
        free.clear();
        if (c.answer() instanceof Card.Choices) {
            answerBox.getChildren().add(new Label(m.get("deck.choices")));
            // In this learner's order, numbered as shown; each answers with its number in the file.
            java.util.List<DeckChoiceOrder.Shown> shown = vm.shownChoices();
            for (int i = 0; i < shown.size(); i++) {
                RadioButton r = new RadioButton((i + 1) + ". " + shown.get(i).text());
                r.setId("deck-choice-" + (i + 1));
                r.setWrapText(true);
                r.setUserData(shown.get(i).given());
                r.setToggleGroup(choices);
                answerBox.getChildren().add(r);
            }
        } else {
            free.setId("deck-free-answer");
            free.setPromptText(m.get("deck.free"));
            free.setAccessibleText(m.get("deck.free"));
            answerBox.getChildren().addAll(new Label(m.get("deck.free")), free);
        }
    }

    private String given() {
        if (vm.cardProperty().get() != null && vm.cardProperty().get().answer() instanceof Card.Free) return free.getText();
        Object d = selected(choices);
        return d == null ? "" : (String) d;
    }

    private static Object selected(ToggleGroup g) {
        Toggle t = g.getSelectedToggle();
        return t == null ? null : t.getUserData();
    }

    /** Where the keyboard starts on a new card. */
    public Node firstAnswerControl() {
        return answerBox.getChildren().size() > 1 ? answerBox.getChildren().get(1) : check;
    }

    public DeckViewModel viewModel() {
        return vm;
    }
}
