package io.boundarylab.bridge.scenario;

import io.boundarylab.bridge.experiment.Experiment;
import io.boundarylab.bridge.experiment.ExperimentContext;
import io.boundarylab.bridge.experiment.KernelRun;
import io.boundarylab.bridge.experiment.Requirement;
import io.boundarylab.bridge.experiment.Variant;
import io.boundarylab.bridge.sandbox.MemberProcess;
import io.boundarylab.bridge.sandbox.MemberSpec;
import io.boundarylab.bridge.sandbox.PodSandbox;
import io.boundarylab.bridge.sandbox.Run;
import io.boundarylab.engine.Simulator;
import io.boundarylab.engine.cluster.Guarantee;
import io.boundarylab.engine.cluster.Platform;
import io.boundarylab.engine.contract.ContractChecker;
import io.boundarylab.engine.contract.Verdict;
import io.boundarylab.engine.scenario.ContainerSpec;
import io.boundarylab.engine.scenario.MountSpec;
import io.boundarylab.engine.scenario.Scenario;
import io.boundarylab.engine.scenario.Step;
import io.boundarylab.engine.scenario.VolumeSpec;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A playground's scenario on the kernel: the part {@link ReplayPlanner} finds replayable, run as the
 * naive variant (the guarantee under test off) and the contract variant (on), every other switch as
 * the scenario sets it. The switches decide the sandboxes: shared identity puts a pod's members into
 * one sandbox (one network namespace), else each into its own; shared storage gives a pod volume one
 * instance for all its members, else one each; startup ordering runs init containers one by one to
 * completion before the app containers; atomic placement records one placement decision per pod.
 */
public final class ScenarioExperiment implements Experiment {

    /** How often a shipping member looks for new lines (faster than the simulation's: the kernel run is short). */
    private static final long SHIP_EVERY_MS = 200;

    private final Scenario scenario;
    private final Guarantee focus;
    private final ReplayPlan plan;

    /**
     * @param scenario the scenario as the playground shows it
     * @param focus    the guarantee the naive variant goes without and the contract variant has
     */
    public ScenarioExperiment(Scenario scenario, Guarantee focus) {
        this.scenario = scenario;
        this.focus = focus;
        this.plan = ReplayPlanner.plan(scenario);
    }

    @Override
    public String id() {
        return "playground";
    }

    public ReplayPlan plan() {
        return plan;
    }

    @Override
    public Set<Guarantee> guarantees() {
        return EnumSet.of(focus);
    }

    @Override
    public Set<Requirement> requirements() {
        return EnumSet.of(Requirement.PRIVILEGE, Requirement.TOOLS, Requirement.NETWORK_NAMESPACE, Requirement.MOUNT_NAMESPACE,
                Requirement.MEMORY_AND_PIDS_CEILINGS, Requirement.GROUP_KILL);
    }

    /** The platform of a variant: the scenario's, with the guarantee under test off (naive) or on (contract). */
    public Platform platform(Variant v) {
        return scenario.platform().with(focus, v == Variant.CONTRACT);
    }

    /** What the simulation says of the replayed part in a variant, over the kernel run's horizon. */
    public Map<Guarantee, Verdict> simulated(Variant v) {
        return ContractChecker.check(Simulator.run(plan.replayed().withPlatform(platform(v))).trace());
    }

    @Override
    public KernelRun run(Run run, Variant variant) {
        Platform p = platform(variant);
        ExperimentContext ctx = new ExperimentContext(run, id(), variant);
        long deadline = plan.horizonMs();
        List<MemberProcess> started = new ArrayList<>();
        for (ReplayPlan.Pod pod : plan.pods()) {
            for (ReplayPlan.Member m : pod.members()) {
                if (m.sidecar()) ctx.declareSidecar(m.spec().name());
                else if (m.init()) ctx.declareInit(m.spec().name());
            }
            Map<String, PodSandbox> boxes = sandboxes(run, pod, p);
            startPod(run, ctx, pod, p, boxes, deadline, started);
        }
        // The horizon, or until every member has ended, whichever comes first.
        for (MemberProcess m : started) {
            long left = deadline - run.elapsedMs();
            if (left <= 0) break;
            m.awaitExit(left);
        }
        ctx.observe("horizonMs", plan.horizonMs());
        ctx.finish();
        return ctx.result();
    }

    /** The sandbox of each member: one for the pod with shared identity, else one each. */
    private static Map<String, PodSandbox> sandboxes(Run run, ReplayPlan.Pod pod, Platform p) {
        Map<String, PodSandbox> out = new LinkedHashMap<>();
        List<String> volumes = pod.volumes().stream().map(VolumeSpec::name).toList();
        if (p.sharedIdentity()) {
            PodSandbox box = run.sandbox(pod.name(), pod.name(), p.sharedStorage() ? volumes : List.of());
            for (ReplayPlan.Member m : pod.members()) out.put(m.spec().name(), box);
        } else {
            int i = 0;
            for (ReplayPlan.Member m : pod.members()) {
                // Apart, a member's own tmpfs per volume; sharing storage, the run's folder every sandbox sees.
                out.put(m.spec().name(), run.sandbox(sandboxName(pod.name(), m.spec().name(), i++), pod.name(),
                        p.sharedStorage() ? List.of() : volumes));
            }
        }
        return out;
    }

    /** {@code POD-MEMBER}, or a shorter name of the same kind when that is too long for a hostname. */
    static String sandboxName(String pod, String member, int index) {
        String full = pod + "-" + member;
        if (full.length() <= 40) return full;
        String tail = "-" + index;
        return pod.substring(0, Math.min(pod.length(), 40 - tail.length())).replaceAll("-+$", "") + tail;
    }

    private void startPod(Run run, ExperimentContext ctx, ReplayPlan.Pod pod, Platform p, Map<String, PodSandbox> boxes, long deadline,
                          List<MemberProcess> started) {
        for (ReplayPlan.Member m : pod.members()) {
            long left = deadline - run.elapsedMs();
            if (left <= 0) return;
            MemberSpec spec = MemberSpec.of(m.spec().name(), args(run, pod, m.spec(), p, boxes.get(m.spec().name())).toArray(String[]::new));
            MemberProcess proc = ctx.start(boxes.get(m.spec().name()), spec, p.atomicPlacement());
            started.add(proc);
            if (!p.startupOrdering() || !m.init()) continue;
            if (m.sidecar()) {
                // A native sidecar: started, then the next container starts.
                proc.await("identity", left);
                continue;
            }
            // An init container runs to completion first; one that fails keeps the rest of its pod from starting.
            int code = proc.awaitExit(left).orElse(-1);
            if (code != 0) return;
        }
    }

    /** The member program's steps for a container: its volumes first (reported), then its steps with paths on this machine. */
    private static List<String> args(Run run, ReplayPlan.Pod pod, ContainerSpec c, Platform p, PodSandbox box) {
        Map<String, Path> mounts = new LinkedHashMap<>();
        for (MountSpec mount : c.volumeMounts()) {
            Path dir;
            if (p.sharedIdentity() && !p.sharedStorage()) dir = box.mountPrivate(c.name(), mount.name());
            else if (p.sharedIdentity() || !p.sharedStorage()) dir = box.volume(mount.name());
            else dir = run.volumePath(pod.name(), mount.name());
            mounts.put(mount.mountPath(), dir);
        }
        if (!p.sharedIdentity() && p.sharedStorage()) {
            for (Path dir : mounts.values()) makeDirs(dir);
        }
        List<String> out = new ArrayList<>();
        for (Path dir : mounts.values()) out.add("volume=" + dir);
        PathMap where = new PathMap(mounts, run, pod.name(), c.name());
        for (Step s : c.steps()) out.addAll(step(s, where));
        return out;
    }

    private static void makeDirs(Path dir) {
        try {
            java.nio.file.Files.createDirectories(dir);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** One step as the member program's arguments (only steps the planner let through come here). */
    static List<String> step(Step s, PathMap where) {
        if (s instanceof Step.Sleep x) return List.of("sleep=" + x.ms());
        if (s instanceof Step.Run x) return List.of(x.ms() == null ? "forever" : "sleep=" + x.ms());
        if (s instanceof Step.Listen x) return List.of("listen=" + x.port());
        if (s instanceof Step.Serve x) return List.of("listen=" + x.port());
        if (s instanceof Step.Connect x) return List.of((x.required() ? "connect-required=" : "connect=") + x.port());
        if (s instanceof Step.Request x) return List.of("connect-every=" + x.port() + ":" + x.everyMs());
        if (s instanceof Step.Write x) {
            return List.of(x.everyMs() == null ? "write=" + where.of(x.path()) : "write-every=" + where.of(x.path()) + ":" + x.everyMs());
        }
        if (s instanceof Step.Touch x) return List.of("touch=" + where.of(x.path()));
        if (s instanceof Step.Require x) return List.of("require=" + where.of(x.path()));
        if (s instanceof Step.Ship x) return List.of("ship-every=" + where.of(x.from()) + ":" + SHIP_EVERY_MS);
        if (s instanceof Step.Exit x) return List.of("exit=" + x.code());
        throw new IllegalArgumentException("not replayable: " + s);
    }

    /**
     * Where a container's path is on this machine: under the volume mounted at the longest mount path
     * that holds it, else in the member's own folder (its root filesystem, which nobody else sees).
     */
    static final class PathMap {
        private final Map<String, Path> mounts;
        private final Run run;
        private final String pod;
        private final String member;

        PathMap(Map<String, Path> mounts, Run run, String pod, String member) {
            this.mounts = mounts;
            this.run = run;
            this.pod = pod;
            this.member = member;
        }

        Path of(String path) {
            String best = null;
            for (String m : mounts.keySet()) {
                String prefix = m.endsWith("/") ? m : m + "/";
                if ((path.equals(m) || path.startsWith(prefix)) && (best == null || m.length() > best.length())) best = m;
            }
            if (best != null) {
                String rest = path.substring(best.length()).replaceFirst("^/+", "");
                return inside(mounts.get(best), rest);
            }
            return inside(run.scratchPath(pod, member), path.replaceFirst("^/+", ""));
        }

        /** The path under a base, never outside it (the planner refuses "..": this is the last guard). */
        private static Path inside(Path base, String rest) {
            Path p = rest.isEmpty() ? base : base.resolve(rest).normalize();
            if (!p.startsWith(base)) throw new IllegalArgumentException("path outside its container: " + rest);
            return p;
        }
    }
}
