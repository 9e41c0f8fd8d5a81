package io.boundarylab.bridge.host;

import io.boundarylab.bridge.host.CgroupLayout.Role;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What the bridge writes on a cgroup v2 machine, checked on a directory tree that stands in for
 * /sys/fs/cgroup (this CI machine is hybrid; learners' laptops are v2).
 */
class CgroupsOnFakeV2TreeTest {

    @TempDir
    Path root;

    private Cgroups cgroups() {
        String mountinfo = "35 24 0:30 / " + root + " rw,relatime shared:9 - cgroup2 cgroup2 rw,nsdelegate\n";
        return new Cgroups(CgroupLayout.detect(mountinfo, "0::/user.slice/session-2.scope\n", "cpu memory pids io"));
    }

    private static final Cgroups.Group MEMBER = new Cgroups.Group(List.of("bl-0123456789ab", "web-app", "web"));

    @Test
    void creatingAMemberDelegatesTheControllersAtEveryLevelAboveIt() throws Exception {
        Cgroups c = cgroups();
        List<Path> made = new ArrayList<>();
        c.create(MEMBER, made::add);
        Path base = root.resolve("boundarylab");
        assertEquals(List.of(base, base.resolve("bl-0123456789ab"), base.resolve("bl-0123456789ab/web-app"),
                base.resolve("bl-0123456789ab/web-app/web")), made, "each directory is reported before it is made");
        for (Path level : List.of(root, base, base.resolve("bl-0123456789ab"), base.resolve("bl-0123456789ab/web-app"))) {
            String control = Files.readString(level.resolve("cgroup.subtree_control"));
            for (String ctrl : List.of("+memory", "+pids", "+cpu")) assertTrue(control.contains(ctrl), level + ": " + control);
        }
        // The leaf holds the process: v2 forbids controllers in a group with processes.
        assertFalse(Files.exists(base.resolve("bl-0123456789ab/web-app/web/cgroup.subtree_control")));
    }

    @Test
    void aBaseThatAnotherRunsCleanUpRemovesMidwayIsMadeAgain() throws Exception {
        Cgroups c = cgroups();
        Path base = root.resolve("boundarylab");
        Path run = base.resolve("bl-0123456789ab");
        List<Path> made = new ArrayList<>();
        c.create(MEMBER, dir -> {
            made.add(dir);
            // The moment after this run found the base there and before it makes its own group in it, the last other run
            // ends: its clean-up removes the base, empty for that instant (rmdir; the fake tree's files go first).
            if (dir.equals(run) && made.size() == 2) {
                try (java.util.stream.Stream<Path> files = Files.list(base)) {
                    for (Path f : files.toList()) Files.delete(f);
                    Files.delete(base);
                } catch (java.io.IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            }
        });
        assertTrue(Files.isDirectory(c.dir(MEMBER, Role.KILL).orElseThrow()), "the member's group is made all the same");
        assertEquals(List.of(base, run, base, run, run.resolve("web-app"), run.resolve("web-app/web")), made,
                "begun again from the base, each directory reported before it is made");
        assertTrue(Files.readString(base.resolve("cgroup.subtree_control")).contains("+memory"), "the base delegates its controllers again");
    }

    @Test
    void ceilingsMembershipAndKillGoToTheV2Files() throws Exception {
        Cgroups c = cgroups();
        c.create(MEMBER, p -> { });
        Path dir = c.dir(MEMBER, Role.MEMORY).orElseThrow();
        Files.writeString(dir.resolve("memory.swap.max"), "max");
        CgroupLayout l = c.layout();
        c.limit(MEMBER, Role.MEMORY, l.memoryLimit(64L * 1024 * 1024));
        c.limit(MEMBER, Role.PIDS, l.pidsLimit(64));
        c.limit(MEMBER, Role.CPU, l.cpuLimit(20_000, 100_000));
        assertEquals("67108864", Files.readString(dir.resolve("memory.max")));
        assertEquals("0", Files.readString(dir.resolve("memory.swap.max")));
        assertEquals("64", Files.readString(dir.resolve("pids.max")));
        assertEquals("20000 100000", Files.readString(dir.resolve("cpu.max")));

        c.attach(MEMBER, 4242);
        assertEquals("4242", Files.readString(dir.resolve("cgroup.procs")));
        assertEquals(List.of(dir), c.dirs(MEMBER), "one hierarchy on v2");

        Files.writeString(dir.resolve("cgroup.kill"), "0");
        assertEquals(CgroupLayout.KillMethod.CGROUP_KILL, c.kill(MEMBER));
        assertEquals("1", Files.readString(dir.resolve("cgroup.kill")));
    }

    @Test
    void aMissingSwapFileIsSkippedButAMissingCeilingIsWritten() throws Exception {
        Cgroups c = cgroups();
        c.create(MEMBER, p -> { });
        c.limit(MEMBER, Role.MEMORY, c.layout().memoryLimit(1024));
        Path dir = c.dir(MEMBER, Role.MEMORY).orElseThrow();
        assertFalse(Files.exists(dir.resolve("memory.swap.max")));
        assertEquals("1024", Files.readString(dir.resolve("memory.max")));
    }

    @Test
    void removingThePodRemovesItsMembersDeepestFirst() throws Exception {
        Cgroups c = cgroups();
        c.create(MEMBER, p -> { });
        c.create(new Cgroups.Group(List.of("bl-0123456789ab", "web-app", "log-helper")), p -> { });
        Cgroups.Group pod = new Cgroups.Group(List.of("bl-0123456789ab", "web-app"));
        c.remove(pod);
        assertFalse(Files.exists(root.resolve("boundarylab/bl-0123456789ab/web-app")));
        assertTrue(Files.exists(root.resolve("boundarylab/bl-0123456789ab")));
    }

    @Test
    void processesAreReadFromEveryGroupBelow() throws Exception {
        Cgroups c = cgroups();
        c.create(MEMBER, p -> { });
        Files.writeString(c.dir(MEMBER, Role.KILL).orElseThrow().resolve("cgroup.procs"), "11\n12\n");
        Cgroups.Group pod = new Cgroups.Group(List.of("bl-0123456789ab", "web-app"));
        assertEquals(List.of(11L, 12L), List.copyOf(c.pids(pod)));
    }

    @Test
    void v1FreezesKillsAndThaws() throws Exception {
        Path dir = Files.createDirectories(root.resolve("freezer/boundarylab/bl-0123456789ab"));
        Files.writeString(dir.resolve("freezer.state"), "UNTOUCHED");
        Files.writeString(dir.resolve("cgroup.procs"), "");
        Cgroups.killDir(dir, CgroupLayout.KillMethod.FREEZE_KILL_THAW);
        assertEquals("THAWED", Files.readString(dir.resolve("freezer.state")));
    }
}
