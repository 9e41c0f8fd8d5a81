package io.boundarylab.app.playground;

import static io.boundarylab.app.playground.FormValues.MAX_REPLICAS;
import static io.boundarylab.app.playground.FormValues.MAX_SECONDS;
import static io.boundarylab.app.playground.FormValues.fresh;
import static io.boundarylab.app.playground.FormValues.labels;
import static io.boundarylab.app.playground.FormValues.number;
import static io.boundarylab.app.playground.FormValues.requireName;
import static io.boundarylab.app.playground.FormValues.requireRange;
import static io.boundarylab.app.playground.PodEdits.rename;

import io.boundarylab.app.playground.EditRefused.Field;
import io.boundarylab.app.playground.EditRefused.Reason;
import io.boundarylab.engine.scenario.DeploymentSpec;
import io.boundarylab.engine.scenario.LabelSelector;
import io.boundarylab.engine.scenario.PodSpec;
import io.boundarylab.engine.scenario.ReplicaSetSpec;
import io.boundarylab.engine.scenario.RestartPolicy;
import io.boundarylab.engine.scenario.Scenario;
import io.boundarylab.engine.scenario.Workloads;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.function.UnaryOperator;

/** The form's edits of ReplicaSets and Deployments: their names, replicas, selectors, templates and rollout. */
public final class WorkloadEdits {
    private WorkloadEdits() {
    }

    /** The two workloads a scenario can declare. */
    public enum Workload { REPLICASET, DEPLOYMENT }

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

    private static PodSpec pod(Scenario s, int i) {
        if (i < 0 || i >= s.pods().size()) throw new EditRefused(Field.TEMPLATE, Reason.NO_POD);
        return s.pods().get(i);
    }

    private static PodSpec template(PodSpec p, String name, Map<String, String> labels) {
        return new PodSpec(name, new TreeMap<>(labels), RestartPolicy.Always, p.terminationGracePeriodMs(), null, p.priority(),
                p.overhead(), null, p.volumes(), p.initContainers(), p.containers());
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
}
