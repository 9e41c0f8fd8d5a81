package io.boundarylab.app.support;

import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;
import java.util.ArrayList;
import java.util.List;

/** Small hand-made traces for view-model tests that do not need the engine. */
public final class SampleTraces {
    private SampleTraces() {
    }

    /** Web and log helper placed on two nodes; the helper ships nothing. */
    public static List<TraceEvent> helperSeparate() {
        List<TraceEvent> t = new ArrayList<>();
        add(t, 0, TraceEvent.of(EventType.Scheduled).pod("web-app").container("web").node("node-1").rule("naive: own decision"));
        add(t, 0, TraceEvent.of(EventType.Scheduled).pod("web-app").container("log-helper").node("node-2").rule("naive: own decision"));
        add(t, 100, TraceEvent.of(EventType.VolumeMounted).pod("web-app").container("web").node("node-1").volume("web-app/logs#web"));
        add(t, 100, TraceEvent.of(EventType.VolumeMounted).pod("web-app").container("log-helper").node("node-2").volume("web-app/logs#log-helper"));
        add(t, 200, TraceEvent.of(EventType.Started).pod("web-app").container("web").node("node-1").ip("10.0.1.5"));
        add(t, 200, TraceEvent.of(EventType.Started).pod("web-app").container("log-helper").node("node-2").ip("10.0.2.5"));
        add(t, 1200, TraceEvent.of(EventType.ConnectionRefused).pod("web-app").container("log-helper").peer("localhost").port(8080));
        add(t, 5000, TraceEvent.of(EventType.Exited).pod("web-app").container("web").exitCode(1).reason("Error"));
        add(t, 5000, TraceEvent.of(EventType.BackOff).pod("web-app").container("web").reason("CrashLoopBackOff"));
        add(t, 15000, TraceEvent.of(EventType.Started).pod("web-app").container("web").node("node-1").ip("10.0.1.5"));
        add(t, 20000, TraceEvent.of(EventType.Evicted).pod("web-app").container("web").node("node-1").reason("Evicted"));
        return List.copyOf(t);
    }

    private static void add(List<TraceEvent> t, long tMs, TraceEvent.Builder b) {
        if (b.type() != null) {
            t.add(b.message(b.type().name()).build(t.size() + 1, tMs));
        }
    }
}
