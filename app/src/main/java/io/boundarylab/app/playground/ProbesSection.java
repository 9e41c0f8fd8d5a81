package io.boundarylab.app.playground;

import io.boundarylab.app.playground.EditRefused.Field;
import io.boundarylab.engine.scenario.ContainerSpec;
import io.boundarylab.engine.scenario.ProbeSpec;
import java.util.List;
import java.util.Locale;
import javafx.scene.Node;
import javafx.scene.control.ComboBox;
import javafx.scene.control.TextField;
import javafx.scene.layout.VBox;

/** The form's probes of the chosen container: each of startup, liveness and readiness none, a port, or a simulated exec outcome, with its timing. */
final class ProbesSection {
    private final PlaygroundViewModel vm;
    private final FormParts parts;

    ProbesSection(PlaygroundViewModel vm, FormParts parts) {
        this.vm = vm;
        this.parts = parts;
    }

    /** Each probe of the container: none, a port (tcpSocket or httpGet), or a simulated exec outcome, with its timing. */
    Node build(ContainerSpec spec, int pod, int c) {
        VBox box = new VBox(4, parts.subtitle("playground.probes"));
        for (ProbeEdits.Probe which : ProbeEdits.Probe.values()) {
            String k = which.name().toLowerCase(Locale.ROOT);
            ProbeSpec now = ProbeEdits.probe(spec, which);
            String probeName = parts.text("playground.probe." + k);
            ComboBox<ProbeEdits.ProbeKind> kind = FormParts.chooser("pg-probe-" + k + "-kind",
                    probeName + ": " + parts.text("playground.form.probe.kind"), List.of(ProbeEdits.ProbeKind.values()),
                    pk -> parts.text("playground.form.probe.kind." + pk.name()));
            kind.setValue(ProbeEdits.probeKind(now));
            TextField value = FormParts.field("pg-probe-" + k + "-value", ProbeEdits.probeValue(now), 8);
            ProbeEdits.ProbeTiming timing = ProbeEdits.ProbeTiming.of(now);
            TextField delay = FormParts.field("pg-probe-" + k + "-delay", Long.toString(timing.initialDelaySeconds()), 3);
            TextField period = FormParts.field("pg-probe-" + k + "-period", Long.toString(timing.periodSeconds()), 3);
            TextField timeout = FormParts.field("pg-probe-" + k + "-timeout", Long.toString(timing.timeoutSeconds()), 3);
            TextField successes = FormParts.field("pg-probe-" + k + "-successes", Long.toString(timing.successThreshold()), 3);
            TextField failures = FormParts.field("pg-probe-" + k + "-failures", Long.toString(timing.failureThreshold()), 3);
            Runnable apply = () -> vm.edit(x -> ProbeEdits.probe(x, pod, c, which, kind.getValue(), value.getText(),
                    new ProbeEdits.ProbeTiming(FormValues.number(Field.INITIAL_DELAY, delay.getText()),
                            FormValues.number(Field.PERIOD, period.getText()), FormValues.number(Field.TIMEOUT, timeout.getText()),
                            FormValues.number(Field.SUCCESS_THRESHOLD, successes.getText()),
                            FormValues.number(Field.FAILURE_THRESHOLD, failures.getText()))));
            kind.valueProperty().addListener((o, a, b) -> {
                // A new kind starts from a value it can take, so that choosing it is enough.
                value.setText(switch (b) {
                    case NONE -> "";
                    case PORT -> "8080";
                    case FILE_EXISTS -> "/tmp/ready";
                    case PASS_AFTER, FAIL_AFTER -> "5";
                    case RESULTS -> "fail,pass";
                });
                apply.run();
            });
            value.setPromptText(parts.text("playground.form.probe.value.prompt." + ProbeEdits.probeKind(now).name()));
            value.setDisable(now == null);
            value.setAccessibleText(probeName + ": " + parts.text("playground.form.probe.value"));
            delay.setAccessibleText(probeName + ": " + parts.text("playground.form.probe.delay"));
            period.setAccessibleText(probeName + ": " + parts.text("playground.probe.period"));
            timeout.setAccessibleText(probeName + ": " + parts.text("playground.form.probe.timeout"));
            successes.setAccessibleText(probeName + ": " + parts.text("playground.form.probe.successes"));
            failures.setAccessibleText(probeName + ": " + parts.text("playground.probe.failures"));
            for (TextField f : List.of(value, delay, period, timeout, successes, failures)) {
                FormParts.commit(f, t -> apply.run());
                f.setDisable(now == null);
            }
            // The probe's name on a line of its own: when the fields wrap at a large text size, none reads as another probe's.
            box.getChildren().addAll(parts.subtitle("playground.probe." + k),
                    FormParts.row(parts.labelled("playground.form.probe.kind", kind), parts.labelled("playground.form.probe.value", value)),
                    FormParts.row(parts.labelled("playground.form.probe.delay", delay), parts.labelled("playground.probe.period", period),
                            parts.labelled("playground.form.probe.timeout", timeout)),
                    FormParts.row(parts.labelled("playground.form.probe.successes", successes), parts.labelled("playground.probe.failures", failures)));
        }
        return box;
    }
}
