package io.boundarylab.engine.scenario;

import java.util.List;

/**
 * A v1 Service of type ClusterIP ({@code services:}): a stable name and virtual IP in front of the
 * pods its selector matches. The engine gives it a ClusterIP and keeps its endpoints as the
 * EndpointSlice controller does (see {@code io.boundarylab.engine.cluster.service}).
 *
 * @param selector                 the pods it sends traffic to; empty for a Service without a
 *                                 selector, whose endpoints nobody manages (it has none)
 * @param ports                    at least one, each port unique per protocol
 * @param publishNotReadyAddresses every matching pod with an IP counts as ready, whatever its readiness
 */
public record ServiceSpec(String name, LabelSelector selector, List<Port> ports, boolean publishNotReadyAddresses) {
    /** The namespace of every object of a scenario. */
    public static final String NAMESPACE = "default";

    public ServiceSpec {
        ports = List.copyOf(ports);
    }

    /** The port this Service exposes as {@code port} (TCP), or null. */
    public Port port(int port) {
        for (Port p : ports) if (p.port() == port && p.protocol().equals("TCP")) return p;
        return null;
    }

    /**
     * One Service port.
     *
     * @param name       required when there are several ports, else may be null
     * @param targetPort the container port traffic goes to; the port itself by default
     */
    public record Port(String name, int port, int targetPort, String protocol) {
    }
}
