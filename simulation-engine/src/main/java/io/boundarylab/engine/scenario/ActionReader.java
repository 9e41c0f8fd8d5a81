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

    static ActionSpec action(Obj o, List<PodSpec> pods, Set<String> nodes) throws ScenarioException {
        long at = o.req("at").asDurationMs();
        Val doV = o.req("do");
        ActionSpec.Kind kind = enumValue(doV, ActionSpec.Kind.class);
        Val tv = o.req("target");
        FaultTarget target = target(tv, pods, nodes);
        boolean nodeTarget = target instanceof FaultTarget.Node;
        if ((kind == ActionSpec.Kind.failNode) != nodeTarget) {
            throw tv.error(kind == ActionSpec.Kind.failNode ? "failNode needs a node/NAME target" : kind + " needs a pod target");
        }
        if (kind == ActionSpec.Kind.killSandbox && !(target instanceof FaultTarget.Pod)) {
            throw tv.error("killSandbox needs a whole pod target: pod/NAME");
        }
        if ((kind == ActionSpec.Kind.crash || kind == ActionSpec.Kind.setImage) && !(target instanceof FaultTarget.Member)) {
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
        return new ActionSpec(at, kind, target, grace, exit, image);
    }

    /** {@code node/N}, {@code pod/P} or {@code pod/P/C}, naming what the scenario declares. */
    private static FaultTarget target(Val tv, List<PodSpec> pods, Set<String> nodes) throws ScenarioException {
        String[] parts = tv.asText().split("/", -1);
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
        throw tv.error("expected pod/NAME, pod/NAME/CONTAINER or node/NAME");
    }
}
