package io.boundarylab.engine.cluster.service;

import io.boundarylab.engine.cluster.network.NetworkIdentity;
import io.boundarylab.engine.cluster.state.ClusterState;
import io.boundarylab.engine.cluster.state.ContainerState;
import io.boundarylab.engine.cluster.state.NodeState;
import io.boundarylab.engine.cluster.state.PodState;
import io.boundarylab.engine.cluster.state.ServiceNetwork;
import io.boundarylab.engine.result.RequestCount;
import io.boundarylab.engine.result.ServiceStatus;
import io.boundarylab.engine.scenario.MemberRef;
import io.boundarylab.engine.scenario.ServiceHost;
import io.boundarylab.engine.scenario.ServiceSpec;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The Services of a simulation: each gets a ClusterIP; its endpoints follow the pods as the
 * EndpointSlice controller's do, and every change of its ready endpoints is an
 * {@link EventType#EndpointsChanged}; a connection to it is routed as kube-proxy routes it.
 *
 * <p>One notification point: every published event about a pod (other than the network's own)
 * marks that pod for a look, and once per instant, after whatever changed it, the marked pods
 * are matched against every Service. New pods, readiness, deletion, a new IP: all arrive this way,
 * whoever made the pod. The endpoints follow at the same instant (Kubernetes takes a moment more
 * for the controller and kube-proxy to catch up; the engine leaves that delay out).
 */
public final class ServiceController implements ServiceNetwork {
    /** Events that never change a pod's endpoint: the network's own, and what processes do with files. */
    private static final Set<EventType> IGNORED = EnumSet.of(EventType.EndpointsChanged, EventType.RequestServed,
            EventType.RequestRefused, EventType.RequestTimedOut, EventType.Connected, EventType.ConnectionRefused,
            EventType.FileWritten, EventType.FileMissing, EventType.LinesShipped, EventType.Throttled);

    private final ClusterState state;
    private final Map<String, Svc> services = new LinkedHashMap<>();
    private final Map<String, Svc> byIp = new TreeMap<>();
    private final TreeSet<String> dirty = new TreeSet<>();
    private final Requests requests;
    private boolean flushScheduled;

    /** One Service's state. */
    private static final class Svc {
        final ServiceSpec spec;
        final String clusterIP;
        final TreeMap<String, Endpoint> endpoints = new TreeMap<>();
        List<TraceEvent.Address> published = List.of();

        Svc(ServiceSpec spec, String clusterIP) {
            this.spec = spec;
            this.clusterIP = clusterIP;
        }
    }

    public ServiceController(ClusterState state) {
        this.state = state;
        this.requests = new Requests(state, this);
        int i = 0;
        for (ServiceSpec s : state.scenario().services()) {
            Svc svc = new Svc(s, ClusterIps.of(i++));
            services.put(s.name(), svc);
            byIp.put(svc.clusterIP, svc);
        }
        if (!services.isEmpty()) state.kernel().onEvent(this::heard);
    }

    private void heard(TraceEvent e) {
        if (e.pod() == null || IGNORED.contains(e.type())) return;
        podChanged(e.pod());
    }

    /** Marks a pod for a look at the end of this instant. */
    public void podChanged(String pod) {
        dirty.add(pod);
        if (flushScheduled) return;
        flushScheduled = true;
        state.kernel().post(0, this::flush);
    }

    private void flush() {
        flushScheduled = false;
        List<String> pods = new ArrayList<>(dirty);
        dirty.clear();
        for (Svc svc : services.values()) {
            for (String name : pods) {
                PodState pod = state.pod(name);
                Endpoint ep = pod == null ? null : EndpointRules.endpoint(svc.spec, EndpointRules.view(pod));
                if (ep == null) svc.endpoints.remove(name); else svc.endpoints.put(name, ep);
            }
            List<TraceEvent.Address> ready = new ArrayList<>();
            for (Endpoint ep : svc.endpoints.values()) if (ep.ready()) ready.add(new TraceEvent.Address(ep.pod(), ep.ip()));
            if (ready.equals(svc.published)) continue;
            svc.published = List.copyOf(ready);
            StringBuilder list = new StringBuilder();
            for (TraceEvent.Address a : ready) list.append(list.length() == 0 ? "" : ", ").append(a.pod()).append(" (").append(a.ip()).append(')');
            state.publish(TraceEvent.of(EventType.EndpointsChanged).service(svc.spec.name()).endpoints(ready)
                    .message("Service " + svc.spec.name() + " (" + svc.clusterIP + ") " + (ready.isEmpty() ? "has no ready endpoints"
                            : "sends traffic to " + list))
                    .rule(ServiceRules.ENDPOINTS));
        }
    }

    /** The Service a host name or IP names, or null. */
    private Svc lookup(String host) {
        Svc byAddress = byIp.get(host);
        if (byAddress != null) return byAddress;
        ServiceHost sh = ServiceHost.parse(host);
        return sh == null || !sh.inScenarioNamespace() ? null : services.get(sh.service());
    }

    @Override
    public Route route(String host, int port) {
        Svc svc = lookup(host);
        if (svc == null) return null;
        String name = svc.spec.name();
        ServiceSpec.Port p = svc.spec.port(port);
        if (p == null) return new Route(name, svc.clusterIP, null, null, port, Outcome.REFUSED, "Service " + name + " has no port " + port, ServiceRules.ROUTE);
        List<Endpoint> candidates = new ArrayList<>();
        for (Endpoint ep : svc.endpoints.values()) if (ep.ready()) candidates.add(ep);
        if (candidates.isEmpty()) {
            // kube-proxy (pkg/proxy/topology.go CategorizeEndpoints): with no ready endpoint, the
            // terminating endpoints that still serve take the traffic.
            for (Endpoint ep : svc.endpoints.values()) if (ep.serving() && ep.terminating()) candidates.add(ep);
        }
        if (candidates.isEmpty()) {
            return new Route(name, svc.clusterIP, null, null, p.targetPort(), Outcome.REFUSED, "Service " + name + " has no ready endpoint",
                    ServiceRules.ROUTE);
        }
        SplittableRandom random = state.kernel().random().stream("service-endpoint/" + name);
        Endpoint chosen = candidates.get(candidates.size() == 1 ? 0 : random.nextInt(candidates.size()));
        PodState pod = state.pod(chosen.pod());
        NetworkIdentity target = pod == null ? null : EndpointRules.identity(pod);
        Outcome outcome = reach(target, p.targetPort(), pod);
        return new Route(name, svc.clusterIP, chosen.pod(), target, p.targetPort(), outcome, describe(chosen.pod(), target, p.targetPort()),
                outcome == Outcome.TIMEOUT ? ServiceRules.UNREACHABLE : ServiceRules.ROUTE);
    }

    /** Whether a connection to the identity's port gets an answer. */
    Outcome reach(NetworkIdentity target, int port, PodState pod) {
        if (target == null) return Outcome.REFUSED;
        NodeState node = target.node() == null ? null : state.node(target.node());
        if (node != null && node.failed()) return Outcome.TIMEOUT;
        if (pod != null && (pod.deleted() || pod.terminal())) return Outcome.REFUSED;
        return target.listener(port) == null ? Outcome.REFUSED : Outcome.OK;
    }

    static String describe(String pod, NetworkIdentity target, int port) {
        return pod + (target == null ? "" : " at " + target.ip() + ":" + port);
    }

    @Override
    public void request(PodState client, ContainerState c, String host, int port) {
        requests.send(client, c, host, port);
    }

    /** The Services as the result reports them, in scenario order. */
    public Map<String, ServiceStatus> status() {
        Map<String, ServiceStatus> out = new LinkedHashMap<>();
        for (Svc svc : services.values()) {
            List<ServiceStatus.EndpointStatus> eps = new ArrayList<>();
            for (Endpoint ep : svc.endpoints.values()) eps.add(new ServiceStatus.EndpointStatus(ep.pod(), ep.ip(), ep.ready()));
            out.put(svc.spec.name(), new ServiceStatus(svc.clusterIP, eps));
        }
        return out;
    }

    /** Every client's request counts, by member. */
    public Map<MemberRef, RequestCount> requestCounts() {
        return requests.counts();
    }
}
