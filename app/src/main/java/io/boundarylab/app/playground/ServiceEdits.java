package io.boundarylab.app.playground;

import static io.boundarylab.app.playground.FormValues.fresh;
import static io.boundarylab.app.playground.FormValues.labels;
import static io.boundarylab.app.playground.FormValues.requireName;
import static io.boundarylab.app.playground.FormValues.requireRange;

import io.boundarylab.app.playground.EditRefused.Field;
import io.boundarylab.app.playground.EditRefused.Reason;
import io.boundarylab.engine.scenario.LabelSelector;
import io.boundarylab.engine.scenario.Scenario;
import io.boundarylab.engine.scenario.ServiceSpec;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.function.UnaryOperator;

/** The form's edits of Services: their names, selectors and ports. */
public final class ServiceEdits {
    private ServiceEdits() {
    }

    /**
     * A new Service under a name no Service has, sending port 80 to 8080 of the pods that the first
     * Deployment or ReplicaSet selects, or, with neither, of the pods labelled as the first pod is
     * (no selector when it has no labels).
     */
    public static Scenario addService(Scenario s) {
        String name = fresh("svc-", s.services().stream().map(ServiceSpec::name).toList());
        SortedMap<String, String> selector = new TreeMap<>();
        if (!s.workloads().deployments().isEmpty()) {
            selector.putAll(s.workloads().deployments().get(0).selector().matchLabels());
        } else if (!s.workloads().replicaSets().isEmpty()) {
            selector.putAll(s.workloads().replicaSets().get(0).selector().matchLabels());
        } else if (!s.pods().isEmpty()) {
            selector.putAll(s.pods().get(0).labels());
        }
        List<ServiceSpec> services = new ArrayList<>(s.services());
        services.add(new ServiceSpec(name, new LabelSelector(selector), List.of(new ServiceSpec.Port(null, 80, 8080, "TCP")), false));
        return s.withServices(services);
    }

    public static Scenario removeService(Scenario s, int i) {
        List<ServiceSpec> services = new ArrayList<>(s.services());
        services.remove(i);
        return s.withServices(services);
    }

    public static Scenario serviceName(Scenario s, int i, String name) {
        String n = requireName(Field.SERVICE_NAME, name);
        return service(s, i, v -> new ServiceSpec(n, v.selector(), v.ports(), v.publishNotReadyAddresses()));
    }

    /** The Service's selector from {@code key=value,…}; empty for a Service without one (it then has no endpoints). */
    public static Scenario serviceSelector(Scenario s, int i, String text) {
        LabelSelector sel = new LabelSelector(labels(text));
        return service(s, i, v -> new ServiceSpec(v.name(), sel, v.ports(), v.publishNotReadyAddresses()));
    }

    public static Scenario publishNotReadyAddresses(Scenario s, int i, boolean on) {
        return service(s, i, v -> new ServiceSpec(v.name(), v.selector(), v.ports(), on));
    }

    /** A TCP port; once there are several, each gets a name ({@code port-N}) as the API server requires. */
    public static Scenario addServicePort(Scenario s, int i, long port, long targetPort) {
        int p = (int) requireRange(Field.PORT, port, 1, 65_535);
        int t = (int) requireRange(Field.TARGET_PORT, targetPort, 1, 65_535);
        return service(s, i, v -> {
            if (v.port(p) != null) throw new EditRefused(Field.PORT, Reason.PORT_TWICE, p);
            List<ServiceSpec.Port> ports = new ArrayList<>(v.ports());
            ports.add(new ServiceSpec.Port(null, p, t, "TCP"));
            return new ServiceSpec(v.name(), v.selector(), named(ports), v.publishNotReadyAddresses());
        });
    }

    public static Scenario removeServicePort(Scenario s, int i, int port) {
        return service(s, i, v -> {
            if (v.ports().size() <= 1) throw new EditRefused(Field.PORTS, Reason.LAST_PORT);
            List<ServiceSpec.Port> ports = new ArrayList<>(v.ports());
            ports.remove(port);
            return new ServiceSpec(v.name(), v.selector(), ports, v.publishNotReadyAddresses());
        });
    }

    private static List<ServiceSpec.Port> named(List<ServiceSpec.Port> ports) {
        if (ports.size() < 2) return ports;
        List<String> taken = new ArrayList<>(ports.stream().map(ServiceSpec.Port::name).filter(Objects::nonNull).toList());
        List<ServiceSpec.Port> out = new ArrayList<>();
        for (ServiceSpec.Port p : ports) {
            if (p.name() != null) {
                out.add(p);
            } else {
                String n = fresh("port-", taken);
                taken.add(n);
                out.add(new ServiceSpec.Port(n, p.port(), p.targetPort(), p.protocol()));
            }
        }
        return out;
    }

    private static Scenario service(Scenario s, int i, UnaryOperator<ServiceSpec> f) {
        List<ServiceSpec> services = new ArrayList<>(s.services());
        services.set(i, f.apply(services.get(i)));
        return s.withServices(services);
    }
}
