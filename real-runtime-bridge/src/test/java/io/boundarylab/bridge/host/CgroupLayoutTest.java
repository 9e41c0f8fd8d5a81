package io.boundarylab.bridge.host;

import io.boundarylab.bridge.host.CgroupLayout.Hierarchy;
import io.boundarylab.bridge.host.CgroupLayout.KillMethod;
import io.boundarylab.bridge.host.CgroupLayout.Role;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The layout found from the texts of machines of each kind: pure v2 (learners' laptops), hybrid (CI), v1. */
class CgroupLayoutTest {

    static final String V2_MOUNTINFO = """
            22 1 259:2 / / rw,relatime shared:1 - ext4 /dev/nvme0n1p2 rw
            35 24 0:30 / /sys/fs/cgroup rw,nosuid,nodev,noexec,relatime shared:9 - cgroup2 cgroup2 rw,nsdelegate,memory_recursiveprot
            """;
    static final String V2_SELF = "0::/user.slice/user-1000.slice/session-2.scope\n";
    static final String V2_CONTROLLERS = "cpuset cpu io memory hugetlb pids rdma misc\n";

    static final String HYBRID_MOUNTINFO = """
            31 23 0:28 / /sys/fs/cgroup rw,relatime - tmpfs tmpfs rw,mode=755
            32 31 0:29 / /sys/fs/cgroup/cpu rw,relatime - cgroup cgroup rw,cpu
            33 31 0:30 / /sys/fs/cgroup/cpuacct rw,relatime - cgroup cgroup rw,cpuacct
            35 31 0:32 / /sys/fs/cgroup/memory rw,relatime - cgroup cgroup rw,memory
            37 31 0:34 / /sys/fs/cgroup/freezer rw,relatime - cgroup cgroup rw,freezer
            39 31 0:36 / /sys/fs/cgroup/pids rw,relatime - cgroup cgroup rw,pids
            41 31 0:38 / /sys/fs/cgroup/unified rw,relatime - cgroup2 cgroup2 rw
            """;
    static final String HYBRID_SELF = """
            8:pids:/
            6:freezer:/
            4:memory:/process_api/f8f8
            1:cpu:/
            0::/
            """;

    static final String V1_MOUNTINFO = """
            25 18 0:22 / /sys/fs/cgroup ro,nosuid,nodev,noexec shared:8 - tmpfs tmpfs ro,mode=755
            28 25 0:25 / /sys/fs/cgroup/cpu,cpuacct rw,nosuid,nodev,noexec,relatime shared:10 - cgroup cgroup rw,cpu,cpuacct
            29 25 0:26 / /sys/fs/cgroup/memory rw,nosuid,nodev,noexec,relatime shared:11 - cgroup cgroup rw,memory
            30 25 0:27 / /sys/fs/cgroup/pids rw,nosuid,nodev,noexec,relatime shared:12 - cgroup cgroup rw,pids
            31 25 0:28 / /sys/fs/cgroup/freezer rw,nosuid,nodev,noexec,relatime shared:13 - cgroup cgroup rw,freezer
            """;
    static final String V1_SELF = """
            11:freezer:/
            7:pids:/user.slice/user-1000.slice
            4:memory:/user.slice
            3:cpu,cpuacct:/user.slice
            """;

    @Test
    void pureV2PutsEveryRoleInTheUnifiedHierarchyAtItsRoot() {
        CgroupLayout l = CgroupLayout.detect(V2_MOUNTINFO, V2_SELF, V2_CONTROLLERS);
        assertEquals(CgroupMode.V2, l.mode());
        Hierarchy h = l.hierarchy(Role.MEMORY).orElseThrow();
        assertTrue(h.unified());
        for (Role r : Role.values()) assertSame(h, l.hierarchy(r).orElseThrow(), r.name());
        assertEquals(List.of(h), l.hierarchies());
        // At the root, not under the session scope: v2 forbids controllers in a group that holds processes.
        assertEquals(Path.of("/sys/fs/cgroup/boundarylab"), h.base());
        assertEquals(Path.of("/sys/fs/cgroup/boundarylab/bl-0123456789ab/web-app/web"),
                CgroupLayout.dir(h, List.of("bl-0123456789ab", "web-app", "web")));
    }

    @Test
    void pureV2UsesTheV2FileNames() {
        CgroupLayout l = CgroupLayout.detect(V2_MOUNTINFO, V2_SELF, V2_CONTROLLERS);
        assertEquals(Map.of("memory.max", "67108864", "memory.swap.max", "0"), l.memoryLimit(64L * 1024 * 1024));
        assertEquals(Map.of("pids.max", "64"), l.pidsLimit(64));
        assertEquals(Map.of("cpu.max", "20000 100000"), l.cpuLimit(20_000, 100_000));
        assertEquals("memory.events", l.oomEventsFile());
        assertEquals("throttled_usec", l.throttledTimeKey());
        assertEquals(1000L, l.throttledTimeNanosPerUnit());
        assertEquals(List.of("memory", "pids", "cpu"), l.subtreeControllers());
        assertEquals(KillMethod.CGROUP_KILL, l.killMethod().orElseThrow());
    }

    @Test
    void v2WithoutTheCpuControllerHasNoCpuRole() {
        CgroupLayout l = CgroupLayout.detect(V2_MOUNTINFO, V2_SELF, "memory pids\n");
        assertEquals(CgroupMode.V2, l.mode());
        assertTrue(l.hierarchy(Role.MEMORY).isPresent());
        assertFalse(l.hierarchy(Role.CPU).isPresent());
        assertEquals(List.of("memory", "pids"), l.subtreeControllers());
    }

    @Test
    void hybridLimitsThroughV1AndKillsThroughCgroup2() {
        CgroupLayout l = CgroupLayout.detect(HYBRID_MOUNTINFO, HYBRID_SELF, "");
        assertEquals(CgroupMode.HYBRID, l.mode());
        Hierarchy memory = l.hierarchy(Role.MEMORY).orElseThrow();
        assertFalse(memory.unified());
        // v1 groups nest under this process's own group, so the limits above it still apply.
        assertEquals(Path.of("/sys/fs/cgroup/memory/process_api/f8f8/boundarylab"), memory.base());
        assertEquals(Path.of("/sys/fs/cgroup/pids/boundarylab"), l.hierarchy(Role.PIDS).orElseThrow().base());
        Hierarchy kill = l.hierarchy(Role.KILL).orElseThrow();
        assertTrue(kill.unified());
        assertEquals(Path.of("/sys/fs/cgroup/unified/boundarylab"), kill.base());
        assertEquals(KillMethod.CGROUP_KILL, l.killMethod().orElseThrow());
        assertEquals("memory.limit_in_bytes", l.memoryLimit(1).keySet().iterator().next());
        assertEquals("memory.oom_control", l.oomEventsFile());
        assertEquals(List.of(), l.subtreeControllers(), "the cgroup2 of a hybrid machine carries no controllers");
        assertEquals(4, l.hierarchies().size());
    }

    @Test
    void v1FreezesToKillAndFindsCombinedCpuMounts() {
        CgroupLayout l = CgroupLayout.detect(V1_MOUNTINFO, V1_SELF, "");
        assertEquals(CgroupMode.V1, l.mode());
        assertEquals(KillMethod.FREEZE_KILL_THAW, l.killMethod().orElseThrow());
        assertEquals(Path.of("/sys/fs/cgroup/cpu,cpuacct/user.slice/boundarylab"), l.hierarchy(Role.CPU).orElseThrow().base());
        assertEquals(Path.of("/sys/fs/cgroup/freezer/boundarylab"), l.hierarchy(Role.KILL).orElseThrow().base());
        Map<String, String> cpu = l.cpuLimit(20_000, 100_000);
        assertEquals(List.of("cpu.cfs_period_us", "cpu.cfs_quota_us"), List.copyOf(cpu.keySet()), "period first");
        assertEquals("throttled_time", l.throttledTimeKey());
        assertEquals(1L, l.throttledTimeNanosPerUnit());
    }

    @Test
    void noCgroupFilesystemMeansNone() {
        CgroupLayout l = CgroupLayout.detect("22 1 259:2 / / rw - ext4 /dev/sda1 rw\n", "", "");
        assertEquals(CgroupMode.NONE, l.mode());
        assertTrue(l.hierarchies().isEmpty());
        assertTrue(l.killMethod().isEmpty());
    }

    @Test
    void segmentsMustBeRunIdsOrLabels() {
        Hierarchy h = CgroupLayout.detect(V2_MOUNTINFO, V2_SELF, V2_CONTROLLERS).hierarchy(Role.MEMORY).orElseThrow();
        assertThrows(IllegalArgumentException.class, () -> CgroupLayout.dir(h, List.of("..")));
        assertThrows(IllegalArgumentException.class, () -> CgroupLayout.dir(h, List.of("a/b")));
        assertThrows(IllegalArgumentException.class, () -> CgroupLayout.dir(h, List.of("Web App")));
    }

    @Test
    void countersAreParsedFromKeyValueLines() {
        Map<String, Long> v2 = CgroupLayout.parseFlatKeyed("low 0\nhigh 0\nmax 12\noom 1\noom_kill 1\noom_group_kill 0\n");
        assertEquals(1L, v2.get("oom_kill"));
        Map<String, Long> stat = CgroupLayout.parseFlatKeyed("usage_usec 370000\nnr_periods 20\nnr_throttled 18\nthrottled_usec 2930000\n");
        assertEquals(18L, stat.get("nr_throttled"));
        assertEquals(2_930_000L, stat.get("throttled_usec"));
    }
}
