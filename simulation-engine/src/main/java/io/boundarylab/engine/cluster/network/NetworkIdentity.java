package io.boundarylab.engine.cluster.network;

import java.util.Map;
import java.util.TreeMap;

/**
 * One network identity: an IP, a loopback and a port space. With shared identity a pod's members
 * on a node share one; without it every container has its own, so {@code localhost} reaches only
 * the container itself and two containers can each bind the same port.
 */
public final class NetworkIdentity {
    private final String id;
    private final String ip;
    private final String pod;
    private final String node;
    // Made at the first bind and the first serve: a large run has an identity per pod, most of
    // which never bind a port, and fewer still serve data.
    private Map<Integer, String> listeners;
    private Map<Integer, String> data;

    public NetworkIdentity(String id, String ip) {
        this(id, ip, null, null);
    }

    /** An identity of a pod (or of one member) on a node. */
    public NetworkIdentity(String id, String ip, String pod, String node) {
        this.id = id;
        this.ip = ip;
        this.pod = pod;
        this.node = node;
    }

    /** The pod it belongs to, or null. */
    public String pod() { return pod; }

    /** The node it lives on, or null. */
    public String node() { return node; }

    /** The data version the process listening on the port answers with ({@code serve}), or null for a plain listener. */
    public String data(int port) { return data == null ? null : data.get(port); }

    /** Records the data version the listener on the port answers with. */
    public void serve(int port, String version) {
        if (data == null) data = new TreeMap<>();
        data.put(port, version);
    }

    /** A stable name for the identity, for example {@code web-app@node-1} or {@code web-app/web}. */
    public String id() { return id; }

    public String ip() { return ip; }

    /** The container listening on the port, or null. */
    public String listener(int port) { return listeners == null ? null : listeners.get(port); }

    /** Binds the port for a container; false when the port is already taken (EADDRINUSE). */
    public boolean bind(int port, String container) {
        if (listeners == null) listeners = new TreeMap<>();
        if (listeners.containsKey(port)) return false;
        listeners.put(port, container);
        return true;
    }

    /** Releases every port the container bound (its process ended). */
    public void releaseAll(String container) {
        if (listeners == null) return;
        listeners.entrySet().removeIf(e -> {
            if (!e.getValue().equals(container)) return false;
            if (data != null) data.remove(e.getKey());
            return true;
        });
    }
}
