package io.boundarylab.engine.scenario;

/**
 * A port published on a node: address, protocol and number. Two of them conflict as the
 * scheduler's NodePorts filter decides (pkg/scheduler/framework/types.go, HostPortInfo): only with
 * the same protocol and port, and then when either binds every address ({@code 0.0.0.0}) or both
 * bind the same one. TCP and UDP on one port never conflict.
 *
 * @param ip       the address, {@code 0.0.0.0} for every address
 * @param protocol TCP, UDP or SCTP
 * @param port     1 to 65535
 */
public record HostPort(String ip, String protocol, int port) {

    public boolean conflictsWith(HostPort o) {
        if (port != o.port || !protocol.equals(o.protocol)) return false;
        return ip.equals(PortSpec.ANY_IP) || o.ip.equals(PortSpec.ANY_IP) || ip.equals(o.ip);
    }

    @Override
    public String toString() {
        return ip + ":" + port + "/" + protocol;
    }
}
