package io.boundarylab.engine.trace;

import java.util.List;

/**
 * The optional fields that only a few event types carry. Kept apart so that the common event
 * (a container or pod status change) is about a third smaller: the trace of a large run is
 * most of the heap it holds.
 */
final class EventExtras {
    String probe;
    Integer port;
    String peer;
    Long lines;
    String path;
    String volume;
    String outcome;
    String service;
    List<TraceEvent.Address> endpoints;
    String data;
    String target;

    EventExtras copy() {
        EventExtras c = new EventExtras();
        c.probe = probe;
        c.port = port;
        c.peer = peer;
        c.lines = lines;
        c.path = path;
        c.volume = volume;
        c.outcome = outcome;
        c.service = service;
        c.endpoints = endpoints;
        c.data = data;
        c.target = target;
        return c;
    }
}
