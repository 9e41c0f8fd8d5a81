package io.boundarylab.engine.scenario;

import io.boundarylab.engine.scenario.Doc.Obj;
import io.boundarylab.engine.scenario.Doc.Val;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

import static io.boundarylab.engine.scenario.ValueReader.labels;
import static io.boundarylab.engine.scenario.ValueReader.port;
import static io.boundarylab.engine.scenario.ValueReader.protocol;

/**
 * Reads the {@code services:} list (v1 Service objects of type ClusterIP), validated as the API
 * server's ValidateService does (pkg/apis/core/validation), and checks that every {@code connect}
 * and {@code request} step that names a Service names one the scenario has, on a port it exposes.
 */
final class ServiceReader {
    /** ValidateServiceName: a DNS-1035 label (a letter first, at most 63 characters). */
    private static final Pattern DNS_1035 = Pattern.compile("[a-z]([-a-z0-9]*[a-z0-9])?");
    /** A port name: a DNS-1123 label. */
    private static final Pattern DNS_1123 = Pattern.compile("[a-z0-9]([-a-z0-9]*[a-z0-9])?");

    private ServiceReader() {
    }

    static List<ServiceSpec> services(Val v) throws ScenarioException {
        List<ServiceSpec> out = new ArrayList<>();
        if (v == null) return out;
        Set<String> names = new HashSet<>();
        for (Val item : v.asArr().items) {
            Obj o = item.asObj();
            ServiceSpec s = service(o);
            if (!names.add(s.name())) throw o.fields.get("metadata").error("two Services are named '" + s.name() + "'");
            out.add(s);
        }
        return out;
    }

    private static ServiceSpec service(Obj o) throws ScenarioException {
        Val api = o.req("apiVersion");
        if (!api.asText().equals("v1")) throw api.error("expected v1");
        Val kind = o.req("kind");
        if (!kind.asText().equals("Service")) throw kind.error("expected Service");
        Obj meta = o.req("metadata").asObj();
        Val nameVal = meta.req("name");
        String name = nameVal.asText();
        if (name.length() > 63 || !DNS_1035.matcher(name).matches()) {
            throw nameVal.error("'" + name + "' is not a valid Service name (a DNS-1035 label: a lower-case letter first, then letters, digits and '-', at most 63 characters)");
        }
        labels(meta.opt("labels"));
        meta.noOtherFields();
        Obj spec = o.req("spec").asObj();
        Val type = spec.opt("type");
        if (type != null && !type.asText().equals("ClusterIP")) {
            throw type.error("only type ClusterIP is simulated, not '" + type.asText() + "'");
        }
        Val sel = spec.opt("selector");
        LabelSelector selector = new LabelSelector(labels(sel));
        List<ServiceSpec.Port> ports = ports(spec.req("ports"));
        boolean publishNotReady = spec.has("publishNotReadyAddresses") && spec.opt("publishNotReadyAddresses").asBool();
        spec.noOtherFields();
        o.noOtherFields();
        return new ServiceSpec(name, selector, ports, publishNotReady);
    }

    private static List<ServiceSpec.Port> ports(Val v) throws ScenarioException {
        List<Val> items = v.asArr().items;
        if (items.isEmpty()) throw v.error("a ClusterIP Service needs at least one port");
        List<ServiceSpec.Port> ports = new ArrayList<>();
        Set<String> names = new HashSet<>();
        Set<String> numbers = new HashSet<>();
        for (Val item : items) {
            Obj p = item.asObj();
            String portName = null;
            Val nv = p.opt("name");
            if (nv != null) {
                portName = nv.asText();
                if (portName.length() > 63 || !DNS_1123.matcher(portName).matches()) {
                    throw nv.error("'" + portName + "' is not a valid port name (lower-case letters, digits and '-', at most 63 characters)");
                }
                if (!names.add(portName)) throw nv.error("two ports are named '" + portName + "'");
            } else if (items.size() > 1) {
                throw p.error("name: every port needs a name when a Service has more than one");
            }
            Val pv = p.req("port");
            int port = port(pv);
            int target = port;
            Val tv = p.opt("targetPort");
            if (tv != null) {
                if (tv instanceof Doc.Scalar s && s.text != null && !s.text.trim().matches("-?\\d+")) {
                    throw tv.error("a named targetPort ('" + s.text + "') needs named container ports, which the scenario format does not have: give the number");
                }
                target = port(tv);
            }
            String protocol = p.has("protocol") ? protocol(p.opt("protocol")) : "TCP";
            if (!numbers.add(protocol + "/" + port)) throw pv.error("port " + port + "/" + protocol + " is listed twice");
            p.noOtherFields();
            ports.add(new ServiceSpec.Port(portName, port, target, protocol));
        }
        return ports;
    }

    /**
     * Checks the targets of {@code connect} and {@code request} steps: a name in a Service's DNS
     * form with {@code .svc} must name a Service of the scenario; a name that resolves to a
     * Service must use one of its ports; a {@code request} must name a Service, a pod of the
     * scenario, localhost or an IP.
     */
    static void checkTargets(Obj root, List<ServiceSpec> services, List<PodSpec> pods) throws ScenarioException {
        Val podsVal = root.fields.get("pods");
        if (!(podsVal instanceof Doc.Arr arr)) return;
        Set<String> podNames = new HashSet<>();
        for (PodSpec p : pods) podNames.add(p.name());
        for (Val pod : arr.items) {
            Val spec = field(pod, "spec");
            for (String list : List.of("initContainers", "containers")) {
                if (!(field(spec, list) instanceof Doc.Arr cs)) continue;
                for (Val c : cs.items) {
                    if (!(field(field(c, "x-sim"), "steps") instanceof Doc.Arr steps)) continue;
                    for (Val step : steps.items) {
                        for (String kind : List.of("connect", "request")) {
                            Val to = field(field(step, kind), "to");
                            if (to != null) checkTarget(to, kind.equals("request"), services, podNames);
                        }
                    }
                }
            }
        }
    }

    private static Val field(Val v, String name) {
        return v instanceof Obj o ? o.fields.get(name) : null;
    }

    private static void checkTarget(Val to, boolean request, List<ServiceSpec> services, Set<String> podNames) throws ScenarioException {
        String text = to.asText();
        int colon = text.lastIndexOf(':');
        String host = text.substring(0, colon);
        int port = Integer.parseInt(text.substring(colon + 1));
        if (host.equals("localhost") || host.startsWith("127.") || host.matches("\\d+\\.\\d+\\.\\d+\\.\\d+")) return;
        ServiceHost sh = ServiceHost.parse(host);
        ServiceSpec svc = null;
        if (sh != null && sh.inScenarioNamespace()) {
            for (ServiceSpec s : services) if (s.name().equals(sh.service())) svc = s;
        }
        if (svc != null) {   // a Service's name wins over a pod's: DNS knows Services, not pod names
            if (svc.port(port) == null) {
                StringBuilder ports = new StringBuilder();
                for (ServiceSpec.Port p : svc.ports()) ports.append(ports.length() == 0 ? "" : ", ").append(p.port());
                throw to.error("Service " + svc.name() + " has no TCP port " + port + " (its ports: " + ports + ")");
            }
            return;
        }
        if (sh != null && sh.explicit()) {
            throw to.error(sh.inScenarioNamespace() ? "no Service is named '" + sh.service() + "'"
                    : "no namespace '" + sh.namespace() + "': every object of a scenario is in the namespace " + ServiceSpec.NAMESPACE);
        }
        if (request && !podNames.contains(host)) throw to.error("no Service or pod is named '" + host + "'");
    }
}
