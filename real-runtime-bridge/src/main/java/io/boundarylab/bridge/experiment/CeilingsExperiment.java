package io.boundarylab.bridge.experiment;

import io.boundarylab.bridge.host.CgroupLayout;
import io.boundarylab.bridge.host.CgroupLayout.Role;
import io.boundarylab.bridge.sandbox.MemberProcess;
import io.boundarylab.bridge.sandbox.MemberSpec;
import io.boundarylab.bridge.sandbox.PodSandbox;
import io.boundarylab.bridge.sandbox.Run;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;

import java.util.List;
import java.util.Map;

/**
 * Ceilings: in one pod, a memory hog allocates past its 64 MiB memory ceiling and the kernel
 * kills it (exit 137, an OOM kill counted in its cgroup) while its neighbour web lives on; a CPU
 * hog burns two threads under a 0.2-core ceiling and is throttled (periods and throttled time read
 * from its cgroup's cpu.stat), never killed.
 */
public final class CeilingsExperiment extends DemonstrationExperiment {

    static final String POD = "ceilings";
    public static final long MEMORY_CEILING_BYTES = 64L * 1024 * 1024;
    public static final int CPU_CEILING_MILLICORES = 200;
    private static final long BURN_MS = 1500;

    public CeilingsExperiment() {
        super("ceilings", Requirement.CPU_CEILING);
    }

    @Override
    public KernelRun run(Run run, Variant variant) {
        ExperimentContext ctx = new ExperimentContext(run, id(), variant);
        CgroupLayout layout = run.cgroups().layout();
        PodSandbox box = run.sandbox(POD, POD, List.of());
        MemberProcess web = ctx.start(box, MemberSpec.of("web", "listen=8080", "forever"));
        web.await("bound", 15_000);

        MemberProcess memoryHog = ctx.start(box, MemberSpec.of("memory-hog", "allocate-mb=1024", "forever")
                .withMemory(MEMORY_CEILING_BYTES, 1200));
        MemberProcess cpuHog = ctx.start(box, MemberSpec.of("cpu-hog", "burn=2:" + BURN_MS).withCpu(CPU_CEILING_MILLICORES));
        // Throttling is reported while it happens, as the kernel counts it, once the hog runs its step.
        cpuHog.await("identity", 15_000);
        Map<String, Long> atStart = readCpuStat(run, cpuHog);
        long throttledAtStart = atStart.getOrDefault("nr_throttled", 0L);
        boolean throttledSeen = false;
        long deadline = System.nanoTime() + 30_000_000_000L;
        while (cpuHog.isAlive() && System.nanoTime() < deadline) {
            Map<String, Long> now = readCpuStat(run, cpuHog);
            if (!throttledSeen && now.getOrDefault("nr_throttled", 0L) > throttledAtStart) {
                throttledSeen = true;
                ctx.emit(TraceEvent.of(EventType.Throttled).pod(POD).container("cpu-hog")
                        .message(Messages.get("trace.throttled", POD, "cpu-hog", now.get("nr_throttled"), now.getOrDefault("nr_periods", 0L)))
                        .rule(Messages.get("rule.throttled")));
            }
            Experiments.sleep(50);
        }
        int memCode = memoryHog.awaitExit(30_000).orElse(-1);
        int cpuCode = cpuHog.awaitExit(30_000).orElse(-1);

        ctx.observe("memory-hog.ceilingBytes", MEMORY_CEILING_BYTES);
        ctx.observe("memory-hog.exitCode", memCode);
        ctx.observe("memory-hog.lastAllocatedMb", memoryHog.reports().stream().filter(t -> t.report().kind().equals("allocated"))
                .reduce((a, b) -> b).map(t -> t.report().field("mb")).orElse("0"));
        ctx.observe("memory-hog.oomKills", ctx.oomKills(memoryHog));
        ctx.observe("memory-hog.memoryCgroup", run.cgroups().dir(memoryHog.group(), Role.MEMORY).orElseThrow());
        ctx.observe("memory-hog.oomCounterFile", layout.oomEventsFile());
        ctx.observe("web.aliveAfterOom", web.isAlive());
        ctx.observe("web.inItsCgroup", run.cgroups().pids(web.group()).contains(web.pid()));

        Map<String, Long> stat = readCpuStat(run, cpuHog);
        long periods = stat.getOrDefault("nr_periods", 0L);
        long throttled = stat.getOrDefault("nr_throttled", 0L);
        long throttledMs = stat.getOrDefault(layout.throttledTimeKey(), 0L) * layout.throttledTimeNanosPerUnit() / 1_000_000L;
        ctx.observe("cpu-hog.ceilingMillicores", CPU_CEILING_MILLICORES);
        ctx.observe("cpu-hog.exitCode", cpuCode);
        ctx.observe("cpu-hog.nrPeriods", periods);
        ctx.observe("cpu-hog.nrThrottled", throttled);
        ctx.observe("cpu-hog.throttledMs", throttledMs);
        ctx.observe("cpu-hog.cpuMs", Experiments.field(cpuHog, "burned", "cpuMs"));
        ctx.observe("cpu-hog.wallMs", Experiments.field(cpuHog, "burned", "wallMs"));
        ctx.observe("cpu-hog.cpuCgroup", run.cgroups().dir(cpuHog.group(), Role.CPU).orElseThrow());
        ctx.finish();
        return ctx.result();
    }

    private static Map<String, Long> readCpuStat(Run run, MemberProcess m) {
        return CgroupLayout.parseFlatKeyed(run.cgroups().read(m.group(), Role.CPU, "cpu.stat"));
    }
}
