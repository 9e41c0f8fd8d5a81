package io.boundarylab.bridge.experiment;

import io.boundarylab.bridge.KernelAssumptions;
import io.boundarylab.bridge.sandbox.Host;
import io.boundarylab.bridge.sandbox.Run;
import io.boundarylab.engine.cluster.Guarantee;
import io.boundarylab.engine.contract.ContractChecker;
import io.boundarylab.engine.contract.Verdict;
import io.boundarylab.engine.contract.Verdict.Outcome;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Runs every experiment on the real kernel and asserts on what the kernel reported: errno values,
 * exit codes, namespace inodes equal or different, cgroup counters. Then the engine's contract
 * checker judges the kernel's trace.
 */
class ExperimentsKernelTest {

    private static KernelRun run(Experiment e, Variant v) {
        KernelAssumptions.assumeCanRun(e.id());
        try (Run run = Run.open(Host.detect())) {
            return e.run(run, v);
        }
    }

    private static Outcome verdict(KernelRun r, Guarantee g) {
        Map<Guarantee, Verdict> verdicts = ContractChecker.check(r.trace());
        return verdicts.get(g).outcome();
    }

    private static long count(KernelRun r, EventType type, String container) {
        return r.trace().stream().filter(t -> t.type() == type && container.equals(t.container())).count();
    }

    @Test
    void helperApartHasPrivateScratchAndShipsNothing() {
        KernelRun r = run(new HelperExperiment(), Variant.NAIVE);
        assertNotEquals(r.value("web.mntns"), r.value("log-helper.mntns"));
        assertNotEquals(r.value("web.volumeDev"), r.value("log-helper.volumeDev"));
        assertTrue(r.longValue("linesWritten") > 0);
        assertEquals(0, r.longValue("linesVisibleToHelper"));
        assertEquals(0, r.longValue("linesShipped"));
        assertFalse(r.has("log-helper.exitCode"), "the helper stays healthy, just useless");
        assertEquals(Outcome.VIOLATED, verdict(r, Guarantee.ATOMIC_PLACEMENT));
        assertEquals(Outcome.VIOLATED, verdict(r, Guarantee.SHARED_STORAGE));
    }

    @Test
    void helperTogetherSharesOneVolumeAndShipsWebLines() {
        KernelRun r = run(new HelperExperiment(), Variant.CONTRACT);
        assertEquals(r.value("web.mntns"), r.value("log-helper.mntns"));
        assertEquals(r.value("web.volumeDev"), r.value("log-helper.volumeDev"));
        assertTrue(r.longValue("linesShipped") > 0);
        assertTrue(r.longValue("linesVisibleToHelper") > 0);
        assertEquals(Outcome.HOLDS, verdict(r, Guarantee.ATOMIC_PLACEMENT));
        assertEquals(Outcome.HOLDS, verdict(r, Guarantee.SHARED_STORAGE));
    }

    @Test
    void unorderedWebFailsForLackOfConfigAndIsRetried() {
        KernelRun r = run(new StartupOrderExperiment(), Variant.NAIVE);
        assertTrue(r.longValue("web.failuresBeforeConfig") >= 1);
        assertTrue(r.longValue("web.attempts") >= 2);
        assertEquals("1", r.value("web.firstExitCode"));
        assertTrue(count(r, EventType.FileMissing, "web") >= 1);
        assertTrue(count(r, EventType.BackOff, "web") >= 1);
        assertEquals(1, count(r, EventType.PortBound, "web"));
        assertEquals(Outcome.VIOLATED, verdict(r, Guarantee.STARTUP_ORDERING));
    }

    @Test
    void orderedWebStartsOnlyAfterThePreconditionExitedZero() {
        KernelRun r = run(new StartupOrderExperiment(), Variant.CONTRACT);
        assertEquals(0, r.longValue("config-fetch.checkedExitCode"));
        assertEquals(1, r.longValue("web.attempts"));
        assertEquals(0, count(r, EventType.FileMissing, "web"));
        assertEquals(1, r.longValue("bad-config.checkedExitCode"));
        assertEquals("false", r.value("bad-config.webStarted"));
        assertTrue(r.trace().stream().noneMatch(t -> t.type() == EventType.Started && "web".equals(t.container())
                && StartupOrderExperiment.BROKEN_POD.equals(t.pod())));
        assertEquals(Outcome.HOLDS, verdict(r, Guarantee.STARTUP_ORDERING));
    }

    @Test
    void separateNetworkNamespacesRefuseTheConnectAndBothBind() {
        KernelRun r = run(new IdentityExperiment(), Variant.NAIVE);
        assertNotEquals(r.value("web.netns"), r.value("log-helper.netns"));
        assertEquals("ECONNREFUSED", r.value("log-helper.connect"));
        assertEquals(111, r.longValue("log-helper.connectErrno"));
        assertEquals("ok", r.value("web.bind"));
        assertEquals("ok", r.value("log-helper.bind"));
        assertEquals("false", r.value("sameHostname"));
        assertEquals(Outcome.VIOLATED, verdict(r, Guarantee.SHARED_IDENTITY));
        SeenProcess web = seen(r, "web");
        SeenProcess helper = seen(r, "log-helper");
        for (String kind : List.of("net", "uts", "ipc", "mnt")) {
            assertNotEquals(web.namespace(kind), helper.namespace(kind), kind);
        }
        assertEquals(r.longValue("web-app-web.netns"), web.namespace("net").getAsLong(), "the member is in its own sandbox's namespace");
        assertEquals("/" + r.runId() + "/web-app-web/web", web.cgroup());
        assertEquals("/" + r.runId() + "/web-app-log-helper/log-helper", helper.cgroup());
    }

    /** The member process of that name, as the run saw it. */
    private static SeenProcess seen(KernelRun r, String member) {
        return r.processes().stream().filter(p -> p.member().equals(member)).findFirst().orElseThrow(() -> new AssertionError(r.processes()));
    }

    @Test
    void oneNetworkNamespaceConnectsAndRefusesTheSecondBind() {
        KernelRun r = run(new IdentityExperiment(), Variant.CONTRACT);
        assertEquals(r.value("web.netns"), r.value("log-helper.netns"));
        assertEquals(r.value("web.utsns"), r.value("log-helper.utsns"));
        assertEquals(r.value("web.hostname"), r.value("log-helper.hostname"));
        assertEquals("ok", r.value("log-helper.connect"));
        assertEquals("EADDRINUSE", r.value("log-helper.bind"));
        assertEquals(98, r.longValue("log-helper.bindErrno"));
        assertEquals(1, r.longValue("log-helper.exitCode"));
        assertEquals(Outcome.HOLDS, verdict(r, Guarantee.SHARED_IDENTITY));
        assertEquals(List.of("web", "log-helper"), r.processes().stream().map(SeenProcess::member).toList());
        SeenProcess web = seen(r, "web");
        SeenProcess helper = seen(r, "log-helper");
        assertEquals(Long.parseLong(r.value("web.pid")), web.pid());
        for (String kind : List.of("net", "uts", "ipc", "mnt")) {
            assertTrue(web.namespace(kind).isPresent(), kind);
            assertEquals(web.namespace(kind), helper.namespace(kind), kind);
        }
        assertEquals("/" + r.runId() + "/web-app/web", web.cgroup());
        assertEquals("/" + r.runId() + "/web-app/log-helper", helper.cgroup());
    }

    @Test
    void evictingOneMemberLeavesAUselessFragmentRunning() {
        KernelRun r = run(new FateExperiment(), Variant.NAIVE);
        assertEquals(137, r.longValue("web.evictedExitCode"));
        assertEquals("true", r.value("log-helper.aliveAfterEviction"));
        assertEquals("true", r.value("config-watcher.aliveAfterEviction"));
        assertEquals("true", r.value("holder.aliveAfterEviction"));
        assertTrue(r.longValue("log-helper.refusedAfterEviction") > 0);
        assertEquals("ECONNREFUSED", r.value("log-helper.connect"));
        assertTrue(r.longValue("podCgroupProcesses") >= 3, "holder, helper and watcher remain in the pod cgroup");
        assertEquals(Outcome.VIOLATED, verdict(r, Guarantee.SHARED_FATE));
    }

    @Test
    void aRestartKeepsTheSandboxAndEvictingThePodEndsEveryMember() {
        KernelRun r = run(new FateExperiment(), Variant.CONTRACT);
        assertEquals(137, r.longValue("web.crashExitCode"));
        assertEquals("true", r.value("log-helper.aliveAfterCrash"));
        assertEquals(r.value("holderPidBeforeRestart"), r.value("holderPidAfterRestart"));
        assertEquals(r.value("netnsBeforeRestart"), r.value("netnsAfterRestart"));
        assertEquals("true", r.value("reachableAfterRestart"));
        assertEquals(137, r.longValue("web.evictedExitCode"));
        assertEquals(137, r.longValue("log-helper.evictedExitCode"));
        assertEquals(137, r.longValue("config-watcher.evictedExitCode"));
        assertEquals(137, r.longValue("holder.evictedExitCode"));
        assertEquals("true", r.value("podCgroupEmpty"));
        assertEquals(Outcome.HOLDS, verdict(r, Guarantee.SHARED_FATE));
    }

    @Test
    void memoryCeilingKillsWithOomAndCpuCeilingThrottles() {
        KernelRun r = run(new CeilingsExperiment(), Variant.CONTRACT);
        assertEquals(137, r.longValue("memory-hog.exitCode"));
        assertTrue(r.longValue("memory-hog.oomKills") >= 1);
        assertTrue(r.longValue("memory-hog.lastAllocatedMb") * 1024 * 1024 < CeilingsExperiment.MEMORY_CEILING_BYTES + 8L * 1024 * 1024);
        assertEquals("true", r.value("web.aliveAfterOom"));
        assertEquals("true", r.value("web.inItsCgroup"));
        assertEquals(0, r.longValue("cpu-hog.exitCode"));
        assertTrue(r.longValue("cpu-hog.nrThrottled") > 0);
        assertTrue(r.longValue("cpu-hog.throttledMs") > 0);
        List<TraceEvent> oom = r.trace().stream().filter(t -> t.type() == EventType.OOMKilled).toList();
        assertEquals(1, oom.size());
        assertEquals("memory-hog", oom.get(0).container());
        assertEquals(1, count(r, EventType.Throttled, "cpu-hog"));
        assertEquals(0, count(r, EventType.OOMKilled, "cpu-hog"));
    }
}
