package io.boundarylab.engine.scenario;

import io.boundarylab.engine.scenario.Doc.Obj;
import io.boundarylab.engine.scenario.Doc.Val;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import static io.boundarylab.engine.scenario.ValueReader.absolutePath;
import static io.boundarylab.engine.scenario.ValueReader.name;
import static io.boundarylab.engine.scenario.ValueReader.hostIP;
import static io.boundarylab.engine.scenario.ValueReader.port;
import static io.boundarylab.engine.scenario.ValueReader.protocol;
import static io.boundarylab.engine.scenario.ValueReader.resources;

/**
 * Reads one container of a pod: image, resources, ports, volume mounts, probes, lifecycle hooks
 * and the simulated process ({@code x-sim}), with Kubernetes' validation rules.
 */
final class ContainerReader {

    private ContainerReader() {
    }

    /**
     * @param init    whether it is listed under {@code initContainers}
     * @param volumes the names of the pod's volumes, which mounts must name
     */
    static ContainerSpec container(Obj o, boolean init, Set<String> volumes) throws ScenarioException {
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
        List<PortSpec> ports = ports(o.opt("ports"));
        List<MountSpec> mounts = mounts(o.opt("volumeMounts"), volumes);
        ProbeSpec startup = ProbeReader.probe(o.opt("startupProbe"));
        ProbeSpec liveness = ProbeReader.probe(o.opt("livenessProbe"));
        ProbeSpec readiness = ProbeReader.probe(o.opt("readinessProbe"));
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
            postStart = ProbeReader.hook(l.opt("postStart"));
            preStop = ProbeReader.hook(l.opt("preStop"));
            l.noOtherFields();
            if (init && restart == null && (postStart != null || preStop != null)) {
                throw lc.error("lifecycle hooks are allowed only on app containers and sidecars, not on init containers");
            }
        }
        Long sigtermAfter = null;
        int sigtermExit = 143;
        int pullFailures = 0;
        List<Step> steps = new ArrayList<>();
        Val xs = o.opt("x-sim");
        if (xs != null) {
            Obj x = xs.asObj();
            Val st = x.opt("onSigterm");
            if (st != null) {
                Obj s = st.asObj();
                sigtermAfter = s.has("after") ? s.opt("after").asDurationMs() : 0L;
                sigtermExit = s.has("exitCode") ? s.opt("exitCode").asInt() : 0;
                if (sigtermExit < ActionSpec.MIN_EXIT_CODE || sigtermExit > ActionSpec.MAX_EXIT_CODE) {
                    throw s.opt("exitCode").error("must be between 0 and 255 (an exit code is one byte)");
                }
                s.noOtherFields();
            }
            Val pf = x.opt("pullFailures");
            if (pf != null) pullFailures = pullFailures(pf);
            Val sv = x.opt("steps");
            if (sv != null) for (Val s : sv.asArr().items) steps.add(StepReader.step(s));
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
                postStart, preStop, sigtermAfter, sigtermExit, steps, pullFailures);
    }

    /** {@code pullFailures}: a count of failing pulls (0 to 1000), or {@code always}. */
    private static int pullFailures(Val v) throws ScenarioException {
        String t = v.asText();
        if (t.equals("always")) return ContainerSpec.PULL_ALWAYS_FAILS;
        if (!t.matches("-?[0-9]+")) throw v.error("pullFailures must be a count or 'always', not '" + t + "'");
        int n = v.asInt();
        if (n < 0 || n > 1000) throw v.error("pullFailures must be between 0 and 1000, or 'always'");
        return n;
    }

    private static List<PortSpec> ports(Val pv) throws ScenarioException {
        List<PortSpec> ports = new ArrayList<>();
        if (pv == null) return ports;
        for (Val p : pv.asArr().items) {
            Obj po = p.asObj();
            int cp = port(po.req("containerPort"));
            Integer hp = po.has("hostPort") ? port(po.opt("hostPort")) : null;
            String hostIP = po.has("hostIP") ? hostIP(po.opt("hostIP")) : PortSpec.ANY_IP;
            String protocol = po.has("protocol") ? protocol(po.opt("protocol")) : "TCP";
            po.opt("name");
            po.noOtherFields();
            ports.add(new PortSpec(cp, hp, hostIP, protocol));
        }
        return ports;
    }

    private static List<MountSpec> mounts(Val mv, Set<String> volumes) throws ScenarioException {
        List<MountSpec> mounts = new ArrayList<>();
        if (mv == null) return mounts;
        for (Val m : mv.asArr().items) {
            Obj mo = m.asObj();
            Val vn = mo.req("name");
            if (!volumes.contains(vn.asText())) throw vn.error("the pod has no volume named '" + vn.asText() + "'");
            String path = absolutePath(mo.req("mountPath"));
            mo.opt("readOnly");
            mo.noOtherFields();
            mounts.add(new MountSpec(vn.asText(), path));
        }
        return mounts;
    }
}
