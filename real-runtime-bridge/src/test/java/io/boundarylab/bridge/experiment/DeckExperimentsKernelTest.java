package io.boundarylab.bridge.experiment;

import io.boundarylab.bridge.KernelAssumptions;
import io.boundarylab.bridge.sandbox.Host;
import io.boundarylab.bridge.sandbox.Run;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The concept deck's experiments on the real kernel: what the member saw inside against what the host sees. */
class DeckExperimentsKernelTest {

    private static KernelRun run(Experiment e) {
        KernelAssumptions.assumeCanRun(e.id());
        try (Run run = Run.open(Host.detect())) {
            return e.run(run, Variant.CONTRACT);
        }
    }

    @Test
    void freeReadsTheHostsMemoryWhileTheCeilingSitsInTheCgroup() throws IOException {
        KernelRun r = run(new FreeLiesExperiment());
        // The member's /proc/meminfo is the machine's: the same MemTotal the host reads, far above the ceiling.
        assertEquals(r.value("host.memTotalBytes"), r.value("app.memTotalBytes"));
        assertTrue(r.longValue("app.memTotalBytes") > FreeLiesExperiment.MEMORY_CEILING_BYTES);
        // Its own cgroup file, found from inside, holds the ceiling the bridge wrote: 96 MiB.
        assertEquals(Long.toString(FreeLiesExperiment.MEMORY_CEILING_BYTES), r.value("app.ceiling"));
        assertEquals(r.value("host.ceilingFile"), r.value("app.ceilingFile"));
        assertEquals(r.value("host.ceiling"), r.value("app.ceiling"));
        assertTrue(r.value("app.ceilingFile").endsWith(Files.exists(Path.of("/sys/fs/cgroup/cgroup.controllers"))
                ? "memory.max" : "memory.limit_in_bytes") || r.value("app.ceilingFile").endsWith("memory.limit_in_bytes"));
    }

    @Test
    void rootInsideAUserNamespaceIsAnUnprivilegedUidOutsideAndCannotSetTheClock() {
        KernelRun r = run(new RootInUserNamespaceExperiment());
        assertEquals("0", r.value("app.uidInside"));
        assertEquals(Integer.toString(RootInUserNamespaceExperiment.HOST_UID), r.value("app.uidOnHost"));
        assertEquals("0 " + RootInUserNamespaceExperiment.HOST_UID + " 1", r.value("app.uidMap"));
        assertEquals("refused", r.value("app.setClock"));
        assertEquals("EPERM", r.value("app.setClockErrno"));
    }

    @Test
    void aMemberInItsOwnNamespacesRunsOnTheHostsKernel() throws IOException {
        KernelRun r = run(new SharedKernelExperiment());
        String host = Files.readString(Path.of("/proc/sys/kernel/osrelease")).trim();
        assertEquals(host, r.value("app.kernelRelease"));
        assertEquals("true", r.value("sameKernel"));
        // Something was started in new namespaces: there is a time, and it is under a second (no boot).
        long us = r.longValue("namespaceStartMedianUs");
        assertTrue(us > 0 && us < 1_000_000, "namespace start " + us + " us");
        assertNotEquals(r.value("app.netns"), hostNetNamespace());
    }

    private static String hostNetNamespace() throws IOException {
        String link = Files.readSymbolicLink(Path.of("/proc/self/ns/net")).toString();
        return link.substring(link.indexOf('[') + 1, link.indexOf(']'));
    }
}
