package io.boundarylab.engine.scenario;

import io.boundarylab.engine.scenario.Doc.Obj;
import io.boundarylab.engine.scenario.Doc.Val;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static io.boundarylab.engine.scenario.ValueReader.enumValue;
import static io.boundarylab.engine.scenario.ValueReader.labels;
import static io.boundarylab.engine.scenario.ValueReader.name;

/**
 * Reads what a scenario declares above its pods (spec/workloads.md): {@code controlPlane},
 * {@code replicaSets} and {@code deployments}. It refuses what the API server refuses
 * (apps/v1 validation: ValidateReplicaSetSpec, ValidateDeploymentSpec): an empty selector, a
 * template whose labels the selector does not match, a template restart policy other than
 * Always, activeDeadlineSeconds in a template, and maxSurge and maxUnavailable both 0.
 */
final class WorkloadReader {
    /** Seconds that still fit in a long once turned into milliseconds. */
    private static final long MAX_SECONDS = Long.MAX_VALUE / 1000;

    private WorkloadReader() {
    }

    static Workloads read(Obj root, Set<String> nodeNames) throws ScenarioException {
        ControlPlaneConfig cp = controlPlane(root.opt("controlPlane"));
        List<ReplicaSetSpec> rss = new ArrayList<>();
        Set<String> rsNames = new HashSet<>();
        Val rv = root.opt("replicaSets");
        if (rv != null) {
            for (Val v : rv.asArr().items) {
                ReplicaSetSpec r = replicaSet(v.asObj(), nodeNames);
                if (!rsNames.add(r.name())) throw v.error("two replicaSets are named '" + r.name() + "'");
                rss.add(r);
            }
        }
        List<DeploymentSpec> ds = new ArrayList<>();
        Set<String> dNames = new HashSet<>();
        Val dv = root.opt("deployments");
        if (dv != null) {
            for (Val v : dv.asArr().items) {
                DeploymentSpec d = deployment(v.asObj(), nodeNames);
                if (!dNames.add(d.name())) throw v.error("two deployments are named '" + d.name() + "'");
                ds.add(d);
            }
        }
        return new Workloads(cp, rss, ds);
    }

    private static ControlPlaneConfig controlPlane(Val v) throws ScenarioException {
        ControlPlaneConfig d = ControlPlaneConfig.DEFAULT;
        if (v == null) return d;
        Obj o = v.asObj();
        long grace = d.nodeMonitorGracePeriodMs();
        Val g = o.opt("nodeMonitorGracePeriod");
        if (g != null) {
            grace = g.asDurationMs();
            if (grace <= 0) throw g.error("must be more than 0s");
        }
        long toleration = d.defaultTolerationSeconds();
        Val t = o.opt("defaultTolerationSeconds");
        if (t != null) toleration = seconds(t) / 1000;
        ControlPlaneConfig.NodeFailureMode mode = d.nodeFailure();
        Val m = o.opt("nodeFailure");
        if (m != null) mode = enumValue(m, ControlPlaneConfig.NodeFailureMode.class);
        int qps = apiRate(o.opt("kubeApiQps"), d.kubeApiQps());
        int burst = apiRate(o.opt("kubeApiBurst"), d.kubeApiBurst());
        o.noOtherFields();
        return new ControlPlaneConfig(grace, toleration, mode, qps, burst);
    }

    /** kubeApiQps or kubeApiBurst: a whole number from 1 to {@link ControlPlaneConfig#MAX_KUBE_API}. */
    private static int apiRate(Val v, int otherwise) throws ScenarioException {
        if (v == null) return otherwise;
        long n = v.asLong();
        if (n < 1) throw v.error("must be greater than 0");
        if (n > ControlPlaneConfig.MAX_KUBE_API) throw v.error("too large: at most " + ControlPlaneConfig.MAX_KUBE_API);
        return (int) n;
    }

    private static ReplicaSetSpec replicaSet(Obj o, Set<String> nodeNames) throws ScenarioException {
        Header h = header(o, "ReplicaSet", nodeNames);
        h.spec.noOtherFields();
        o.noOtherFields();
        return new ReplicaSetSpec(h.name, h.replicas, h.selector, h.template);
    }

    private static DeploymentSpec deployment(Obj o, Set<String> nodeNames) throws ScenarioException {
        Header h = header(o, "Deployment", nodeNames);
        long minReady = 0;
        Val mr = h.spec.opt("minReadySeconds");
        if (mr != null) minReady = seconds(mr) / 1000;
        DeploymentSpec.Strategy strategy = strategy(h.spec.opt("strategy"));
        h.spec.noOtherFields();
        o.noOtherFields();
        return new DeploymentSpec(h.name, h.replicas, h.selector, h.template, minReady, strategy);
    }

    /** What a ReplicaSet and a Deployment share: apiVersion, kind, name, replicas, selector and template. */
    private record Header(String name, int replicas, LabelSelector selector, PodSpec template, Obj spec) {
    }

    private static Header header(Obj o, String kind, Set<String> nodeNames) throws ScenarioException {
        Val api = o.req("apiVersion");
        if (!api.asText().equals("apps/v1")) throw api.error("expected apps/v1");
        Val k = o.req("kind");
        if (!k.asText().equals(kind)) throw k.error("expected " + kind);
        Obj meta = o.req("metadata").asObj();
        Val nv = meta.req("name");
        String name = name(nv);
        // names.SimpleNameGenerator cuts the base to 58 characters; a DNS label (the pod's
        // hostname) is 63 at most, so a longer name could never name its pods.
        if (name.length() > 52) throw nv.error("at most 52 characters, so that its pods' names (NAME-hash-xxxxx) stay valid");
        labels(meta.opt("labels"));
        meta.noOtherFields();
        Obj spec = o.req("spec").asObj();
        int replicas = 1;
        Val rv = spec.opt("replicas");
        if (rv != null) {
            replicas = rv.asInt();
            if (replicas < 0) throw rv.error("must be greater than or equal to 0");
        }
        Val sv = spec.req("selector");
        Obj so = sv.asObj();
        Val ml = so.req("matchLabels");
        LabelSelector selector = new LabelSelector(labels(ml));
        so.noOtherFields();
        if (selector.isEmpty()) throw ml.error("empty selector is invalid for " + kind.toLowerCase(java.util.Locale.ROOT));
        Val tv = spec.req("template");
        Obj to = tv.asObj();
        PodSpec template = PodSpecReader.template(to, name, nodeNames);
        if (!selector.matches(template.labels())) {
            Val at = to.has("metadata") ? to.opt("metadata") : tv;
            throw at.error("`selector` (" + selector + ") does not match template `labels` (" + new LabelSelector(template.labels()) + ")");
        }
        Obj podSpec = to.fields.get("spec").asObj();
        if (template.restartPolicy() != RestartPolicy.Always) {
            throw podSpec.fields.get("restartPolicy").error("Unsupported value: \"" + template.restartPolicy() + "\": supported values: \"Always\"");
        }
        if (template.activeDeadlineMs() != null) {
            throw podSpec.fields.get("activeDeadlineSeconds").error("activeDeadlineSeconds in " + kind + " is not Supported");
        }
        return new Header(name, replicas, selector, template, spec);
    }

    private static DeploymentSpec.Strategy strategy(Val v) throws ScenarioException {
        if (v == null) return DeploymentSpec.Strategy.DEFAULT;
        Obj o = v.asObj();
        Val tv = o.opt("type");
        String type = tv == null ? "RollingUpdate" : tv.asText();
        if (!type.equals("RollingUpdate") && !type.equals("Recreate")) {
            throw tv.error("'" + type + "' is not one of [Recreate, RollingUpdate]");
        }
        Val ru = o.opt("rollingUpdate");
        if (type.equals("Recreate")) {
            if (ru != null) throw ru.error("may not be specified when strategy `type` is 'Recreate'");
            o.noOtherFields();
            return DeploymentSpec.Strategy.RECREATE;
        }
        DeploymentSpec.IntOrPercent surge = DeploymentSpec.Strategy.DEFAULT.maxSurge();
        DeploymentSpec.IntOrPercent unavailable = DeploymentSpec.Strategy.DEFAULT.maxUnavailable();
        if (ru != null) {
            Obj r = ru.asObj();
            Val s = r.opt("maxSurge");
            if (s != null) surge = intOrPercent(s);
            Val u = r.opt("maxUnavailable");
            if (u != null) {
                unavailable = intOrPercent(u);
                if (unavailable.percent() && unavailable.value() > 100) throw u.error("must not be greater than 100%");
            }
            if (surge.value() == 0 && unavailable.value() == 0) {
                throw (u != null ? u : r).error("may not be 0 when `maxSurge` is 0");
            }
            r.noOtherFields();
        }
        o.noOtherFields();
        return new DeploymentSpec.Strategy(false, surge, unavailable);
    }

    /** An intstr: a whole number, or a whole percentage such as {@code 25%}. */
    private static DeploymentSpec.IntOrPercent intOrPercent(Val v) throws ScenarioException {
        String t = v.asText().trim();
        boolean percent = t.endsWith("%");
        String digits = percent ? t.substring(0, t.length() - 1) : t;
        if (!digits.matches("[0-9]{1,9}")) {
            throw v.error(digits.matches("-[0-9]+") ? "must be greater than or equal to 0"
                    : "expected a whole number or a percentage such as 25%, got '" + t + "'");
        }
        int n = Integer.parseInt(digits);
        return percent ? DeploymentSpec.IntOrPercent.percent(n) : DeploymentSpec.IntOrPercent.of(n);
    }

    /** Whole seconds, not negative, small enough to count in milliseconds; as milliseconds. */
    private static long seconds(Val v) throws ScenarioException {
        long s = v.asLong();
        if (s < 0) throw v.error("must be greater than or equal to 0");
        if (s > MAX_SECONDS) throw v.error("too large: at most " + MAX_SECONDS + " seconds");
        return s * 1000;
    }
}
