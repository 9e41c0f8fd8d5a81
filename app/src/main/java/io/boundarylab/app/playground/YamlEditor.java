package io.boundarylab.app.playground;

import io.boundarylab.app.i18n.Messages;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * The YAML the form writes, editable. Each change is read at once; when it does not read, the line,
 * column and reason show under it, with a way to the line and a way back to the last text that read.
 */
final class YamlEditor extends VBox {
    private final TextArea text = new TextArea();
    private boolean writing;

    YamlEditor(PlaygroundViewModel vm, Messages m) {
        super(6);
        setId("playground-yaml");
        Label title = new Label(m.get("playground.yaml"));
        title.getStyleClass().add("status-name");
        title.setLabelFor(text);
        text.setId("pg-yaml");
        text.getStyleClass().add("playground-yaml");
        text.setStyle("-fx-font-family: monospace;");
        text.setAccessibleText(m.get("playground.yaml"));
        text.setText(vm.yamlProperty().get());
        text.textProperty().addListener((o, a, b) -> {
            if (!writing) {
                vm.editYaml(b);
            }
        });
        vm.yamlProperty().addListener((o, a, b) -> {
            if (!b.equals(text.getText())) {
                writing = true;
                int caret = text.getCaretPosition();
                text.setText(b);
                text.positionCaret(Math.min(caret, b.length()));
                writing = false;
            }
        });
        VBox.setVgrow(text, Priority.ALWAYS);

        Label error = new Label();
        error.setId("pg-yaml-error");
        error.getStyleClass().add("error-text");
        error.setWrapText(true);
        error.setMinHeight(Region.USE_PREF_SIZE);
        Label ok = new Label(m.get("playground.yaml.reads"));
        ok.setId("pg-yaml-ok");
        ok.getStyleClass().add("muted");
        ok.setWrapText(true);
        Button toLine = new Button(m.get("playground.yaml.toLine"));
        toLine.setId("pg-yaml-to-line");
        Button revert = new Button(m.get("playground.yaml.revert"));
        revert.setId("pg-yaml-revert");
        revert.setOnAction(e -> vm.revert());
        FlowPane actions = new FlowPane(8, 6, toLine, revert);
        actions.setAlignment(Pos.CENTER_LEFT);
        Runnable show = () -> {
            PlaygroundViewModel.YamlError err = vm.errorProperty().get();
            boolean bad = err != null;
            error.setText(!bad ? "" : err.line() > 0 ? m.get("playground.yaml.errorAt", err.line(), Math.max(1, err.column()), err.problem())
                    : m.get("playground.yaml.error", err.problem()));
            error.setVisible(bad);
            error.setManaged(bad);
            actions.setVisible(bad);
            actions.setManaged(bad);
            toLine.setDisable(!bad || err.line() <= 0);
            ok.setVisible(!bad);
            ok.setManaged(!bad);
        };
        toLine.setOnAction(e -> {
            PlaygroundViewModel.YamlError err = vm.errorProperty().get();
            if (err != null && err.line() > 0) {
                text.positionCaret(offsetOf(text.getText(), err.line(), err.column()));
                text.requestFocus();
            }
        });
        vm.errorProperty().addListener((o, a, b) -> show.run());
        show.run();
        getChildren().addAll(title, text, error, ok, actions);
    }

    /** Where line:column (1-based) is in the text; past the end, the end. */
    static int offsetOf(String s, int line, int column) {
        int at = 0;
        for (int l = 1; l < line; l++) {
            int nl = s.indexOf('\n', at);
            if (nl < 0) {
                return s.length();
            }
            at = nl + 1;
        }
        int end = s.indexOf('\n', at);
        int lineEnd = end < 0 ? s.length() : end;
        return Math.min(lineEnd, at + Math.max(0, column - 1));
    }

    TextArea text() {
        return text;
    }
}
