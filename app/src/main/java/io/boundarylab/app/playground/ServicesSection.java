package io.boundarylab.app.playground;

import io.boundarylab.app.playground.EditRefused.Field;
import io.boundarylab.engine.scenario.Scenario;
import io.boundarylab.engine.scenario.ServiceSpec;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.TextField;
import javafx.scene.layout.VBox;

/** The form's Services: add one, then its name, selector, ports and whether it publishes pods that are not ready. */
final class ServicesSection {
    private final PlaygroundViewModel vm;
    private final FormParts parts;
    private int selected;

    ServicesSection(PlaygroundViewModel vm, FormParts parts) {
        this.vm = vm;
        this.parts = parts;
    }

    Node build(Scenario s) {
        List<ServiceSpec> services = s.services();
        selected = Math.max(0, Math.min(selected, services.size() - 1));
        ComboBox<ServiceSpec> chooser = FormParts.chooser("pg-service", parts.text("playground.form.services.choose"), services,
                ServiceSpec::name);
        chooser.setDisable(services.isEmpty());
        VBox details = new VBox(6);
        if (!services.isEmpty()) {
            chooser.getSelectionModel().select(selected);
            details.getChildren().setAll(details(services.get(selected), selected));
        }
        chooser.getSelectionModel().selectedIndexProperty().addListener((o, a, b) -> {
            if (b.intValue() >= 0 && b.intValue() != selected) {
                selected = b.intValue();
                details.getChildren().setAll(details(services.get(selected), selected));
            }
        });
        Button add = parts.button("pg-service-add", "playground.form.services.add", () -> {
            int was = selected;
            selected = vm.scenario().services().size();
            if (!vm.edit(ServiceEdits::addService)) {
                selected = was;
            }
        });
        Button remove = parts.button("pg-service-remove", "playground.form.services.remove",
                () -> vm.edit(x -> ServiceEdits.removeService(x, selected)));
        remove.setDisable(services.isEmpty());
        return parts.section("playground.form.services", parts.subtitle("playground.form.services.hint"),
                FormParts.row(chooser, remove, add), details);
    }

    private List<Node> details(ServiceSpec svc, int i) {
        TextField name = FormParts.field("pg-service-name", svc.name(), 10);
        FormParts.commit(name, t -> vm.edit(x -> ServiceEdits.serviceName(x, i, t)));
        TextField selector = FormParts.field("pg-service-selector", svc.selector().toString(), 12);
        selector.setPromptText("app=web");
        FormParts.commit(selector, t -> vm.edit(x -> ServiceEdits.serviceSelector(x, i, t)));
        CheckBox notReady = new CheckBox(parts.text("playground.form.service.publishNotReady"));
        notReady.setId("pg-service-publish-not-ready");
        notReady.setWrapText(true);
        notReady.setSelected(svc.publishNotReadyAddresses());
        notReady.selectedProperty().addListener((o, a, b) -> vm.edit(x -> ServiceEdits.publishNotReadyAddresses(x, i, b)));

        List<Integer> indexes = new ArrayList<>();
        for (int k = 0; k < svc.ports().size(); k++) indexes.add(k);
        ComboBox<Integer> ports = FormParts.chooser("pg-service-port", parts.text("playground.form.service.ports"), indexes, k -> {
            ServiceSpec.Port p = svc.ports().get(k);
            return parts.text("playground.form.service.port.line", p.port(), p.targetPort());
        });
        ports.getSelectionModel().selectFirst();
        Button removePort = parts.button("pg-service-port-remove", "playground.form.service.ports.remove", () -> {
            Integer k = ports.getValue();
            if (k != null) vm.edit(x -> ServiceEdits.removeServicePort(x, i, k));
        });
        removePort.setDisable(svc.ports().size() <= 1);
        TextField port = FormParts.field("pg-service-port-port", "", 5);
        TextField target = FormParts.field("pg-service-port-target", "", 5);
        Button addPort = parts.button("pg-service-port-add", "playground.form.service.ports.add", () -> vm.edit(x ->
                ServiceEdits.addServicePort(x, i, FormValues.number(Field.PORT, port.getText()),
                        FormValues.number(Field.TARGET_PORT, target.getText()))));
        port.setOnAction(e -> addPort.fire());
        target.setOnAction(e -> addPort.fire());
        return List.of(FormParts.row(parts.labelled("playground.form.service.name", name),
                        parts.labelled("playground.form.service.selector", selector)),
                notReady,
                FormParts.row(parts.labelled("playground.form.service.ports", ports), removePort),
                FormParts.row(parts.labelled("playground.form.service.port", port),
                        parts.labelled("playground.form.service.targetPort", target), addPort));
    }
}
