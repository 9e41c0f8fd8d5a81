package io.boundarylab.engine.contract;

import io.boundarylab.engine.cluster.Guarantee;
import io.boundarylab.engine.contract.Verdict.Outcome;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/** The checker judges hand-written traces, as it judges the bridge's real-kernel traces. */
class ContractCheckerTest {
    private final List<TraceEvent> trace = new ArrayList<>();

    private TraceEvent.Builder add(EventType type, String container) {
        return TraceEvent.of(type).pod("p").container(container);
    }

    private void emit(TraceEvent.Builder b, long t) {
        trace.add(b.build(trace.size() + 1, t));
    }

    @Test
    void anEmptyTraceExercisesNothing() {
        Map<Guarantee, Verdict> v = ContractChecker.check(List.of());
        for (Guarantee g : Guarantee.values()) assertEquals(Outcome.NOT_EXERCISED, v.get(g).outcome());
    }

    @Test
    void membersStartedAtDifferentIpsViolateIdentityWithTheStartsAsEvidence() {
        emit(add(EventType.Started, "web").ip("10.0.0.2").kind("app"), 0);
        emit(add(EventType.Started, "helper").ip("10.0.0.3").kind("app"), 0);
        Verdict v = ContractChecker.check(trace).get(Guarantee.SHARED_IDENTITY);
        assertEquals(Outcome.VIOLATED, v.outcome());
        assertEquals(List.of(1L, 2L), v.evidence());
    }

    @Test
    void anAppStartedBeforeItsInitCompletedViolatesOrdering() {
        emit(add(EventType.Started, "config").kind("init"), 0);
        emit(add(EventType.Started, "web").kind("app"), 0);
        emit(add(EventType.Exited, "config").kind("init").exitCode(0), 5);
        Verdict v = ContractChecker.check(trace).get(Guarantee.STARTUP_ORDERING);
        assertEquals(Outcome.VIOLATED, v.outcome());
        assertEquals(List.of(2L), v.evidence());
    }

    @Test
    void privateVolumeCopiesViolateStorageSharedOnesHold() {
        emit(add(EventType.VolumeMounted, "web").volume("p/logs#web"), 0);
        emit(add(EventType.VolumeMounted, "helper").volume("p/logs#helper"), 0);
        assertEquals(Outcome.VIOLATED, ContractChecker.check(trace).get(Guarantee.SHARED_STORAGE).outcome());
        trace.clear();
        emit(add(EventType.VolumeMounted, "web").volume("p/logs@node-1"), 0);
        emit(add(EventType.VolumeMounted, "helper").volume("p/logs@node-1"), 0);
        assertEquals(Outcome.HOLDS, ContractChecker.check(trace).get(Guarantee.SHARED_STORAGE).outcome());
    }

    @Test
    void volumeNamesAreReadFromInstanceIds() {
        assertEquals("logs", ContractChecker.volumeName("web-app/logs@node-1"));
        assertEquals("logs", ContractChecker.volumeName("web-app/logs#web"));
        assertNull(ContractChecker.volumeName("host@node-1:/var/lib/data"));
    }

    @Test
    void aMemberEvictedAloneWhileOthersRunViolatesFate() {
        emit(add(EventType.Started, "web").kind("app"), 0);
        emit(add(EventType.Started, "helper").kind("app"), 0);
        emit(add(EventType.Evicted, "web"), 10);
        emit(add(EventType.Exited, "web").exitCode(137), 10);
        Verdict v = ContractChecker.check(trace).get(Guarantee.SHARED_FATE);
        assertEquals(Outcome.VIOLATED, v.outcome());
        assertEquals(List.of(3L), v.evidence());
    }

    @Test
    void podsPlacedWholeHoldPlacementSeparateDecisionsViolateIt() {
        emit(TraceEvent.of(EventType.Scheduled).pod("p").node("n1"), 0);
        emit(add(EventType.Started, "web"), 0);
        emit(add(EventType.Started, "helper"), 0);
        assertEquals(Outcome.HOLDS, ContractChecker.check(trace).get(Guarantee.ATOMIC_PLACEMENT).outcome());
        trace.clear();
        emit(add(EventType.Scheduled, "web").node("n1"), 0);
        emit(add(EventType.Scheduled, "helper").node("n2"), 0);
        Verdict v = ContractChecker.check(trace).get(Guarantee.ATOMIC_PLACEMENT);
        assertEquals(Outcome.VIOLATED, v.outcome());
        assertEquals("members of p landed apart: web on n1, helper on n2", v.summary());
    }

    @Test
    void summariesGiveTimeAsALearnerReadsIt() {
        assertEquals("0:20", ContractChecker.clock(20_000));
        assertEquals("1:05", ContractChecker.clock(65_000));
        assertEquals("0:00.250", ContractChecker.clock(250));
    }
}
