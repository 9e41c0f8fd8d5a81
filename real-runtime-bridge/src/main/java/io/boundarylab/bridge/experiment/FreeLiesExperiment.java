package io.boundarylab.bridge.experiment;

import io.boundarylab.bridge.host.CgroupLayout.Role;
import io.boundarylab.bridge.member.Report;
import io.boundarylab.bridge.sandbox.MemberProcess;
import io.boundarylab.bridge.sandbox.MemberSpec;
import io.boundarylab.bridge.sandbox.PodSandbox;
import io.boundarylab.bridge.sandbox.Run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Why {@code free} lies inside a container: a member under a 96 MiB memory ceiling reads
 * /proc/meminfo (the shared kernel's figure for the whole machine) and its own cgroup's ceiling
 * (memory.max on v2, memory.limit_in_bytes on v1); the bridge reads the same ceiling from outside
 * and the host's MemTotal, so the two views can be compared.
 */
public final class FreeLiesExperiment extends DemonstrationExperiment {

    static final String POD = "free-lies";
    /** Room for the member's JVM (32 MiB heap and its metaspace), well below any machine's memory. */
    public static final long MEMORY_CEILING_BYTES = 96L * 1024 * 1024;

    public FreeLiesExperiment() {
        super("free-lies");
    }

    @Override
    public KernelRun run(Run run, Variant variant) {
        ExperimentContext ctx = new ExperimentContext(run, id(), variant);
        PodSandbox box = run.sandbox(POD, POD, List.of());
        MemberProcess app = ctx.start(box, MemberSpec.of("app", "meminfo", "forever").withMemory(MEMORY_CEILING_BYTES, 32));
        Report seen = app.await("meminfo", 15_000).orElseThrow(() -> new IllegalStateException(
                "the member did not report its memory: " + app.stderr().strip()));
        String file = run.cgroups().layout().memoryLimit(1).keySet().iterator().next();
        ctx.observe("ceilingBytes", MEMORY_CEILING_BYTES);
        ctx.observe("app.memTotalBytes", seen.field("memTotalBytes"));
        ctx.observe("app.ceilingFile", seen.field("ceilingFile"));
        ctx.observe("app.ceiling", seen.field("ceiling"));
        ctx.observe("host.memTotalBytes", hostMemTotalBytes());
        ctx.observe("host.ceilingFile", run.cgroups().dir(app.group(), Role.MEMORY).orElseThrow().resolve(file));
        ctx.observe("host.ceiling", run.cgroups().read(app.group(), Role.MEMORY, file).trim());
        ctx.finish();
        return ctx.result();
    }

    private static long hostMemTotalBytes() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/meminfo"))) {
                if (line.startsWith("MemTotal:")) return Long.parseLong(line.substring(9).replace("kB", "").trim()) * 1024;
            }
        } catch (IOException e) {
            return -1;
        }
        return -1;
    }
}
