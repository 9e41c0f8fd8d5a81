package io.boundarylab.app.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;
import io.boundarylab.episodes.content.Investigation;
import io.boundarylab.episodes.run.EpisodeRunner;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * The traffic lane's model on Investigation 018's moving address: before node-2 is lost, shop's
 * requests through the Service are answered by the pod on node-2 too; after, the ReplicaSet owns
 * the replacement instead, the Service's endpoints follow, and the answers come from elsewhere.
 */
class TrafficModelTest {

    private static List<TraceEvent> trace(String episode, String variant) throws Exception {
        Investigation inv = Investigation.byId(Investigation.loadAllBundled(Locale.ENGLISH), "what-returns-is-the-number").orElseThrow();
        return new EpisodeRunner().run(inv.episode(episode).orElseThrow(), variant).trace();
    }

    private static int countUntil(List<TraceEvent> t, long tMs) {
        int n = 0;
        while (n < t.size() && t.get(n).tMs() <= tMs) n++;
        return n;
    }

    @Test
    void theReplacementTakesTheLostPodsPlaceInTheReplicaSetAndTheEndpoints() throws Exception {
        List<TraceEvent> t = trace("moving-address", "contract");
        String lost = t.stream().filter(e -> e.type() == EventType.Scheduled && "node-2".equals(e.node())).findFirst().orElseThrow().pod();
        TrafficModel.Traffic before = TrafficModel.at(t, countUntil(t, 29_000));
        assertEquals(1, before.replicaSets().size());
        assertEquals("replicaset/web", before.replicaSets().get(0).owner());
        assertTrue(before.replicaSets().get(0).pods().contains(lost));
        assertEquals(2, before.services().get(0).endpoints().size());

        TrafficModel.Traffic after = TrafficModel.at(t, t.size());
        List<String> pods = after.replicaSets().get(0).pods();
        assertEquals(2, pods.size(), "two again: " + pods);
        assertFalse(pods.contains(lost), "the lost pod does not return");
        String replacement = pods.get(1);
        assertTrue(after.services().get(0).endpoints().stream().anyMatch(x -> x.startsWith(replacement + " (")),
                "the replacement is an endpoint: " + after.services().get(0).endpoints());
        TrafficModel.LastRequest last = after.clients().get(0);
        assertEquals("client/shop", last.client());
        assertEquals("web:80", last.to());
        assertEquals(EventType.RequestServed, last.outcome());
        assertNotEquals(lost, last.answered().substring(0, last.answered().indexOf(' ')));
    }

    @Test
    void thePinnedClientsLastRequestIsUnansweredAndARunWithoutWorkloadsShowsNothing() throws Exception {
        List<TraceEvent> t = trace("moving-address", "naive");
        TrafficModel.LastRequest last = TrafficModel.at(t, t.size()).clients().get(0);
        assertEquals("10.0.2.2:8080", last.to());
        assertEquals(EventType.RequestTimedOut, last.outcome());
        assertTrue(TrafficModel.at(t, 0).isEmpty());
        assertTrue(TrafficModel.at(List.of(), 10).isEmpty());
    }
}
