package io.boundarylab.app.cluster;

import io.boundarylab.engine.scenario.ContainerSpec;
import io.boundarylab.engine.scenario.MemberRef;
import io.boundarylab.engine.scenario.NodeSpec;
import io.boundarylab.engine.scenario.PodSpec;
import io.boundarylab.engine.scenario.Scenario;
import io.boundarylab.engine.trace.TraceEvent;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What the cluster view needs from a scenario before anything ran: the nodes and their memory,
 * the members and their memory requests, taken from the scenario the engine read (its quantities
 * already in bytes), never from its text.
 *
 * @param nodes            node names, in the scenario's order
 * @param allocatableBytes memory each node offers to pods
 * @param members          every member, pod by pod, init containers first
 * @param requestBytes     memory each member requests, for members that request some
 */
public record ScenarioLayout(List<String> nodes, Map<String, Long> allocatableBytes, List<MemberRef> members,
                             Map<MemberRef, Long> requestBytes) {

    /** No scenario: a view drawn from the trace alone. */
    public static final ScenarioLayout EMPTY = new ScenarioLayout(List.of(), Map.of(), List.of(), Map.of());

    public ScenarioLayout {
        nodes = List.copyOf(nodes);
        allocatableBytes = Map.copyOf(allocatableBytes);
        members = List.copyOf(members);
        requestBytes = Map.copyOf(requestBytes);
    }

    /** The layout of a scenario; {@link #EMPTY} for null. */
    public static ScenarioLayout of(Scenario scenario) {
        if (scenario == null) {
            return EMPTY;
        }
        List<String> nodes = new ArrayList<>();
        Map<String, Long> alloc = new LinkedHashMap<>();
        for (NodeSpec n : scenario.nodes()) {
            nodes.add(n.name());
            if (n.allocatable().memoryBytes() != null) {
                alloc.put(n.name(), n.allocatable().memoryBytes());
            }
        }
        List<MemberRef> members = new ArrayList<>();
        Map<MemberRef, Long> requests = new LinkedHashMap<>();
        for (PodSpec p : scenario.pods()) {
            for (ContainerSpec c : p.allContainers()) {
                MemberRef m = new MemberRef(p.name(), c.name());
                members.add(m);
                if (c.requests().memoryBytes() != null) {
                    requests.put(m, c.requests().memoryBytes());
                }
            }
        }
        return new ScenarioLayout(nodes, alloc, members, requests);
    }

    public ClusterModel model(List<TraceEvent> trace) {
        return new ClusterModel(trace, allocatableBytes, requestBytes, members, nodes);
    }
}
