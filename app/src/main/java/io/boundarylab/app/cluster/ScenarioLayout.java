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
 * @param templateRequests memory each container of a controller's template requests, by the controller as
 *                         the trace names it ({@code replicaset/NAME}, {@code deployment/NAME}): the pods it
 *                         makes are named only at run time
 */
public record ScenarioLayout(List<String> nodes, Map<String, Long> allocatableBytes, List<MemberRef> members,
                             Map<MemberRef, Long> requestBytes, Map<String, Map<String, Long>> templateRequests) {

    /** No scenario: a view drawn from the trace alone. */
    public static final ScenarioLayout EMPTY = new ScenarioLayout(List.of(), Map.of(), List.of(), Map.of());

    public ScenarioLayout {
        nodes = List.copyOf(nodes);
        allocatableBytes = Map.copyOf(allocatableBytes);
        members = List.copyOf(members);
        requestBytes = Map.copyOf(requestBytes);
        templateRequests = Map.copyOf(templateRequests);
    }

    /** A layout of bare pods only. */
    public ScenarioLayout(List<String> nodes, Map<String, Long> allocatableBytes, List<MemberRef> members,
                          Map<MemberRef, Long> requestBytes) {
        this(nodes, allocatableBytes, members, requestBytes, Map.of());
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
        Map<String, Map<String, Long>> templates = new LinkedHashMap<>();
        scenario.workloads().replicaSets().forEach(rs -> templates.put("replicaset/" + rs.name(), requests(rs.template())));
        scenario.workloads().deployments().forEach(d -> templates.put("deployment/" + d.name(), requests(d.template())));
        return new ScenarioLayout(nodes, alloc, members, requests, templates);
    }

    /** Memory each container of a pod spec requests, for containers that request some. */
    private static Map<String, Long> requests(PodSpec template) {
        Map<String, Long> out = new LinkedHashMap<>();
        for (ContainerSpec c : template.allContainers()) {
            if (c.requests().memoryBytes() != null) out.put(c.name(), c.requests().memoryBytes());
        }
        return out;
    }

    public ClusterModel model(List<TraceEvent> trace) {
        return new ClusterModel(trace, allocatableBytes, requestBytes, members, nodes, templateRequests);
    }
}
