package io.boundarylab.cluster.run;

import io.fabric8.kubernetes.api.model.Event;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.discovery.v1.EndpointSlice;
import io.fabric8.kubernetes.client.utils.KubernetesSerialization;

import java.util.List;

/**
 * A cluster's reports as the watches delivered them, one JSON object a line:
 * {@code {"tMs": 1200, "watch": "Pod", "type": "MODIFIED", "object": {...}}}, where {@code watch}
 * is {@code Pod}, {@code Event}, {@code EndpointSlice}, {@code Evicted} (the run's own eviction,
 * {@code object} then {@code {"pod": NAME}}) or {@code NodeLost} (the run's stand-in for a node's
 * loss, {@code {"node": NAME, "pods": [NAME, …]}}). {@link ClusterRun} can write one ({@code --record});
 * the tests replay recorded ones to pin the mapping to the trace.
 */
public final class RecordedStream {
    private static final KubernetesSerialization JSON = new KubernetesSerialization();

    private RecordedStream() {
    }

    /** Feeds every line to the recorder, in order. */
    public static void replay(List<String> lines, TraceRecorder recorder) {
        int n = 0;
        for (String line : lines) {
            n++;
            if (line.isBlank() || line.startsWith("#")) continue;
            java.util.Map<String, Object> entry = JSON.unmarshal(line, java.util.Map.class);
            long tMs = ((Number) entry.get("tMs")).longValue();
            String type = (String) entry.get("type");
            String object = JSON.asJson(entry.get("object"));
            switch (String.valueOf(entry.get("watch"))) {
                case "Pod" -> recorder.onPod(type, JSON.unmarshal(object, Pod.class), tMs);
                case "Event" -> recorder.onEvent(JSON.unmarshal(object, Event.class), tMs);
                case "EndpointSlice" -> recorder.onEndpointSlice(JSON.unmarshal(object, EndpointSlice.class), tMs);
                case "Evicted" -> recorder.onEvicted(String.valueOf(((java.util.Map<?, ?>) entry.get("object")).get("pod")), tMs);
                case "NodeLost" -> {
                    java.util.Map<?, ?> o = (java.util.Map<?, ?>) entry.get("object");
                    List<String> pods = new java.util.ArrayList<>();
                    for (Object p : (List<?>) o.get("pods")) pods.add(String.valueOf(p));
                    recorder.onNodeLost(String.valueOf(o.get("node")), pods, tMs);
                }
                default -> throw new IllegalArgumentException("line " + n + ": watch: unknown: " + entry.get("watch"));
            }
        }
    }

    /** One line of a recording. */
    static String line(long tMs, String watch, String type, Object object) {
        return "{\"tMs\":" + tMs + ",\"watch\":\"" + watch + "\",\"type\":\"" + type + "\",\"object\":" + JSON.asJson(object) + "}";
    }
}
