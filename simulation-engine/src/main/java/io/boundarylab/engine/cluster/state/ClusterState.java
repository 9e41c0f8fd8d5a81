package io.boundarylab.engine.cluster.state;

import io.boundarylab.engine.scenario.MemberRef;
import io.boundarylab.engine.cluster.Platform;

import io.boundarylab.engine.cluster.network.NetworkIdentity;
import io.boundarylab.engine.cluster.storage.FileStore;
import io.boundarylab.engine.kernel.SimulationKernel;
import io.boundarylab.engine.scenario.NodeSpec;
import io.boundarylab.engine.scenario.PodSpec;
import io.boundarylab.engine.scenario.Scenario;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Everything the scheduler and the node agent share: the kernel, the platform's guarantees, the
 * nodes and pods, the network identities and file stores, and the counters the result reports.
 * Maps are insertion- or key-ordered, never hash-ordered, so iteration is deterministic.
 */
public final class ClusterState {
    private final SimulationKernel kernel;
    private final Scenario scenario;
    private final Platform platform;
    private final List<NodeState> nodes = new ArrayList<>();
    private final Map<String, NodeState> nodesByName = new LinkedHashMap<>();
    private final NodeChanges nodeChanges = new NodeChanges();
    private final Map<String, PodState> pods = new LinkedHashMap<>();
    private final TreeMap<String, NetworkIdentity> identities = new TreeMap<>();
    private final TreeMap<String, FileStore> stores = new TreeMap<>();
    private final Map<MemberRef, Long> linesShipped = new TreeMap<>();
    private final Map<MemberRef, Map<String, Long>> shippedUpTo = new TreeMap<>();
    private ServiceNetwork services = ServiceNetwork.NONE;
    private long connectionsOk;
    private long connectionsRefused;
    /** Told of every pod an event concerns: the controllers' informer (see {@link #onPodChanged}). */
    private final List<java.util.function.Consumer<PodState>> podWatchers = new ArrayList<>();
    /** The scheduler's pass (the scheduler is made after the state); nothing until one is set. */
    private Runnable schedulingPass = () -> { };
    private boolean schedulingRequested;

    public ClusterState(SimulationKernel kernel, Scenario scenario) {
        this.kernel = kernel;
        this.scenario = scenario;
        this.platform = scenario.platform();
        int i = 1;
        for (NodeSpec n : scenario.nodes()) {
            NodeState s = new NodeState(n, i++, nodeChanges);
            nodes.add(s);
            nodesByName.put(n.name(), s);
        }
        for (PodSpec p : scenario.pods()) pods.put(p.name(), new PodState(p));
    }

    public SimulationKernel kernel() { return kernel; }
    public Scenario scenario() { return scenario; }
    public Platform platform() { return platform; }
    public long now() { return kernel.nowMs(); }
    public List<NodeState> nodes() { return Collections.unmodifiableList(nodes); }
    public NodeState node(String name) { return nodesByName.get(name); }
    /**
     * Counts every change to what the scheduler's filters read on any node: requests or host
     * ports reserved or released, a node failed or recovered. While it stays the same, a pod that
     * fitted nowhere still fits nowhere, for the same reasons.
     */
    public long nodeChanges() { return nodeChanges.count; }
    public Map<String, PodState> pods() { return Collections.unmodifiableMap(pods); }
    public PodState pod(String name) { return pods.get(name); }
    public Map<MemberRef, Long> linesShipped() { return linesShipped; }

    /**
     * How far into one file a member has shipped, over all its runs: a process keeps no record of
     * where it stopped, so a restarted shipper reads the file from its first line again and ships
     * these lines a second time. {@code file} names the file store and the path in it.
     */
    public long shippedUpTo(MemberRef member, String file) {
        return shippedUpTo.getOrDefault(member, Map.of()).getOrDefault(file, 0L);
    }

    /** Records that a member has now shipped a file up to line {@code line} (it never goes back). */
    public void recordShippedUpTo(MemberRef member, String file, long line) {
        shippedUpTo.computeIfAbsent(member, m -> new TreeMap<>()).merge(file, line, Math::max);
    }
    public long connectionsOk() { return connectionsOk; }
    public long connectionsRefused() { return connectionsRefused; }
    public void countConnection(boolean ok) {
        if (ok) connectionsOk++; else connectionsRefused++;
    }

    /** The Services as processes see them (a Service name or ClusterIP, and the request loops). */
    public ServiceNetwork services() { return services; }
    public void setServices(ServiceNetwork s) { services = s; }

    /** Publishes an event at the current simulated time, and tells the pod watchers when it concerns a pod. */
    public TraceEvent publish(TraceEvent.Builder b) {
        TraceEvent e = kernel.publish(b);
        if (!podWatchers.isEmpty() && e.pod() != null) {
            PodState p = pods.get(e.pod());
            if (p != null) for (var w : podWatchers) w.accept(p);
        }
        return e;
    }

    /**
     * Publishes an event about {@code pod} (the event's pod must be its name) and tells the pod
     * watchers of it: the same as {@link #publish(TraceEvent.Builder)}, without finding the pod by
     * name again.
     */
    public TraceEvent publish(PodState pod, TraceEvent.Builder b) {
        TraceEvent e = kernel.publish(b);
        assert pod.name().equals(e.pod()) : e.pod() + " is not " + pod.name();
        for (int i = 0, n = podWatchers.size(); i < n; i++) podWatchers.get(i).accept(pod);
        return e;
    }

    /**
     * Registers a watcher told of each pod an event concerns (created, bound, started, ready,
     * not ready, a phase, deleted …), right after the event: the informer of the controllers and
     * of the Services. A watcher must not change the cluster on the spot; it schedules its work.
     */
    public void onPodChanged(java.util.function.Consumer<PodState> watcher) {
        podWatchers.add(watcher);
    }

    /** Sets the scheduler's pass that {@link #requestScheduling} runs. */
    public void onSchedulingRequested(Runnable pass) {
        this.schedulingPass = pass;
    }

    /**
     * The scheduler runs once per instant at most, after whatever freed or added work: the first
     * request of an instant queues its pass, later ones join it.
     */
    public void requestScheduling() {
        if (schedulingRequested) return;
        schedulingRequested = true;
        kernel.post(0, () -> {
            schedulingRequested = false;
            schedulingPass.run();
        });
    }

    /** Adds a pod a controller made (its name is new); the caller asks the scheduler to run. */
    public PodState addPod(PodSpec spec, String owner) {
        if (pods.containsKey(spec.name())) throw new IllegalStateException("a pod named " + spec.name() + " exists");
        PodState p = new PodState(spec, owner);
        pods.put(spec.name(), p);
        return p;
    }

    /**
     * Removes a terminated pod from the cluster, as the pod garbage collector deletes it from the
     * API: it is marked deleted, and its name, volumes and identities are no longer held.
     */
    public void removePod(PodState pod) {
        pod.markDeleted();
        pods.remove(pod.name());
        dropVolumes(pod);
        dropIdentities(pod);
    }

    /** Starts an event about a container, with its pod, name and node filled in. */
    public TraceEvent.Builder about(PodState pod, ContainerState c, EventType type) {
        return TraceEvent.of(type).pod(pod.name()).container(c.name()).node(c.node() == null ? null : c.node().name())
                .kind(c.kind().key());
    }

    /**
     * The network identity a container gets on its node: the pod's one identity on that node
     * under shared identity, else its own.
     */
    public NetworkIdentity identityFor(PodState pod, ContainerState c) {
        String key = platform.sharedIdentity() ? pod.name() + "@" + c.node().name() : pod.name() + "/" + c.name();
        return identities.computeIfAbsent(key, k -> new NetworkIdentity(k, c.node().nextIp(), pod.name(), c.node().name()));
    }

    /** The pod's sandbox died: its identities go, and its containers get new ones (new IPs) when they start again. */
    public void dropIdentities(PodState pod) {
        // Keys are "POD@NODE" or "POD/CONTAINER": two sorted ranges, not a scan of every identity.
        identities.subMap(pod.name() + "@", pod.name() + "@" + Character.MAX_VALUE).clear();
        identities.subMap(pod.name() + "/", pod.name() + "/" + Character.MAX_VALUE).clear();
    }

    /** The identity a host name resolves to from a container: localhost, a pod name or an IP. */
    public NetworkIdentity resolve(PodState from, ContainerState c, String host) {
        if (host.equals("localhost") || host.equals("127.0.0.1") || host.equals("::1")) return c.identity();
        PodState target = pods.get(host);
        if (target != null) {
            for (ContainerState m : target.containers()) {
                if (m.identity() != null && !m.done()) return m.identity();
            }
            return null;
        }
        for (NetworkIdentity id : identities.values()) if (id.ip().equals(host)) return id;
        return null;
    }

    /**
     * The file store behind a volume for a container: one per pod per node under shared storage
     * (members on different nodes still see different directories), one per container without it.
     */
    public FileStore volumeStore(PodState pod, ContainerState c, String volume) {
        String key = platform.sharedStorage() ? pod.name() + "/" + volume + "@" + c.node().name()
                : pod.name() + "/" + volume + "#" + c.name();
        return stores.computeIfAbsent(key, FileStore::new);
    }

    /** The node's host path tree. */
    public FileStore hostStore(NodeState node) {
        return stores.computeIfAbsent("host@" + node.name(), FileStore::new);
    }

    /** A fresh writable layer for one start of a container. */
    public FileStore newWritableLayer(PodState pod, ContainerState c) {
        // Only the running process holds its layer: nothing looks it up by name, and it goes with it.
        return FileStore.writableLayer(pod.name(), c.name(), c.timesStarted());
    }

    /** Removes a pod's emptyDir volumes from every node (the pod is gone). */
    public void dropVolumes(PodState pod) {
        // Keys are "POD/…": one sorted range, not a scan of every store in the cluster.
        String prefix = pod.name() + "/";
        stores.subMap(prefix, prefix + Character.MAX_VALUE).clear();
    }
}
