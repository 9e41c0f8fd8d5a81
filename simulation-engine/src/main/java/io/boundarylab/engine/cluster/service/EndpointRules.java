package io.boundarylab.engine.cluster.service;

import io.boundarylab.engine.cluster.network.NetworkIdentity;
import io.boundarylab.engine.cluster.state.ContainerState;
import io.boundarylab.engine.cluster.state.PodPhase;
import io.boundarylab.engine.cluster.state.PodState;
import io.boundarylab.engine.scenario.ServiceSpec;

import java.util.Map;

/**
 * Which pods are a Service's endpoints, and which of them are ready: the EndpointSlice
 * controller's rules (k8s.io/endpointslice: util/controller_utils.go ShouldPodBeInEndpoints with
 * includeTerminating, utils.go podToEndpoint). A pure function of the Service and a view of the pod.
 */
public final class EndpointRules {
    private EndpointRules() {
    }

    /**
     * What the controller reads of a pod.
     *
     * @param ip          the pod's IP, or null before it has one (or when its members have separate identities)
     * @param ready       the pod's Ready condition
     * @param terminating the pod has a deletion timestamp
     * @param terminal    the pod is Succeeded or Failed, or gone
     */
    public record PodView(String name, Map<String, String> labels, String ip, String node, boolean ready,
                          boolean terminating, boolean terminal) {
    }

    /**
     * The pod as the Service's endpoint, or null when it is not one: a Service without a selector
     * has no managed endpoints; a pod whose labels the selector does not match, a terminal pod
     * and a pod without an IP are left out. Serving is the pod's readiness; ready is serving and
     * not terminating, or always true under publishNotReadyAddresses.
     */
    public static Endpoint endpoint(ServiceSpec service, PodView pod) {
        if (service.selector().isEmpty() || !service.selector().matches(pod.labels())) return null;
        if (pod.terminal() || pod.ip() == null) return null;
        boolean serving = pod.ready();
        boolean ready = service.publishNotReadyAddresses() || (serving && !pod.terminating());
        return new Endpoint(pod.name(), pod.ip(), pod.node(), ready, serving, pod.terminating());
    }

    /** The controller's view of a pod of the simulation. */
    public static PodView view(PodState pod) {
        boolean terminal = pod.deleted() || pod.terminal() || pod.phase() == PodPhase.SUCCEEDED || pod.phase() == PodPhase.FAILED;
        NetworkIdentity id = identity(pod);
        return new PodView(pod.name(), pod.spec().labels(), id == null ? null : id.ip(), id == null ? null : id.node(),
                pod.wasReady(), pod.deleting(), terminal);
    }

    /** The pod's one network identity, or null when it has none yet or its members have one each. */
    static NetworkIdentity identity(PodState pod) {
        NetworkIdentity found = null;
        for (ContainerState c : pod.containers()) {
            if (c.identity() == null) continue;
            if (found != null && found != c.identity()) return null;
            found = c.identity();
        }
        return found;
    }
}
