package io.boundarylab.app.playground;

import io.boundarylab.app.playground.EditRefused.Field;
import io.boundarylab.app.playground.EditRefused.Reason;
import io.boundarylab.engine.cluster.Guarantee;
import io.boundarylab.engine.scenario.ActionSpec;
import io.boundarylab.engine.scenario.ContainerSpec;
import io.boundarylab.engine.scenario.DeploymentSpec;
import io.boundarylab.engine.scenario.FaultTarget;
import io.boundarylab.engine.scenario.LabelSelector;
import io.boundarylab.engine.scenario.MountSpec;
import io.boundarylab.engine.scenario.NodeSpec;
import io.boundarylab.engine.scenario.PodSpec;
import io.boundarylab.engine.scenario.PortSpec;
import io.boundarylab.engine.scenario.ProbeSpec;
import io.boundarylab.engine.scenario.ReplicaSetSpec;
import io.boundarylab.engine.scenario.Resources;
import io.boundarylab.engine.scenario.RestartPolicy;
import io.boundarylab.engine.scenario.Scenario;
import io.boundarylab.engine.scenario.ServiceSpec;
import io.boundarylab.engine.scenario.Step;
import io.boundarylab.engine.scenario.VolumeSpec;
import io.boundarylab.engine.scenario.Workloads;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.function.UnaryOperator;

/**
 * The form's edits, each a new scenario made from the one shown (records never change in place).
 * A container is addressed by its pod and its place among the pod's init containers then app
 * containers ({@link PodSpec#allContainers()}), the order the form lists them in.
 */
public final class ScenarioEdits {
    /** What a container is to its pod: an init container, a native sidecar, or an app container. */
    public enum Kind { INIT, SIDECAR, APP }

    private ScenarioEdits() {
    }

    /** {@code count} nodes, each with the cpu and memory given; the first node's other settings kept. */
    public static Scenario nodes(Scenario s, int count, long cpuMilli, long memoryBytes) {
        NodeSpec first = s.nodes().isEmpty() ? new NodeSpec("node-1", Resources.ZERO, 110, 100L << 20) : s.nodes().get(0);
        List<NodeSpec> nodes = new ArrayList<>();
        for (int i = 0; i < Math.max(1, count); i++) {
            String name = i < s.nodes().size() ? s.nodes().get(i).name() : "node-" + (i + 1);
            nodes.add(new NodeSpec(name, new Resources(cpuMilli, memoryBytes), first.maxPods(), first.evictionHardMemoryBytes()));
        }
        // A pod bound to a node that is gone would no longer read: it is scheduled instead.
        List<String> names = nodes.stream().map(NodeSpec::name).toList();
        List<PodSpec> pods = s.pods().stream().map(p -> p.nodeName() == null || names.contains(p.nodeName()) ? p
                : new PodSpec(p.name(), p.labels(), p.restartPolicy(), p.terminationGracePeriodMs(), p.activeDeadlineMs(),
                        p.priority(), p.overhead(), null, p.volumes(), p.initContainers(), p.containers())).toList();
        return s.withNodes(nodes).withPods(pods);
    }

    public static Scenario guarantee(Scenario s, Guarantee g, boolean on) {
        return s.withPlatform(s.platform().with(g, on));
    }

    /** A new pod with one container that runs until stopped, under a name no pod has. */
    public static Scenario addPod(Scenario s) {
        String name = fresh("pod-", s.pods().stream().map(PodSpec::name).toList());
        List<PodSpec> pods = new ArrayList<>(s.pods());
        pods.add(new PodSpec(name, new TreeMap<>(), RestartPolicy.Always, 30_000, null, 0, Resources.NONE, null, List.of(),
                List.of(), List.of(container("main", "app:v1", null))));
        return s.withPods(pods);
    }

    public static Scenario removePod(Scenario s, int pod) {
        List<PodSpec> pods = new ArrayList<>(s.pods());
        pods.remove(pod);
        return s.withPods(pods);
    }

    /** Renames the pod, and the actions aimed at it with it. */
    public static Scenario podName(Scenario s, int pod, String name) {
        String n = requireName(Field.NAME, name);
        String was = s.pods().get(pod).name();
        return pod(s, pod, p -> rename(p, n)).withActions(ActionTargets.podRenamed(s.actions(), was, n));
    }

    public static Scenario restartPolicy(Scenario s, int pod, RestartPolicy policy) {
        return pod(s, pod, p -> new PodSpec(p.name(), p.labels(), policy, p.terminationGracePeriodMs(), p.activeDeadlineMs(),
                p.priority(), p.overhead(), p.nodeName(), p.volumes(), p.initContainers(), p.containers()));
    }

    /** An emptyDir volume under a name the pod has not used. */
    public static Scenario addVolume(Scenario s, int pod, String name) {
        return addVolume(s, pod, name, null);
    }

    /** A volume: a hostPath on the node when {@code hostPath} is given (not blank), else an emptyDir. */
    public static Scenario addVolume(Scenario s, int pod, String name, String hostPath) {
        String host = hostPath == null || hostPath.isBlank() ? null : hostPath.trim();
        return pod(s, pod, p -> {
            List<VolumeSpec> v = new ArrayList<>(p.volumes());
            v.add(new VolumeSpec(name, host));
            return volumes(p, v);
        });
    }

    /** The container's requests and limits ({@link Resources#NONE} or a null part for none). */
    public static Scenario resources(Scenario s, int pod, int container, Resources requests, Resources limits) {
        return container(s, pod, container, c -> new ContainerSpec(c.name(), c.image(), c.restartPolicy(), requests, limits, c.ports(),
                c.volumeMounts(), c.startupProbe(), c.livenessProbe(), c.readinessProbe(), c.postStart(), c.preStop(),
                c.onSigtermAfterMs(), c.onSigtermExitCode(), c.steps(), c.pullFailures()));
    }

    /** A TCP port the container declares, published on the node when {@code hostPort} is given. */
    public static Scenario addPort(Scenario s, int pod, int container, int containerPort, Integer hostPort) {
        return container(s, pod, container, c -> {
            List<PortSpec> ports = new ArrayList<>(c.ports());
            ports.add(new PortSpec(containerPort, hostPort));
            return ports(c, ports);
        });
    }

    public static Scenario removePort(Scenario s, int pod, int container, int port) {
        return container(s, pod, container, c -> {
            List<PortSpec> ports = new ArrayList<>(c.ports());
            ports.remove(port);
            return ports(c, ports);
        });
    }

    /** The three probes a container may have. */
    public enum Probe { STARTUP, LIVENESS, READINESS }

    /** Sets one of the container's probes as given, or removes it ({@code probe} null). */
    public static Scenario probe(Scenario s, int pod, int container, Probe which, ProbeSpec probe) {
        return container(s, pod, container, c -> withProbe(c, which, probe));
    }

    private static ContainerSpec withProbe(ContainerSpec c, Probe which, ProbeSpec probe) {
        return new ContainerSpec(c.name(), c.image(), c.restartPolicy(), c.requests(), c.limits(), c.ports(), c.volumeMounts(),
                which == Probe.STARTUP ? probe : c.startupProbe(),
                which == Probe.LIVENESS ? probe : c.livenessProbe(),
                which == Probe.READINESS ? probe : c.readinessProbe(),
                c.postStart(), c.preStop(), c.onSigtermAfterMs(), c.onSigtermExitCode(), c.steps(), c.pullFailures());
    }

    /** The container's probe of that kind, or null. */
    public static ProbeSpec probe(ContainerSpec c, Probe which) {
        return switch (which) {
            case STARTUP -> c.startupProbe();
            case LIVENESS -> c.livenessProbe();
            case READINESS -> c.readinessProbe();
        };
    }

    /**
     * A tcpSocket probe on a port (it passes while something listens there), with Kubernetes'
     * defaults for what the form does not set: no initial delay, a 1 s timeout, one success.
     */
    public static ProbeSpec tcpProbe(int port, long periodMs, int failureThreshold) {
        return new ProbeSpec(port, null, null, null, null, 0, periodMs, 1_000, 1, failureThreshold);
    }

    /** Removes a volume and every mount of it. */
    public static Scenario removeVolume(Scenario s, int pod, int volume) {
        Scenario out = pod(s, pod, p -> {
            String name = p.volumes().get(volume).name();
            List<VolumeSpec> v = new ArrayList<>(p.volumes());
            v.remove(volume);
            UnaryOperator<ContainerSpec> unmount = c -> with(c, c.name(), c.image(), c.restartPolicy(),
                    c.volumeMounts().stream().filter(m -> !m.name().equals(name)).toList(), c.steps());
            return new PodSpec(p.name(), p.labels(), p.restartPolicy(), p.terminationGracePeriodMs(), p.activeDeadlineMs(),
                    p.priority(), p.overhead(), p.nodeName(), v, p.initContainers().stream().map(unmount).toList(),
                    p.containers().stream().map(unmount).toList());
        });
        return out;
    }

    public static Scenario addContainer(Scenario s, int pod, Kind kind) {
        return pod(s, pod, p -> {
            List<String> taken = p.allContainers().stream().map(ContainerSpec::name).toList();
            List<ContainerSpec> inits = new ArrayList<>(p.initContainers());
            List<ContainerSpec> apps = new ArrayList<>(p.containers());
            switch (kind) {
                case INIT -> inits.add(new ContainerSpec(fresh("init-", taken), "init:v1", null, Resources.NONE, Resources.NONE,
                        List.of(), List.of(), null, null, null, null, null, null, 143, List.of(new Step.Exit(0))));
                case SIDECAR -> inits.add(container(fresh("sidecar-", taken), "sidecar:v1", RestartPolicy.Always));
                case APP -> apps.add(container(fresh("helper-", taken), "helper:v1", null));
            }
            return containers(p, inits, apps);
        });
    }

    public static Scenario removeContainer(Scenario s, int pod, int container) {
        return pod(s, pod, p -> {
            List<ContainerSpec> inits = new ArrayList<>(p.initContainers());
            List<ContainerSpec> apps = new ArrayList<>(p.containers());
            if (container < inits.size()) {
                inits.remove(container);
            } else {
                apps.remove(container - inits.size());
            }
            return containers(p, inits, apps);
        });
    }

    public static Kind kind(PodSpec p, int container) {
        if (container >= p.initContainers().size()) {
            return Kind.APP;
        }
        return p.initContainers().get(container).isSidecar() ? Kind.SIDECAR : Kind.INIT;
    }

    /** Renames the container, and the actions aimed at it with it. */
    public static Scenario containerName(Scenario s, int pod, int container, String name) {
        String n = requireName(Field.NAME, name);
        PodSpec p = s.pods().get(pod);
        return container(s, pod, container, c -> with(c, n, c.image(), c.restartPolicy(), c.volumeMounts(), c.steps()))
                .withActions(ActionTargets.containerRenamed(s.actions(), p.name(), p.allContainers().get(container).name(), n));
    }

    public static Scenario image(Scenario s, int pod, int container, String image) {
        return container(s, pod, container, c -> with(c, c.name(), image, c.restartPolicy(), c.volumeMounts(), c.steps()));
    }

    public static Scenario mount(Scenario s, int pod, int container, String volume, String path) {
        return container(s, pod, container, c -> {
            List<MountSpec> m = new ArrayList<>(c.volumeMounts());
            m.add(new MountSpec(volume, path));
            return with(c, c.name(), c.image(), c.restartPolicy(), m, c.steps());
        });
    }

    public static Scenario unmount(Scenario s, int pod, int container, int mount) {
        return container(s, pod, container, c -> {
            List<MountSpec> m = new ArrayList<>(c.volumeMounts());
            m.remove(mount);
            return with(c, c.name(), c.image(), c.restartPolicy(), m, c.steps());
        });
    }

    /** Adds steps before the container's last "run forever", if it ends with one, else at the end. */
    public static Scenario addSteps(Scenario s, int pod, int container, List<Step> added) {
        return container(s, pod, container, c -> {
            List<Step> steps = new ArrayList<>(c.steps());
            int at = !steps.isEmpty() && steps.get(steps.size() - 1) instanceof Step.Run r && r.ms() == null
                    && !(added.size() == 1 && added.get(0) instanceof Step.Run) ? steps.size() - 1 : steps.size();
            steps.addAll(at, added);
            return with(c, c.name(), c.image(), c.restartPolicy(), c.volumeMounts(), steps);
        });
    }

    public static Scenario removeStep(Scenario s, int pod, int container, int step) {
        return container(s, pod, container, c -> {
            List<Step> steps = new ArrayList<>(c.steps());
            steps.remove(step);
            return with(c, c.name(), c.image(), c.restartPolicy(), c.volumeMounts(), steps);
        });
    }

    /** Moves a step one place earlier ({@code by} −1) or later (+1). */
    public static Scenario moveStep(Scenario s, int pod, int container, int step, int by) {
        return container(s, pod, container, c -> {
            List<Step> steps = new ArrayList<>(c.steps());
            int to = step + by;
            if (to < 0 || to >= steps.size()) {
                return c;
            }
            steps.add(to, steps.remove(step));
            return with(c, c.name(), c.image(), c.restartPolicy(), c.volumeMounts(), steps);
        });
    }

    // ---- probes of every kind the format has ----

    /**
     * What a probe checks, as the scenario format has it: a port (written as tcpSocket; an httpGet
     * reads as the same check, since the engine only asks whether something listens), or a
     * simulated exec outcome.
     */
    public enum ProbeKind { NONE, PORT, FILE_EXISTS, PASS_AFTER, FAIL_AFTER, RESULTS }

    public static ProbeKind probeKind(ProbeSpec p) {
        if (p == null) return ProbeKind.NONE;
        if (p.port() != null) return ProbeKind.PORT;
        if (p.fileExists() != null) return ProbeKind.FILE_EXISTS;
        if (p.passAfterMs() != null) return ProbeKind.PASS_AFTER;
        if (p.failAfterMs() != null) return ProbeKind.FAIL_AFTER;
        return ProbeKind.RESULTS;
    }

    /** The probe's one value as the form shows it: the port, the file, the seconds, or "pass,fail". */
    public static String probeValue(ProbeSpec p) {
        return switch (probeKind(p)) {
            case NONE -> "";
            case PORT -> Integer.toString(p.port());
            case FILE_EXISTS -> p.fileExists();
            case PASS_AFTER -> Long.toString(p.passAfterMs() / 1000);
            case FAIL_AFTER -> Long.toString(p.failAfterMs() / 1000);
            case RESULTS -> String.join(",", p.results());
        };
    }

    /**
     * A probe's timing as the form shows it, in seconds and counts as Kubernetes writes them
     * ({@code initialDelaySeconds}, {@code periodSeconds}, {@code timeoutSeconds},
     * {@code successThreshold}, {@code failureThreshold}).
     */
    public record ProbeTiming(long initialDelaySeconds, long periodSeconds, long timeoutSeconds, long successThreshold,
                              long failureThreshold) {
        /** Kubernetes' defaults: no delay, every 10 s, a 1 s timeout, one success, three failures. */
        public static final ProbeTiming DEFAULT = new ProbeTiming(0, 10, 1, 1, 3);

        /** The probe's timing, or the defaults for no probe. */
        public static ProbeTiming of(ProbeSpec p) {
            return p == null ? DEFAULT : new ProbeTiming(p.initialDelayMs() / 1000, p.periodMs() / 1000, p.timeoutMs() / 1000,
                    p.successThreshold(), p.failureThreshold());
        }
    }

    /**
     * Sets the container's probe of that kind from the form's fields ({@link ProbeKind#NONE} removes
     * it), keeping what the form does not show: the probe's own termination grace period.
     *
     * @throws EditRefused naming the field and why, for a value that cannot be one
     */
    public static Scenario probe(Scenario s, int pod, int container, Probe which, ProbeKind kind, String value, ProbeTiming timing) {
        ProbeSpec made = probeOf(which, kind, value, timing);
        return container(s, pod, container, c -> {
            ProbeSpec was = probe(c, which);
            ProbeSpec kept = made == null || was == null ? made : new ProbeSpec(made.port(), made.fileExists(), made.passAfterMs(),
                    made.failAfterMs(), made.results(), made.initialDelayMs(), made.periodMs(), made.timeoutMs(), made.successThreshold(),
                    made.failureThreshold(), was.terminationGracePeriodMs());
            return withProbe(c, which, kept);
        });
    }

    /**
     * A probe of that kind from the form's text and timing; null for {@link ProbeKind#NONE}. A
     * liveness or startup probe takes one success only, as Kubernetes' validation requires
     * (validateContainers: "must be 1"); only a readiness probe may ask for several in a row.
     *
     * @throws EditRefused naming the field and why, for a value that cannot be one
     */
    public static ProbeSpec probeOf(Probe which, ProbeKind kind, String value, ProbeTiming timing) {
        if (kind == ProbeKind.NONE) return null;
        String v = value == null ? "" : value.trim();
        long delay = requireRange(Field.INITIAL_DELAY, timing.initialDelaySeconds(), 0, MAX_SECONDS) * 1000;
        long period = requireRange(Field.PERIOD, timing.periodSeconds(), 1, MAX_SECONDS) * 1000;
        long timeout = requireRange(Field.TIMEOUT, timing.timeoutSeconds(), 1, MAX_SECONDS) * 1000;
        int successes = (int) requireRange(Field.SUCCESS_THRESHOLD, timing.successThreshold(), 1, MAX_THRESHOLD);
        if (successes != 1 && which != Probe.READINESS) throw new EditRefused(Field.SUCCESS_THRESHOLD, Reason.SUCCESS_ONE);
        int failures = (int) requireRange(Field.FAILURE_THRESHOLD, timing.failureThreshold(), 1, MAX_THRESHOLD);
        return switch (kind) {
            case PORT -> new ProbeSpec((int) requireRange(Field.PROBE_PORT, number(Field.PROBE_PORT, v), 1, 65_535), null, null, null, null,
                    delay, period, timeout, successes, failures);
            case FILE_EXISTS -> {
                if (!v.startsWith("/")) throw new EditRefused(Field.PROBE_FILE, Reason.ABSOLUTE_PATH, v);
                yield new ProbeSpec(null, v, null, null, null, delay, period, timeout, successes, failures);
            }
            case PASS_AFTER -> new ProbeSpec(null, null, requireRange(Field.PASS_AFTER, number(Field.PASS_AFTER, v), 0, MAX_SECONDS) * 1000,
                    null, null, delay, period, timeout, successes, failures);
            case FAIL_AFTER -> new ProbeSpec(null, null, null, requireRange(Field.FAIL_AFTER, number(Field.FAIL_AFTER, v), 0, MAX_SECONDS) * 1000,
                    null, delay, period, timeout, successes, failures);
            case RESULTS -> new ProbeSpec(null, null, null, null, results(v), delay, period, timeout, successes, failures);
            case NONE -> null;
        };
    }

    private static List<String> results(String v) {
        List<String> out = new ArrayList<>();
        for (String r : v.split(",")) {
            String t = r.trim();
            if (!t.equals("pass") && !t.equals("fail")) {
                throw new EditRefused(Field.PROBE_RESULTS, Reason.PASS_OR_FAIL, v);
            }
            out.add(t);
        }
        return out;
    }

    // ---- ReplicaSets and Deployments ----

    /** The two workloads a scenario can declare. */
    public enum Workload { REPLICASET, DEPLOYMENT }

    /** The most replicas the form makes: more would only slow a run down without teaching more. */
    public static final int MAX_REPLICAS = 100;
    /** The longest time the form takes, in seconds (a day: far past any run's horizon). */
    public static final long MAX_SECONDS = 86_400;
    /** The most successes or failures in a row a probe can ask for in the form: more would outlast any run. */
    public static final int MAX_THRESHOLD = 1_000;

    /**
     * A new workload of one replica whose template is a copy of the pod (restart policy Always, as
     * a workload requires), labelled and selected by {@code app: NAME}.
     */
    public static Scenario addWorkload(Scenario s, Workload w, int fromPod) {
        List<String> taken = new ArrayList<>();
        s.workloads().replicaSets().forEach(r -> taken.add(r.name()));
        s.workloads().deployments().forEach(d -> taken.add(d.name()));
        String name = fresh(w == Workload.DEPLOYMENT ? "deploy-" : "rs-", taken);
        TreeMap<String, String> labels = new TreeMap<>(Map.of("app", name));
        PodSpec template = template(pod(s, fromPod), name, labels);
        LabelSelector selector = new LabelSelector(labels);
        Workloads now = s.workloads();
        if (w == Workload.DEPLOYMENT) {
            List<DeploymentSpec> d = new ArrayList<>(now.deployments());
            d.add(new DeploymentSpec(name, 1, selector, template, 0, DeploymentSpec.Strategy.DEFAULT));
            return s.withWorkloads(new Workloads(now.controlPlane(), now.replicaSets(), d));
        }
        List<ReplicaSetSpec> r = new ArrayList<>(now.replicaSets());
        r.add(new ReplicaSetSpec(name, 1, selector, template));
        return s.withWorkloads(new Workloads(now.controlPlane(), r, now.deployments()));
    }

    public static Scenario removeWorkload(Scenario s, Workload w, int i) {
        return workloads(s, w, i, null, null);
    }

    /** Renames the workload and its template, and the actions aimed at it or at the pods it makes with them. */
    public static Scenario workloadName(Scenario s, Workload w, int i, String name) {
        String n = requireName(Field.NAME, name);
        Scenario out = workloads(s, w, i, r -> new ReplicaSetSpec(n, r.replicas(), r.selector(), rename(r.template(), n)),
                d -> new DeploymentSpec(n, d.replicas(), d.selector(), rename(d.template(), n), d.minReadySeconds(), d.strategy()));
        return out.withActions(w == Workload.DEPLOYMENT
                ? ActionTargets.deploymentRenamed(s.actions(), s.workloads().deployments().get(i), out.workloads().deployments().get(i))
                : ActionTargets.replicaSetRenamed(s.actions(), s.workloads().replicaSets().get(i).name(), n));
    }

    public static Scenario replicas(Scenario s, Workload w, int i, long replicas) {
        int n = (int) requireRange(Field.REPLICAS, replicas, 0, MAX_REPLICAS);
        return workloads(s, w, i, r -> new ReplicaSetSpec(r.name(), n, r.selector(), r.template()),
                d -> new DeploymentSpec(d.name(), n, d.selector(), d.template(), d.minReadySeconds(), d.strategy()));
    }

    /**
     * The selector, from {@code key=value,key=value}; the template's labels get the same pairs, so
     * that the selector matches them as the API server requires.
     */
    public static Scenario selector(Scenario s, Workload w, int i, String text) {
        SortedMap<String, String> pairs = labels(text);
        if (pairs.isEmpty()) throw new EditRefused(Field.SELECTOR, Reason.SELECTOR_EMPTY);
        LabelSelector sel = new LabelSelector(pairs);
        return workloads(s, w, i, r -> new ReplicaSetSpec(r.name(), r.replicas(), sel, relabel(r.template(), pairs)),
                d -> new DeploymentSpec(d.name(), d.replicas(), sel, relabel(d.template(), pairs), d.minReadySeconds(), d.strategy()));
    }

    /** The workload's template becomes a copy of the pod, keeping the workload's name and labels. */
    public static Scenario templateFrom(Scenario s, Workload w, int i, int fromPod) {
        PodSpec pod = pod(s, fromPod);
        return workloads(s, w, i, r -> new ReplicaSetSpec(r.name(), r.replicas(), r.selector(), template(pod, r.name(), r.template().labels())),
                d -> new DeploymentSpec(d.name(), d.replicas(), d.selector(), template(pod, d.name(), d.template().labels()),
                        d.minReadySeconds(), d.strategy()));
    }

    public static Scenario minReadySeconds(Scenario s, int deployment, long seconds) {
        long n = requireRange(Field.MIN_READY_SECONDS, seconds, 0, MAX_SECONDS);
        return workloads(s, Workload.DEPLOYMENT, deployment, null,
                d -> new DeploymentSpec(d.name(), d.replicas(), d.selector(), d.template(), n, d.strategy()));
    }

    /**
     * The Deployment's strategy: Recreate, or RollingUpdate with maxSurge and maxUnavailable as
     * counts or percentages ({@code 1}, {@code 25%}).
     */
    public static Scenario strategy(Scenario s, int deployment, boolean recreate, String maxSurge, String maxUnavailable) {
        DeploymentSpec.Strategy st;
        if (recreate) {
            st = DeploymentSpec.Strategy.RECREATE;
        } else {
            DeploymentSpec.IntOrPercent surge = intOrPercent(Field.MAX_SURGE, maxSurge);
            DeploymentSpec.IntOrPercent unavailable = intOrPercent(Field.MAX_UNAVAILABLE, maxUnavailable);
            if (unavailable.percent() && unavailable.value() > 100) throw new EditRefused(Field.MAX_UNAVAILABLE, Reason.AT_MOST_ALL);
            if (surge.value() == 0 && unavailable.value() == 0) {
                throw new EditRefused(Field.MAX_UNAVAILABLE, Reason.ROLLOUT_STUCK);
            }
            st = new DeploymentSpec.Strategy(false, surge, unavailable);
        }
        DeploymentSpec.Strategy chosen = st;
        return workloads(s, Workload.DEPLOYMENT, deployment, null,
                d -> new DeploymentSpec(d.name(), d.replicas(), d.selector(), d.template(), d.minReadySeconds(), chosen));
    }

    static DeploymentSpec.IntOrPercent intOrPercent(Field field, String text) {
        String t = text == null ? "" : text.trim();
        boolean percent = t.endsWith("%");
        long n = number(field, percent ? t.substring(0, t.length() - 1).trim() : t);
        requireRange(field, n, 0, percent ? 1_000 : MAX_REPLICAS);
        return new DeploymentSpec.IntOrPercent((int) n, percent);
    }

    // ---- Services ----

    /**
     * A new Service under a name no Service has, sending port 80 to 8080 of the pods that the first
     * Deployment or ReplicaSet selects, or, with neither, of the pods labelled as the first pod is
     * (no selector when it has no labels).
     */
    public static Scenario addService(Scenario s) {
        String name = fresh("svc-", s.services().stream().map(ServiceSpec::name).toList());
        SortedMap<String, String> selector = new TreeMap<>();
        if (!s.workloads().deployments().isEmpty()) {
            selector.putAll(s.workloads().deployments().get(0).selector().matchLabels());
        } else if (!s.workloads().replicaSets().isEmpty()) {
            selector.putAll(s.workloads().replicaSets().get(0).selector().matchLabels());
        } else if (!s.pods().isEmpty()) {
            selector.putAll(s.pods().get(0).labels());
        }
        List<ServiceSpec> services = new ArrayList<>(s.services());
        services.add(new ServiceSpec(name, new LabelSelector(selector), List.of(new ServiceSpec.Port(null, 80, 8080, "TCP")), false));
        return s.withServices(services);
    }

    public static Scenario removeService(Scenario s, int i) {
        List<ServiceSpec> services = new ArrayList<>(s.services());
        services.remove(i);
        return s.withServices(services);
    }

    public static Scenario serviceName(Scenario s, int i, String name) {
        String n = requireName(Field.SERVICE_NAME, name);
        return service(s, i, v -> new ServiceSpec(n, v.selector(), v.ports(), v.publishNotReadyAddresses()));
    }

    /** The Service's selector from {@code key=value,…}; empty for a Service without one (it then has no endpoints). */
    public static Scenario serviceSelector(Scenario s, int i, String text) {
        LabelSelector sel = new LabelSelector(labels(text));
        return service(s, i, v -> new ServiceSpec(v.name(), sel, v.ports(), v.publishNotReadyAddresses()));
    }

    public static Scenario publishNotReadyAddresses(Scenario s, int i, boolean on) {
        return service(s, i, v -> new ServiceSpec(v.name(), v.selector(), v.ports(), on));
    }

    /** A TCP port; once there are several, each gets a name ({@code port-N}) as the API server requires. */
    public static Scenario addServicePort(Scenario s, int i, long port, long targetPort) {
        int p = (int) requireRange(Field.PORT, port, 1, 65_535);
        int t = (int) requireRange(Field.TARGET_PORT, targetPort, 1, 65_535);
        return service(s, i, v -> {
            if (v.port(p) != null) throw new EditRefused(Field.PORT, Reason.PORT_TWICE, p);
            List<ServiceSpec.Port> ports = new ArrayList<>(v.ports());
            ports.add(new ServiceSpec.Port(null, p, t, "TCP"));
            return new ServiceSpec(v.name(), v.selector(), named(ports), v.publishNotReadyAddresses());
        });
    }

    public static Scenario removeServicePort(Scenario s, int i, int port) {
        return service(s, i, v -> {
            if (v.ports().size() <= 1) throw new EditRefused(Field.PORTS, Reason.LAST_PORT);
            List<ServiceSpec.Port> ports = new ArrayList<>(v.ports());
            ports.remove(port);
            return new ServiceSpec(v.name(), v.selector(), ports, v.publishNotReadyAddresses());
        });
    }

    private static List<ServiceSpec.Port> named(List<ServiceSpec.Port> ports) {
        if (ports.size() < 2) return ports;
        List<String> taken = new ArrayList<>(ports.stream().map(ServiceSpec.Port::name).filter(java.util.Objects::nonNull).toList());
        List<ServiceSpec.Port> out = new ArrayList<>();
        for (ServiceSpec.Port p : ports) {
            if (p.name() != null) {
                out.add(p);
            } else {
                String n = fresh("port-", taken);
                taken.add(n);
                out.add(new ServiceSpec.Port(n, p.port(), p.targetPort(), p.protocol()));
            }
        }
        return out;
    }

    // ---- actions on cue ----

    /**
     * An action at {@code atSeconds}, kept in time order (after the others at the same time). The
     * target is written as the format has it ({@code pod/P}, {@code pod/P/C}, {@code node/N},
     * {@code replicaset/N}, {@code deployment/N[/C]}); {@code pick} may be blank; {@code value} is
     * the kind's one field: a delete's grace period in seconds (blank for the pod's own), a
     * crash's exit code, a setImage's image, a scale's replicas; nothing for the other kinds.
     *
     * @throws EditRefused naming the field and why, for anything the action cannot be
     */
    public static Scenario addAction(Scenario s, long atSeconds, ActionSpec.Kind kind, String target, String pick, String value) {
        long at = requireRange(Field.AT, atSeconds, 0, MAX_SECONDS) * 1000;
        FaultTarget t = target(target == null ? "" : target.trim());
        String p = pick == null || pick.isBlank() ? null : pick.trim();
        String v = value == null ? "" : value.trim();
        Long grace = null;
        int exit = 0;
        String image = null;
        Integer replicas = null;
        switch (kind) {
            case delete -> grace = v.isEmpty() ? null : requireRange(Field.GRACE_PERIOD, number(Field.GRACE_PERIOD, v), 0, MAX_SECONDS) * 1000;
            case crash -> exit = (int) requireRange(Field.EXIT_CODE, number(Field.EXIT_CODE, v), ActionSpec.MIN_EXIT_CODE, ActionSpec.MAX_EXIT_CODE);
            case setImage -> image = requireName(Field.IMAGE, v);
            case scale -> replicas = (int) requireRange(Field.REPLICAS, number(Field.REPLICAS, v), 0, MAX_REPLICAS);
            default -> { }
        }
        ActionSpec a = new ActionSpec(at, kind, t, grace, exit, image, replicas, p);
        List<ActionSpec> actions = new ArrayList<>(s.actions());
        int k = 0;
        while (k < actions.size() && actions.get(k).atMs() <= at) k++;
        actions.add(k, a);
        return s.withActions(actions);
    }

    public static Scenario removeAction(Scenario s, int i) {
        List<ActionSpec> actions = new ArrayList<>(s.actions());
        actions.remove(i);
        return s.withActions(actions);
    }

    /** A target an action of that kind can take in this scenario, to start the form's field with. */
    public static String suggestedTarget(Scenario s, ActionSpec.Kind kind) {
        if (kind == ActionSpec.Kind.failNode || kind == ActionSpec.Kind.recoverNode) {
            return s.nodes().isEmpty() ? "node/node-1" : "node/" + s.nodes().get(0).name();
        }
        if (kind == ActionSpec.Kind.scale) {
            if (!s.workloads().deployments().isEmpty()) return "deployment/" + s.workloads().deployments().get(0).name();
            if (!s.workloads().replicaSets().isEmpty()) return "replicaset/" + s.workloads().replicaSets().get(0).name();
            return "deployment/NAME";
        }
        if (kind == ActionSpec.Kind.setImage && !s.workloads().deployments().isEmpty()) {
            DeploymentSpec d = s.workloads().deployments().get(0);
            return "deployment/" + d.name() + "/" + d.template().containers().get(0).name();
        }
        if (s.pods().isEmpty()) return "pod/NAME";
        PodSpec p = s.pods().get(0);
        boolean member = kind == ActionSpec.Kind.crash || kind == ActionSpec.Kind.setImage;
        return member ? "pod/" + p.name() + "/" + p.containers().get(0).name() : "pod/" + p.name();
    }

    // ---- checks the form's values go through ----

    private static FaultTarget target(String text) {
        try {
            return FaultTarget.parse(text);
        } catch (IllegalArgumentException e) {
            throw new EditRefused(Field.TARGET, Reason.TARGET_FORM, text);
        }
    }

    /** The text as a whole number, or a reason naming the field. */
    static long number(Field field, String text) {
        String t = text == null ? "" : text.trim();
        if (t.isEmpty()) throw new EditRefused(field, Reason.NUMBER_NEEDED);
        if (!t.matches("-?[0-9]{1,12}")) throw new EditRefused(field, Reason.NOT_WHOLE_NUMBER, t);
        return Long.parseLong(t);
    }

    static long requireRange(Field field, long n, long min, long max) {
        if (n < min || n > max) throw new EditRefused(field, Reason.RANGE, min, max, n);
        return n;
    }

    static String requireName(Field field, String name) {
        String n = name == null ? "" : name.trim();
        if (n.isEmpty()) throw new EditRefused(field, Reason.EMPTY);
        return n;
    }

    /** {@code key=value,key=value} as sorted pairs; blank is none. */
    static SortedMap<String, String> labels(String text) {
        SortedMap<String, String> out = new TreeMap<>();
        String t = text == null ? "" : text.trim();
        if (t.isEmpty()) return out;
        for (String pair : t.split(",")) {
            int eq = pair.indexOf('=');
            String k = eq < 0 ? "" : pair.substring(0, eq).trim();
            String v = eq < 0 ? "" : pair.substring(eq + 1).trim();
            if (k.isEmpty()) throw new EditRefused(Field.LABELS, Reason.LABEL_PAIRS, t);
            if (out.put(k, v) != null) throw new EditRefused(Field.LABELS, Reason.LABEL_TWICE, k);
        }
        return out;
    }

    private static PodSpec pod(Scenario s, int i) {
        if (i < 0 || i >= s.pods().size()) throw new EditRefused(Field.TEMPLATE, Reason.NO_POD);
        return s.pods().get(i);
    }

    private static PodSpec template(PodSpec p, String name, java.util.Map<String, String> labels) {
        return new PodSpec(name, new TreeMap<>(labels), RestartPolicy.Always, p.terminationGracePeriodMs(), null, p.priority(),
                p.overhead(), null, p.volumes(), p.initContainers(), p.containers());
    }

    private static PodSpec rename(PodSpec p, String name) {
        return new PodSpec(name, p.labels(), p.restartPolicy(), p.terminationGracePeriodMs(), p.activeDeadlineMs(), p.priority(),
                p.overhead(), p.nodeName(), p.volumes(), p.initContainers(), p.containers());
    }

    private static PodSpec relabel(PodSpec p, SortedMap<String, String> pairs) {
        TreeMap<String, String> labels = new TreeMap<>(p.labels());
        labels.putAll(pairs);
        return new PodSpec(p.name(), labels, p.restartPolicy(), p.terminationGracePeriodMs(), p.activeDeadlineMs(), p.priority(),
                p.overhead(), p.nodeName(), p.volumes(), p.initContainers(), p.containers());
    }

    /** Changes (or, with null changes, removes) the i-th workload of that kind. */
    private static Scenario workloads(Scenario s, Workload w, int i, UnaryOperator<ReplicaSetSpec> rs, UnaryOperator<DeploymentSpec> dep) {
        Workloads now = s.workloads();
        List<ReplicaSetSpec> r = new ArrayList<>(now.replicaSets());
        List<DeploymentSpec> d = new ArrayList<>(now.deployments());
        if (w == Workload.DEPLOYMENT) {
            if (dep == null) d.remove(i); else d.set(i, dep.apply(d.get(i)));
        } else {
            if (rs == null) r.remove(i); else r.set(i, rs.apply(r.get(i)));
        }
        return s.withWorkloads(new Workloads(now.controlPlane(), r, d));
    }

    private static Scenario service(Scenario s, int i, UnaryOperator<ServiceSpec> f) {
        List<ServiceSpec> services = new ArrayList<>(s.services());
        services.set(i, f.apply(services.get(i)));
        return s.withServices(services);
    }

    // ---- helpers ----

    private static ContainerSpec container(String name, String image, RestartPolicy policy) {
        return new ContainerSpec(name, image, policy, Resources.NONE, Resources.NONE, List.of(), List.of(),
                null, null, null, null, null, null, 143, List.of(new Step.Run(null)));
    }

    private static ContainerSpec with(ContainerSpec c, String name, String image, RestartPolicy policy, List<MountSpec> mounts, List<Step> steps) {
        return new ContainerSpec(name, image, policy, c.requests(), c.limits(), c.ports(), mounts, c.startupProbe(),
                c.livenessProbe(), c.readinessProbe(), c.postStart(), c.preStop(), c.onSigtermAfterMs(), c.onSigtermExitCode(),
                steps, c.pullFailures());
    }

    private static Scenario pod(Scenario s, int pod, UnaryOperator<PodSpec> f) {
        List<PodSpec> pods = new ArrayList<>(s.pods());
        pods.set(pod, f.apply(pods.get(pod)));
        return s.withPods(pods);
    }

    private static Scenario container(Scenario s, int pod, int container, UnaryOperator<ContainerSpec> f) {
        return pod(s, pod, p -> {
            List<ContainerSpec> inits = new ArrayList<>(p.initContainers());
            List<ContainerSpec> apps = new ArrayList<>(p.containers());
            if (container < inits.size()) {
                inits.set(container, f.apply(inits.get(container)));
            } else {
                apps.set(container - inits.size(), f.apply(apps.get(container - inits.size())));
            }
            return containers(p, inits, apps);
        });
    }

    private static PodSpec containers(PodSpec p, List<ContainerSpec> inits, List<ContainerSpec> apps) {
        return new PodSpec(p.name(), p.labels(), p.restartPolicy(), p.terminationGracePeriodMs(), p.activeDeadlineMs(),
                p.priority(), p.overhead(), p.nodeName(), p.volumes(), inits, apps);
    }

    private static ContainerSpec ports(ContainerSpec c, List<PortSpec> ports) {
        return new ContainerSpec(c.name(), c.image(), c.restartPolicy(), c.requests(), c.limits(), ports, c.volumeMounts(),
                c.startupProbe(), c.livenessProbe(), c.readinessProbe(), c.postStart(), c.preStop(), c.onSigtermAfterMs(),
                c.onSigtermExitCode(), c.steps(), c.pullFailures());
    }

    private static PodSpec volumes(PodSpec p, List<VolumeSpec> v) {
        return new PodSpec(p.name(), p.labels(), p.restartPolicy(), p.terminationGracePeriodMs(), p.activeDeadlineMs(),
                p.priority(), p.overhead(), p.nodeName(), v, p.initContainers(), p.containers());
    }

    /** The first of prefix1, prefix2, … that is not taken. */
    static String fresh(String prefix, List<String> taken) {
        for (int i = 1; ; i++) {
            if (!taken.contains(prefix + i)) {
                return prefix + i;
            }
        }
    }
}
