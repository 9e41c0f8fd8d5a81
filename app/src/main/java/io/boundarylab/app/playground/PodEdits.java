package io.boundarylab.app.playground;

import static io.boundarylab.app.playground.FormValues.fresh;
import static io.boundarylab.app.playground.FormValues.requireName;

import io.boundarylab.app.playground.EditRefused.Field;
import io.boundarylab.engine.scenario.ContainerSpec;
import io.boundarylab.engine.scenario.MountSpec;
import io.boundarylab.engine.scenario.PodSpec;
import io.boundarylab.engine.scenario.PortSpec;
import io.boundarylab.engine.scenario.Resources;
import io.boundarylab.engine.scenario.RestartPolicy;
import io.boundarylab.engine.scenario.Scenario;
import io.boundarylab.engine.scenario.Step;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import java.util.function.UnaryOperator;

/**
 * The form's edits of pods and their containers, each a new scenario made from the one shown
 * (records never change in place). A container is addressed by its pod and its place among the
 * pod's init containers then app containers ({@link PodSpec#allContainers()}), the order the form
 * lists them in; the other parts' edits reach a pod or a container the same way.
 */
public final class PodEdits {
    private PodEdits() {
    }

    /** What a container is to its pod: an init container, a native sidecar, or an app container. */
    public enum Kind { INIT, SIDECAR, APP }

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

    /** The pod under another name (a workload's template takes its workload's). */
    static PodSpec rename(PodSpec p, String name) {
        return new PodSpec(name, p.labels(), p.restartPolicy(), p.terminationGracePeriodMs(), p.activeDeadlineMs(), p.priority(),
                p.overhead(), p.nodeName(), p.volumes(), p.initContainers(), p.containers());
    }

    private static ContainerSpec container(String name, String image, RestartPolicy policy) {
        return new ContainerSpec(name, image, policy, Resources.NONE, Resources.NONE, List.of(), List.of(),
                null, null, null, null, null, null, 143, List.of(new Step.Run(null)));
    }

    /** The container with a name, image, restart policy, mounts and steps given, the rest kept. */
    static ContainerSpec with(ContainerSpec c, String name, String image, RestartPolicy policy, List<MountSpec> mounts, List<Step> steps) {
        return new ContainerSpec(name, image, policy, c.requests(), c.limits(), c.ports(), mounts, c.startupProbe(),
                c.livenessProbe(), c.readinessProbe(), c.postStart(), c.preStop(), c.onSigtermAfterMs(), c.onSigtermExitCode(),
                steps, c.pullFailures());
    }

    /** The scenario with its {@code pod}-th pod changed by {@code f}: how every part's edits reach a pod. */
    static Scenario pod(Scenario s, int pod, UnaryOperator<PodSpec> f) {
        List<PodSpec> pods = new ArrayList<>(s.pods());
        pods.set(pod, f.apply(pods.get(pod)));
        return s.withPods(pods);
    }

    /** The scenario with one container changed by {@code f}, addressed as the form lists them (init containers, then app containers). */
    static Scenario container(Scenario s, int pod, int container, UnaryOperator<ContainerSpec> f) {
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
}
