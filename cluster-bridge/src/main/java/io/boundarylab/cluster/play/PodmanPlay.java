package io.boundarylab.cluster.play;

import io.boundarylab.cluster.Text;
import io.boundarylab.cluster.export.Manifests;
import io.boundarylab.engine.scenario.ActionSpec;
import io.boundarylab.engine.trace.TraceEvent;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodBuilder;
import io.fabric8.kubernetes.api.model.Volume;
import io.fabric8.kubernetes.api.model.VolumeBuilder;
import io.fabric8.kubernetes.client.utils.Serialization;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * One play of exported manifests on podman: a podman node per simulated node ({@link PodmanNode}), the image imported
 * into each, every Pod played ({@code kube play}) on the node the simulation placed it on, the timeline's evictions and
 * crashes carried out at their moments, and at the horizon what podman reported read back as a trace
 * ({@link PodmanTrace}). Closing the play removes every node, and the run's folder.
 */
public final class PodmanPlay implements AutoCloseable {
    /**
     * @param trace    what podman reported, in the trace format, with times from the first Pod's play
     * @param problems what went wrong on the way (a Pod podman would not play, an act that failed)
     */
    public record Outcome(List<TraceEvent> trace, List<String> problems) {
    }

    /** Podman cannot run here: the reason, as podman or the machine gave it. */
    public static final class CannotPlay extends Exception {
        public CannotPlay(String why) {
            super(why);
        }
    }

    /** The image the export names for a play: made on this machine, never pulled. */
    public static final String IMAGE = PodmanImage.NAME;
    /** Where every play of this machine keeps its folders, each removed with its play. */
    public static final Path BASE = Path.of(System.getProperty("java.io.tmpdir"), "boundary-lab-play");

    /** Podman's annotation for what becomes of an init container once it has run: "always" keeps it. */
    private static final String INIT_TYPE = "io.podman.annotations.init.container.type";

    private final PodmanTools tools;
    private final PlayFolders folders;
    private final Map<String, PodmanNode> nodes = new LinkedHashMap<>();
    private final List<String> problems = java.util.Collections.synchronizedList(new ArrayList<>());
    private final Map<String, Pod> pods = new LinkedHashMap<>();
    private volatile boolean podRunning;

    private PodmanPlay(PodmanTools tools, PlayFolders folders) {
        this.tools = tools;
        this.folders = folders;
    }

    /** Sweeps what a killed run left, then opens a run's folder. */
    public static PodmanPlay open(PodmanTools tools, Path base) throws IOException {
        return new PodmanPlay(tools, PlayFolders.open(base));
    }

    /**
     * Plays the Pods on their nodes until the horizon and returns what podman reported.
     *
     * @param nodeOf the node each exported Pod runs on, by its name ({@link Placement}); a Pod without one is not played
     * @throws CannotPlay when podman cannot make a node or run a container here at all
     */
    public Outcome play(Manifests m, Map<String, String> nodeOf) throws IOException, InterruptedException, CannotPlay {
        Path image = PodmanImage.build(tools, folders.run());
        for (String node : new TreeSet<>(nodeOf.values())) {
            PodmanNode n;
            try {
                n = PodmanNode.start(tools, node, folders.node(node), folders.containersConf());
            } catch (IOException e) {
                throw new CannotPlay(Text.get("play.noNode", node, e.getMessage()));
            }
            nodes.put(node, n);
            folders.holder(node, n.holderPid());
            PodmanNode.Said s = PodmanImage.importInto(n, image);
            if (!s.ok()) throw new CannotPlay(Text.get("play.noImport", node, s.out().strip()));
            PodmanNode.Said ready = n.prepare(nodes.size());
            if (!ready.ok()) throw new CannotPlay(Text.get("play.noRuntime", ready.out().strip()));
        }
        List<Pod> played = new ArrayList<>();
        for (HasMetadata o : m.objects()) {
            if (o instanceof Pod p && nodeOf.containsKey(p.getMetadata().getName())) {
                played.add(p);
                pods.put(p.getMetadata().getName(), p);
            }
        }
        Instant start = Instant.now();
        long startNanos = System.nanoTime();
        PodmanTrace trace = new PodmanTrace(start);
        // Every Pod at once, as a scheduler binds them: played one after another, the last would start seconds late.
        java.util.concurrent.ExecutorService at = java.util.concurrent.Executors.newFixedThreadPool(Math.max(1, played.size()));
        try {
            List<java.util.concurrent.Future<String>> plays = new ArrayList<>();
            for (Pod p : played) plays.add(at.submit(() -> playOne(p, nodes.get(nodeOf.get(p.getMetadata().getName())), trace)));
            for (java.util.concurrent.Future<String> f : plays) {
                String noRuntime = get(f);
                if (noRuntime != null) throw new CannotPlay(Text.get("play.noRuntime", noRuntime));
            }
        } finally {
            at.shutdownNow();
        }
        for (Manifests.TimedAction t : m.timeline()) {
            waitUntil(startNanos, t.action().atMs());
            act(t, nodeOf, trace);
        }
        waitUntil(startNanos, m.untilMs());
        Instant end = Instant.now();
        // A node is new with the play: every container event it has is the play's; what comes after the horizon is left out.
        for (PodmanNode n : nodes.values()) {
            PodmanNode.Said events = n.podman(60, "events", "--stream=false", "--format", "json", "--filter", "type=container");
            if (!events.ok()) problems.add(Text.get("play.noEvents", n.name(), events.out().strip()));
            events.out().lines().filter(l -> l.startsWith("{")).forEach(trace::event);
        }
        for (Map.Entry<String, String> c : trace.containerIds().entrySet()) {
            for (PodmanNode n : nodes.values()) {
                Path log = n.dir().resolve("storage").resolve("overlay-containers").resolve(c.getValue()).resolve("userdata").resolve("ctr.log");
                if (Files.exists(log)) trace.log(c.getKey(), Files.readAllLines(log));
            }
        }
        return new Outcome(trace.trace(end), List.copyOf(problems));
    }

    /** Whether podman has played a Pod of this play (tests wait for it before they kill the JVM). */
    public boolean anyPodRunning() {
        return podRunning;
    }

    /** Plays one Pod on its node; returns podman's words when the runtime cannot start a container at all. */
    private String playOne(Pod p, PodmanNode n, PodmanTrace trace) throws IOException, InterruptedException {
        String name = p.getMetadata().getName();
        Path file = folders.run().resolve(name + ".yaml");
        Files.writeString(file, Serialization.asYaml(onNode(p, n)));
        Instant at = Instant.now();
        PodmanNode.Said s = n.podman(120, "kube", "play", "--network", PodmanNode.NETWORK, file.toString());
        if (!s.ok()) {
            if (s.out().contains("OCI runtime")) return s.out().strip();
            // What podman did run before it gave up is in its events all the same: the Pod stays in the trace.
            boolean initFailed = s.out().contains("init container") && s.out().contains("exited with code");
            problems.add(Text.get(initFailed ? "play.initFailed" : "play.notPlayed", name, lastLine(s.out())));
        }
        podRunning = true;
        String ip = address(n, name);
        synchronized (trace) {
            trace.played(p, n.name(), ip, at);
        }
        return null;
    }

    /** Podman's own words: its last line ("Error: …"), without the warnings before it. */
    private static String lastLine(String out) {
        List<String> lines = out.strip().lines().toList();
        return lines.isEmpty() ? "" : lines.get(lines.size() - 1);
    }

    private static String get(java.util.concurrent.Future<String> f) throws IOException, InterruptedException {
        try {
            return f.get();
        } catch (java.util.concurrent.ExecutionException e) {
            if (e.getCause() instanceof IOException io) throw io;
            throw new IllegalStateException(e.getCause());
        }
    }

    /**
     * The Pod as this node plays it: a folder of the node ({@code hostPath}) is a folder of this node's own under the
     * run's folder, so that two nodes on one machine do not share it, and it goes with the run.
     */
    private Pod onNode(Pod p, PodmanNode n) throws IOException {
        List<Volume> volumes = new ArrayList<>();
        for (Volume v : p.getSpec().getVolumes()) {
            if (v.getHostPath() == null) {
                volumes.add(v);
                continue;
            }
            Path folder = Files.createDirectories(n.dir().resolve("folders").resolve(v.getHostPath().getPath().substring(1)));
            volumes.add(new VolumeBuilder(v).editHostPath().withPath(folder.toString()).endHostPath().build());
        }
        PodBuilder b = new PodBuilder(p).editSpec().withVolumes(volumes).endSpec();
        if (PodmanGaps.rerunsInits(p)) {
            // Podman 4.3 would run an init container again after its exit 0 (PodmanGaps says so in the line-up); it is
            // kept, not removed, so that its log can be read.
            b.editSpec().withRestartPolicy("OnFailure").endSpec().editMetadata().addToAnnotations(INIT_TYPE, "always").endMetadata();
        }
        return b.build();
    }

    /** The Pod's address: its infra container's, which holds the Pod's network namespace. */
    private String address(PodmanNode n, String pod) throws IOException, InterruptedException {
        PodmanNode.Said infra = n.podman(30, "pod", "inspect", pod, "--format", "{{.InfraContainerID}}");
        if (!infra.ok()) return null;
        PodmanNode.Said ip = n.podman(30, "inspect", infra.out().strip(), "--format", "{{range .NetworkSettings.Networks}}{{.IPAddress}}{{end}}");
        return ip.ok() && !ip.out().isBlank() ? ip.out().strip() : null;
    }

    /** An eviction is a graceful stop of the whole Pod; a crash, the exported runner's SIGUSR1 with the code. */
    private void act(Manifests.TimedAction t, Map<String, String> nodeOf, PodmanTrace trace) throws IOException, InterruptedException {
        ActionSpec a = t.action();
        switch (a.kind()) {
            case evict -> {
                for (String pod : t.pods()) {
                    PodmanNode n = nodes.get(nodeOf.get(pod));
                    if (n == null) continue;
                    trace.evicted(pod, Instant.now());
                    PodmanNode.Said s = n.podman(120, "pod", "stop", "--time", Long.toString(grace(pod)), pod);
                    if (!s.ok()) problems.add(Text.get("play.actFailed", a.kind(), pod, s.out().strip()));
                }
            }
            case crash -> {
                String pod = t.pods().get(0);
                PodmanNode n = nodes.get(nodeOf.get(pod));
                if (n == null) return;
                PodmanNode.Said s = n.podman(30, "exec", pod + "-" + t.container(), "sh", "-c",
                        "echo \"$1\" > /tmp/boundary-lab/crash-code; kill -USR1 1", "crash", Integer.toString(a.exitCode()));
                if (!s.ok()) problems.add(Text.get("play.actFailed", a.kind(), pod, s.out().strip()));
            }
            default -> problems.add(Text.get("play.noAct", a.kind(), a.target().text()));
        }
    }

    /** The Pod's grace period, as the Eviction API gives it: its own, or Kubernetes' default of 30 s. */
    private long grace(String pod) {
        Long s = pods.get(pod).getSpec().getTerminationGracePeriodSeconds();
        return s == null ? 30 : s;
    }

    private static void waitUntil(long startNanos, long atMs) throws InterruptedException {
        long left = atMs - (System.nanoTime() - startNanos) / 1_000_000;
        if (left > 0) Thread.sleep(left);
    }

    /** Removes every node (each one's guard removes its Pods and folder), then the run's folder. */
    @Override
    public void close() {
        for (PodmanNode n : nodes.values()) n.close();
        folders.close();
    }
}
