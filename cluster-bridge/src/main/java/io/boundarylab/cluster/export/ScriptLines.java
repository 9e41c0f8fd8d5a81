package io.boundarylab.cluster.export;

import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What an exported script says, read back as the event the engine writes for the same step: "listening on port 8080"
 * is PortBound, "shipped 12 lines" LinesShipped and so on. The script's own messages ({@link ShellScript}) are the only
 * source; every runtime that runs the export (podman, the tests' pod-like sandbox) reads its logs through this one
 * mapping. A shipped count is the script's running total: the event carries only what is new since the last one.
 */
public final class ScriptLines {
    private static final Pattern LISTENING = Pattern.compile("listening on port (\\d+)");
    private static final Pattern CANNOT_BIND = Pattern.compile("cannot bind port (\\d+): .*");
    private static final Pattern CONNECTED = Pattern.compile("connected to (.+):(\\d+)");
    private static final Pattern NOT_CONNECTED = Pattern.compile("could not connect to (.+):(\\d+)");
    private static final Pattern MISSING = Pattern.compile("config missing: (.+)");
    private static final Pattern SHIPPED = Pattern.compile("shipped (\\d+) lines");

    private final String pod;
    private final String container;
    private long shipped;

    /** One container instance's output, written as the scenario's pod and container. */
    public ScriptLines(String pod, String container) {
        this.pod = pod;
        this.container = container;
    }

    /** The event one line of output stands for, or null when the line is not one of the script's messages. */
    public TraceEvent.Builder eventOf(String line) {
        String s = line.strip();
        Matcher x;
        if ((x = LISTENING.matcher(s)).matches()) return about(EventType.PortBound).port(Integer.valueOf(x.group(1)));
        if ((x = CANNOT_BIND.matcher(s)).matches()) return about(EventType.BindFailed).port(Integer.valueOf(x.group(1)));
        if ((x = CONNECTED.matcher(s)).matches()) return about(EventType.Connected).peer(x.group(1)).port(Integer.valueOf(x.group(2)));
        if ((x = NOT_CONNECTED.matcher(s)).matches()) return about(EventType.ConnectionRefused).peer(x.group(1)).port(Integer.valueOf(x.group(2)));
        if ((x = MISSING.matcher(s)).matches()) return about(EventType.FileMissing).path(x.group(1));
        if ((x = SHIPPED.matcher(s)).matches()) {
            long total = Long.parseLong(x.group(1));
            long fresh = total - shipped;
            shipped = total;
            return fresh <= 0 ? null : about(EventType.LinesShipped).lines(fresh);
        }
        return null;
    }

    /** A new instance of the container starts counting again, as the script's state is its own. */
    public void restarted() {
        shipped = 0;
    }

    private TraceEvent.Builder about(EventType type) {
        return TraceEvent.of(type).pod(pod).container(container);
    }
}
