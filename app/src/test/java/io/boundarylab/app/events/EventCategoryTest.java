package io.boundarylab.app.events;

import io.boundarylab.engine.trace.EventType;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class EventCategoryTest {

    /** A new event type the filter does not know would hide under "lifecycle" by default: each is placed on purpose. */
    @Test
    void everyEventTypeIsInExactlyOneCategory() {
        List<String> wrong = new ArrayList<>();
        for (EventType t : EventType.values()) {
            int in = 0;
            for (EventCategory c : EventCategory.values()) if (c.contains(t)) in++;
            if (in != 1) wrong.add(t + " in " + in);
        }
        assertEquals(List.of(), wrong);
    }

    @Test
    void serviceTrafficIsNetworkAndTheControllersAreLifecycleOrFaults() {
        assertEquals(EventCategory.NETWORK, EventCategory.of(EventType.RequestTimedOut));
        assertEquals(EventCategory.NETWORK, EventCategory.of(EventType.EndpointsChanged));
        assertEquals(EventCategory.LIFECYCLE, EventCategory.of(EventType.SuccessfulCreate));
        assertEquals(EventCategory.FAULTS, EventCategory.of(EventType.TaintManagerEviction));
    }
}
