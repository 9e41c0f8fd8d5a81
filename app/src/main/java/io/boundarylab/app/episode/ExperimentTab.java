package io.boundarylab.app.episode;

import io.boundarylab.app.episode.EpisodeView.Layout;
import io.boundarylab.app.i18n.Messages;
import io.boundarylab.app.stage.ExperimentStage;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.geometry.Bounds;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.ToggleButton;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

/**
 * The experiment tab of an episode scene, built around the stage. The stage takes the room; the
 * cards (the situation, the prediction, the experiment and the findings) sit in a panel beside it
 * when the window is wide for its type, or over its left side when it is not (large type, a
 * projector), and the event list sits in a panel over its right side; both panels fold. The
 * narration line and the transport bar span the scene under them and never move.
 */
final class ExperimentTab extends VBox {
    private final javafx.scene.layout.BorderPane owner;
    private final VBox header;
    private final VBox cardsColumn;
    private final HBox statusRow = new HBox(8);
    private final HBox titleLine = new HBox(12);
    private final Node status;
    private final ScrollPane cards;
    private final Node eventLog;
    private final VBox stageColumn;
    private final Label emSource;
    private final StackPane body = new StackPane();
    private final BooleanProperty cardsOpen = new SimpleBooleanProperty(true);
    private final BooleanProperty eventsOpen = new SimpleBooleanProperty(false);
    private Layout layout;
    /** The buttons that open and fold the panels, for the scene's title line. */
    private final HBox toggles;

    /**
     * @param owner     the episode scene, measured for the layout; its top holds the title line beside the stage
     * @param header    the title line
     * @param cards     the cards, in the order a learner meets them
     * @param status    what the run shows in words at the moment shown, over the stage
     * @param stage     the picture of the run
     * @param eventLog  the event list and the "why"
     * @param narration the narration line: it never moves between layouts, so its type is a steady measure
     * @param time      the transport bar
     */
    ExperimentTab(javafx.scene.layout.BorderPane owner, VBox header, Messages messages, VBox cardsColumn, Node status,
            ExperimentStage stage, Node eventLog,
            Label narration, Node time) {
        this.owner = owner;
        this.header = header;
        this.cardsColumn = cardsColumn;
        this.eventLog = eventLog;
        this.emSource = narration;
        cards = new ScrollPane(cardsColumn);
        cards.setId("episode-cards");
        cards.setFitToWidth(true);
        cards.setHbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
        cards.getStyleClass().addAll("edge-to-edge", "stage-panel");
        cardsColumn.setPadding(new Insets(2, 8, 2, 2));

        ToggleButton cardsToggle = new ToggleButton(messages.get("episode.panel.cards"));
        cardsToggle.setId("toggle-cards");
        cardsToggle.getStyleClass().add("small");
        cardsToggle.setTooltip(new javafx.scene.control.Tooltip(messages.get("episode.panel.cards.tip")));
        cardsToggle.selectedProperty().bindBidirectional(cardsOpen);
        ToggleButton eventsToggle = new ToggleButton(messages.get("episode.panel.events"));
        eventsToggle.setId("toggle-events");
        eventsToggle.getStyleClass().add("small");
        eventsToggle.setTooltip(new javafx.scene.control.Tooltip(messages.get("episode.panel.events.tip")));
        eventsToggle.selectedProperty().bindBidirectional(eventsOpen);
        toggles = new HBox(8, cardsToggle, eventsToggle);
        toggles.setAlignment(Pos.CENTER_RIGHT);
        toggles.setMinWidth(Region.USE_PREF_SIZE);
        cardsToggle.setMinWidth(Region.USE_PREF_SIZE);
        eventsToggle.setMinWidth(Region.USE_PREF_SIZE);
        status.getStyleClass().add("stage-status");
        HBox.setHgrow(status, Priority.ALWAYS);
        this.status = status;
        statusRow.setAlignment(Pos.TOP_LEFT);
        statusRow.setMinHeight(Region.USE_PREF_SIZE);
        titleLine.setAlignment(Pos.CENTER_LEFT);
        stageColumn = new VBox(6, stage);
        VBox.setVgrow(stage, Priority.ALWAYS);
        stageColumn.setMinSize(0, 0);
        HBox.setHgrow(stageColumn, Priority.ALWAYS);

        if (eventLog instanceof Region r) {
            r.getStyleClass().add("stage-panel");
        }
        StackPane.setAlignment(eventLog, Pos.TOP_RIGHT);
        StackPane.setAlignment(cards, Pos.TOP_LEFT);
        eventLog.visibleProperty().bind(eventsOpen);
        eventLog.managedProperty().bind(eventsOpen);
        cardsOpen.addListener((o, a, b) -> arrange(layout));

        VBox bottom = new VBox(6, narration, time);
        bottom.setPadding(new Insets(6, 0, 0, 0));
        bottom.setMinHeight(Region.USE_PREF_SIZE);
        body.setMinHeight(0);
        // Nothing inside may widen the scene past the window: what does not fit is drawn smaller or wraps.
        body.setMinWidth(0);
        setMinWidth(0);
        VBox.setVgrow(body, Priority.ALWAYS);
        getChildren().addAll(body, bottom);
        setPadding(new Insets(6, 0, 0, 0));
        arrange(Layout.BESIDE_THE_STAGE);
        // A scene first shown in presenter mode starts as presenter mode leaves it: the stage alone.
        sceneProperty().addListener((o, a, b) -> {
            if (a == null && b != null && presenter()) {
                presenterChanged(true);
            }
        });
        owner.layoutBoundsProperty().addListener((o, a, b) -> rearrange());
        narration.fontProperty().addListener((o, a, b) -> rearrange());
    }

    /** The buttons that open and fold the two panels, placed on the scene's title line. */
    Node panelToggles() {
        return toggles;
    }

    Layout currentLayout() {
        return layout;
    }

    /** The cards' panel: open or folded (the P key, the button over the stage). */
    BooleanProperty cardsOpenProperty() {
        return cardsOpen;
    }

    /** The event list's panel: open or folded (the E key, the button over the stage). */
    BooleanProperty eventsOpenProperty() {
        return eventsOpen;
    }

    private double em() {
        // The narration line is 1.05em of the root font (see the stylesheet).
        return Math.max(8, emSource.getFont().getSize() / 1.05);
    }

    /** Presenter mode puts the cards over the stage and folds them, so the room shows the run. */
    void presenterChanged(boolean presenter) {
        if (presenter) {
            cardsOpen.set(false);
            eventsOpen.set(false);
        }
        // The status row differs with presenter mode even where the layout does not.
        layout = null;
        rearrange();
    }

    private boolean presenter() {
        return getScene() != null && getScene().getRoot().getStyleClass().contains("presenter");
    }

    private void rearrange() {
        double width = owner.getLayoutBounds().getWidth();
        if (width <= 0) {
            return;
        }
        Layout wanted = EpisodeView.layoutFor(width / em(), presenter());
        if (wanted != layout) {
            arrange(wanted);
        } else {
            sizePanels();
        }
    }

    private void arrange(Layout l) {
        Node focused = getScene() == null ? null : getScene().getFocusOwner();
        layout = l;
        placeTitle(l);
        body.getChildren().clear();
        HBox row = new HBox(8);
        row.setMinSize(0, 0);
        if (l == Layout.BESIDE_THE_STAGE && cardsOpen.get()) {
            row.getChildren().add(cards);
        }
        row.getChildren().add(stageColumn);
        body.getChildren().add(row);
        if (l == Layout.OVER_THE_STAGE && cardsOpen.get()) {
            body.getChildren().add(cards);
        }
        body.getChildren().add(eventLog);
        sizePanels();
        if (focused != null && focused.getScene() == null && isInside(focused)) {
            focused.requestFocus();
        }
    }

    /**
     * Beside the stage the title line spans the scene over it, ending with the panels' buttons. Over
     * the stage (large type, presenter mode) the title goes to the top of the cards and the buttons
     * start the status row: the stage keeps the height the title line would take.
     */
    private void placeTitle(Layout l) {
        cardsColumn.getChildren().remove(header);
        statusRow.getChildren().clear();
        titleLine.getChildren().clear();
        stageColumn.getChildren().remove(statusRow);
        HBox.setHgrow(header, Priority.NEVER);
        // Beside the stage the title line keeps its words whole; over it, in the cards, the title wraps.
        header.setMinWidth(l == Layout.BESIDE_THE_STAGE ? Region.USE_PREF_SIZE : 0);
        if (l == Layout.BESIDE_THE_STAGE) {
            // One line over the scene: the title, what the run shows now, the panels' buttons.
            titleLine.getChildren().setAll(header, status, toggles);
            owner.setTop(titleLine);
        } else {
            owner.setTop(null);
            cardsColumn.getChildren().add(0, header);
            // In presenter mode the panels are a key away (P, E): the status takes the whole row.
            if (presenter()) {
                statusRow.getChildren().setAll(status);
            } else {
                statusRow.getChildren().setAll(toggles, status);
            }
            stageColumn.getChildren().add(0, statusRow);
        }
    }

    private boolean isInside(Node n) {
        for (Node p = n; p != null; p = p.getParent()) {
            if (p == this) {
                return true;
            }
        }
        return n == cards.getContent() || n == eventLog;
    }

    private void sizePanels() {
        double em = em();
        double width = owner.getLayoutBounds().getWidth();
        // Beside the stage the cards take about a third of the width; over it, most of it.
        double cardsWidth = layout == Layout.BESIDE_THE_STAGE ? Math.min(26 * em, width * 0.3) : Math.min(30 * em, width * 0.85);
        cards.setPrefWidth(cardsWidth);
        cards.setMinWidth(Math.min(cardsWidth, 20 * em));
        cards.setMaxWidth(cardsWidth);
        if (eventLog instanceof Region r) {
            double logWidth = Math.min(24 * em, width * 0.6);
            r.setPrefWidth(logWidth);
            r.setMaxWidth(logWidth);
            r.setMaxHeight(Double.MAX_VALUE);
        }
    }

    /** Scrolls the cards' panel so that the node's top shows, opening the panel first. */
    void scrollTo(Node node) {
        cardsOpen.set(true);
        Parent p = node == null ? null : node.getParent();
        while (p != null && !(p instanceof ScrollPane)) {
            p = p.getParent();
        }
        if (!(p instanceof ScrollPane scroll) || scroll.getContent() == null) {
            return;
        }
        scroll.layout();
        double contentHeight = scroll.getContent().getBoundsInLocal().getHeight();
        double viewport = scroll.getViewportBounds().getHeight();
        if (contentHeight <= viewport) {
            return;
        }
        Bounds b = scroll.getContent().sceneToLocal(node.localToScene(node.getBoundsInLocal()));
        // The card's top at the top of the view: a clean cut between cards, never half a control.
        double target = (b.getMinY() - 4) / (contentHeight - viewport);
        scroll.setVvalue(Math.max(0, Math.min(1, target)));
    }
}
