package io.boundarylab.engine.scenario;

import io.boundarylab.engine.scenario.Doc.Obj;
import io.boundarylab.engine.scenario.Doc.Val;

import java.util.List;
import java.util.Set;

import static io.boundarylab.engine.scenario.ValueReader.enumValue;
import static io.boundarylab.engine.scenario.ValueReader.seconds;

/**
 * Reads one action of the timeline ({@code actions:}): when, what, and a target that names a
 * node, pod or container the scenario declares.
 */
final class ActionReader {

    private ActionReader() {
    }

    static ActionSpec action(Obj o, List<PodSpec> pods, Set<String> nodes, Workloads workloads) throws ScenarioException {
        long at = o.req("at").asDurationMs();
        Val doV = o.req("do");
        ActionSpec.Kind kind = enumValue(doV, ActionSpec.Kind.class);
        Val tv = o.req("target");
        FaultTarget target = target(tv, pods, nodes, workloads);
        boolean nodeTarget = target instanceof FaultTarget.Node;
        boolean nodeKind = kind == ActionSpec.Kind.failNode || kind == ActionSpec.Kind.recoverNode;
        if (nodeKind != nodeTarget) {
            throw tv.error(nodeKind ? kind + " needs a node/NAME target" : kind + " needs a pod target");
        }
        Integer replicas = null;
        if (kind == ActionSpec.Kind.scale) {
            if (!(target instanceof FaultTarget.Workload w) || w.container() != null) {
                throw tv.error("scale needs a replicaset/NAME or deployment/NAME target");
            }
            Val r = o.req("replicas");
            replicas = r.asInt();
            if (replicas < 0) throw r.error("must be 0 or more");
        } else if (o.has("replicas")) {
            throw o.opt("replicas").error("only scale takes replicas");
        }
        if (kind == ActionSpec.Kind.setImage && target instanceof FaultTarget.Workload w
                && (!w.kind().equals("deployment") || w.container() == null)) {
            throw tv.error("setImage on a workload needs deployment/NAME/CONTAINER (a ReplicaSet does not roll out)");
        }
        if (kind != ActionSpec.Kind.scale && kind != ActionSpec.Kind.setImage && target instanceof FaultTarget.Workload) {
            throw tv.error(kind + " needs a pod target");
        }
        if (kind == ActionSpec.Kind.killSandbox && !(target instanceof FaultTarget.Pod)) {
            throw tv.error("killSandbox needs a whole pod target: pod/NAME");
        }
        if ((kind == ActionSpec.Kind.crash || kind == ActionSpec.Kind.setImage && !(target instanceof FaultTarget.Workload))
                && !(target instanceof FaultTarget.Member)) {
            throw tv.error(kind + " needs a container target: pod/NAME/CONTAINER");
        }
        Long grace = null;
        if (o.has("gracePeriodSeconds")) {
            if (kind != ActionSpec.Kind.delete) throw o.opt("gracePeriodSeconds").error("only delete takes a grace period");
            grace = seconds(o.opt("gracePeriodSeconds"));
        }
        int exit = 1;
        if (o.has("exitCode")) {
            if (kind != ActionSpec.Kind.crash) throw o.opt("exitCode").error("only crash takes an exit code");
            exit = o.opt("exitCode").asInt();
        }
        String image = null;
        if (kind == ActionSpec.Kind.setImage) image = o.req("image").asText();
        else if (o.has("image")) throw o.opt("image").error("only setImage takes an image");
        o.noOtherFields();
        return new ActionSpec(at, kind, target, grace, exit, image, replicas);
    }

    /** {@code node/N}, {@code pod/P}, {@code pod/P/C}, {@code replicaset/N} or {@code deployment/N[/C]}, naming what the scenario declares. */
    private static FaultTarget target(Val tv, List<PodSpec> pods, Set<String> nodes, Workloads workloads) throws ScenarioException {
        String[] parts = tv.asText().split("/", -1);
        if ((parts.length == 2 || parts.length == 3) && (parts[0].equals("replicaset") || parts[0].equals("deployment"))) {
            PodSpec template = null;
            if (parts[0].equals("replicaset")) {
                for (ReplicaSetSpec r : workloads.replicaSets()) if (r.name().equals(parts[1])) template = r.template();
            } else {
                for (DeploymentSpec d : workloads.deployments()) if (d.name().equals(parts[1])) template = d.template();
            }
            if (template == null) throw tv.error("no " + parts[0] + " is named '" + parts[1] + "'");
            if (parts.length == 3) {
                boolean found = false;
                for (ContainerSpec c : template.allContainers()) found |= c.name().equals(parts[2]);
                if (!found) throw tv.error(parts[0] + " '" + parts[1] + "' has no container named '" + parts[2] + "'");
            }
            return new FaultTarget.Workload(parts[0], parts[1], parts.length == 3 ? parts[2] : null);
        }
        if (parts.length == 2 && parts[0].equals("node")) {
            String node = parts[1];
            if (!nodes.contains(node)) throw tv.error("no node is named '" + node + "'");
            return new FaultTarget.Node(node);
        }
        if (parts[0].equals("pod") && (parts.length == 2 || parts.length == 3)) {
            String pod = parts[1];
            PodSpec p = null;
            for (PodSpec ps : pods) if (ps.name().equals(pod)) p = ps;
            if (p == null) throw tv.error("no pod is named '" + pod + "'");
            if (parts.length == 2) return new FaultTarget.Pod(pod);
            String container = parts[2];
            boolean found = false;
            for (ContainerSpec c : p.allContainers()) found |= c.name().equals(container);
            if (!found) throw tv.error("pod '" + pod + "' has no container named '" + container + "'");
            return new FaultTarget.Member(pod, container);
        }
        throw tv.error("expected pod/NAME, pod/NAME/CONTAINER, node/NAME, replicaset/NAME or deployment/NAME[/CONTAINER]");
    }
}
