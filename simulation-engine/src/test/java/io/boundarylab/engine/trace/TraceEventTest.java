package io.boundarylab.engine.trace;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** How events are built cheaply without changing what an event is. */
class TraceEventTest {

    @Test
    void aBuiltEventEqualsTheSameEventMadeWithTheConstructor() {
        TraceEvent built = TraceEvent.of(EventType.Exited).pod("web").container("app").node("node-1")
                .message("Container app exited with code 1").rule("restartPolicy Always restarts it").exitCode(1).reason("Error")
                .build(7, 30_000);
        TraceEvent made = new TraceEvent(7, 30_000, EventType.Exited, "web", "app", "node-1", "Container app exited with code 1",
                List.of("restartPolicy Always restarts it"), 1, "Error", null, null, null, null, null, null, null, null, null, null);
        assertEquals(made, built);
        assertEquals(made.hashCode(), built.hashCode());
        assertEquals(made.toString(), built.toString());
        assertEquals("restartPolicy Always restarts it", built.rule());
    }

    @Test
    void rulesKeepTheirOrderWhetherOneOrManyAndNullsAreLeftOut() {
        assertEquals(List.of(), TraceEvent.of(EventType.Ready).build(1, 0).rules());
        TraceEvent one = TraceEvent.of(EventType.Ready).rule((String) null).rule("a").build(1, 0);
        assertEquals(List.of("a"), one.rules());
        assertEquals("a", one.rule());
        assertThrows(UnsupportedOperationException.class, () -> one.rules().add("b"));
        TraceEvent three = TraceEvent.of(EventType.Ready).rule("a").rule("b", null, "c").build(1, 0);
        assertEquals(List.of("a", "b", "c"), three.rules());
        assertEquals("a; b; c", three.rule());
        assertThrows(UnsupportedOperationException.class, () -> three.rules().add("d"));
    }

    @Test
    void aSuppliedMessageIsMadeOnlyWhenFirstReadAndThenKept() {
        AtomicInteger made = new AtomicInteger();
        String pod = "web-7x2kq";
        TraceEvent e = TraceEvent.of(EventType.SuccessfulCreate).pod(pod).message(() -> {
            made.incrementAndGet();
            return "Created pod: " + pod;
        }).build(1, 0);
        assertEquals(0, made.get(), "not made at publication");
        assertEquals("Created pod: web-7x2kq", e.message());
        assertEquals("Created pod: web-7x2kq", e.message());
        assertEquals(1, made.get(), "made once");
        assertEquals(TraceEvent.of(EventType.SuccessfulCreate).pod(pod).message("Created pod: " + pod).build(1, 0), e);
    }

    @Test
    void aBuilderUsedAgainAfterBuildingNeverChangesTheEventItBuilt() {
        TraceEvent.Builder b = TraceEvent.of(EventType.PodPhase).pod("web").phase("Pending").rule("first");
        TraceEvent first = b.build(1, 0);
        TraceEvent second = b.phase("Running").rule("second").build(2, 10);
        assertNotSame(first, second);
        assertEquals("Pending", first.phase());
        assertEquals(List.of("first"), first.rules());
        assertEquals(1, first.seq());
        assertEquals("Running", second.phase());
        assertEquals(List.of("first", "second"), second.rules());
        assertEquals(10, second.tMs());
        assertEquals("web", second.pod());
        assertNull(second.container());
    }

    @Test
    void theRarelySetFieldsSurviveBuildingAgainAndCountInEquality() {
        TraceEvent.Builder b = TraceEvent.of(EventType.RequestServed).pod("client").service("web").data("v1").port(8080);
        TraceEvent first = b.build(1, 0);
        TraceEvent second = b.data("v2").build(2, 0);
        assertEquals("v1", first.data());
        assertEquals("v2", second.data());
        assertEquals("web", second.service());
        assertEquals(8080, second.port());
        assertNull(TraceEvent.of(EventType.Ready).build(1, 0).data());
        TraceEvent made = new TraceEvent(1, 0, EventType.RequestServed, "client", null, null, null, null, null, null, null, null, 8080,
                null, null, null, null, null, null, null, null, "web", null, "v1");
        assertEquals(made, first);
        assertEquals(made.hashCode(), first.hashCode());
        assertNotEquals(made, second);
    }
}
