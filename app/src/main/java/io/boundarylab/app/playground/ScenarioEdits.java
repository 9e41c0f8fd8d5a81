package io.boundarylab.app.playground;

import io.boundarylab.engine.cluster.Guarantee;
import io.boundarylab.engine.scenario.ContainerSpec;
import io.boundarylab.engine.scenario.MountSpec;
import io.boundarylab.engine.scenario.NodeSpec;
import io.boundarylab.engine.scenario.PodSpec;
import io.boundarylab.engine.scenario.PortSpec;
import io.boundarylab.engine.scenario.ProbeSpec;
import io.boundarylab.engine.scenario.Resources;
import io.boundarylab.engine.scenario.RestartPolicy;
import io.boundarylab.engine.scenario.Scenario;
import io.boundarylab.engine.scenario.Step;
import io.boundarylab.engine.scenario.VolumeSpec;
import java.util.ArrayList;
import java.util.List;
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

    public static Scenario podName(Scenario s, int pod, String name) {
        return pod(s, pod, p -> new PodSpec(name, p.labels(), p.restartPolicy(), p.terminationGracePeriodMs(), p.activeDeadlineMs(),
                p.priority(), p.overhead(), p.nodeName(), p.volumes(), p.initContainers(), p.containers()));
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

    /** Sets one of the container's probes, or removes it ({@code probe} null). */
    public static Scenario probe(Scenario s, int pod, int container, Probe which, ProbeSpec probe) {
        return container(s, pod, container, c -> new ContainerSpec(c.name(), c.image(), c.restartPolicy(), c.requests(), c.limits(),
                c.ports(), c.volumeMounts(),
                which == Probe.STARTUP ? probe : c.startupProbe(),
                which == Probe.LIVENESS ? probe : c.livenessProbe(),
                which == Probe.READINESS ? probe : c.readinessProbe(),
                c.postStart(), c.preStop(), c.onSigtermAfterMs(), c.onSigtermExitCode(), c.steps(), c.pullFailures()));
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

    public static Scenario containerName(Scenario s, int pod, int container, String name) {
        return container(s, pod, container, c -> with(c, name, c.image(), c.restartPolicy(), c.volumeMounts(), c.steps()));
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
