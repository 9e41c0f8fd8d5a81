package io.boundarylab.bridge.member;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/** How a member finds its own ceiling and ids in the texts the kernel gives it. */
class KernelFactsTest {

    @Test
    void aV1MemoryLineNamesLimitInBytesEvenOnAHybridMachine() {
        String hybrid = "9:name=systemd:/\n4:memory:/boundarylab/bl-1/pod/app\n1:cpu,cpuacct:/\n0::/boundarylab/bl-1/pod/app\n";
        assertEquals(Path.of("/sys/fs/cgroup/memory/boundarylab/bl-1/pod/app/memory.limit_in_bytes"), KernelFacts.ceilingFile(hybrid));
    }

    @Test
    void withoutAMemoryControllerLineThereIsNoV1File() {
        // A v2-only machine has a single 0:: line; its memory.max exists only on a real tree, not here.
        assertNull(KernelFacts.ceilingFile("0::/no/such/group/here\n"));
        assertNull(KernelFacts.ceilingFile(""));
    }

    @Test
    void memTotalAndTheRealUidAreReadFromTheirLines() {
        assertEquals(24683628L, KernelFacts.memTotalKb("MemTotal:       24683628 kB\nMemFree:         1000 kB\n"));
        assertEquals(-1L, KernelFacts.memTotalKb("MemFree: 1 kB\n"));
        assertEquals("100000", KernelFacts.uidOf("Name:\tjava\nUid:\t100000\t100000\t100000\t100000\nGid:\t0\n"));
    }
}
