package io.boundarylab.app.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.boundarylab.app.support.SampleTraces;
import org.junit.jupiter.api.Test;

class ClusterModelTest {
    private final ClusterModel model = ClusterModel.of(SampleTraces.helperSeparate());

    @Test
    void beforeTheFirstEventEveryMemberIsUnplaced() {
        ClusterSnapshot s = model.at(0);
        assertEquals(2, s.unplaced().size());
        assertEquals(MemberState.UNPLACED, s.member("web-app", "web").state());
        assertNull(s.member("web-app", "web").node());
    }

    @Test
    void separatePlacementPutsMembersOnTwoNodesWithTwoIdentitiesAndTwoVolumes() {
        ClusterSnapshot s = model.at(6);
        assertEquals("node-1", s.member("web-app", "web").node());
        assertEquals("node-2", s.member("web-app", "log-helper").node());
        assertEquals("10.0.2.5", s.member("web-app", "log-helper").ip());
        assertEquals("web-app/logs#log-helper", s.member("web-app", "log-helper").volume());
        assertEquals(MemberState.RUNNING, s.member("web-app", "web").state());
    }

    @Test
    void crashBackOffRestartAndEvictionAreFollowed() {
        assertEquals("refused", model.at(7).member("web-app", "log-helper").lastConnection());
        assertEquals(MemberState.CRASHED, model.at(8).member("web-app", "web").state());
        assertEquals(MemberState.BACK_OFF, model.at(9).member("web-app", "web").state());
        Member restarted = model.at(10).member("web-app", "web");
        assertEquals(MemberState.RUNNING, restarted.state());
        assertEquals(1, restarted.restarts());
        assertEquals(MemberState.EVICTED, model.at(11).member("web-app", "web").state());
        assertEquals(MemberState.RUNNING, model.at(11).member("web-app", "log-helper").state());
    }

    @Test
    void aMemberOnAFailedNodeStaysLostWhenItIsLaterReportedTerminated() {
        java.util.List<io.boundarylab.engine.trace.TraceEvent> t = new java.util.ArrayList<>(SampleTraces.helperSeparate().subList(0, 6));
        t.add(io.boundarylab.engine.trace.TraceEvent.of(io.boundarylab.engine.trace.EventType.NodeFailed).node("node-1")
                .message("node failed").build(7, 3000));
        t.add(io.boundarylab.engine.trace.TraceEvent.of(io.boundarylab.engine.trace.EventType.Exited).pod("web-app").container("web")
                .exitCode(137).reason("ContainerStatusUnknown").message("exited").build(8, 45000));
        ClusterModel m = ClusterModel.of(t);
        assertEquals(MemberState.NODE_LOST, m.at(7).member("web-app", "web").state());
        Member web = m.at(8).member("web-app", "web");
        assertEquals(MemberState.NODE_LOST, web.state(), "its node is gone: it did not crash");
        assertEquals(137, web.exitCode());
        assertEquals(MemberState.RUNNING, m.at(8).member("web-app", "log-helper").state());
    }
}
