package io.boundarylab.app.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.app.support.SampleTraces;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class FactDivergenceTest {

    private static TraceEvent placed(long seq, String container, String node, String words) {
        return TraceEvent.of(EventType.Scheduled).pod("web-app").container(container).node(node).message(words).rule(words)
                .build(seq, 0);
    }

    private static TraceEvent started(long seq, long tMs, String container, String node) {
        return TraceEvent.of(EventType.Started).pod("web-app").container(container).node(node).message("started")
                .build(seq, tMs);
    }

    @Test
    void runsThatTellTheSameFactsInOtherWordsNeverDiverge() {
        // Member by member onto node-1, or the pod as a unit onto node-1: every member is on node-1 in both.
        List<TraceEvent> byMember = List.of(placed(1, "web", "node-1", "web placed by its own decision"),
                placed(2, "log-helper", "node-1", "log-helper placed by its own decision"),
                started(3, 100, "web", "node-1"), started(4, 100, "log-helper", "node-1"));
        List<TraceEvent> asUnit = List.of(placed(1, null, "node-1", "the pod placed as one unit"),
                started(2, 100, "log-helper", "node-1"), started(3, 100, "web", "node-1"));
        assertTrue(FactDivergence.between(byMember, asUnit).isEmpty(),
                "other words, another order within an instant: " + FactDivergence.between(byMember, asUnit));
    }

    @Test
    void eventsThatConcernNoPodAreComparedByTheirFacts() {
        // A Deployment resizing a ReplicaSet concerns no pod.
        List<TraceEvent> a = List.of(TraceEvent.of(EventType.ScalingReplicaSet).owner("deployment/web").message("up")
                .build(1, 0));
        List<TraceEvent> b = List.of(TraceEvent.of(EventType.ScalingReplicaSet).owner("deployment/web").message("up, said otherwise")
                .build(1, 0));
        assertTrue(FactDivergence.between(a, b).isEmpty());
    }

    @Test
    void theFirstDivergenceIsWhereAMemberLandsElsewhere() {
        List<TraceEvent> byMember = List.of(placed(1, "web", "node-1", "same words"),
                placed(2, "log-helper", "node-2", "same words"));
        List<TraceEvent> asUnit = List.of(placed(1, null, "node-1", "other words"),
                started(2, 0, "web", "node-1"), started(3, 0, "log-helper", "node-1"));
        FactDivergence.Found d = FactDivergence.between(byMember, asUnit).orElseThrow();
        assertEquals(0, d.tMs());
        assertEquals(2, d.first().seq(), "web on node-1 is a fact both runs share; log-helper on node-2 is not");
        assertEquals(1, d.second().seq());
    }

    @Test
    void timeAndStateAreFactsButTheMessageIsNot() {
        List<TraceEvent> a = SampleTraces.helperSeparate();
        List<TraceEvent> reworded = new ArrayList<>();
        for (TraceEvent e : a) {
            reworded.add(TraceEvent.of(e.type()).pod(e.pod()).container(e.container()).node(e.node()).volume(e.volume())
                    .ip(e.ip()).peer(e.peer()).port(e.port()).exitCode(e.exitCode()).reason(e.reason())
                    .message("in other words").rule("another why").build(e.seq(), e.tMs()));
        }
        assertTrue(FactDivergence.between(a, reworded).isEmpty());

        List<TraceEvent> otherNode = new ArrayList<>(a);
        TraceEvent third = a.get(2);
        otherNode.set(2, TraceEvent.of(third.type()).pod(third.pod()).container(third.container()).node("node-9")
                .volume(third.volume()).build(third.seq(), third.tMs()));
        FactDivergence.Found node = FactDivergence.between(a, otherNode).orElseThrow();
        assertEquals(third.tMs(), node.tMs());
        assertEquals(third.seq(), node.first().seq());

        List<TraceEvent> later = new ArrayList<>(a);
        TraceEvent last = a.get(a.size() - 1);
        later.set(a.size() - 1, TraceEvent.of(last.type()).pod(last.pod()).container(last.container()).node(last.node())
                .reason(last.reason()).build(last.seq(), last.tMs() + 1000));
        FactDivergence.Found time = FactDivergence.between(a, later).orElseThrow();
        assertEquals(last.tMs(), time.tMs(), "the same event a second later is a divergence");
        assertEquals(last.seq(), time.first().seq());
        assertNull(time.second(), "the later run did nothing then");

        FactDivergence.Found shorter = FactDivergence.between(a, a.subList(0, 5)).orElseThrow();
        assertEquals(a.get(5).tMs(), shorter.tMs(), "a shorter run diverges where it ends");
    }
}
