package io.boundarylab.app.stage;

import io.boundarylab.app.cluster.MemberState;
import io.boundarylab.app.i18n.Messages;
import io.boundarylab.app.stage.KernelPicture.Box;
import io.boundarylab.app.stage.KernelPicture.Namespace;
import io.boundarylab.app.stage.KernelPicture.Member;
import io.boundarylab.bridge.experiment.KernelRun;
import io.boundarylab.bridge.experiment.SeenProcess;
import io.boundarylab.bridge.experiment.Variant;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;
import org.junit.jupiter.api.Test;

import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalLong;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * How the kernel's report is grouped into boxes, without a kernel: processes built by hand with
 * the inode numbers and cgroups a run reports.
 */
class KernelPictureTest {
    static final long NET_A = 4026532177L;
    static final long NET_B = 4026532300L;
    static final long NET_C = 4026532411L;
    static final long UTS_A = 4026532175L;
    static final long IPC_A = 4026532176L;
    static final long MNT_A = 4026532174L;
    static final long MNT_B = 4026532298L;

    final KernelWords en = new KernelWords(new Messages(Locale.ENGLISH));
    final KernelWords es = new KernelWords(new Messages(Locale.forLanguageTag("es")));

    /** A running process with the inodes given (net, uts, ipc, mnt; null for one it did not report). */
    static Member process(String name, Long net, Long uts, Long ipc, Long mnt, String cgroup) {
        Map<Namespace, Long> ns = new EnumMap<>(Namespace.class);
        if (net != null) ns.put(Namespace.NET, net);
        if (uts != null) ns.put(Namespace.UTS, uts);
        if (ipc != null) ns.put(Namespace.IPC, ipc);
        if (mnt != null) ns.put(Namespace.MNT, mnt);
        return new Member(name, 100 + name.length(), ns, cgroup, MemberState.RUNNING, null);
    }

    static Member inPod(String name, String cgroup) {
        return process(name, NET_A, UTS_A, IPC_A, MNT_A, cgroup);
    }

    static List<String> names(Box b) {
        return b.processes().stream().map(Member::name).toList();
    }

    @Test
    void twoProcessesSharingANetworkNamespaceShareOneBoxAndTheThirdHasItsOwn() {
        KernelPicture p = KernelPicture.of("contract", List.of(
                inPod("web", "/run-1/web-app/web"),
                process("shipper", NET_B, 11L, 12L, 13L, "/run-1/shipper/shipper"),
                inPod("log-helper", "/run-1/web-app/log-helper")));
        assertEquals(2, p.boxes().size());
        Box pod = p.boxes().get(0);
        assertEquals(List.of("web", "log-helper"), names(pod), "the pair together, in the order they reported");
        assertEquals(OptionalLong.of(NET_A), pod.inode());
        assertTrue(pod.isShared());
        assertEquals(List.of(Namespace.UTS, Namespace.IPC, Namespace.MNT), pod.shared(), "the other namespaces they are in together");
        assertTrue(pod.inner().isEmpty(), "nothing splits them further");
        assertEquals("/run-1/web-app", pod.cgroup(), "the pod's cgroup holds both members' cgroups");
        Box shipper = p.boxes().get(1);
        assertEquals(List.of("shipper"), names(shipper));
        assertFalse(shipper.isShared());
        assertEquals("/run-1/shipper", shipper.cgroup());
        assertEquals("web and log-helper share one network namespace; shipper has its own.", en.headline(p));
        assertEquals("web y log-helper comparten un espacio de nombres de red; shipper tiene el suyo.", es.headline(p));
        assertEquals("One network namespace \u00b7 shared by web and log-helper", en.title(pod));
        assertEquals("inode 4026532177 \u00b7 also shared: hostname, IPC and files (mounts)", en.detail(pod));
        assertEquals("\u25a6 cgroup web-app", en.cgroup(pod));
    }

    @Test
    void threeProcessesEachInTheirOwnNetworkNamespaceMakeThreeBoxes() {
        KernelPicture p = KernelPicture.of("naive", List.of(
                process("web", NET_A, 1L, 2L, 3L, "/run-1/web-app-web/web"),
                process("log-helper", NET_B, 4L, 5L, 6L, "/run-1/web-app-log-helper/log-helper"),
                process("shipper", NET_C, 7L, 8L, 9L, "/run-1/web-app-shipper/shipper")));
        assertEquals(3, p.boxes().size());
        for (Box b : p.boxes()) {
            assertEquals(1, b.processes().size());
            assertFalse(b.isShared());
            assertTrue(b.shared().isEmpty(), "one process shares nothing with anyone");
        }
        assertEquals(List.of(NET_A, NET_B, NET_C), p.boxes().stream().map(b -> b.inode().getAsLong()).toList());
        assertEquals("web, log-helper and shipper each have a network namespace of their own.", en.headline(p));
        assertEquals("A network namespace of its own \u00b7 web", en.title(p.boxes().get(0)));
    }

    @Test
    void aRunWithNoProcessDrawsNothingAndSaysSo() {
        KernelPicture p = KernelPicture.of(null, List.of());
        assertTrue(p.boxes().isEmpty());
        assertEquals("The kernel reported no process for this run.", en.headline(p));
    }

    @Test
    void oneProcessIsOneBoxOfItsOwn() {
        KernelPicture p = KernelPicture.of("contract", List.of(inPod("web", "/run-1/web-app/web")));
        assertEquals(1, p.boxes().size());
        Box only = p.boxes().get(0);
        assertEquals(List.of("web"), names(only));
        assertFalse(only.isShared());
        assertEquals("/run-1/web-app", only.cgroup(), "a lone process still sits inside its pod's cgroup");
        assertEquals("web has a network namespace of its own.", en.headline(p));
        assertEquals("web tiene su propio espacio de nombres de red.", es.headline(p));
    }

    @Test
    void aMissingNetworkInodeIsNeverTakenAsShared() {
        KernelPicture p = KernelPicture.of("contract", List.of(
                process("web", null, null, null, null, null),
                process("log-helper", null, null, null, null, null)));
        assertEquals(2, p.boxes().size(), "two unknowns are two boxes, not one");
        for (Box b : p.boxes()) {
            assertTrue(b.inode().isEmpty());
            assertFalse(b.isShared());
            assertNull(b.cgroup());
        }
        assertEquals("web and log-helper: the kernel did not report their network namespaces.", en.headline(p));
        assertEquals("network namespace not reported \u00b7 web", en.title(p.boxes().get(0)));
        assertEquals("no inode reported", en.detail(p.boxes().get(0)));
    }

    @Test
    void aMissingMountInodeSplitsTheSharedBoxAndAKindNobodyReportedSaysNothing() {
        KernelPicture p = KernelPicture.of("contract", List.of(
                process("web", NET_A, UTS_A, null, MNT_A, "/run-1/web-app/web"),
                process("log-helper", NET_A, UTS_A, null, null, "/run-1/web-app/log-helper")));
        Box pod = p.boxes().get(0);
        assertEquals(List.of("web", "log-helper"), names(pod));
        assertEquals(List.of(Namespace.UTS), pod.shared(), "IPC was reported by nobody; the mount namespace of one is unknown");
        assertEquals(2, pod.inner().size());
        assertEquals(Namespace.MNT, pod.inner().get(0).kind());
        assertEquals(OptionalLong.of(MNT_A), pod.inner().get(0).inode());
        assertTrue(pod.inner().get(1).inode().isEmpty());
        assertEquals("web and log-helper share one network namespace.", en.headline(p));
    }

    @Test
    void processesInOneNetworkNamespaceButTwoMountNamespacesGetABoxEachInsideIt() {
        KernelPicture p = KernelPicture.of("contract", List.of(
                process("web", NET_A, UTS_A, IPC_A, MNT_A, "/run-1/web-app/web"),
                process("log-helper", NET_A, UTS_A, IPC_A, MNT_B, "/run-1/web-app/log-helper"),
                process("shipper", NET_A, UTS_A, IPC_A, MNT_A, "/run-1/web-app/shipper")));
        assertEquals(1, p.boxes().size());
        Box pod = p.boxes().get(0);
        assertEquals(List.of(Namespace.UTS, Namespace.IPC), pod.shared());
        assertEquals(2, pod.inner().size());
        assertEquals(List.of("web", "shipper"), names(pod.inner().get(0)));
        assertEquals(List.of(Namespace.MNT), List.of(pod.inner().get(0).kind()));
        assertEquals(List.of("log-helper"), names(pod.inner().get(1)));
        assertEquals("One mount namespace \u00b7 shared by web and shipper", en.title(pod.inner().get(0)));
    }

    @Test
    void processesInCgroupsOfDifferentPodsHaveOnlyTheRunsCgroupInCommon() {
        assertEquals("/run-1", KernelPicture.commonCgroup(List.of(inPod("a", "/run-1/pod-a/a"), inPod("b", "/run-1/pod-b/b"))));
        assertNull(KernelPicture.commonCgroup(List.of(inPod("a", "/x/a"), inPod("b", "/y/b"))));
        assertNull(KernelPicture.commonCgroup(List.of(inPod("a", "/run-1/pod-a/a"), inPod("b", null))));
    }

    @Test
    void aKernelRunGivesEachMemberItsNamespacesCgroupAndStateAtTheEnd() {
        List<SeenProcess> seen = List.of(
                new SeenProcess("web-app", "web", "web-app", 4101, Map.of("net", NET_A, "uts", UTS_A, "ipc", IPC_A, "mnt", MNT_A), "/run-1/web-app/web"),
                new SeenProcess("web-app", "log-helper", "web-app", 4102, Map.of("net", NET_A, "uts", UTS_A, "ipc", IPC_A, "mnt", MNT_A),
                        "/run-1/web-app/log-helper"));
        List<TraceEvent> trace = List.of(
                TraceEvent.of(EventType.Started).pod("web-app").container("web").build(1, 10),
                TraceEvent.of(EventType.Started).pod("web-app").container("log-helper").build(2, 20),
                TraceEvent.of(EventType.Exited).pod("web-app").container("log-helper").exitCode(1).reason("Error").build(3, 30));
        KernelRun run = new KernelRun("identity", Variant.CONTRACT, "run-1", List.of(), trace, seen);
        KernelPicture p = KernelPicture.of(run);
        assertEquals("contract", p.variant());
        assertEquals(1, p.boxes().size());
        Member web = p.processes().get(0);
        Member helper = p.processes().get(1);
        assertEquals(4101, web.pid());
        assertEquals(OptionalLong.of(NET_A), web.inode(Namespace.NET));
        assertTrue(web.inode(Namespace.PID).isEmpty(), "the bridge does not read the PID namespace: absent, not zero");
        assertEquals(MemberState.RUNNING, web.state());
        assertNull(web.exitCode());
        assertEquals(MemberState.CRASHED, helper.state());
        assertEquals(1, helper.exitCode());
        assertEquals("log-helper  \u2717 crashed \u00b7 exit 1", en.chip(helper));
        assertTrue(en.facts(web).contains("net 4026532177"), en.facts(web));
        assertTrue(en.facts(web).contains("/run-1/web-app/web"), en.facts(web));
    }
}
