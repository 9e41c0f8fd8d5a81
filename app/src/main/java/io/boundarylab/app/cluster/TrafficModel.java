package io.boundarylab.app.cluster;

import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What the control plane is doing after the first {@code count} events of a run: each ReplicaSet
 * with the pods it owns now, each Service with its ready endpoints, and each client's last request
 * and who answered it. Read from the trace alone (the scenario's own pods do not include the pods a
 * ReplicaSet makes while it runs), so a learner sees traffic move to the replacement when a pod goes.
 */
public final class TrafficModel {

    /** A ReplicaSet ({@code replicaset/web}) and the active pods it owns, oldest first. */
    public record Owned(String owner, List<String> pods) { }

    /** A Service and its ready endpoints, {@code pod (ip)}. */
    public record Endpoints(String service, List<String> endpoints) { }

    /**
     * A client's last request written to the trace.
     *
     * @param client   {@code pod/container}
     * @param to       what it asked ({@code web:80}, {@code 10.0.2.2:8080})
     * @param outcome  the event type: RequestServed, RequestRefused or RequestTimedOut
     * @param answered the pod that answered and its address, or null
     * @param data     the data version of the answer, or null
     * @param tMs      when
     */
    public record LastRequest(String client, String to, EventType outcome, String answered, String data, long tMs) { }

    /** Everything at one moment; empty lists when the run has no workloads, Services or clients. */
    public record Traffic(List<Owned> replicaSets, List<Endpoints> services, List<LastRequest> clients) {
        public boolean isEmpty() {
            return replicaSets.isEmpty() && services.isEmpty() && clients.isEmpty();
        }
    }

    private TrafficModel() {
    }

    public static Traffic at(List<TraceEvent> trace, int count) {
        Map<String, Set<String>> owned = new LinkedHashMap<>();
        Map<String, List<String>> endpoints = new LinkedHashMap<>();
        Map<String, LastRequest> clients = new LinkedHashMap<>();
        // Which pod holds an address: from the events that name both (a container started at it, an endpoint).
        Map<String, String> podAt = new LinkedHashMap<>();
        int end = Math.min(count, trace.size());
        for (int i = 0; i < end; i++) {
            TraceEvent e = trace.get(i);
            boolean request = e.type() == EventType.RequestServed || e.type() == EventType.RequestRefused
                    || e.type() == EventType.RequestTimedOut;
            if (!request && e.ip() != null && e.pod() != null) podAt.put(e.ip(), e.pod());
            switch (e.type()) {
                case SuccessfulCreate -> {
                    if (e.owner() != null) owned.computeIfAbsent(e.owner(), k -> new LinkedHashSet<>()).add(e.pod());
                }
                // A pod stops being owned when it is deleted, evicted by the taint manager, or gone.
                case SuccessfulDelete, TaintManagerEviction, PodDeleted -> owned.values().forEach(s -> s.remove(e.pod()));
                // A pod that has ended for good (lost with its node: Failed) no longer counts, as for the ReplicaSet.
                case PodPhase -> {
                    if ("Failed".equals(e.phase()) || "Succeeded".equals(e.phase())) owned.values().forEach(s -> s.remove(e.pod()));
                }
                case EndpointsChanged -> {
                    List<String> now = new ArrayList<>();
                    if (e.endpoints() != null) {
                        for (TraceEvent.Address a : e.endpoints()) {
                            now.add(a.pod() + " (" + a.ip() + ")");
                            podAt.put(a.ip(), a.pod());
                        }
                    }
                    endpoints.put(e.service(), now);
                }
                case RequestServed, RequestRefused, RequestTimedOut -> {
                    String client = e.pod() + "/" + e.container();
                    String to = e.peer() + (e.port() == null ? "" : ":" + e.port());
                    String answered = e.type() != EventType.RequestServed || e.ip() == null ? null
                            : podAt.getOrDefault(e.ip(), e.ip()) + " (" + e.ip() + ")";
                    clients.put(client, new LastRequest(client, to, e.type(), answered, e.data(), e.tMs()));
                }
                default -> { }
            }
        }
        List<Owned> rs = new ArrayList<>();
        owned.forEach((k, v) -> rs.add(new Owned(k, List.copyOf(v))));
        List<Endpoints> svc = new ArrayList<>();
        endpoints.forEach((k, v) -> svc.add(new Endpoints(k, List.copyOf(v))));
        return new Traffic(List.copyOf(rs), List.copyOf(svc), List.copyOf(clients.values()));
    }
}
