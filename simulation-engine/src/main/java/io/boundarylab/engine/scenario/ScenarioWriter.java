package io.boundarylab.engine.scenario;

import io.boundarylab.engine.cluster.Guarantee;
import io.boundarylab.engine.cluster.Platform;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Writes a {@link Scenario} as YAML in the scenario format (docs/scenario-format.md), so that
 * {@link ScenarioReader} reads it back to an equal scenario (given the same file name). The text is
 * meant for a person's editor: fields in the order the format documents them, the short parts
 * (nodes, resources, probes, steps, actions) on one line each, and a value the reader would fill
 * in by itself left out. The same scenario always gives the same bytes.
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
        if (s.seed() != 1) root.put("seed", Long.toString(s.seed()));
        if (s.untilMs() != null) root.put("until", Quantities.formatDuration(s.untilMs()));
        root.put("platform", platform(s.platform()));
        Flow sched = new Flow();
        if (s.scheduler().scoring() != SchedulerConfig.Scoring.LeastAllocated) sched.put("scoring", s.scheduler().scoring().name());
        if (s.scheduler().percentageOfNodesToScore() != 0) sched.put("percentageOfNodesToScore", Integer.toString(s.scheduler().percentageOfNodesToScore()));
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
                if (d.replicas() != 1) spec.put("replicas", Integer.toString(d.replicas()));
                if (d.minReadySeconds() != 0) spec.put("minReadySeconds", Long.toString(d.minReadySeconds()));
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
        StringBuilder out = new StringBuilder();
        emitBlock(out, root, "");
        return out.toString();
    }

    // ---- the parts -----------------------------------------------------------------------------

    private static Flow platform(Platform p) {
        Flow f = new Flow();
        for (Guarantee g : Guarantee.values()) f.put(g.key(), Boolean.toString(p.enforces(g)));
        return f;
    }

    private static Flow controlPlane(ControlPlaneConfig c) {
        ControlPlaneConfig d = ControlPlaneConfig.DEFAULT;
        Flow f = new Flow();
        if (c.nodeMonitorGracePeriodMs() != d.nodeMonitorGracePeriodMs()) f.put("nodeMonitorGracePeriod", Quantities.formatDuration(c.nodeMonitorGracePeriodMs()));
        if (c.defaultTolerationSeconds() != d.defaultTolerationSeconds()) f.put("defaultTolerationSeconds", Long.toString(c.defaultTolerationSeconds()));
        if (c.nodeFailure() != d.nodeFailure()) f.put("nodeFailure", c.nodeFailure().name());
        return f;
    }

    private static Flow node(NodeSpec n) {
        Flow f = new Flow();
        f.put("name", n.name());
        Flow alloc = new Flow();
        alloc.put("cpu", Quantities.formatCpu(n.allocatable().cpu()));
        alloc.put("memory", Quantities.formatMemory(n.allocatable().memory()));
        if (n.maxPods() != 110) alloc.put("pods", Integer.toString(n.maxPods()));
        f.put("allocatable", alloc);
        if (n.evictionHardMemoryBytes() != 100L << 20) {
            Flow e = new Flow();
            e.put("memory.available", Quantities.formatMemory(n.evictionHardMemoryBytes()));
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
        o.put("spec", podSpec(p));
        return o;
    }

    /** {@code replicas} below 0: leave it to the caller (a Deployment writes it before its strategy). */
    private static void controllerSpec(Block spec, int replicas, LabelSelector selector, PodSpec template) {
        if (replicas >= 0 && replicas != 1) spec.put("replicas", Integer.toString(replicas));
        Flow sel = new Flow();
        sel.put("matchLabels", labels(selector.matchLabels()));
        spec.put("selector", sel);
        Block t = new Block();
        if (!template.labels().isEmpty()) {
            Flow meta = new Flow();
            meta.put("labels", labels(template.labels()));
            t.put("metadata", meta);
        }
        t.put("spec", podSpec(template));
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
        ru.put("maxSurge", s.maxSurge().toString());
        ru.put("maxUnavailable", s.maxUnavailable().toString());
        f.put("rollingUpdate", ru);
        return f;
    }

    private static Block podSpec(PodSpec p) {
        Block spec = new Block();
        if (p.restartPolicy() != RestartPolicy.Always) spec.put("restartPolicy", p.restartPolicy().name());
        if (p.terminationGracePeriodMs() != 30_000) spec.put("terminationGracePeriodSeconds", seconds(p.terminationGracePeriodMs()));
        if (p.activeDeadlineMs() != null) spec.put("activeDeadlineSeconds", seconds(p.activeDeadlineMs()));
        if (p.priority() != 0) spec.put("priority", Integer.toString(p.priority()));
        Flow overhead = resources(p.overhead());
        if (!overhead.isEmpty()) spec.put("overhead", overhead);
        if (p.nodeName() != null) spec.put("nodeName", p.nodeName());
        if (!p.volumes().isEmpty()) {
            BlockList vols = new BlockList();
            for (VolumeSpec v : p.volumes()) {
                Flow f = new Flow();
                f.put("name", v.name());
                if (v.isEmptyDir()) {
                    f.put("emptyDir", new Flow());
                } else {
                    Flow hp = new Flow();
                    hp.put("path", v.hostPath());
                    f.put("hostPath", hp);
                }
                vols.add(f);
            }
            spec.put("volumes", vols);
        }
        if (!p.initContainers().isEmpty()) {
            BlockList inits = new BlockList();
            for (ContainerSpec c : p.initContainers()) inits.add(container(c));
            spec.put("initContainers", inits);
        }
        BlockList apps = new BlockList();
        for (ContainerSpec c : p.containers()) apps.add(container(c));
        spec.put("containers", apps);
        return spec;
    }

    private static Block container(ContainerSpec c) {
        Block o = new Block();
        o.put("name", c.name());
        if (!(c.name() + ":latest").equals(c.image())) o.put("image", c.image());
        if (c.restartPolicy() != null) o.put("restartPolicy", c.restartPolicy().name());
        Resources limits = c.limits() == null ? Resources.NONE : c.limits();
        Resources requests = c.requests() == null ? Resources.NONE : c.requests();
        // A request equal to its limit is what the reader fills in for a missing one.
        Resources ownRequests = new Resources(
                requests.cpuMilli() != null && !requests.cpuMilli().equals(limits.cpuMilli()) ? requests.cpuMilli() : null,
                requests.memoryBytes() != null && !requests.memoryBytes().equals(limits.memoryBytes()) ? requests.memoryBytes() : null);
        Flow res = new Flow();
        Flow rq = resources(ownRequests);
        Flow lm = resources(limits);
        if (!rq.isEmpty()) res.put("requests", rq);
        if (!lm.isEmpty()) res.put("limits", lm);
        if (!res.isEmpty()) o.put("resources", res);
        if (!c.ports().isEmpty()) {
            FlowList ports = new FlowList();
            for (PortSpec p : c.ports()) {
                Flow f = new Flow();
                f.put("containerPort", Integer.toString(p.containerPort()));
                if (p.hostPort() != null) f.put("hostPort", Integer.toString(p.hostPort()));
                if (!PortSpec.ANY_IP.equals(p.hostIP())) f.put("hostIP", p.hostIP());
                if (!"TCP".equals(p.protocol())) f.put("protocol", p.protocol());
                ports.add(f);
            }
            o.put("ports", ports);
        }
        if (!c.volumeMounts().isEmpty()) {
            FlowList mounts = new FlowList();
            for (MountSpec m : c.volumeMounts()) {
                Flow f = new Flow();
                f.put("name", m.name());
                f.put("mountPath", m.mountPath());
                mounts.add(f);
            }
            o.put("volumeMounts", mounts);
        }
        if (c.startupProbe() != null) o.put("startupProbe", probe(c.startupProbe()));
        if (c.livenessProbe() != null) o.put("livenessProbe", probe(c.livenessProbe()));
        if (c.readinessProbe() != null) o.put("readinessProbe", probe(c.readinessProbe()));
        if (c.postStart() != null || c.preStop() != null) {
            Flow lc = new Flow();
            if (c.postStart() != null) lc.put("postStart", hook(c.postStart()));
            if (c.preStop() != null) lc.put("preStop", hook(c.preStop()));
            o.put("lifecycle", lc);
        }
        boolean runsForever = c.steps().size() == 1 && c.steps().get(0) instanceof Step.Run r && r.ms() == null;
        boolean defaultSigterm = c.onSigtermAfterMs() == null && c.onSigtermExitCode() == 143;
        if (!(runsForever && defaultSigterm && c.pullFailures() == 0)) {
            Block x = new Block();
            if (!defaultSigterm) {
                Flow st = new Flow();
                long after = c.onSigtermAfterMs() == null ? 0 : c.onSigtermAfterMs();
                if (after != 0) st.put("after", Quantities.formatDuration(after));
                if (c.onSigtermExitCode() != 0) st.put("exitCode", Integer.toString(c.onSigtermExitCode()));
                x.put("onSigterm", st);
            }
            if (c.pullFailures() != 0) {
                x.put("pullFailures", c.pullFailures() == ContainerSpec.PULL_ALWAYS_FAILS ? "always" : Integer.toString(c.pullFailures()));
            }
            BlockList steps = new BlockList();
            for (Step st : c.steps()) steps.add(step(st));
            x.put("steps", steps);
            o.put("x-sim", x);
        }
        return o;
    }

    private static Flow resources(Resources r) {
        Flow f = new Flow();
        if (r == null) return f;
        if (r.cpuMilli() != null) f.put("cpu", Quantities.formatCpu(r.cpuMilli()));
        if (r.memoryBytes() != null) f.put("memory", Quantities.formatMemory(r.memoryBytes()));
        return f;
    }

    private static Flow probe(ProbeSpec p) {
        Flow f = new Flow();
        if (p.port() != null) {
            Flow tcp = new Flow();
            tcp.put("port", Integer.toString(p.port()));
            f.put("tcpSocket", tcp);
        } else {
            Flow sim = new Flow();
            if (p.fileExists() != null) sim.put("fileExists", p.fileExists());
            else if (p.passAfterMs() != null) sim.put("passAfter", Quantities.formatDuration(p.passAfterMs()));
            else if (p.failAfterMs() != null) sim.put("failAfter", Quantities.formatDuration(p.failAfterMs()));
            else if (p.results() != null) {
                FlowList rs = new FlowList();
                rs.addAll(p.results());
                sim.put("results", rs);
            }
            Flow exec = new Flow();
            exec.put("x-sim", sim);
            f.put("exec", exec);
        }
        if (p.initialDelayMs() != 0) f.put("initialDelaySeconds", seconds(p.initialDelayMs()));
        if (p.periodMs() != 10_000) f.put("periodSeconds", seconds(p.periodMs()));
        if (p.timeoutMs() != 1_000) f.put("timeoutSeconds", seconds(p.timeoutMs()));
        if (p.successThreshold() != 1) f.put("successThreshold", Integer.toString(p.successThreshold()));
        if (p.failureThreshold() != 3) f.put("failureThreshold", Integer.toString(p.failureThreshold()));
        if (p.terminationGracePeriodMs() != null) f.put("terminationGracePeriodSeconds", seconds(p.terminationGracePeriodMs()));
        return f;
    }

    private static Flow hook(HookSpec h) {
        Flow sim = new Flow();
        if (h.durationMs() != 0) sim.put("duration", Quantities.formatDuration(h.durationMs()));
        if (h.exitCode() != 0) sim.put("exitCode", Integer.toString(h.exitCode()));
        if (h.forever()) sim.put("forever", "true");
        Flow f = new Flow();
        f.put("x-sim", sim);
        return f;
    }

    /** One step as a one-key map; in a block list it reads {@code - sleep: 3s}. */
    private static Block step(Step s) {
        Block b = new Block();
        if (s instanceof Step.Sleep x) {
            b.put("sleep", Quantities.formatDuration(x.ms()));
        } else if (s instanceof Step.Listen x) {
            b.put("listen", Integer.toString(x.port()));
        } else if (s instanceof Step.Serve x) {
            Flow f = new Flow();
            f.put("port", Integer.toString(x.port()));
            if (x.data() != null) f.put("data", x.data());
            b.put("serve", f);
        } else if (s instanceof Step.Connect x) {
            Flow f = new Flow();
            f.put("to", x.host() + ":" + x.port());
            if (x.required()) f.put("required", "true");
            b.put("connect", f);
        } else if (s instanceof Step.Request x) {
            Flow f = new Flow();
            f.put("to", x.host() + ":" + x.port());
            f.put("every", Quantities.formatDuration(x.everyMs()));
            b.put("request", f);
        } else if (s instanceof Step.Write x) {
            if (x.everyMs() == null) {
                b.put("write", x.path());
            } else {
                Flow f = new Flow();
                f.put("path", x.path());
                f.put("every", Quantities.formatDuration(x.everyMs()));
                b.put("write", f);
            }
        } else if (s instanceof Step.Require x) {
            b.put("require", x.path());
        } else if (s instanceof Step.Ship x) {
            Flow f = new Flow();
            f.put("from", x.from());
            b.put("ship", f);
        } else if (s instanceof Step.Touch x) {
            b.put("touch", x.path());
        } else if (s instanceof Step.Allocate x) {
            b.put("allocate", Quantities.formatMemory(x.bytes()));
        } else if (s instanceof Step.BurnCpu x) {
            Flow f = new Flow();
            f.put("cores", Quantities.formatCpu(x.milliCores()));
            f.put("for", Quantities.formatDuration(x.forMs()));
            b.put("burnCpu", f);
        } else if (s instanceof Step.Exit x) {
            b.put("exit", Integer.toString(x.code()));
        } else if (s instanceof Step.Run x) {
            b.put("run", x.ms() == null ? "forever" : Quantities.formatDuration(x.ms()));
        } else {
            throw new IllegalArgumentException("a step the format has no words for: " + s);
        }
        return b;
    }

    private static Block service(ServiceSpec s) {
        Block o = header("Service", s.name());
        Block spec = new Block();
        if (!s.selector().isEmpty()) spec.put("selector", labels(s.selector().matchLabels()));
        FlowList ports = new FlowList();
        for (ServiceSpec.Port p : s.ports()) {
            Flow f = new Flow();
            if (p.name() != null) f.put("name", p.name());
            f.put("port", Integer.toString(p.port()));
            if (p.targetPort() != p.port()) f.put("targetPort", Integer.toString(p.targetPort()));
            if (!"TCP".equals(p.protocol())) f.put("protocol", p.protocol());
            ports.add(f);
        }
        spec.put("ports", ports);
        if (s.publishNotReadyAddresses()) spec.put("publishNotReadyAddresses", "true");
        o.put("spec", spec);
        return o;
    }

    private static Flow action(ActionSpec a) {
        Flow f = new Flow();
        f.put("at", Quantities.formatDuration(a.atMs()));
        f.put("do", a.kind().name());
        f.put("target", a.target().text());
        if (a.pick() != null) f.put("pick", a.pick());
        if (a.gracePeriodMs() != null) f.put("gracePeriodSeconds", seconds(a.gracePeriodMs()));
        if (a.kind() == ActionSpec.Kind.crash && a.exitCode() != 1) f.put("exitCode", Integer.toString(a.exitCode()));
        if (a.image() != null) f.put("image", a.image());
        if (a.replicas() != null) f.put("replicas", Integer.toString(a.replicas()));
        return f;
    }

    private static Flow labels(Map<String, String> labels) {
        Flow f = new Flow();
        // Sorted maps: the same labels give the same text whatever order they were made in.
        new java.util.TreeMap<>(labels).forEach(f::put);
        return f;
    }

    /** Whole seconds, as the {@code ...Seconds} fields take them (rounded up: a part second is never lost). */
    private static String seconds(long ms) {
        return Long.toString(Math.floorDiv(ms + 999, 1000));
    }

    // ---- a small YAML emitter ------------------------------------------------------------------

    /** A map written one field a line. */
    private static final class Block extends LinkedHashMap<String, Object> {
        private static final long serialVersionUID = 1L;
    }

    /** A map written on one line, {@code {a: 1, b: 2}}. */
    private static final class Flow extends LinkedHashMap<String, Object> {
        private static final long serialVersionUID = 1L;
    }

    /** A list written one item a line. */
    private static final class BlockList extends ArrayList<Object> {
        private static final long serialVersionUID = 1L;
    }

    /** A list written on one line, {@code [a, b]}. */
    private static final class FlowList extends ArrayList<Object> {
        private static final long serialVersionUID = 1L;
    }

    private static void emitBlock(StringBuilder out, Block b, String indent) {
        boolean first = true;
        for (Map.Entry<String, Object> e : b.entrySet()) {
            // The first field of a list item follows its "- " on the same line.
            if (!first || !indent.endsWith("\u0000")) out.append(indent.replace("\u0000", ""));
            first = false;
            String in = indent.replace("\u0000", "");
            emitField(out, e.getKey(), e.getValue(), in);
        }
    }

    private static void emitField(StringBuilder out, String key, Object value, String indent) {
        out.append(scalar(key)).append(':');
        if (value instanceof Block b && !b.isEmpty()) {
            out.append('\n');
            emitBlock(out, b, indent + "  ");
        } else if (value instanceof BlockList l && !l.isEmpty()) {
            out.append('\n');
            for (Object item : l) {
                out.append(indent).append("  - ");
                if (item instanceof Block ib && !ib.isEmpty()) {
                    emitBlock(out, ib, indent + "    \u0000");
                } else {
                    out.append(inline(item)).append('\n');
                }
            }
        } else {
            out.append(' ').append(inline(value)).append('\n');
        }
    }

    private static String inline(Object v) {
        if (v instanceof String s) return scalar(s);
        if (v instanceof Map<?, ?> m) {
            StringBuilder sb = new StringBuilder("{");
            boolean first = true;
            for (Map.Entry<?, ?> e : m.entrySet()) {
                if (!first) sb.append(", ");
                first = false;
                sb.append(scalar((String) e.getKey())).append(": ").append(inline(e.getValue()));
            }
            return sb.append('}').toString();
        }
        List<?> l = (List<?>) v;
        StringBuilder sb = new StringBuilder("[");
        for (int i = 0; i < l.size(); i++) sb.append(i == 0 ? "" : ", ").append(inline(l.get(i)));
        return sb.append(']').toString();
    }

    /** Characters a plain (unquoted) scalar may hold here, in block and in flow context alike. */
    private static final Pattern PLAIN = Pattern.compile("(-?[A-Za-z0-9_/.])[A-Za-z0-9_/.:@%+=-]*");
    /** Words YAML reads as null: quoted, so that a name such as {@code null} stays a name. */
    private static final Pattern NULL_WORD = Pattern.compile("~|null|Null|NULL");

    /** A scalar as YAML text: plain when that reads back as the same text, else double-quoted. */
    static String scalar(String s) {
        if (PLAIN.matcher(s).matches() && !s.endsWith(":") && !NULL_WORD.matcher(s).matches()) return s;
        StringBuilder sb = new StringBuilder("\"");
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\t' -> sb.append("\\t");
                case '\r' -> sb.append("\\r");
                default -> {
                    if (c < 0x20 || c == 0x7f || (c >= 0x80 && c <= 0x9f) || c == '\u2028' || c == '\u2029' || c == '\ufeff'
                            || Character.isSurrogate(c) && !validSurrogate(s, i)) {
                        sb.append(String.format("\\u%04x", (int) c));
                    } else {
                        sb.append(c);
                    }
                }
            }
        }
        return sb.append('"').toString();
    }

    private static boolean validSurrogate(String s, int i) {
        char c = s.charAt(i);
        if (Character.isHighSurrogate(c)) return i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1));
        return i > 0 && Character.isHighSurrogate(s.charAt(i - 1));
    }
}
