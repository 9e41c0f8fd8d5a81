package io.boundarylab.app.playground;

import io.boundarylab.app.save.PredictionDraft;
import io.boundarylab.episodes.content.Claim;
import io.boundarylab.episodes.playground.ClaimMenu;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javafx.geometry.Pos;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Control;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

/**
 * One choice of the prediction: a kind of claim from the content format's menu and the fields that
 * kind needs, a menu where the values are a fixed set and a text field where they are free, and
 * whether the choice says the claim does not hold (so two choices can exclude each other).
 */
final class ChoiceRow extends VBox {
    private final int number;
    private final Locale locale;
    private final ComboBox<ClaimMenu.Kind> kind;
    private final FlowPane fields = FormParts.row();
    private final CheckBox negated;
    /** The pods of the design and each one's containers, in the design's order: the menus a pod or container field offers. */
    private Map<String, List<String>> design = Map.of();
    private final Map<ClaimMenu.Field, Control> shown = new EnumMap<>(ClaimMenu.Field.class);
    private Runnable changed = () -> { };

    /** @param number the choice's number as the learner reads it, from 1 */
    ChoiceRow(int number, FormParts parts, Locale locale) {
        super(4);
        this.number = number;
        this.locale = locale;
        String name = parts.text("playground.predict.choice", number);
        kind = FormParts.chooser("pg-choice-" + number + "-kind", name, ClaimMenu.kinds(), k -> ClaimMenu.label(k, locale));
        kind.setValue(ClaimMenu.Kind.LINES_SHIPPED);
        kind.valueProperty().addListener((o, a, b) -> {
            showFields();
            changed.run();
        });
        showFields();
        negated = new CheckBox(parts.text("playground.predict.not"));
        negated.setId("pg-choice-" + number + "-not");
        negated.selectedProperty().addListener((o, a, b) -> changed.run());
        Label title = new Label(name);
        title.getStyleClass().add("status-name");
        getChildren().addAll(FormParts.row(title, kind, negated), fields);
        getStyleClass().add("card");
    }

    /** The pods and containers of the design as it stands: the pod and container fields offer them. */
    void offer(Map<String, List<String>> podsAndContainers) {
        design = podsAndContainers;
        Map<ClaimMenu.Field, String> kept = values();
        showFields();
        shown.forEach((f, c) -> set(c, kept.get(f)));
    }

    /** Told of every change the learner makes to this choice. */
    void onChange(Runnable r) {
        changed = r;
    }

    /** The claim the choice makes; an exception says what it lacks. */
    Claim claim() {
        Claim c = ClaimMenu.build(kind.getValue(), values(), locale);
        return negated.isSelected() ? ClaimMenu.negate(c) : c;
    }

    /** The choice as shown. */
    PredictionDraft.Choice typed() {
        return new PredictionDraft.Choice(kind.getValue(), values(), negated.isSelected());
    }

    /** Shows a saved choice: its kind, then its fields; a field it does not hold is left empty. */
    void fill(PredictionDraft.Choice saved) {
        kind.setValue(saved.kind());
        shown.forEach((f, c) -> set(c, saved.fields().get(f)));
        negated.setSelected(saved.negated());
    }

    @SuppressWarnings("unchecked")
    private Map<ClaimMenu.Field, String> values() {
        Map<ClaimMenu.Field, String> v = new EnumMap<>(ClaimMenu.Field.class);
        shown.forEach((f, c) -> v.put(f, c instanceof TextField t ? t.getText() : ((ComboBox<String>) c).getValue()));
        return v;
    }

    /**
     * A menu of the design's pods, or of the containers of the pod picked beside it (every container
     * while none is picked): a claim can only name what was designed.
     */
    private ComboBox<String> designMenu(String id, ClaimMenu.Field f) {
        ComboBox<String> box = new ComboBox<>();
        box.setId(id);
        if (isPod(f)) {
            box.getItems().setAll(design.keySet());
            box.valueProperty().addListener((o, a, b) -> {
                ClaimMenu.Field partner = f == ClaimMenu.Field.POD ? ClaimMenu.Field.CONTAINER : ClaimMenu.Field.OTHER_CONTAINER;
                if (shown.get(partner) instanceof ComboBox<?> containers) fillContainers(containers, b);
            });
        } else {
            fillContainers(box, null);
        }
        box.valueProperty().addListener((o, a, b) -> changed.run());
        return box;
    }

    @SuppressWarnings("unchecked")
    private void fillContainers(ComboBox<?> box, String pod) {
        List<String> names = pod != null && design.containsKey(pod) ? design.get(pod)
                : design.values().stream().flatMap(List::stream).distinct().toList();
        ComboBox<String> b = (ComboBox<String>) box;
        String was = b.getValue();
        b.getItems().setAll(names);
        if (was != null) b.setValue(was);
    }

    private static boolean isPod(ClaimMenu.Field f) {
        return f == ClaimMenu.Field.POD || f == ClaimMenu.Field.OTHER_POD;
    }

    private static boolean isContainer(ClaimMenu.Field f) {
        return f == ClaimMenu.Field.CONTAINER || f == ClaimMenu.Field.OTHER_CONTAINER;
    }

    @SuppressWarnings("unchecked")
    private static void set(Control c, String value) {
        if (c instanceof TextField t) {
            t.setText(value == null ? "" : value);
        } else if (value == null) {
            ((ComboBox<String>) c).getSelectionModel().clearSelection();
        } else {
            ((ComboBox<String>) c).setValue(value);
        }
    }

    private void showFields() {
        fields.getChildren().clear();
        shown.clear();
        for (ClaimMenu.FieldSpec f : kind.getValue().fields()) {
            String id = "pg-choice-" + number + "-" + f.field().name().toLowerCase(Locale.ROOT).replace('_', '-');
            List<String> menu = ClaimMenu.values(f.field());
            Label l = new Label(ClaimMenu.label(f.field(), locale));
            Control c;
            if (isPod(f.field()) || isContainer(f.field())) {
                c = designMenu(id, f.field());
            } else if (menu.isEmpty()) {
                TextField t = FormParts.field(id, "", 7);
                t.textProperty().addListener((o, a, b) -> changed.run());
                c = t;
            } else {
                ComboBox<String> box = new ComboBox<>();
                box.setId(id);
                box.getItems().addAll(menu);
                if (f.required()) box.getSelectionModel().selectFirst();
                box.valueProperty().addListener((o, a, b) -> changed.run());
                c = box;
            }
            c.setAccessibleText(l.getText());
            l.setLabelFor(c);
            shown.put(f.field(), c);
            HBox pair = new HBox(4, l, c);
            pair.setAlignment(Pos.CENTER_LEFT);
            fields.getChildren().add(pair);
        }
    }
}
