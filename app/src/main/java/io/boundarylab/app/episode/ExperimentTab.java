package io.boundarylab.app.episode;

import io.boundarylab.app.episode.EpisodeView.Layout;
import io.boundarylab.app.i18n.Messages;
import javafx.application.Platform;
import javafx.geometry.Bounds;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

/**
 * The experiment tab of an episode scene: the cards, the cluster and the event list arranged for
 * the window's width in ems of its type (see {@link EpisodeView.Layout}), with the narration line
 * and the transport bar spanning the scene under them.
 */
final class ExperimentTab extends VBox {
    private final BorderPane owner;
    private final Node header;
    private final TabPane tabs;
    private final Messages messages;
    private final VBox leftColumn;
    private final VBox centreColumn;
    private final Node eventLog;
    private final ScrollPane clusterScroll;
    private final Label emSource;
    private final ScrollPane leftScroll;
    /**
     * The centre column scrolls as a whole when the window is too short for its switches, status
     * cards and cluster together: otherwise their height would push the narration and the transport
     * bar below the window's edge (presenter type at 1440 x 900, a projector at 1280 x 720).
     */
    private final ScrollPane centreScroll;
    private final StackPane columnsHolder = new StackPane();
    private Tab eventsTab;
    private Layout layout;
    /** Until the first arrangement is in place the type is not styled yet: measure with a default em. */
    private boolean styled;

    /**
     * @param owner the episode scene, whose top holds the header except at large type
     * @param tabs  the scene's tabs, where the event list gets a tab of its own when the window is narrow
     * @param narration the narration line: it never moves between layouts, so its type is a steady measure
     */
    ExperimentTab(BorderPane owner, Node header, TabPane tabs, Messages messages, VBox left, VBox centre, Node eventLog,
            ScrollPane clusterScroll, Label narration, Node time) {
        this.owner = owner;
        this.header = header;
        this.tabs = tabs;
        this.messages = messages;
        this.leftColumn = left;
        this.centreColumn = centre;
        this.eventLog = eventLog;
        this.clusterScroll = clusterScroll;
        this.emSource = narration;
        leftScroll = new ScrollPane(left);
        leftScroll.setFitToWidth(true);
        leftScroll.setHbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
        leftScroll.getStyleClass().add("edge-to-edge");
        centreScroll = new ScrollPane();
        centreScroll.setFitToWidth(true);
        // Fits the viewport while there is room, so the cluster takes what is left; scrolls when there is not.
        centreScroll.setFitToHeight(true);
        centreScroll.setHbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
        centreScroll.getStyleClass().add("edge-to-edge");
        // Every part of the centre but the cluster keeps its full height (a status card cut in half
        // shows a wrong value); the cluster gives way first, down to a few rows, then the column scrolls.
        for (Node n : centre.getChildren()) {
            if (n != clusterScroll && n instanceof Region r) {
                r.setMinHeight(Region.USE_PREF_SIZE);
            }
        }
        // Narration and time control span the scene: the one line everyone reads, the one bar everyone uses.
        VBox bottom = new VBox(6, narration, time);
        bottom.setPadding(new Insets(8, 0, 0, 0));
        getChildren().addAll(columnsHolder, bottom);
        // The columns give up height before the narration and the time bar do: those two always stay in the window.
        columnsHolder.setMinHeight(0);
        bottom.setMinHeight(Region.USE_PREF_SIZE);
        setPadding(new Insets(8, 0, 0, 0));
        VBox.setVgrow(columnsHolder, Priority.ALWAYS);
        arrange(Layout.WIDE);
        styled = true;
        owner.widthProperty().addListener((o, a, b) -> rearrange());
        owner.heightProperty().addListener((o, a, b) -> rearrange());
        narration.fontProperty().addListener((o, a, b) -> rearrange());
    }

    Layout currentLayout() {
        return layout;
    }

    private double em() {
        // The narration line is 1.05em of the root font (see the stylesheet).
        return styled ? Math.max(8, emSource.getFont().getSize() / 1.05) : 14;
    }

    private void rearrange() {
        if (owner.getWidth() <= 0) {
            return;
        }
        double windowHeight = owner.getScene() == null ? 0 : owner.getScene().getHeight();
        Layout wanted = EpisodeView.layoutFor(owner.getWidth() / em(), windowHeight / em());
        if (wanted != layout) {
            Platform.runLater(() -> arrange(wanted));
        } else {
            sizeColumns();
        }
    }

    private void arrange(Layout l) {
        // Moving the columns takes the focused control out of the scene for a moment; give it back
        // after, or the keyboard would land on the first header button.
        Node focused = owner.getScene() == null ? null : owner.getScene().getFocusOwner();
        boolean focusInside = false;
        for (Node n = focused; n != null; n = n.getParent()) {
            if (n == owner) {
                focusInside = true;
                break;
            }
        }
        layout = l;
        leftScroll.setContent(null);
        centreScroll.setContent(null);
        columnsHolder.getChildren().clear();
        if (eventsTab != null) {
            eventsTab.setContent(null);
            tabs.getTabs().remove(eventsTab);
        }
        VBox.setVgrow(eventLog, Priority.NEVER);
        VBox.setVgrow(clusterScroll, Priority.ALWAYS);
        clusterScroll.setMinHeight(Region.USE_COMPUTED_SIZE);
        if (l == Layout.NARROW) {
            // At large type the title and pressure scroll away with the scene: the fixed part of the
            // window is then only the tabs, the narration and the time bar, and the scene keeps its room.
            owner.setTop(null);
            VBox all = new VBox(12, header, leftColumn, centreColumn, eventLog);
            all.setPadding(new Insets(0, 8, 0, 0));
            clusterScroll.setMinHeight(Region.USE_PREF_SIZE);
            ScrollPane scroll = new ScrollPane(all);
            scroll.setFitToWidth(true);
            scroll.getStyleClass().add("edge-to-edge");
            columnsHolder.getChildren().add(scroll);
        } else {
            if (owner.getTop() != header) {
                owner.setTop(header);
            }
            leftScroll.setContent(leftColumn);
            centreScroll.setContent(centreColumn);
            HBox columns;
            if (l == Layout.WIDE) {
                columns = new HBox(leftScroll, centreScroll, eventLog);
            } else {
                // Too narrow for three columns: the event list moves to a tab of its own, next to the scene.
                columns = new HBox(leftScroll, centreScroll);
                if (eventsTab == null) {
                    eventsTab = new Tab(messages.get("episode.tab.events"));
                    eventsTab.setId("tab-events");
                }
                eventsTab.setContent(eventLog);
                tabs.getTabs().add(1, eventsTab);
            }
            HBox.setHgrow(centreScroll, Priority.ALWAYS);
            columns.setMinHeight(0);
            columnsHolder.getChildren().add(columns);
        }
        sizeColumns();
        if (focusInside && focused.getScene() != null) {
            focused.requestFocus();
        }
    }

    private void sizeColumns() {
        double em = em();
        leftScroll.setPrefWidth(26 * em);
        leftScroll.setMinWidth(22 * em);
        if (eventLog instanceof Region r) {
            r.setPrefWidth(layout == Layout.WIDE ? 23 * em : Region.USE_COMPUTED_SIZE);
            r.setPrefHeight(layout == Layout.NARROW ? 22 * em : Region.USE_COMPUTED_SIZE);
            r.setMinHeight(layout == Layout.NARROW ? 16 * em : Region.USE_COMPUTED_SIZE);
        }
        centreColumn.setMinWidth(layout == Layout.NARROW ? 0 : 28 * em);
        centreScroll.setMinWidth(layout == Layout.NARROW ? 0 : 28 * em);
        if (layout != Layout.NARROW) {
            clusterScroll.setMinHeight(10 * em);
        }
    }

    /** Scrolls whichever column holds the node so that its top shows: the left column, or the one stacked column. */
    void scrollTo(Node node) {
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
