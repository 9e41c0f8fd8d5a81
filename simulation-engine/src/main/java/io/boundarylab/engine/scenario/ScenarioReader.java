package io.boundarylab.engine.scenario;

import io.boundarylab.engine.cluster.Guarantee;
import io.boundarylab.engine.cluster.Platform;
import io.boundarylab.engine.scenario.Doc.Obj;
import io.boundarylab.engine.scenario.Doc.Val;

import io.boundarylab.engine.input.InputProblem;
import io.boundarylab.engine.input.InputText;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static io.boundarylab.engine.scenario.ValueReader.cpu;
import static io.boundarylab.engine.scenario.ValueReader.enumValue;
import static io.boundarylab.engine.scenario.ValueReader.memory;
import static io.boundarylab.engine.scenario.ValueReader.name;
import static io.boundarylab.engine.scenario.ValueReader.positive;

/**
 * Reads a scenario (YAML or JSON, format version 1; see docs/scenario-format.md). Every problem is
 * a {@link ScenarioException} naming file, line, column and field; unknown fields are errors.
 * This class reads the document's top level (name, seed, horizon, platform, scheduler, nodes) and
 * hands each pod to {@link PodSpecReader}, the control plane's objects to {@link WorkloadReader}, the
 * Services to {@link ServiceReader} and each action to {@link ActionReader}.
 */
public final class ScenarioReader {
    private ScenarioReader() {
    }

    /** Reads a scenario file through the input layer (size limit, strict UTF-8; see docs/limits.md). */
    public static Scenario read(Path file) throws ScenarioException {
        String text;
        try {
            text = InputText.read(file, file.toString());
        } catch (InputProblem p) {
            throw new ScenarioException(p.file(), p.line(), p.column(), p.field(), p.problem());
        }
        return parse(text, file.toString());
    }

    /** Reads a scenario from text; {@code fileName} is used in messages and to tell JSON from YAML. */
    public static Scenario parse(String text, String fileName) throws ScenarioException {
        Obj root = Doc.parse(text, fileName).asObj();
        String name = name(root.req("scenario"));
        long seed = root.has("seed") ? root.opt("seed").asLong() : 1L;
        Long until = root.has("until") ? root.opt("until").asDurationMs() : null;
        Platform platform = platform(root.opt("platform"));
        SchedulerConfig scheduler = scheduler(root.opt("scheduler"));
        List<NodeSpec> nodes = new ArrayList<>();
        Set<String> nodeNames = new HashSet<>();
        Val nodesVal = root.req("nodes");
        for (Val v : nodesVal.asArr().items) {
            NodeSpec n = node(v.asObj());
            if (!nodeNames.add(n.name())) throw v.asObj().fields.get("name").error("two nodes are named '" + n.name() + "'");
            nodes.add(n);
        }
        if (nodes.isEmpty()) throw nodesVal.error("at least one node is needed");
        List<PodSpec> pods = new ArrayList<>();
        Set<String> podNames = new HashSet<>();
        Val podsVal = root.opt("pods");
        if (podsVal != null) {
            for (Val v : podsVal.asArr().items) {
                PodSpec p = PodSpecReader.pod(v.asObj(), nodeNames);
                if (!podNames.add(p.name())) throw v.error("two pods are named '" + p.name() + "'");
                pods.add(p);
            }
        }
        Workloads workloads = WorkloadReader.read(root, nodeNames);
        List<ServiceSpec> services = ServiceReader.services(root.opt("services"));
        ServiceReader.checkTargets(root, services, pods);
        List<ActionSpec> actions = new ArrayList<>();
        Val actionsVal = root.opt("actions");
        if (actionsVal != null) {
            List<ActionReader.Unresolved> unresolved = new ArrayList<>();
            for (Val v : actionsVal.asArr().items) actions.add(ActionReader.action(v.asObj(), pods, nodeNames, workloads, unresolved));
            ActionReader.checkControllerPods(unresolved, workloads, actions);
        }
        root.noOtherFields();
        return new Scenario(name, seed, until, platform, scheduler, nodes, pods, actions, fileName, workloads, services);
    }

    private static Platform platform(Val v) throws ScenarioException {
        if (v == null) return Platform.POD;
        if (v instanceof Doc.Scalar) {
            String s = v.asText();
            if (s.equals("pod")) return Platform.POD;
            if (s.equals("naive")) return Platform.NAIVE;
            throw v.error("expected naive, pod or a map of the five guarantees, got '" + s + "'");
        }
        Obj o = v.asObj();
        Set<Guarantee> on = EnumSet.noneOf(Guarantee.class);
        for (Guarantee g : Guarantee.values()) {
            Val gv = o.req(g.key());
            if (gv.asBool()) on.add(g);
        }
        o.noOtherFields();
        return Platform.of(on);
    }

    private static SchedulerConfig scheduler(Val v) throws ScenarioException {
        if (v == null) return SchedulerConfig.DEFAULT;
        Obj o = v.asObj();
        SchedulerConfig.Scoring scoring = SchedulerConfig.Scoring.LeastAllocated;
        Val s = o.opt("scoring");
        if (s != null) scoring = enumValue(s, SchedulerConfig.Scoring.class);
        int percentage = 0;
        Val p = o.opt("percentageOfNodesToScore");
        if (p != null) {
            percentage = p.asInt();
            if (percentage < 0 || percentage > 100) throw p.error("must be between 0 (adaptive) and 100");
        }
        o.noOtherFields();
        return new SchedulerConfig(scoring, percentage);
    }

    private static NodeSpec node(Obj o) throws ScenarioException {
        String name = name(o.req("name"));
        Obj alloc = o.req("allocatable").asObj();
        long cpu = cpu(alloc.req("cpu"));
        long mem = memory(alloc.req("memory"));
        int pods = alloc.has("pods") ? positive(alloc.opt("pods")) : 110;
        alloc.noOtherFields();
        long evictionHard = 100L << 20;
        Val eh = o.opt("evictionHard");
        if (eh != null) {
            Obj e = eh.asObj();
            Val m = e.opt("memory.available");
            if (m != null) evictionHard = memory(m);
            e.noOtherFields();
        }
        o.noOtherFields();
        return new NodeSpec(name, new Resources(cpu, mem), pods, evictionHard);
    }
}
