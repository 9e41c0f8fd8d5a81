package io.boundarylab.cluster.play;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.boundarylab.cluster.export.Labels;
import io.boundarylab.cluster.export.ScriptLines;
import io.boundarylab.cluster.run.TraceRecorder;
import io.boundarylab.engine.trace.TraceEvent;
import io.fabric8.kubernetes.api.model.Container;
import io.fabric8.kubernetes.api.model.ContainerStatus;
import io.fabric8.kubernetes.api.model.ContainerStatusBuilder;
import io.fabric8.kubernetes.api.model.EventBuilder;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodBuilder;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What podman reported about a play, as the trace format: its container events ({@code start}, {@code died} with
 * the exit code), the containers' logs and the run's own acts, put in the order of their times, then read as a
 * cluster's are read. Each Pod's state is kept as the Pod status a kubelet would report (running, terminated with
 * a code, the restart count, Ready when every app container runs) and handed to the cluster's {@link TraceRecorder},
 * so that a Started, an Exited or a volume is written by the one mapping a real cluster's run uses; what a
 * container's script says goes through {@link ScriptLines}, as in every runtime that runs the export.
 */
final class PodmanTrace {
    private static final ObjectMapper JSON = new ObjectMapper();

    /** One thing that happened, at podman's time for it. */
    private record Happening(Instant at, int order, Runnable apply) {
    }

    /** A played container: its Pod as exported, its name there, and whether it is an init container. */
    private record Member(Pod pod, String container, boolean init) {
    }

    private final Instant start;
    private final TraceRecorder recorder = new TraceRecorder();
    private final Map<String, Member> byPodmanName = new LinkedHashMap<>();
    private final Map<String, Pod> pods = new LinkedHashMap<>();
    private final Map<String, String> nodes = new HashMap<>();
    private final Map<String, String> ips = new HashMap<>();
    private final Map<String, ContainerStatus> statuses = new HashMap<>();
    private final Map<String, ScriptLines> says = new HashMap<>();
    private final List<Happening> happenings = new ArrayList<>();
    private final Map<String, String> ids = new LinkedHashMap<>();

    /** @param start the moment the first Pod was played: time 0 of the trace */
    PodmanTrace(Instant start) {
        this.start = start;
    }

    /** A Pod was played on a node at a moment and got an address. */
    void played(Pod pod, String node, String ip, Instant at) {
        String name = pod.getMetadata().getName();
        pods.put(name, pod);
        nodes.put(name, node);
        ips.put(name, ip);
        for (Container c : pod.getSpec().getInitContainers()) byPodmanName.put(name + "-" + c.getName(), new Member(pod, c.getName(), true));
        for (Container c : pod.getSpec().getContainers()) byPodmanName.put(name + "-" + c.getName(), new Member(pod, c.getName(), false));
        happen(at, () -> report(pod, at));
        happen(at, () -> recorder.onEvent(new EventBuilder().withNewMetadata().withName(name + ".scheduled").endMetadata().withReason("Scheduled")
                .withMessage("Successfully assigned boundary-lab/" + name + " to " + node).withNewInvolvedObject().withKind("Pod").withName(name)
                .endInvolvedObject().build(), ms(at)));
    }

    /** The run evicted a Pod (a graceful stop of the whole Pod). */
    void evicted(String podName, Instant at) {
        happen(at, () -> recorder.onEvicted(podName, ms(at)));
    }

    /** One line of {@code podman events --format json}. */
    void event(String json) {
        JsonNode e;
        try {
            e = JSON.readTree(json);
        } catch (java.io.IOException x) {
            return;
        }
        if (!"container".equals(e.path("Type").asText())) return;
        Member m = byPodmanName.get(e.path("Name").asText());
        if (m == null) return;
        ids.put(e.path("Name").asText(), e.path("ID").asText());
        Instant at = Instant.parse(e.path("Time").asText());
        String status = e.path("Status").asText();
        if (status.equals("start")) happen(at, () -> started(m, at));
        if (status.equals("died")) {
            // Podman leaves the code out of the event when it is 0.
            int code = e.path("ContainerExitCode").asInt(0);
            happen(at, () -> died(m, code, at));
        }
    }

    /** Each played container podman reported, by its podman name: its container ID, where its log is. */
    Map<String, String> containerIds() {
        return Map.copyOf(ids);
    }

    /** A container's log ({@code k8s-file}: time, stream, a full or partial mark, text on each line). */
    void log(String podmanName, List<String> lines) {
        Member m = byPodmanName.get(podmanName);
        if (m == null) return;
        StringBuilder partial = new StringBuilder();
        for (String line : lines) {
            String[] f = line.split(" ", 4);
            if (f.length < 3) continue;
            partial.append(f.length == 4 ? f[3] : "");
            if (!f[2].equals("F")) continue;
            String text = partial.toString();
            partial.setLength(0);
            Instant at = java.time.OffsetDateTime.parse(f[0]).toInstant();
            happen(at, () -> said(m, text, at));
        }
    }

    /** The trace up to the horizon, every happening in the order of its time (ties in the order they were reported). */
    List<TraceEvent> trace(Instant until) {
        happenings.sort(Comparator.comparing(Happening::at).thenComparingInt(Happening::order));
        for (Happening h : happenings) if (!h.at().isAfter(until)) h.apply().run();
        return recorder.trace();
    }

    private void happen(Instant at, Runnable apply) {
        happenings.add(new Happening(at, happenings.size(), apply));
    }

    private long ms(Instant at) {
        return Math.max(0, Duration.between(start, at).toMillis());
    }

    private void started(Member m, Instant at) {
        String key = key(m);
        ContainerStatus before = statuses.get(key);
        ContainerStatusBuilder b = new ContainerStatusBuilder().withName(m.container()).withImage(PodmanImage.NAME)
                .withRestartCount(before == null ? 0 : before.getRestartCount() + 1)
                .withNewState().withNewRunning().withStartedAt(at.toString()).endRunning().endState();
        if (before != null && before.getState().getTerminated() != null) b.withNewLastStateLike(before.getState()).endLastState();
        statuses.put(key, b.build());
        says.put(key, new ScriptLines(scenarioPod(m.pod()), member(m)));
        report(m.pod(), at);
    }

    private void died(Member m, int code, Instant at) {
        String key = key(m);
        ContainerStatus before = statuses.get(key);
        statuses.put(key, new ContainerStatusBuilder().withName(m.container()).withImage(PodmanImage.NAME)
                .withRestartCount(before == null ? 0 : before.getRestartCount())
                .withNewState().withNewTerminated().withExitCode(code).withReason(code == 0 ? "Completed" : "Error").withFinishedAt(at.toString())
                .endTerminated().endState().withLastState(before == null ? null : before.getLastState()).build());
        report(m.pod(), at);
    }

    private void said(Member m, String text, Instant at) {
        ScriptLines s = says.get(key(m));
        if (s == null) return;
        TraceEvent.Builder b = s.eventOf(text);
        if (b != null) recorder.onSaid(m.pod().getMetadata().getName(), b, ms(at));
    }

    /** The Pod as a kubelet would report it now, handed to the recorder. */
    private void report(Pod pod, Instant at) {
        String name = pod.getMetadata().getName();
        List<ContainerStatus> init = new ArrayList<>();
        List<ContainerStatus> apps = new ArrayList<>();
        boolean ready = !pod.getSpec().getContainers().isEmpty();
        for (Container c : pod.getSpec().getInitContainers()) {
            ContainerStatus s = statuses.get(name + "/" + c.getName());
            if (s != null) init.add(s);
        }
        for (Container c : pod.getSpec().getContainers()) {
            ContainerStatus s = statuses.get(name + "/" + c.getName());
            if (s != null) apps.add(s);
            ready &= s != null && s.getState().getRunning() != null;
        }
        Pod now = new PodBuilder(pod).editSpec().withNodeName(nodes.get(name)).endSpec().withNewStatus().withPhase(init.isEmpty() && apps.isEmpty() ? "Pending" : "Running").withPodIP(ips.get(name))
                .withInitContainerStatuses(init).withContainerStatuses(apps)
                .addNewCondition().withType("Ready").withStatus(ready ? "True" : "False").endCondition().endStatus().build();
        recorder.onPod("MODIFIED", now, ms(at));
    }

    private static String key(Member m) {
        return m.pod().getMetadata().getName() + "/" + m.container();
    }

    private static String scenarioPod(Pod pod) {
        return pod.getMetadata().getLabels().getOrDefault(Labels.POD, pod.getMetadata().getName());
    }

    private static String member(Member m) {
        return m.pod().getMetadata().getLabels().getOrDefault(Labels.MEMBER, m.container());
    }
}
