package io.boundarylab.bridge.experiment;

import io.boundarylab.bridge.KernelAssumptions;
import io.boundarylab.bridge.host.CgroupLayout;
import io.boundarylab.bridge.host.CgroupMode;
import io.boundarylab.bridge.sandbox.Host;
import io.boundarylab.bridge.sandbox.Run;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The v1 path for real: on a hybrid machine, hiding the cgroup2 mount leaves the v1 controllers,
 * so the pod is evicted by freezing its freezer group, killing each task and thawing.
 */
class V1PathKernelTest {

    @TempDir
    Path stateDir;

    @Test
    void evictingThePodWithFreezeKillThawEndsEveryMember() throws Exception {
        KernelAssumptions.assumeCanRun("fate");
        String mountinfo = Files.readString(Path.of("/proc/self/mountinfo"));
        assumeTrue(mountinfo.contains(" - cgroup cgroup ") && mountinfo.contains("freezer"), "no v1 freezer hierarchy here");
        String v1Only = mountinfo.lines().filter(l -> !l.contains(" - cgroup2 ")).collect(Collectors.joining("\n"));
        CgroupLayout layout = CgroupLayout.detect(v1Only, Files.readString(Path.of("/proc/self/cgroup")), "");
        assertEquals(CgroupMode.V1, layout.mode());
        Host real = Host.detect(stateDir);
        Host v1 = new Host(real.tools(), real.proc(), layout, stateDir, real.memberClasses());

        KernelRun r;
        try (Run run = Run.open(v1)) {
            r = new FateExperiment().run(run, Variant.CONTRACT);
        }
        assertEquals("FREEZE_KILL_THAW", r.value("killMethod"));
        assertEquals(137, r.longValue("web.evictedExitCode"));
        assertEquals(137, r.longValue("log-helper.evictedExitCode"));
        assertEquals(137, r.longValue("config-watcher.evictedExitCode"));
        assertEquals(137, r.longValue("holder.evictedExitCode"));
        assertEquals("true", r.value("podCgroupEmpty"));
        assertEquals(r.value("netnsBeforeRestart"), r.value("netnsAfterRestart"));
    }
}
