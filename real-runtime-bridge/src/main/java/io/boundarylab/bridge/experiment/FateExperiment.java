package io.boundarylab.bridge.experiment;

import io.boundarylab.bridge.sandbox.MemberProcess;
import io.boundarylab.bridge.sandbox.MemberSpec;
import io.boundarylab.bridge.sandbox.PodSandbox;
import io.boundarylab.bridge.sandbox.Run;
import io.boundarylab.engine.cluster.Guarantee;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * Episode 4, fate: web serves 8080, the helper connects to it every 200 ms. Naive: evicting web
 * kills web's cgroup only; the helper keeps running, useless (its connects are refused). Contract:
 * a member that crashes restarts inside the pod and keeps the sandbox (same holder, same network
 * namespace) and is reachable again; evicting the pod kills every member at once through the pod
 * cgroup ({@code cgroup.kill}, or freeze, kill, thaw on v1).
 */
public final class FateExperiment implements Experiment {

    static final String POD = "web-app";
    private static final long FRAGMENT_OBSERVE_MS = 800;

    @Override
    public String id() {
        return "fate";
    }

    @Override
    public Set<Guarantee> guarantees() {
        return EnumSet.of(Guarantee.SHARED_FATE);
    }

    @Override
    public Set<Requirement> requirements() {
        return EnumSet.of(Requirement.PRIVILEGE, Requirement.TOOLS, Requirement.NETWORK_NAMESPACE, Requirement.MOUNT_NAMESPACE,
                Requirement.MEMORY_AND_PIDS_CEILINGS, Requirement.GROUP_KILL);
    }

    private static MemberSpec web() {
        return MemberSpec.of("web", "listen=8080", "forever");
    }

    @Override
    public KernelRun run(Run run, Variant variant) {
        ExperimentContext ctx = new ExperimentContext(run, id(), variant);
        PodSandbox box = run.sandbox(POD, POD, List.of());
        MemberProcess web = ctx.start(box, web());
        web.await("bound", 15_000);
        MemberProcess helper = ctx.start(box, MemberSpec.of("log-helper", "connect-every=8080:200", "forever"));
        helper.await("connected", 15_000);
        MemberProcess watcher = ctx.start(box, MemberSpec.of("config-watcher", "forever"));
        watcher.await("identity", 15_000);
        ctx.observe("killMethod", run.cgroups().layout().killMethod().map(Enum::name).orElse("none"));

        if (variant == Variant.NAIVE) {
            ctx.emit(TraceEvent.of(EventType.Evicted).pod(POD).container("web").reason("Evicted")
                    .message(Messages.get("trace.evictedMember", POD, "web", web.pid())).rule(Messages.get("rule.evicted.member")));
            ctx.expectExit(web, "Evicted");
            int before = count(helper, "refused");
            box.killMember(web);
            ctx.observe("web.evictedExitCode", web.awaitExit(10_000).orElse(-1));
            Experiments.sleep(FRAGMENT_OBSERVE_MS);
            ctx.observe("log-helper.aliveAfterEviction", helper.isAlive());
            ctx.observe("config-watcher.aliveAfterEviction", watcher.isAlive());
            ctx.observe("holder.aliveAfterEviction", box.holderAlive());
            ctx.observe("log-helper.refusedAfterEviction", count(helper, "refused") - before);
            ctx.observe("podCgroupProcesses", run.cgroups().pids(box.group()).size());
        } else {
            long holderBefore = box.holderPid();
            long netBefore = box.namespace("net").orElse(-1);
            ctx.expectExit(web, "Error");
            box.killMember(web);
            ctx.observe("web.crashExitCode", web.awaitExit(10_000).orElse(-1));
            ctx.observe("log-helper.aliveAfterCrash", helper.isAlive());
            MemberProcess restarted = ctx.restart(box, web());
            restarted.await("bound", 15_000);
            int connectedBefore = count(helper, "connected");
            long deadline = System.nanoTime() + 5_000_000_000L;
            while (count(helper, "connected") == connectedBefore && System.nanoTime() < deadline) Experiments.sleep(20);
            ctx.observe("holderPidBeforeRestart", holderBefore);
            ctx.observe("holderPidAfterRestart", box.holderPid());
            ctx.observe("netnsBeforeRestart", netBefore);
            ctx.observe("netnsAfterRestart", Experiments.field(restarted, "identity", "net"));
            ctx.observe("reachableAfterRestart", count(helper, "connected") > connectedBefore);

            ctx.emit(TraceEvent.of(EventType.Evicted).pod(POD).reason("Evicted")
                    .message(Messages.get("trace.evictedPod", POD)).rule(Messages.get("rule.evicted.pod")));
            ctx.expectExit(restarted, "Evicted");
            ctx.expectExit(helper, "Evicted");
            ctx.expectExit(watcher, "Evicted");
            long t0 = System.nanoTime();
            box.killAll();
            int webCode = restarted.awaitExit(10_000).orElse(-1);
            int helperCode = helper.awaitExit(10_000).orElse(-1);
            int watcherCode = watcher.awaitExit(10_000).orElse(-1);
            boolean empty = run.cgroups().awaitEmpty(box.group(), 10_000);
            ctx.observe("evictionMs", (System.nanoTime() - t0) / 1_000_000L);
            ctx.observe("web.evictedExitCode", webCode);
            ctx.observe("log-helper.evictedExitCode", helperCode);
            ctx.observe("config-watcher.evictedExitCode", watcherCode);
            ctx.observe("holder.evictedExitCode", box.awaitHolderExit(10_000).orElse(-1));
            ctx.observe("podCgroupEmpty", empty);
        }
        ctx.finish();
        return ctx.result();
    }

    private static int count(MemberProcess m, String kind) {
        return (int) m.reports().stream().filter(t -> t.report().kind().equals(kind)).count();
    }
}
