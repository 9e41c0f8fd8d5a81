package io.boundarylab.bridge.scenario;

import io.boundarylab.bridge.host.Names;
import io.boundarylab.engine.scenario.ContainerSpec;
import io.boundarylab.engine.scenario.MountSpec;
import io.boundarylab.engine.scenario.PodSpec;
import io.boundarylab.engine.scenario.RestartPolicy;
import io.boundarylab.engine.scenario.Scenario;
import io.boundarylab.engine.scenario.Step;
import io.boundarylab.engine.scenario.VolumeSpec;
import io.boundarylab.engine.scenario.Workloads;

import java.util.ArrayList;
import java.util.List;

/**
 * Decides, step by step, which part of a scenario the kernel can replay. The bridge runs each
 * container as a small program in namespaces and cgroups on this machine: it listens, serves,
 * connects and requests on the pod's loopback, writes, touches, requires and ships files, sleeps,
 * runs and exits. It has no kubelet (no probes, hooks, restarts or image pulls), no control plane
 * (no actions, controllers or Services), no network between pods and does not impose ceilings on
 * the scenario's behalf. A container with a step it cannot run is left out whole, because running
 * the rest of its steps would be another program; a pod with nothing left is left out.
 */
public final class ReplayPlanner {

    /** The kernel run lasts at most this long: it is real time, and a learner is waiting. */
    public static final long MAX_HORIZON_MS = 8_000;
    /** At most this many containers run at once: each is a process with its own memory ceiling. */
    public static final int MAX_MEMBERS = 8;

    private ReplayPlanner() {
    }

    public static ReplayPlan plan(Scenario s) {
        List<ReplayGap> gaps = new ArrayList<>();
        if (!s.actions().isEmpty()) gaps.add(scenarioGap(true, "gap.actions", s.actions().size()));
        Workloads w = s.workloads();
        if (w.any()) gaps.add(scenarioGap(true, "gap.workloads", w.replicaSets().size() + w.deployments().size()));
        if (!s.services().isEmpty()) gaps.add(scenarioGap(false, "gap.services", s.services().size()));
        long horizon = s.untilMs() == null ? MAX_HORIZON_MS : Math.min(s.untilMs(), MAX_HORIZON_MS);
        if (s.untilMs() != null && s.untilMs() > MAX_HORIZON_MS) {
            gaps.add(scenarioGap(false, "gap.horizon", seconds(MAX_HORIZON_MS), seconds(s.untilMs())));
        }

        List<ReplayPlan.Pod> pods = new ArrayList<>();
        List<PodSpec> kept = new ArrayList<>();
        int members = 0;
        for (PodSpec p : s.pods()) {
            if (!valid(p.name())) {
                gaps.add(new ReplayGap(p.name(), null, 0, true, "gap.name", List.of(p.name())));
                continue;
            }
            List<ReplayPlan.Member> run = new ArrayList<>();
            List<ContainerSpec> inits = new ArrayList<>();
            List<ContainerSpec> apps = new ArrayList<>();
            for (ContainerSpec c : p.allContainers()) {
                boolean init = p.initContainers().contains(c);
                List<ReplayGap> own = containerGaps(p, c, init);
                gaps.addAll(own);
                if (own.stream().anyMatch(ReplayGap::leftOut)) continue;
                if (members == MAX_MEMBERS) {
                    gaps.add(new ReplayGap(p.name(), c.name(), 0, true, "gap.tooMany", List.of(Integer.toString(MAX_MEMBERS))));
                    continue;
                }
                members++;
                run.add(new ReplayPlan.Member(c, init));
                (init ? inits : apps).add(c);
            }
            if (run.isEmpty()) {
                gaps.add(new ReplayGap(p.name(), null, 0, true, "gap.emptyPod", List.of()));
                continue;
            }
            List<VolumeSpec> volumes = p.volumes().stream().filter(v -> v.hostPath() == null).toList();
            pods.add(new ReplayPlan.Pod(p.name(), volumes, run));
            kept.add(new PodSpec(p.name(), p.labels(), p.restartPolicy(), p.terminationGracePeriodMs(), p.activeDeadlineMs(),
                    p.priority(), p.overhead(), p.nodeName(), volumes, inits, apps));
        }
        Scenario replayed = new Scenario(s.name(), s.seed(), horizon, s.platform(), s.scheduler(), s.nodes(), kept, List.of(), s.file(),
                Workloads.NONE, List.of());
        return new ReplayPlan(pods, gaps, replayed, horizon);
    }

    private static List<ReplayGap> containerGaps(PodSpec p, ContainerSpec c, boolean init) {
        List<ReplayGap> gaps = new ArrayList<>();
        String pod = p.name();
        String name = c.name();
        if (!valid(name)) gaps.add(new ReplayGap(pod, name, 0, true, "gap.name", List.of(name)));
        if (c.startupProbe() != null || c.livenessProbe() != null) gaps.add(new ReplayGap(pod, name, 0, true, "gap.probe", List.of()));
        if (c.readinessProbe() != null) gaps.add(new ReplayGap(pod, name, 0, false, "gap.readiness", List.of()));
        if (c.postStart() != null || c.preStop() != null) gaps.add(new ReplayGap(pod, name, 0, true, "gap.hook", List.of()));
        if (c.pullFailures() > 0) gaps.add(new ReplayGap(pod, name, 0, true, "gap.pull", List.of()));
        for (MountSpec m : c.volumeMounts()) {
            VolumeSpec v = p.volume(m.name());
            if (v != null && v.hostPath() != null) gaps.add(new ReplayGap(pod, name, 0, true, "gap.hostPath", List.of(m.name(), v.hostPath())));
        }
        List<Step> steps = c.steps();
        for (int i = 0; i < steps.size(); i++) {
            String why = unsupported(steps.get(i));
            if (why != null) gaps.add(new ReplayGap(pod, name, i + 1, true, why, List.of(describe(steps.get(i)))));
        }
        boolean ends = steps.isEmpty() || !(steps.get(steps.size() - 1) instanceof Step.Run r && r.ms() == null);
        boolean restarted = init ? c.isSidecar() || p.restartPolicy() != RestartPolicy.Never
                : p.restartPolicy() == RestartPolicy.Always || p.restartPolicy() == RestartPolicy.OnFailure;
        if (ends && restarted && !(init && !c.isSidecar() && exitsZero(steps))) {
            gaps.add(new ReplayGap(pod, name, 0, false, "gap.restart", List.of(String.valueOf(c.isSidecar() ? RestartPolicy.Always : p.restartPolicy()))));
        }
        return gaps;
    }

    /** Whether an init container's steps end with code 0 (it completes, and nothing restarts it). */
    private static boolean exitsZero(List<Step> steps) {
        for (Step s : steps) {
            if (s instanceof Step.Exit e) return e.code() == 0;
            if (s instanceof Step.Require || s instanceof Step.Listen || s instanceof Step.Serve
                    || s instanceof Step.Connect k && k.required()) return false;
        }
        return true;
    }

    /** The reason's key when the bridge cannot run a step, or null when it can. */
    static String unsupported(Step step) {
        String path = step instanceof Step.Write w ? w.path() : step instanceof Step.Touch t ? t.path()
                : step instanceof Step.Require r ? r.path() : step instanceof Step.Ship x ? x.from() : null;
        // A path climbing out with ".." would reach this machine's own files, not the container's.
        if (path != null && (!path.startsWith("/") || List.of(path.split("/")).contains(".."))) return "gap.path";
        if (step instanceof Step.Connect k) return local(k.host()) ? null : "gap.remote";
        if (step instanceof Step.Request r) return local(r.host()) ? null : "gap.remote";
        if (step instanceof Step.Allocate) return "gap.allocate";
        if (step instanceof Step.BurnCpu) return "gap.burn";
        return null;
    }

    /** Only the pod's own loopback: there is no network between sandboxes, and no Service. */
    static boolean local(String host) {
        return host.equals("localhost") || host.startsWith("127.");
    }

    /** A step as the scenario's YAML names it, for the reason's text. */
    static String describe(Step step) {
        if (step instanceof Step.Connect k) return "connect " + k.host() + ":" + k.port();
        if (step instanceof Step.Request r) return "request " + r.host() + ":" + r.port();
        if (step instanceof Step.Allocate a) return "allocate " + a.bytes();
        if (step instanceof Step.BurnCpu b) return "burnCpu " + b.milliCores() + "m";
        if (step instanceof Step.Write w) return "write " + w.path();
        if (step instanceof Step.Touch t) return "touch " + t.path();
        if (step instanceof Step.Require r) return "require " + r.path();
        if (step instanceof Step.Ship x) return "ship " + x.from();
        return step.getClass().getSimpleName().toLowerCase(java.util.Locale.ROOT);
    }

    private static boolean valid(String name) {
        try {
            Names.label(name);
            return true;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    private static ReplayGap scenarioGap(boolean leftOut, String key, Object... args) {
        List<String> a = new ArrayList<>();
        for (Object o : args) a.add(String.valueOf(o));
        return new ReplayGap(null, null, 0, leftOut, key, a);
    }

    private static String seconds(long ms) {
        return ms % 1000 == 0 ? Long.toString(ms / 1000) : String.format(java.util.Locale.ROOT, "%.1f", ms / 1000.0);
    }
}
