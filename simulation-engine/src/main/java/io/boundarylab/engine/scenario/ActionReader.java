package io.boundarylab.engine.scenario;

import io.boundarylab.engine.scenario.Doc.Obj;
import io.boundarylab.engine.scenario.Doc.Val;

import java.util.List;
import java.util.Set;

import static io.boundarylab.engine.scenario.ValueReader.enumValue;
import static io.boundarylab.engine.scenario.ValueReader.seconds;

/**
 * Reads one action of the timeline ({@code actions:}): when, what, and a target that names a
 * node, pod or container the scenario declares, a pod one of its controllers could make
 * (spec/workloads.md, "Actions on pods a controller made"), or a controller with a {@code pick}.
 */
final class ActionReader {

    private ActionReader() {
    }

    /**
     * A {@code pod/NAME} target that names no pod of the file: it may name a pod a ReplicaSet or
     * Deployment makes, which only {@link #checkControllerPods} can tell once every action is read
     * (a Deployment's later names depend on its setImage actions).
     */
    record Unresolved(Val target, String pod, String container) {
    }

    /**
     * Checks the targets no pod of the file has against the names the file's controllers could
     * give their pods: a name none of them could have is an input error at the target.
     */
    static void checkControllerPods(List<Unresolved> unresolved, Workloads workloads, List<ActionSpec> actions) throws ScenarioException {
        if (unresolved.isEmpty()) return;
        ControllerPodNames names = ControllerPodNames.of(workloads, actions);
        for (Unresolved u : unresolved) {
            PodSpec template = names.templateOf(u.pod());
            if (template == null) {
                throw u.target().error("no pod is named '" + u.pod() + "', and no ReplicaSet or Deployment of the file could make one of that name");
            }
            if (u.container() != null && template.allContainers().stream().noneMatch(c -> c.name().equals(u.container()))) {
                throw u.target().error("pod '" + u.pod() + "' has no container named '" + u.container() + "'");
            }
        }
    }

    static ActionSpec action(Obj o, List<PodSpec> pods, Set<String> nodes, Workloads workloads, List<Unresolved> unresolved)
            throws ScenarioException {
        long at = o.req("at").asDurationMs();
        Val doV = o.req("do");
        ActionSpec.Kind kind = enumValue(doV, ActionSpec.Kind.class);
        Val tv = o.req("target");
        FaultTarget target = target(tv, pods, nodes, workloads, unresolved);
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
        String pick = null;
        Val pv = o.opt("pick");
        boolean podKind = kind == ActionSpec.Kind.delete || kind == ActionSpec.Kind.evict || kind == ActionSpec.Kind.crash
                || kind == ActionSpec.Kind.killSandbox;
        if (pv != null) {
            if (!podKind || !(target instanceof FaultTarget.Workload)) {
                throw pv.error("pick goes with delete, evict, crash or killSandbox on a replicaset/NAME or deployment/NAME target");
            }
            pick = pv.asText();
            if (!pick.equals("oldest") && !pick.equals("newest")) {
                int index = pv.asInt();
                if (index < 0) throw pv.error("must be oldest, newest or a 0-based index (0 or more)");
                pick = Integer.toString(index);
            }
        }
        boolean workload = target instanceof FaultTarget.Workload;
        String workloadContainer = workload ? ((FaultTarget.Workload) target).container() : null;
        if (kind != ActionSpec.Kind.scale && kind != ActionSpec.Kind.setImage && workload && pick == null) {
            throw tv.error(kind + " needs a pod target, or pick: oldest, newest or an index to choose one of its pods");
        }
        if (kind == ActionSpec.Kind.killSandbox && !(target instanceof FaultTarget.Pod || workload && workloadContainer == null)) {
            throw tv.error("killSandbox needs a whole pod target: pod/NAME, or replicaset/NAME or deployment/NAME with pick");
        }
        if (kind == ActionSpec.Kind.crash && !(target instanceof FaultTarget.Member || workload && workloadContainer != null)) {
            throw tv.error("crash needs a container target: pod/NAME/CONTAINER, or replicaset/NAME/CONTAINER or deployment/NAME/CONTAINER with pick");
        }
        if (kind == ActionSpec.Kind.setImage && !workload && !(target instanceof FaultTarget.Member)) {
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
            if (exit < ActionSpec.MIN_EXIT_CODE || exit > ActionSpec.MAX_EXIT_CODE) {
                throw o.opt("exitCode").error("must be between 0 and 255 (an exit code is one byte)");
            }
        }
        String image = null;
        if (kind == ActionSpec.Kind.setImage) image = o.req("image").asText();
        else if (o.has("image")) throw o.opt("image").error("only setImage takes an image");
        o.noOtherFields();
        return new ActionSpec(at, kind, target, grace, exit, image, replicas, pick);
    }

    /** {@code node/N}, {@code pod/P}, {@code pod/P/C}, {@code replicaset/N} or {@code deployment/N[/C]}, naming what the scenario declares. */
    private static FaultTarget target(Val tv, List<PodSpec> pods, Set<String> nodes, Workloads workloads, List<Unresolved> unresolved)
            throws ScenarioException {
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
            if (p == null) {
                if (pod.isEmpty() || parts.length == 3 && parts[2].isEmpty()) throw tv.error("no pod is named '" + pod + "'");
                // Perhaps a pod a controller makes: resolved when the action runs, checked once every action is read.
                unresolved.add(new Unresolved(tv, pod, parts.length == 3 ? parts[2] : null));
                return parts.length == 2 ? new FaultTarget.Pod(pod) : new FaultTarget.Member(pod, parts[2]);
            }
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
