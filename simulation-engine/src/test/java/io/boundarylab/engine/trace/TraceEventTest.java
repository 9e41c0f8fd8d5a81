package io.boundarylab.engine.trace;

import io.boundarylab.engine.format.TraceJson;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** How events are built cheaply without changing what an event is. */
class TraceEventTest {

    @Test
    void aBuiltEventEqualsTheSameEventReadBackFromItsLine() {
        TraceEvent built = TraceEvent.of(EventType.Exited).pod("web").container("app").node("node-1")
                .message("Container app exited with code 1").rule("restartPolicy Always restarts it").exitCode(1).reason("Error")
                .build(7, 30_000);
        TraceEvent made = TraceJson.parseLine("{\"seq\":7,\"tMs\":30000,\"type\":\"Exited\",\"pod\":\"web\",\"container\":\"app\","
                + "\"node\":\"node-1\",\"exitCode\":1,\"reason\":\"Error\",\"message\":\"Container app exited with code 1\","
                + "\"rule\":\"restartPolicy Always restarts it\"}");
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
        TraceEvent made = TraceJson.parseLine("{\"seq\":1,\"tMs\":0,\"type\":\"RequestServed\",\"pod\":\"client\",\"port\":8080,"
                + "\"service\":\"web\",\"data\":\"v1\"}");
        assertEquals(made, first);
        assertEquals(made.hashCode(), first.hashCode());
        assertNotEquals(made, second);
    }

    // A form of the kind the engine uses: a constant that reads the event, its value and its number.
    private static final AtomicInteger FORM_CALLS = new AtomicInteger();
    private static final TraceEvent.Text BACK_OFF = e -> {
        FORM_CALLS.incrementAndGet();
        return "Back-off " + e.textNumber() + "ms restarting failed container=" + e.container() + " pod=" + e.pod()
                + " (" + e.textArg() + ")";
    };

    @Test
    void aFormMessageIsWrittenFromTheEventOnlyWhenFirstReadAndThenKept() {
        int before = FORM_CALLS.get();
        TraceEvent e = TraceEvent.of(EventType.BackOff).pod("web").container("app").message(BACK_OFF, "web:v1", 20_000).build(3, 5);
        assertEquals(before, FORM_CALLS.get(), "not written at publication");
        assertEquals("Back-off 20000ms restarting failed container=app pod=web (web:v1)", e.message());
        assertEquals("Back-off 20000ms restarting failed container=app pod=web (web:v1)", e.message());
        assertEquals(before + 1, FORM_CALLS.get(), "written once");
        assertEquals("web:v1", e.textArg());
        assertEquals(20_000, e.textNumber());
        assertEquals(TraceEvent.of(EventType.BackOff).pod("web").container("app")
                .message("Back-off 20000ms restarting failed container=app pod=web (web:v1)").build(3, 5), e, "equal by its text");
    }

    @Test
    void aFormWithoutValueOrNumberReadsNullAndZeroAndANullFormIsRefused() {
        TraceEvent e = TraceEvent.of(EventType.Ready).pod("web").message(ev -> "Pod " + ev.pod() + " " + ev.textArg() + " " + ev.textNumber())
                .build(1, 0);
        assertEquals("Pod web null 0", e.message());
        assertThrows(NullPointerException.class, () -> TraceEvent.of(EventType.Ready).message((TraceEvent.Text) null));
        TraceEvent extremes = TraceEvent.of(EventType.Ready).message(BACK_OFF, null, Long.MIN_VALUE).build(1, 0);
        assertEquals(Long.MIN_VALUE, extremes.textNumber());
        assertEquals("Back-off " + Long.MIN_VALUE + "ms restarting failed container=null pod=null (null)", extremes.message());
    }

    @Test
    void aBuilderUsedAgainKeepsTheFormValuesOfTheEventItBuilt() {
        TraceEvent.Builder b = TraceEvent.of(EventType.BackOff).pod("web").container("app").message(BACK_OFF, "web:v1", 10_000);
        TraceEvent first = b.build(1, 0);
        TraceEvent second = b.message(BACK_OFF, "web:v2", 20_000).build(2, 0);
        assertEquals("Back-off 10000ms restarting failed container=app pod=web (web:v1)", first.message());
        assertEquals("Back-off 20000ms restarting failed container=app pod=web (web:v2)", second.message());
    }

    @Test
    void anImmutableListOfRulesIsKeptAsItIsNotCopiedPerEvent() {
        List<String> both = List.of("restartPolicy Always restarts it", "back-off doubles");
        TraceEvent e = TraceEvent.of(EventType.BackOff).rules(both).build(1, 0);
        assertSame(both, e.rules());
        assertEquals(both.get(0) + "; " + both.get(1), e.rule());
        TraceEvent more = TraceEvent.of(EventType.BackOff).rules(both).rule("third").build(1, 0);
        assertEquals(List.of(both.get(0), both.get(1), "third"), more.rules());
        assertEquals(2, both.size(), "the caller's list is untouched");
        TraceEvent after = TraceEvent.of(EventType.BackOff).rule("first").rules(both).build(1, 0);
        assertEquals(List.of("first", both.get(0), both.get(1)), after.rules());
    }

    @Test
    void aListOfRulesWithANullOrAChangeableListIsCopiedWithoutTheNull() {
        List<String> withNull = java.util.Arrays.asList("a", null, "b");
        assertEquals(List.of("a", "b"), TraceEvent.of(EventType.Ready).rules(withNull).build(1, 0).rules());
        java.util.ArrayList<String> changeable = new java.util.ArrayList<>(List.of("a", "b"));
        TraceEvent e = TraceEvent.of(EventType.Ready).rules(changeable).build(1, 0);
        changeable.add("c");
        assertEquals(List.of("a", "b"), e.rules(), "the event does not see later changes");
        assertEquals(List.of(), TraceEvent.of(EventType.Ready).rules(List.of()).build(1, 0).rules());
    }

    @Test
    void anEventBuiltFromAnotherKeepsEveryFieldUnderItsNewNumberAndTime() {
        TraceEvent e = TraceEvent.of(EventType.BackOff).pod("web").container("app").node("n1").kind("app").reason("CrashLoopBackOff")
                .message(BACK_OFF, "web:v1", 20_000).rule("a").rule("b").port(80).endpoints(List.of(new TraceEvent.Address("web", "10.0.0.1")))
                .build(3, 5);
        TraceEvent again = TraceEvent.from(e).build(9, 70);
        assertEquals(9, again.seq());
        assertEquals(70, again.tMs());
        assertEquals(TraceJson.line(e).replace("\"seq\":3,\"tMs\":5", "\"seq\":9,\"tMs\":70"), TraceJson.line(again));
        assertEquals(e, TraceEvent.from(again).build(3, 5));
    }
}
