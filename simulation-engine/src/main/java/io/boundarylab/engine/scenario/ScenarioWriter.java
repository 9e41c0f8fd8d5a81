package io.boundarylab.engine.scenario;

import io.boundarylab.engine.cluster.Guarantee;
import io.boundarylab.engine.cluster.Platform;
import io.boundarylab.engine.yaml.YamlWriter;
import io.boundarylab.engine.yaml.YamlWriter.Block;
import io.boundarylab.engine.yaml.YamlWriter.BlockList;
import io.boundarylab.engine.yaml.YamlWriter.Flow;
import io.boundarylab.engine.yaml.YamlWriter.FlowList;

import java.util.Map;

import static io.boundarylab.engine.yaml.YamlWriter.token;

/**
 * Writes a {@link Scenario} as YAML in the scenario format (docs/scenario-format.md), so that
 * {@link ScenarioReader} reads it back to an equal scenario (given the same file name). The text is
 * meant for a person's editor: fields in the order the format documents them, the short parts
 * (nodes, resources, probes, steps, actions) on one line each, and a value the reader would fill
 * in by itself left out. The same scenario always gives the same bytes. The pod spec is
 * {@code PodSpecWriter}'s; the YAML text is the one {@link YamlWriter}'s.
 *
 * <p>The platform is always written, as the five switches, because content scenarios must declare
 * it and a learner switching one guarantee wants to see all five.
 */
public final class ScenarioWriter {
    private ScenarioWriter() {
    }

    /** The scenario as YAML text, ending in a line break. */
    public static String write(Scenario s) {
        Block root = new Block();
        root.put("scenario", s.name());
        if (s.seed() != 1) root.put("seed", token(s.seed()));
        if (s.untilMs() != null) root.put("until", Quantities.formatDuration(s.untilMs()));
        root.put("platform", platform(s.platform()));
        Flow sched = new Flow();
        if (s.scheduler().scoring() != SchedulerConfig.Scoring.LeastAllocated) sched.put("scoring", s.scheduler().scoring().name());
        if (s.scheduler().percentageOfNodesToScore() != 0) sched.put("percentageOfNodesToScore", token(s.scheduler().percentageOfNodesToScore()));
        if (!sched.isEmpty()) root.put("scheduler", sched);
        Flow cp = controlPlane(s.workloads().controlPlane());
        if (!cp.isEmpty()) root.put("controlPlane", cp);
        BlockList nodes = new BlockList();
        for (NodeSpec n : s.nodes()) nodes.add(node(n));
        root.put("nodes", nodes);
        if (!s.pods().isEmpty()) {
            BlockList pods = new BlockList();
            for (PodSpec p : s.pods()) pods.add(pod(p));
            root.put("pods", pods);
        }
        if (!s.workloads().replicaSets().isEmpty()) {
            BlockList rss = new BlockList();
            for (ReplicaSetSpec r : s.workloads().replicaSets()) {
                Block o = header("ReplicaSet", r.name());
                Block spec = new Block();
                controllerSpec(spec, r.replicas(), r.selector(), r.template());
                o.put("spec", spec);
                rss.add(o);
            }
            root.put("replicaSets", rss);
        }
        if (!s.workloads().deployments().isEmpty()) {
            BlockList ds = new BlockList();
            for (DeploymentSpec d : s.workloads().deployments()) {
                Block o = header("Deployment", d.name());
                Block spec = new Block();
                if (d.replicas() != 1) spec.put("replicas", token(d.replicas()));
                if (d.minReadySeconds() != 0) spec.put("minReadySeconds", token(d.minReadySeconds()));
                if (!d.strategy().equals(DeploymentSpec.Strategy.DEFAULT)) spec.put("strategy", strategy(d.strategy()));
                controllerSpec(spec, -1, d.selector(), d.template());
                o.put("spec", spec);
                ds.add(o);
            }
            root.put("deployments", ds);
        }
        if (!s.services().isEmpty()) {
            BlockList svcs = new BlockList();
            for (ServiceSpec sv : s.services()) svcs.add(service(sv));
            root.put("services", svcs);
        }
        if (!s.actions().isEmpty()) {
            BlockList actions = new BlockList();
            for (ActionSpec a : s.actions()) actions.add(action(a));
            root.put("actions", actions);
        }
        return YamlWriter.write(root);
    }

    // ---- the parts -----------------------------------------------------------------------------

    private static Flow platform(Platform p) {
        Flow f = new Flow();
        for (Guarantee g : Guarantee.values()) f.put(g.key(), token(p.enforces(g)));
        return f;
    }

    private static Flow controlPlane(ControlPlaneConfig c) {
        ControlPlaneConfig d = ControlPlaneConfig.DEFAULT;
        Flow f = new Flow();
        if (c.nodeMonitorGracePeriodMs() != d.nodeMonitorGracePeriodMs()) f.put("nodeMonitorGracePeriod", Quantities.formatDuration(c.nodeMonitorGracePeriodMs()));
        if (c.defaultTolerationSeconds() != d.defaultTolerationSeconds()) f.put("defaultTolerationSeconds", token(c.defaultTolerationSeconds()));
        if (c.nodeFailure() != d.nodeFailure()) f.put("nodeFailure", c.nodeFailure().name());
        if (c.kubeApiQps() != d.kubeApiQps()) f.put("kubeApiQps", token(c.kubeApiQps()));
        if (c.kubeApiBurst() != d.kubeApiBurst()) f.put("kubeApiBurst", token(c.kubeApiBurst()));
        return f;
    }

    private static Flow node(NodeSpec n) {
        Flow f = new Flow();
        f.put("name", n.name());
        Flow alloc = new Flow();
        alloc.put("cpu", PodSpecWriter.cpu(n.allocatable().cpu()));
        alloc.put("memory", PodSpecWriter.memory(n.allocatable().memory()));
        if (n.maxPods() != 110) alloc.put("pods", token(n.maxPods()));
        f.put("allocatable", alloc);
        if (n.evictionHardMemoryBytes() != 100L << 20) {
            Flow e = new Flow();
            e.put("memory.available", PodSpecWriter.memory(n.evictionHardMemoryBytes()));
            f.put("evictionHard", e);
        }
        return f;
    }

    private static Block header(String kind, String name) {
        Block o = new Block();
        o.put("apiVersion", kind.equals("Pod") || kind.equals("Service") ? "v1" : "apps/v1");
        o.put("kind", kind);
        Flow meta = new Flow();
        meta.put("name", name);
        o.put("metadata", meta);
        return o;
    }

    private static Block pod(PodSpec p) {
        Block o = header("Pod", p.name());
        if (!p.labels().isEmpty()) ((Flow) o.get("metadata")).put("labels", labels(p.labels()));
        o.put("spec", PodSpecWriter.podSpec(p));
        return o;
    }

    /** {@code replicas} below 0: leave it to the caller (a Deployment writes it before its strategy). */
    private static void controllerSpec(Block spec, int replicas, LabelSelector selector, PodSpec template) {
        if (replicas >= 0 && replicas != 1) spec.put("replicas", token(replicas));
        Flow sel = new Flow();
        sel.put("matchLabels", labels(selector.matchLabels()));
        spec.put("selector", sel);
        Block t = new Block();
        if (!template.labels().isEmpty()) {
            Flow meta = new Flow();
            meta.put("labels", labels(template.labels()));
            t.put("metadata", meta);
        }
        t.put("spec", PodSpecWriter.podSpec(template));
        spec.put("template", t);
    }

    private static Flow strategy(DeploymentSpec.Strategy s) {
        Flow f = new Flow();
        if (s.recreate()) {
            f.put("type", "Recreate");
            return f;
        }
        f.put("type", "RollingUpdate");
        Flow ru = new Flow();
        ru.put("maxSurge", token(s.maxSurge().toString()));
        ru.put("maxUnavailable", token(s.maxUnavailable().toString()));
        f.put("rollingUpdate", ru);
        return f;
    }

    private static Block service(ServiceSpec s) {
        Block o = header("Service", s.name());
        Block spec = new Block();
        if (!s.selector().isEmpty()) spec.put("selector", labels(s.selector().matchLabels()));
        FlowList ports = new FlowList();
        for (ServiceSpec.Port p : s.ports()) {
            Flow f = new Flow();
            if (p.name() != null) f.put("name", p.name());
            f.put("port", token(p.port()));
            if (p.targetPort() != p.port()) f.put("targetPort", token(p.targetPort()));
            if (!"TCP".equals(p.protocol())) f.put("protocol", p.protocol());
            ports.add(f);
        }
        spec.put("ports", ports);
        if (s.publishNotReadyAddresses()) spec.put("publishNotReadyAddresses", token(true));
        o.put("spec", spec);
        return o;
    }

    private static Flow action(ActionSpec a) {
        Flow f = new Flow();
        f.put("at", Quantities.formatDuration(a.atMs()));
        f.put("do", a.kind().name());
        f.put("target", a.target().text());
        if (a.pick() != null) f.put("pick", a.pick());
        if (a.gracePeriodMs() != null) f.put("gracePeriodSeconds", PodSpecWriter.seconds(a.gracePeriodMs()));
        if (a.kind() == ActionSpec.Kind.crash && a.exitCode() != 1) f.put("exitCode", token(a.exitCode()));
        if (a.image() != null) f.put("image", a.image());
        if (a.replicas() != null) f.put("replicas", token(a.replicas()));
        return f;
    }

    private static Flow labels(Map<String, String> labels) {
        Flow f = new Flow();
        // Sorted maps: the same labels give the same text whatever order they were made in.
        new java.util.TreeMap<>(labels).forEach(f::put);
        return f;
    }
}
