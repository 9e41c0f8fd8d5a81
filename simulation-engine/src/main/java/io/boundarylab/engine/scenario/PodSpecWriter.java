package io.boundarylab.engine.scenario;

import io.boundarylab.engine.yaml.YamlWriter.Block;
import io.boundarylab.engine.yaml.YamlWriter.BlockList;
import io.boundarylab.engine.yaml.YamlWriter.Flow;
import io.boundarylab.engine.yaml.YamlWriter.FlowList;
import io.boundarylab.engine.yaml.YamlWriter.Token;

import static io.boundarylab.engine.yaml.YamlWriter.token;

/**
 * A pod's spec as the scenario format writes it, the counterpart of {@link PodSpecReader}: volumes,
 * containers with their resources, ports, mounts, probes, hooks and the simulated steps, each part
 * left out where it holds what the reader would fill in by itself.
 */
final class PodSpecWriter {
    private PodSpecWriter() {
    }

    /** A pod's {@code spec}, as a Pod and a controller's template both write it. */
    static Block podSpec(PodSpec p) {
        Block spec = new Block();
        if (p.restartPolicy() != RestartPolicy.Always) spec.put("restartPolicy", p.restartPolicy().name());
        if (p.terminationGracePeriodMs() != 30_000) spec.put("terminationGracePeriodSeconds", seconds(p.terminationGracePeriodMs()));
        if (p.activeDeadlineMs() != null) spec.put("activeDeadlineSeconds", seconds(p.activeDeadlineMs()));
        if (p.priority() != 0) spec.put("priority", token(p.priority()));
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
                f.put("containerPort", token(p.containerPort()));
                if (p.hostPort() != null) f.put("hostPort", token(p.hostPort()));
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
                if (c.onSigtermExitCode() != 0) st.put("exitCode", token(c.onSigtermExitCode()));
                x.put("onSigterm", st);
            }
            if (c.pullFailures() != 0) {
                x.put("pullFailures", c.pullFailures() == ContainerSpec.PULL_ALWAYS_FAILS ? "always" : token(c.pullFailures()));
            }
            BlockList steps = new BlockList();
            for (Step st : c.steps()) steps.add(step(st));
            x.put("steps", steps);
            o.put("x-sim", x);
        }
        return o;
    }

    static Flow resources(Resources r) {
        Flow f = new Flow();
        if (r == null) return f;
        if (r.cpuMilli() != null) f.put("cpu", cpu(r.cpuMilli()));
        if (r.memoryBytes() != null) f.put("memory", memory(r.memoryBytes()));
        return f;
    }

    private static Flow probe(ProbeSpec p) {
        Flow f = new Flow();
        if (p.port() != null) {
            Flow tcp = new Flow();
            tcp.put("port", token(p.port()));
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
        if (p.successThreshold() != 1) f.put("successThreshold", token(p.successThreshold()));
        if (p.failureThreshold() != 3) f.put("failureThreshold", token(p.failureThreshold()));
        if (p.terminationGracePeriodMs() != null) f.put("terminationGracePeriodSeconds", seconds(p.terminationGracePeriodMs()));
        return f;
    }

    private static Flow hook(HookSpec h) {
        Flow sim = new Flow();
        if (h.durationMs() != 0) sim.put("duration", Quantities.formatDuration(h.durationMs()));
        if (h.exitCode() != 0) sim.put("exitCode", token(h.exitCode()));
        if (h.forever()) sim.put("forever", token(true));
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
            b.put("listen", token(x.port()));
        } else if (s instanceof Step.Serve x) {
            Flow f = new Flow();
            f.put("port", token(x.port()));
            if (x.data() != null) f.put("data", x.data());
            b.put("serve", f);
        } else if (s instanceof Step.Connect x) {
            Flow f = new Flow();
            f.put("to", x.host() + ":" + x.port());
            if (x.required()) f.put("required", token(true));
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
            b.put("allocate", memory(x.bytes()));
        } else if (s instanceof Step.BurnCpu x) {
            Flow f = new Flow();
            f.put("cores", cpu(x.milliCores()));
            f.put("for", Quantities.formatDuration(x.forMs()));
            b.put("burnCpu", f);
        } else if (s instanceof Step.Exit x) {
            b.put("exit", token(x.code()));
        } else if (s instanceof Step.Run x) {
            b.put("run", x.ms() == null ? "forever" : Quantities.formatDuration(x.ms()));
        } else {
            throw new IllegalArgumentException("a step the format has no words for: " + s);
        }
        return b;
    }

    /** Whole seconds, as the {@code ...Seconds} fields take them (rounded up: a part second is never lost). */
    static Token seconds(long ms) {
        return token(Math.floorDiv(ms + 999, 1000));
    }

    /** Quantities as Kubernetes writes them ({@code 2}, {@code 250m}, {@code 64Mi}), for the reader to parse. */
    static Token cpu(long milli) {
        return token(Quantities.formatCpu(milli));
    }

    static Token memory(long bytes) {
        return token(Quantities.formatMemory(bytes));
    }
}
