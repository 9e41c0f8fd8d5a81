package io.boundarylab.app.events;

import io.boundarylab.app.i18n.Messages;
import io.boundarylab.engine.trace.TraceEvent;
import java.util.Locale;
import javafx.geometry.Insets;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleButton;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/** The event list with its filters, and the selected event's sentence and rule (the "why"). */
public final class EventLogView extends VBox {

    private static String subject(TraceEvent e) {
        if (e.pod() != null && e.container() != null) {
            return e.pod() + "/" + e.container();
        }
        return e.pod() != null ? e.pod() : (e.node() != null ? e.node() : "");
    }

    public EventLogView(EventLogViewModel vm, Messages messages, String idPrefix) {
        getStyleClass().add("event-log");
        setSpacing(8);

        FlowPane filters = new FlowPane(4, 4);
        filters.getStyleClass().add("event-filters");
        for (EventCategory c : EventCategory.values()) {
            ToggleButton t = new ToggleButton(messages.get("events.category." + c.name()));
            t.setId(idPrefix + "filter-" + c.name().toLowerCase(Locale.ROOT));
            t.getStyleClass().addAll("filter-toggle", "small");
            String name = t.getText();
            // The check mark says "on" without relying on the colour of a selected toggle.
            t.textProperty().bind(javafx.beans.binding.Bindings.when(t.selectedProperty())
                    .then("\u2713 " + name).otherwise(name));
            t.setSelected(vm.isEnabled(c));
            t.setAccessibleText(messages.get("events.filter.accessible", name));
            t.selectedProperty().addListener((o, a, b) -> vm.setCategory(c, b));
            filters.getChildren().add(t);
        }
        TextField search = new TextField();
        search.setId(idPrefix + "search");
        search.setPromptText(messages.get("events.search"));
        search.setAccessibleText(messages.get("events.search"));
        search.textProperty().addListener((o, a, b) -> vm.setText(b));

        ListView<TraceEvent> list = new ListView<>(vm.visibleEvents());
        list.setId(idPrefix + "events");
        list.getStyleClass().add("event-list");
        list.setAccessibleText(messages.get("events.list"));
        Label placeholder = new Label(messages.get("events.none"));
        placeholder.setWrapText(true);
        placeholder.setPadding(new Insets(12));
        list.setPlaceholder(placeholder);
        list.setCellFactory(v -> new ListCell<>() {
            @Override
            protected void updateItem(TraceEvent e, boolean empty) {
                super.updateItem(e, empty);
                if (empty || e == null) {
                    setGraphic(null);
                    setText(null);
                    setAccessibleText(null);
                } else {
                    Label head = new Label(messages.get("events.head", e.seq(),
                            messages.seconds(e.tMs()), e.type().name()));
                    head.getStyleClass().add("event-head");
                    Label body = new Label(vm.line(e));
                    body.setWrapText(true);
                    body.maxWidthProperty().bind(getListView().widthProperty().subtract(36));
                    body.prefWidthProperty().bind(body.maxWidthProperty());
                    body.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
                    setText(null);
                    setGraphic(new VBox(2, head, body));
                    setAccessibleText(head.getText() + " " + body.getText());
                }
            }
        });
        list.getSelectionModel().selectedItemProperty().addListener((o, a, b) -> vm.select(b));
        vm.visibleEvents().addListener((javafx.collections.ListChangeListener<TraceEvent>) c -> {
            if (!vm.visibleEvents().isEmpty() && list.getSelectionModel().isEmpty()) {
                list.scrollTo(vm.visibleEvents().size() - 1);
                // Entries wrap to different heights, so the first scroll estimates; once laid out, the
                // newest entry is put wholly in view (the list follows the play head, as a log does).
                javafx.application.Platform.runLater(() -> {
                    int last = vm.visibleEvents().size() - 1;
                    if (last >= 0 && list.getSelectionModel().isEmpty()
                            && list.lookup(".virtual-flow") instanceof javafx.scene.control.skin.VirtualFlow<?> flow) {
                        flow.setPosition(1.0);
                    }
                });
            }
        });
        list.setOnKeyPressed(k -> {
            if (k.getCode() == KeyCode.ENTER) {
                vm.jumpToSelected();
            }
        });
        VBox.setVgrow(list, Priority.ALWAYS);
        list.setMinHeight(120);

        Label whyTitle = new Label(messages.get("events.why"));
        whyTitle.getStyleClass().add("section-label");
        Label sentence = new Label();
        sentence.setId(idPrefix + "sentence");
        sentence.setWrapText(true);
        sentence.textProperty().bind(javafx.beans.binding.Bindings.createStringBinding(() -> {
            TraceEvent e = vm.selectedProperty().get();
            return e == null ? "" : messages.get("events.selected", e.seq(), e.type().name(), subject(e));
        }, vm.selectedProperty()));
        sentence.getStyleClass().add("event-head");
        Label why = new Label();
        why.setId(idPrefix + "why");
        why.getStyleClass().add("why-text");
        why.setWrapText(true);
        why.textProperty().bind(javafx.beans.binding.Bindings.createStringBinding(
                () -> vm.selectedProperty().get() == null ? messages.get("events.why.none") : vm.whyProperty().get(),
                vm.whyProperty(), vm.selectedProperty()));
        why.accessibleTextProperty().bind(why.textProperty());
        sentence.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        why.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        VBox whyBox = new VBox(4, whyTitle, sentence, why);
        whyBox.getStyleClass().add("why-box");
        whyBox.setPadding(new Insets(8));

        getChildren().addAll(filters, search, list, whyBox);
    }
}
