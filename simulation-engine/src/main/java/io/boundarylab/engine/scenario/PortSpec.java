package io.boundarylab.engine.scenario;

import java.util.Objects;

/**
 * A declared container port, with an optional host port (which the scheduler must find free).
 *
 * @param containerPort the port inside the container
 * @param hostPort      the node port it is published on, or null
 * @param hostIP        the node address the host port binds, {@code 0.0.0.0} (every address) by default
 * @param protocol      {@code TCP} (default), {@code UDP} or {@code SCTP}
 */
public record PortSpec(int containerPort, Integer hostPort, String hostIP, String protocol) {
    /** Every address of the node: a host port on it conflicts with the same port on any address. */
    public static final String ANY_IP = "0.0.0.0";

    public PortSpec {
        Objects.requireNonNull(hostIP, "hostIP");
        Objects.requireNonNull(protocol, "protocol");
    }

    /** A TCP port on every address, as a port with no protocol or host IP written is. */
    public PortSpec(int containerPort, Integer hostPort) {
        this(containerPort, hostPort, ANY_IP, "TCP");
    }

    /** The host port this declares, or null when it publishes none. */
    public HostPort published() {
        return hostPort == null ? null : new HostPort(hostIP, protocol, hostPort);
    }
}
