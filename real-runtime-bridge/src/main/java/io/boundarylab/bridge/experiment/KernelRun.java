package io.boundarylab.bridge.experiment;

import io.boundarylab.engine.trace.TraceEvent;

import java.util.List;
import java.util.NoSuchElementException;

/**
 * What one experiment variant did on the real kernel: the run id, the kernel's observations in
 * the order they were made, the trace in the engine's format, and each member process with the
 * namespaces and cgroup it was in (in the order they first reported; a restarted member's last start).
 */
public record KernelRun(String experiment, Variant variant, String runId, List<Observation> observations, List<TraceEvent> trace,
                        List<SeenProcess> processes) {

    public KernelRun {
        observations = List.copyOf(observations);
        trace = List.copyOf(trace);
        processes = List.copyOf(processes);
    }

    /** The last value observed under a key. */
    public String value(String key) {
        for (int i = observations.size() - 1; i >= 0; i--) {
            if (observations.get(i).key().equals(key)) return observations.get(i).value();
        }
        throw new NoSuchElementException("no observation " + key + " in " + experiment + "/" + variant.key());
    }

    public long longValue(String key) {
        return Long.parseLong(value(key));
    }

    public boolean has(String key) {
        return observations.stream().anyMatch(o -> o.key().equals(key));
    }
}
