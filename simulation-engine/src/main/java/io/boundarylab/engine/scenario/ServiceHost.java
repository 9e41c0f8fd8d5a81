package io.boundarylab.engine.scenario;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A host name as a process inside a pod writes it, read as a Service's DNS name. Cluster DNS puts
 * {@code NAMESPACE.svc.cluster.local}, {@code svc.cluster.local} and {@code cluster.local} on every
 * pod's search path (kubelet: pkg/kubelet/network/dns), so {@code web}, {@code web.default},
 * {@code web.default.svc} and {@code web.default.svc.cluster.local} all name the Service web.
 *
 * @param service   the Service's name
 * @param namespace the namespace written, or null for a bare name
 * @param explicit  whether the name carried {@code .svc}: then it can only be a Service
 */
public record ServiceHost(String service, String namespace, boolean explicit) {
    private static final Pattern FORM = Pattern.compile(
            "([a-z]([-a-z0-9]*[a-z0-9])?)(\\.([a-z0-9]([-a-z0-9]*[a-z0-9])?)(\\.svc(\\.cluster\\.local)?)?)?");

    /** The Service a host name may stand for, or null when it cannot be a Service's DNS name. */
    public static ServiceHost parse(String host) {
        Matcher m = FORM.matcher(host);
        if (!m.matches()) return null;
        return new ServiceHost(m.group(1), m.group(4), m.group(6) != null);
    }

    /** Whether it names a Service in the scenario's one namespace. */
    public boolean inScenarioNamespace() {
        return namespace == null || namespace.equals(ServiceSpec.NAMESPACE);
    }
}
