package io.boundarylab.bridge.experiment;

import io.boundarylab.bridge.host.Exec;
import io.boundarylab.bridge.member.Report;
import io.boundarylab.bridge.sandbox.MemberProcess;
import io.boundarylab.bridge.sandbox.MemberSpec;
import io.boundarylab.bridge.sandbox.PodSandbox;
import io.boundarylab.bridge.sandbox.Run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Containers share the host's kernel: a member in its own network, UTS, IPC and mount namespaces
 * reads the kernel release, and the bridge reads it outside; they are the same. Then the cost of
 * that isolation: the median of five starts of {@code true} in new network, UTS and IPC namespaces,
 * beside five plain starts, both timed from this JVM (nothing to boot, only a process to start).
 */
public final class SharedKernelExperiment extends DemonstrationExperiment {

    static final String POD = "shared-kernel";
    static final int STARTS = 5;

    public SharedKernelExperiment() {
        super("shared-kernel");
    }

    @Override
    public KernelRun run(Run run, Variant variant) {
        ExperimentContext ctx = new ExperimentContext(run, id(), variant);
        PodSandbox box = run.sandbox(POD, POD, List.of());
        MemberProcess app = ctx.start(box, MemberSpec.of("app", "kernel", "forever"));
        Report seen = app.await("kernel", 15_000).orElseThrow(() -> new IllegalStateException(
                "the member did not report its kernel: " + app.stderr().strip()));
        String hostRelease = hostRelease();
        ctx.observe("app.kernelRelease", seen.field("release"));
        ctx.observe("host.kernelRelease", hostRelease);
        ctx.observe("sameKernel", seen.field("release").equals(hostRelease));

        String trueCmd = run.host().tools().find("true").map(Path::toString).orElse("/bin/true");
        String unshare = run.host().tools().require("unshare");
        ctx.observe("plainStartMedianUs", medianUs(List.of(trueCmd)));
        // Without --fork the namespaces die with `true`: nothing to clean up.
        ctx.observe("namespaceStartMedianUs", medianUs(List.of(unshare, "--net", "--uts", "--ipc", "--", trueCmd)));
        ctx.finish();
        return ctx.result();
    }

    private static long medianUs(List<String> cmd) {
        List<Long> us = new ArrayList<>();
        for (int i = 0; i < STARTS; i++) {
            long t0 = System.nanoTime();
            Exec.Result r = Exec.run(cmd, 10_000);
            long t1 = System.nanoTime();
            if (!r.ok()) throw new IllegalStateException("could not start " + String.join(" ", cmd) + ": " + r.describe());
            us.add((t1 - t0) / 1000);
        }
        Collections.sort(us);
        return us.get(us.size() / 2);
    }

    private static String hostRelease() {
        try {
            return Files.readString(Path.of("/proc/sys/kernel/osrelease")).trim();
        } catch (IOException e) {
            return "unknown";
        }
    }
}
