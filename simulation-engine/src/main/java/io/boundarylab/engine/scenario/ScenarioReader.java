package io.boundarylab.engine.scenario;

import io.boundarylab.engine.cluster.Guarantee;
import io.boundarylab.engine.cluster.Platform;
import io.boundarylab.engine.scenario.Doc.Arr;
import io.boundarylab.engine.scenario.Doc.Obj;
import io.boundarylab.engine.scenario.Doc.Val;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Reads a scenario (YAML or JSON, format version 1; see docs/scenario-format.md). Every problem is
 * a {@link ScenarioException} naming file, line, column and field; unknown fields are errors.
 */
public final class ScenarioReader {
    private static final Pattern DNS_NAME = Pattern.compile("[a-z0-9]([-a-z0-9.]*[a-z0-9])?");
    private static final Pattern HOST_PORT = Pattern.compile("(.+):(\\d+)");

    private ScenarioReader() {
    }

    /** Reads a scenario file. */
    public static Scenario read(Path file) throws ScenarioException {
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new ScenarioException(file.toString(), 0, 0, "", "cannot read the file: " + e.getMessage());
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
                PodSpec p = pod(v.asObj(), nodeNames);
                if (!podNames.add(p.name())) throw v.error("two pods are named '" + p.name() + "'");
                pods.add(p);
            }
        }
        List<ActionSpec> actions = new ArrayList<>();
        Val actionsVal = root.opt("actions");
        if (actionsVal != null) {
            for (Val v : actionsVal.asArr().items) actions.add(action(v.asObj(), pods, nodeNames));
        }
        root.noOtherFields();
        return new Scenario(name, seed, until, platform, scheduler, nodes, pods, actions, fileName);
    }

    private static String name(Val v) throws ScenarioException {
        String s = v.asText();
        if (!DNS_NAME.matcher(s).matches() || s.length() > 253) {
            throw v.error("'" + s + "' is not a valid name (lower-case letters, digits, '-' and '.')");
        }
        return s;
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

    private static int positive(Val v) throws ScenarioException {
        int n = v.asInt();
        if (n < 0) throw v.error("must not be negative");
        return n;
    }

    private static long cpu(Val v) throws ScenarioException {
        try {
            return Quantities.parseCpuMilli(v.asText());
        } catch (IllegalArgumentException | ArithmeticException e) {
            throw v.error(e.getMessage());
        }
    }

    private static long memory(Val v) throws ScenarioException {
        try {
            return Quantities.parseMemoryBytes(v.asText());
        } catch (IllegalArgumentException | ArithmeticException e) {
            throw v.error(e.getMessage());
        }
    }

    private static Resources resources(Val v) throws ScenarioException {
        if (v == null) return Resources.NONE;
        Obj o = v.asObj();
        Long cpu = o.has("cpu") ? cpu(o.opt("cpu")) : null;
        Long mem = o.has("memory") ? memory(o.opt("memory")) : null;
        o.noOtherFields();
        return new Resources(cpu, mem);
    }

    private static PodSpec pod(Obj o, Set<String> nodeNames) throws ScenarioException {
        Val api = o.req("apiVersion");
        if (!api.asText().equals("v1")) throw api.error("expected v1");
        Val kind = o.req("kind");
        if (!kind.asText().equals("Pod")) throw kind.error("expected Pod");
        Obj meta = o.req("metadata").asObj();
        String name = name(meta.req("name"));
        meta.opt("labels");
        meta.noOtherFields();
        Obj spec = o.req("spec").asObj();
        RestartPolicy policy = spec.has("restartPolicy") ? enumValue(spec.opt("restartPolicy"), RestartPolicy.class) : RestartPolicy.Always;
        long grace = spec.has("terminationGracePeriodSeconds") ? seconds(spec.opt("terminationGracePeriodSeconds")) : 30_000;
        Long deadline = spec.has("activeDeadlineSeconds") ? seconds(spec.opt("activeDeadlineSeconds")) : null;
        if (deadline != null && deadline <= 0) throw spec.opt("activeDeadlineSeconds").error("must be positive");
        int priority = spec.has("priority") ? spec.opt("priority").asInt() : 0;
        Resources overhead = resources(spec.opt("overhead"));
        String nodeName = null;
        Val nn = spec.opt("nodeName");
        if (nn != null) {
            nodeName = nn.asText();
            if (!nodeNames.contains(nodeName)) throw nn.error("no node is named '" + nodeName + "'");
        }
        List<VolumeSpec> volumes = new ArrayList<>();
        Set<String> volumeNames = new HashSet<>();
        Val vols = spec.opt("volumes");
        if (vols != null) {
            for (Val v : vols.asArr().items) {
                Obj vo = v.asObj();
                String vname = name(vo.req("name"));
                if (!volumeNames.add(vname)) throw vo.fields.get("name").error("two volumes are named '" + vname + "'");
                Val ed = vo.opt("emptyDir");
                Val hp = vo.opt("hostPath");
                if ((ed == null) == (hp == null)) throw vo.error("a volume needs exactly one of emptyDir or hostPath");
                String hostPath = null;
                if (ed != null) {
                    Obj e = ed.asObj();
                    e.opt("medium");
                    e.opt("sizeLimit");
                    e.noOtherFields();
                } else {
                    Obj h = hp.asObj();
                    hostPath = absolutePath(h.req("path"));
                    h.opt("type");
                    h.noOtherFields();
                }
                vo.noOtherFields();
                volumes.add(new VolumeSpec(vname, hostPath));
            }
        }
        Set<String> containerNames = new HashSet<>();
        List<ContainerSpec> inits = containers(spec.opt("initContainers"), true, volumeNames, containerNames);
        Val cs = spec.req("containers");
        List<ContainerSpec> containers = containers(cs, false, volumeNames, containerNames);
        if (containers.isEmpty()) throw cs.error("a pod needs at least one container");
        spec.noOtherFields();
        o.noOtherFields();
        return new PodSpec(name, policy, grace, deadline, priority, overhead, nodeName, volumes, inits, containers);
    }

    private static long seconds(Val v) throws ScenarioException {
        long s = v.asLong();
        if (s < 0) throw v.error("must not be negative");
        return s * 1000;
    }

    private static List<ContainerSpec> containers(Val v, boolean init, Set<String> volumes, Set<String> names) throws ScenarioException {
        List<ContainerSpec> list = new ArrayList<>();
        if (v == null) return list;
        for (Val item : v.asArr().items) {
            ContainerSpec c = container(item.asObj(), init, volumes);
            if (!names.add(c.name())) throw item.asObj().fields.get("name").error("two containers of the pod are named '" + c.name() + "'");
            list.add(c);
        }
        return list;
    }

    private static ContainerSpec container(Obj o, boolean init, Set<String> volumes) throws ScenarioException {
        String name = name(o.req("name"));
        String image = o.has("image") ? o.opt("image").asText() : name + ":latest";
        RestartPolicy restart = null;
        Val rp = o.opt("restartPolicy");
        if (rp != null) {
            if (!init) throw rp.error("only init containers take a restartPolicy (Always makes a native sidecar)");
            if (!rp.asText().equals("Always")) throw rp.error("the only restartPolicy an init container takes is Always");
            restart = RestartPolicy.Always;
        }
        Resources requests = Resources.NONE, limits = Resources.NONE;
        Val res = o.opt("resources");
        if (res != null) {
            Obj r = res.asObj();
            requests = resources(r.opt("requests"));
            limits = resources(r.opt("limits"));
            r.noOtherFields();
            // Kubernetes defaults a missing request to the limit.
            requests = new Resources(requests.cpuMilli() == null ? limits.cpuMilli() : requests.cpuMilli(),
                    requests.memoryBytes() == null ? limits.memoryBytes() : requests.memoryBytes());
            if (limits.cpuMilli() != null && requests.cpu() > limits.cpu()) throw r.error("cpu request is above the cpu limit");
            if (limits.memoryBytes() != null && requests.memory() > limits.memory()) throw r.error("memory request is above the memory limit");
        }
        List<PortSpec> ports = new ArrayList<>();
        Val pv = o.opt("ports");
        if (pv != null) {
            for (Val p : pv.asArr().items) {
                Obj po = p.asObj();
                int cp = port(po.req("containerPort"));
                Integer hp = po.has("hostPort") ? port(po.opt("hostPort")) : null;
                po.opt("name");
                po.opt("protocol");
                po.noOtherFields();
                ports.add(new PortSpec(cp, hp));
            }
        }
        List<MountSpec> mounts = new ArrayList<>();
        Val mv = o.opt("volumeMounts");
        if (mv != null) {
            for (Val m : mv.asArr().items) {
                Obj mo = m.asObj();
                Val vn = mo.req("name");
                if (!volumes.contains(vn.asText())) throw vn.error("the pod has no volume named '" + vn.asText() + "'");
                String path = absolutePath(mo.req("mountPath"));
                mo.opt("readOnly");
                mo.noOtherFields();
                mounts.add(new MountSpec(vn.asText(), path));
            }
        }
        ProbeSpec startup = probe(o.opt("startupProbe"));
        ProbeSpec liveness = probe(o.opt("livenessProbe"));
        ProbeSpec readiness = probe(o.opt("readinessProbe"));
        // Kubernetes' validation (validateProbe, validateContainers): liveness and startup probes
        // need successThreshold 1; a readiness probe takes no terminationGracePeriodSeconds.
        for (String k : List.of("startupProbe", "livenessProbe")) {
            Val probeVal = o.opt(k);
            if (probeVal != null && probeVal.asObj().has("successThreshold") && probeVal.asObj().opt("successThreshold").asLong() != 1) {
                throw probeVal.asObj().opt("successThreshold").error("must be 1 for " + k + "s");
            }
        }
        Val rv = o.opt("readinessProbe");
        if (rv != null && rv.asObj().has("terminationGracePeriodSeconds")) {
            throw rv.asObj().opt("terminationGracePeriodSeconds").error("must not be set for readinessProbes");
        }
        if (init && restart == null && (startup != null || liveness != null || readiness != null)) {
            throw o.error("probes are allowed only on app containers and sidecars, not on init containers");
        }
        HookSpec postStart = null, preStop = null;
        Val lc = o.opt("lifecycle");
        if (lc != null) {
            Obj l = lc.asObj();
            postStart = hook(l.opt("postStart"));
            preStop = hook(l.opt("preStop"));
            l.noOtherFields();
            if (init && restart == null && (postStart != null || preStop != null)) {
                throw lc.error("lifecycle hooks are allowed only on app containers and sidecars, not on init containers");
            }
        }
        Long sigtermAfter = null;
        int sigtermExit = 143;
        List<Step> steps = new ArrayList<>();
        Val xs = o.opt("x-sim");
        if (xs != null) {
            Obj x = xs.asObj();
            Val st = x.opt("onSigterm");
            if (st != null) {
                Obj s = st.asObj();
                sigtermAfter = s.has("after") ? s.opt("after").asDurationMs() : 0L;
                sigtermExit = s.has("exitCode") ? s.opt("exitCode").asInt() : 0;
                s.noOtherFields();
            }
            Val sv = x.opt("steps");
            if (sv != null) for (Val s : sv.asArr().items) steps.add(step(s));
            x.noOtherFields();
        } else {
            // A container without a simulated process runs until stopped, like a server.
            steps.add(new Step.Run(null));
        }
        o.opt("command");
        o.opt("args");
        o.opt("env");
        o.opt("imagePullPolicy");
        o.noOtherFields();
        return new ContainerSpec(name, image, restart, requests, limits, ports, mounts, startup, liveness, readiness,
                postStart, preStop, sigtermAfter, sigtermExit, steps);
    }

    private static int port(Val v) throws ScenarioException {
        int p = v.asInt();
        if (p < 1 || p > 65535) throw v.error("port must be between 1 and 65535");
        return p;
    }

    private static String absolutePath(Val v) throws ScenarioException {
        String s = v.asText();
        if (!s.startsWith("/")) throw v.error("expected an absolute path, got '" + s + "'");
        return normalise(s);
    }

    static String normalise(String path) {
        String p = path.replaceAll("/+", "/");
        return p.length() > 1 && p.endsWith("/") ? p.substring(0, p.length() - 1) : p;
    }

    private static ProbeSpec probe(Val v) throws ScenarioException {
        if (v == null) return null;
        Obj o = v.asObj();
        Integer port = null;
        String fileExists = null;
        Long passAfter = null, failAfter = null;
        List<String> results = null;
        int handlers = 0;
        for (String k : List.of("tcpSocket", "httpGet")) {
            Val h = o.opt(k);
            if (h != null) {
                handlers++;
                Obj ho = h.asObj();
                port = port(ho.req("port"));
                ho.opt("path");
                ho.opt("host");
                ho.opt("scheme");
                ho.noOtherFields();
            }
        }
        Val ex = o.opt("exec");
        if (ex != null) {
            handlers++;
            Obj eo = ex.asObj();
            eo.opt("command");
            Obj sim = eo.req("x-sim").asObj();
            int kinds = 0;
            if (sim.has("fileExists")) { fileExists = absolutePath(sim.opt("fileExists")); kinds++; }
            if (sim.has("passAfter")) { passAfter = sim.opt("passAfter").asDurationMs(); kinds++; }
            if (sim.has("failAfter")) { failAfter = sim.opt("failAfter").asDurationMs(); kinds++; }
            if (sim.has("results")) {
                results = new ArrayList<>();
                Arr ra = sim.opt("results").asArr();
                for (Val r : ra.items) {
                    String t = r.asText();
                    if (!t.equals("pass") && !t.equals("fail")) throw r.error("expected pass or fail");
                    results.add(t);
                }
                if (results.isEmpty()) throw ra.error("at least one result is needed");
                kinds++;
            }
            if (kinds != 1) throw sim.error("exactly one of fileExists, passAfter, failAfter or results is needed");
            sim.noOtherFields();
            eo.noOtherFields();
        }
        if (handlers != 1) throw o.error("a probe needs exactly one of tcpSocket, httpGet or exec");
        long initialDelay = o.has("initialDelaySeconds") ? seconds(o.opt("initialDelaySeconds")) : 0;
        long period = o.has("periodSeconds") ? atLeastOneSecond(o.opt("periodSeconds")) : 10_000;
        long timeout = o.has("timeoutSeconds") ? atLeastOneSecond(o.opt("timeoutSeconds")) : 1_000;
        int success = o.has("successThreshold") ? Math.max(1, positive(o.opt("successThreshold"))) : 1;
        int failure = o.has("failureThreshold") ? Math.max(1, positive(o.opt("failureThreshold"))) : 3;
        // Probe-level terminationGracePeriodSeconds replaces the pod's for kills after this probe failed.
        Long probeGrace = o.has("terminationGracePeriodSeconds") ? seconds(o.opt("terminationGracePeriodSeconds")) : null;
        o.noOtherFields();
        return new ProbeSpec(port, fileExists, passAfter, failAfter, results == null ? null : List.copyOf(results),
                initialDelay, period, timeout, success, failure, probeGrace);
    }

    private static long atLeastOneSecond(Val v) throws ScenarioException {
        long s = v.asLong();
        if (s < 1) throw v.error("must be at least 1");
        return s * 1000;
    }

    private static HookSpec hook(Val v) throws ScenarioException {
        if (v == null) return null;
        Obj o = v.asObj();
        o.opt("exec");
        o.opt("httpGet");
        Obj sim = o.req("x-sim").asObj();
        boolean forever = sim.has("forever") && sim.opt("forever").asBool();
        long duration = sim.has("duration") ? sim.opt("duration").asDurationMs() : 0;
        int exit = sim.has("exitCode") ? sim.opt("exitCode").asInt() : 0;
        sim.noOtherFields();
        o.noOtherFields();
        return new HookSpec(duration, exit, forever);
    }

    private static Step step(Val v) throws ScenarioException {
        Obj o = v.asObj();
        if (o.fields.size() != 1) throw o.error("a step is a map with exactly one key (sleep, listen, connect, write, require, ship, touch, allocate, burnCpu, exit, run)");
        String key = o.fields.keySet().iterator().next();
        Val a = o.opt(key);
        Step step = switch (key) {
            case "sleep" -> new Step.Sleep(a.asDurationMs());
            case "listen" -> new Step.Listen(port(a));
            case "connect" -> connect(a.asObj());
            case "write" -> write(a);
            case "require" -> new Step.Require(absolutePath(a));
            case "ship" -> {
                Obj so = a.asObj();
                Step s = new Step.Ship(absolutePath(so.req("from")));
                so.noOtherFields();
                yield s;
            }
            case "touch" -> new Step.Touch(absolutePath(a));
            case "allocate" -> new Step.Allocate(memory(a));
            case "burnCpu" -> {
                Obj bo = a.asObj();
                Step s = new Step.BurnCpu(cpu(bo.req("cores")), bo.req("for").asDurationMs());
                bo.noOtherFields();
                yield s;
            }
            case "exit" -> {
                int code = a.asInt();
                if (code < 0 || code > 255) throw a.error("exit code must be between 0 and 255");
                yield new Step.Exit(code);
            }
            case "run" -> a.asText().equals("forever") ? new Step.Run(null) : new Step.Run(a.asDurationMs());
            default -> throw o.fields.get(key).error("unknown step '" + key + "'");
        };
        o.noOtherFields();
        return step;
    }

    private static Step connect(Obj o) throws ScenarioException {
        Val to = o.req("to");
        var m = HOST_PORT.matcher(to.asText());
        if (!m.matches()) throw to.error("expected host:port (localhost:8080, a pod name or an IP)");
        int port;
        try {
            port = Integer.parseInt(m.group(2));
        } catch (NumberFormatException e) {
            throw to.error("bad port");
        }
        if (port < 1 || port > 65535) throw to.error("port must be between 1 and 65535");
        boolean required = o.has("required") && o.opt("required").asBool();
        o.noOtherFields();
        return new Step.Connect(m.group(1), port, required);
    }

    private static Step write(Val v) throws ScenarioException {
        if (v instanceof Doc.Scalar) return new Step.Write(absolutePath(v), null);
        Obj o = v.asObj();
        String path = absolutePath(o.req("path"));
        Long every = null;
        if (o.has("every")) {
            every = o.opt("every").asDurationMs();
            if (every <= 0) throw o.opt("every").error("must be positive");
        }
        o.noOtherFields();
        return new Step.Write(path, every);
    }

    private static ActionSpec action(Obj o, List<PodSpec> pods, Set<String> nodes) throws ScenarioException {
        long at = o.req("at").asDurationMs();
        Val doV = o.req("do");
        ActionSpec.Kind kind = enumValue(doV, ActionSpec.Kind.class);
        Val tv = o.req("target");
        String[] parts = tv.asText().split("/", -1);
        String pod = null, container = null, node = null;
        if (parts.length == 2 && parts[0].equals("node")) {
            node = parts[1];
            if (!nodes.contains(node)) throw tv.error("no node is named '" + node + "'");
        } else if (parts[0].equals("pod") && (parts.length == 2 || parts.length == 3)) {
            pod = parts[1];
            PodSpec p = null;
            for (PodSpec ps : pods) if (ps.name().equals(pod)) p = ps;
            if (p == null) throw tv.error("no pod is named '" + pod + "'");
            if (parts.length == 3) {
                container = parts[2];
                boolean found = false;
                for (ContainerSpec c : p.allContainers()) found |= c.name().equals(container);
                if (!found) throw tv.error("pod '" + pod + "' has no container named '" + container + "'");
            }
        } else {
            throw tv.error("expected pod/NAME, pod/NAME/CONTAINER or node/NAME");
        }
        boolean nodeTarget = node != null;
        if ((kind == ActionSpec.Kind.failNode) != nodeTarget) {
            throw tv.error(kind == ActionSpec.Kind.failNode ? "failNode needs a node/NAME target" : kind + " needs a pod target");
        }
        if ((kind == ActionSpec.Kind.crash || kind == ActionSpec.Kind.setImage) && container == null) {
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
        return new ActionSpec(at, kind, pod, container, node, grace, exit, image);
    }

    private static <E extends Enum<E>> E enumValue(Val v, Class<E> type) throws ScenarioException {
        String s = v.asText();
        for (E e : type.getEnumConstants()) if (e.name().equals(s)) return e;
        StringBuilder allowed = new StringBuilder();
        for (E e : type.getEnumConstants()) allowed.append(allowed.length() == 0 ? "" : ", ").append(e.name());
        throw v.error("'" + s + "' is not one of " + allowed);
    }
}
