package io.boundarylab.app.playground;

import io.boundarylab.app.playground.EditRefused.Field;
import io.boundarylab.engine.scenario.ActionSpec;
import io.boundarylab.engine.scenario.Scenario;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.TextField;
import javafx.scene.layout.FlowPane;

/**
 * The form's actions on cue: the timeline as a list, and a row that adds one of every kind the
 * format has, with the target and the one value that kind takes.
 */
final class ActionsSection {
    private final PlaygroundViewModel vm;
    private final FormParts parts;
    private ActionSpec.Kind kind = ActionSpec.Kind.crash;
    private int selected;

    ActionsSection(PlaygroundViewModel vm, FormParts parts) {
        this.vm = vm;
        this.parts = parts;
    }

    Node build(Scenario s) {
        List<Integer> indexes = new ArrayList<>();
        for (int k = 0; k < s.actions().size(); k++) indexes.add(k);
        selected = Math.max(0, Math.min(selected, indexes.size() - 1));
        ComboBox<Integer> list = FormParts.chooser("pg-action", parts.text("playground.form.actions.choose"), indexes,
                k -> describe(s.actions().get(k)));
        if (!indexes.isEmpty()) list.getSelectionModel().select(selected);
        list.getSelectionModel().selectedIndexProperty().addListener((o, a, b) -> selected = Math.max(0, b.intValue()));
        list.setDisable(indexes.isEmpty());
        Button remove = parts.button("pg-action-remove", "playground.form.actions.remove",
                () -> vm.edit(x -> ActionEdits.removeAction(x, selected)));
        remove.setDisable(indexes.isEmpty());

        ComboBox<ActionSpec.Kind> kinds = FormParts.chooser("pg-action-kind", parts.text("playground.form.action.kind"),
                List.of(ActionSpec.Kind.values()), k -> parts.text("playground.form.action.kind." + k.name()));
        kinds.setValue(kind);
        TextField at = FormParts.field("pg-action-at", "5", 3);
        TextField target = FormParts.field("pg-action-target", ActionEdits.suggestedTarget(s, kind), 16);
        TextField pick = FormParts.field("pg-action-pick", "", 5);
        pick.setPromptText(parts.text("playground.form.action.pick.prompt"));
        TextField value = FormParts.field("pg-action-value", defaultValue(kind), 6);
        FlowPane fields = FormParts.row();
        Runnable showFields = () -> {
            fields.getChildren().setAll(parts.labelled("playground.form.action.at", at), parts.labelled("playground.form.action.target", target));
            // A pick chooses one pod of a ReplicaSet or Deployment, for the kinds done to one pod.
            if (kind == ActionSpec.Kind.delete || kind == ActionSpec.Kind.evict || kind == ActionSpec.Kind.crash
                    || kind == ActionSpec.Kind.killSandbox) {
                fields.getChildren().add(parts.labelled("playground.form.action.pick", pick));
            }
            String valueKey = valueKey(kind);
            if (valueKey != null) {
                value.setAccessibleText(parts.text(valueKey));
                fields.getChildren().add(parts.labelled(valueKey, value));
            }
        };
        kinds.valueProperty().addListener((o, a, b) -> {
            kind = b;
            target.setText(ActionEdits.suggestedTarget(vm.scenario(), b));
            value.setText(defaultValue(b));
            pick.setText("");
            showFields.run();
        });
        showFields.run();
        Button add = parts.button("pg-action-add", "playground.form.actions.add", () -> {
            int was = s.actions().size();
            vm.edit(x -> ActionEdits.addAction(x, FormValues.number(Field.AT, at.getText()), kind, target.getText(), pick.getText(),
                    value.getText()));
            if (vm.scenario().actions().size() > was) selected = 0;
        });
        for (TextField f : List.of(at, target, pick, value)) {
            f.setOnAction(e -> add.fire());
        }
        return parts.section("playground.form.actions", parts.subtitle("playground.form.actions.hint"),
                FormParts.row(parts.labelled("playground.form.actions.choose", list), remove),
                FormParts.row(parts.labelled("playground.form.action.kind", kinds)), fields, FormParts.row(add));
    }

    /** One action as the list shows it: when, what, to what, and its value. */
    String describe(ActionSpec a) {
        String what = parts.text("playground.form.action.kind." + a.kind().name());
        String extra = switch (a.kind()) {
            case crash -> " (" + parts.text("playground.form.action.exitCode") + " " + a.exitCode() + ")";
            case setImage -> " → " + a.image();
            case scale -> " → " + a.replicas();
            case delete -> a.gracePeriodMs() == null ? "" : " (" + parts.text("playground.form.action.grace") + " " + a.gracePeriodMs() / 1000 + ")";
            default -> "";
        };
        return parts.text("playground.form.action.line", a.atMs() / 1000.0, what, a.targetText()) + extra;
    }

    private static String valueKey(ActionSpec.Kind k) {
        return switch (k) {
            case delete -> "playground.form.action.grace";
            case crash -> "playground.form.action.exitCode";
            case setImage -> "playground.form.action.image";
            case scale -> "playground.form.action.replicas";
            default -> null;
        };
    }

    private static String defaultValue(ActionSpec.Kind k) {
        return switch (k) {
            case crash -> "1";
            case setImage -> "app:v2";
            case scale -> "2";
            default -> "";
        };
    }
}
