package io.boundarylab.cluster.run;

import io.boundarylab.cluster.export.Manifests;
import io.boundarylab.cluster.export.ShellScript;
import io.boundarylab.engine.scenario.FaultTarget;
import io.boundarylab.engine.trace.TraceEvent;
import io.fabric8.kubernetes.api.model.Container;
import io.fabric8.kubernetes.api.model.EnvVar;
import io.fabric8.kubernetes.api.model.Event;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.apps.Deployment;
import io.fabric8.kubernetes.api.model.discovery.v1.EndpointSlice;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientException;
import io.fabric8.kubernetes.client.Watch;
import io.fabric8.kubernetes.client.Watcher;
import io.fabric8.kubernetes.client.WatcherException;
import io.fabric8.kubernetes.client.dsl.ExecWatch;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * One run of an exported scenario on a cluster: sweep what killed runs left, make a fresh
 * labelled namespace, watch it, apply the objects, carry out the timeline, wait for the horizon,
 * and delete the namespace, also when the run is cancelled or the JVM is asked to stop (Ctrl-C).
 * After a SIGKILL nothing can run: the next run's sweep deletes what was left. Every call names
 * the run's namespace; nothing outside it is read or changed, but the namespaces Boundary Lab
 * labelled.
 */
public final class ClusterRun {
    /** What a run tells the one who started it, as it goes. */
    public interface Progress {
        /** @param fraction of the horizon elapsed, 0 to 1 */
        void update(String message, double fraction);
    }

    /**
     * What the run saw.
     *
     * @param namespace the namespace it ran in (deleted by now)
     * @param trace     the trace, times relative to the moment the objects were applied
     * @param problems  actions that failed, watches that closed: what makes the trace incomplete
     * @param swept     namespaces of earlier runs deleted before this one
     */
    public record Outcome(String namespace, List<TraceEvent> trace, List<String> problems, List<String> swept) {
    }

    private final KubernetesClient client;
    private final Namespaces namespaces;
    private final RunClock clock;
    private final TraceRecorder recorder = new TraceRecorder();
    private final List<String> problems = java.util.Collections.synchronizedList(new ArrayList<>());
    private volatile boolean cancelled;
    private java.util.function.Consumer<String> recording = line -> { };
    private long t0;
    private long untilMs = 1;

    public ClusterRun(KubernetesClient client, Namespaces namespaces) {
        this(client, namespaces, RunClock.SYSTEM);
    }

    /** A run whose timeline, trace times and waits follow {@code clock} (the tests' held clock; a real run keeps the machine's). */
    ClusterRun(KubernetesClient client, Namespaces namespaces, RunClock clock) {
        this.client = client;
        this.namespaces = namespaces;
        this.clock = clock;
    }

    /** Also writes what the watches deliver, one line each, as a {@link RecordedStream} (called under the run's lock). */
    public ClusterRun recordTo(java.util.function.Consumer<String> sink) {
        this.recording = sink;
        return this;
    }

    /** Stops the run at the next moment it waits; it still deletes its namespace. */
    public void cancel() {
        cancelled = true;
    }

    public Outcome run(Manifests m, Progress progress) throws InterruptedException {
        List<String> swept = namespaces.sweep(System.currentTimeMillis());
        if (!swept.isEmpty()) progress.update("deleted what earlier runs left: " + String.join(", ", swept), 0);
        String ns = namespaces.create(m.scenario(), System.currentTimeMillis(), m.untilMs()).getMetadata().getName();
        Thread onExit = new Thread(() -> namespaces.delete(ns), "boundary-lab-cluster-cleanup");
        Runtime.getRuntime().addShutdownHook(onExit);
        progress.update("namespace " + ns + " created", 0);
        List<Watch> watches = new ArrayList<>();
        try {
            untilMs = Math.max(1, m.untilMs());
            t0 = clock.nanoTime();
            watches.add(client.pods().inNamespace(ns).watch(watcher("Pod", (a, p, t) -> recorder.onPod(a, p, t))));
            watches.add(client.v1().events().inNamespace(ns).watch(watcher("Event", (a, e, t) -> {
                if (!"DELETED".equals(a)) recorder.onEvent(e, t);
            })));
            watches.add(client.discovery().v1().endpointSlices().inNamespace(ns).watch(watcher("EndpointSlice", (a, s, t) -> {
                if (!"DELETED".equals(a)) recorder.onEndpointSlice(s, t);
            })));
            for (HasMetadata o : m.objects()) client.resource(o).inNamespace(ns).create();
            progress.update("applied " + m.objects().size() + " objects in " + ns, 0);
            for (Manifests.TimedAction a : m.timeline()) {
                if (!waitUntil(a.action().atMs(), m.untilMs(), progress)) break;
                act(ns, a, progress);
            }
            waitUntil(m.untilMs(), m.untilMs(), progress);
        } finally {
            for (Watch w : watches) w.close();
            progress.update("deleting namespace " + ns, 1);
            namespaces.delete(ns);
            try {
                Runtime.getRuntime().removeShutdownHook(onExit);
            } catch (IllegalStateException shuttingDown) {
                // The JVM is already stopping: the hook deletes the namespace a second time, which is harmless.
            }
        }
        synchronized (recorder) {
            return new Outcome(ns, recorder.trace(), List.copyOf(problems), swept);
        }
    }

    private long now() {
        return (clock.nanoTime() - t0) / 1_000_000;
    }

    /** Waits until {@code atMs} after the start, reporting progress each second; false when cancelled. */
    private boolean waitUntil(long atMs, long untilMs, Progress progress) throws InterruptedException {
        while (!cancelled) {
            long left = atMs - now();
            if (left <= 0) return true;
            progress.update("running: " + now() / 1000 + " s of " + untilMs / 1000 + " s", Math.min(1.0, now() / (double) untilMs));
            clock.sleep(Math.min(left, 1000));
        }
        return false;
    }

    /**
     * The stand-in for a node's loss: its pods force-deleted (grace 0) at the moment the node fails, those named
     * and, of each workload, as many as the simulation had there, the first by name of those not already going.
     */
    private void loseNodesPods(String ns, Manifests.TimedAction a, Progress progress) {
        List<String> gone = new ArrayList<>(a.pods());
        for (Manifests.PodsOf of : a.controlled()) {
            List<String> names = new ArrayList<>();
            for (Pod p : client.pods().inNamespace(ns).withLabels(of.selector()).list().getItems()) {
                if (p.getMetadata().getDeletionTimestamp() == null) names.add(p.getMetadata().getName());
            }
            java.util.Collections.sort(names);
            if (names.size() < of.count()) problems.add(a.action().target().text() + " at " + now() / 1000.0 + " s: " + of.workload() + " had "
                    + names.size() + " pods, not the " + of.count() + " the simulation lost with the node");
            gone.addAll(names.subList(0, Math.min(of.count(), names.size())));
        }
        String node = ((FaultTarget.Node) a.action().target()).name();
        synchronized (recorder) {
            recording.accept(RecordedStream.line(now(), "NodeLost", "", java.util.Map.of("node", node, "pods", gone)));
            recorder.onNodeLost(node, gone, now());
        }
        for (String p : gone) client.pods().inNamespace(ns).withName(p).withGracePeriod(0).delete();
        progress.update(a.action().target().text() + " stood in for: deleted " + (gone.isEmpty() ? "no pod" : String.join(", ", gone)) + " (grace 0)",
                Math.min(1.0, now() / (double) untilMs));
    }

    private void act(String ns, Manifests.TimedAction a, Progress progress) {
        try {
            switch (a.action().kind()) {
                case delete -> {
                    for (String p : a.pods()) {
                        var pod = client.pods().inNamespace(ns).withName(p);
                        if (a.action().gracePeriodMs() != null) pod.withGracePeriod(a.action().gracePeriodMs() / 1000).delete();
                        else pod.delete();
                    }
                }
                case evict -> {
                    String p = a.pods().get(0);
                    if (client.pods().inNamespace(ns).withName(p).evict()) {
                        synchronized (recorder) {
                            recording.accept(RecordedStream.line(now(), "Evicted", "", java.util.Map.of("pod", p)));
                            recorder.onEvicted(p, now());
                        }
                    } else {
                        problems.add("the eviction of " + p + " was refused by the cluster");
                    }
                }
                case crash -> {
                    String body = "echo " + a.action().exitCode() + " > " + ShellScript.STATE_DIR + "/" + ShellScript.CRASH_FILE + "; kill -USR1 1";
                    try (ExecWatch w = client.pods().inNamespace(ns).withName(a.pods().get(0)).inContainer(a.container())
                            .exec("sh", "-c", body)) {
                        w.exitCode().get(10, TimeUnit.SECONDS);
                    }
                }
                case scale -> {
                    FaultTarget.Workload w = (FaultTarget.Workload) a.action().target();
                    if (w.kind().equals("deployment")) client.apps().deployments().inNamespace(ns).withName(w.name()).scale(a.action().replicas());
                    else client.apps().replicaSets().inNamespace(ns).withName(w.name()).scale(a.action().replicas());
                }
                case failNode -> loseNodesPods(ns, a, progress);
                case recoverNode -> progress.update("recoverNode " + a.action().target().text() + ": nothing to do on the cluster",
                        Math.min(1.0, now() / (double) untilMs));
                case setImage -> {
                    // The same template change as kubectl set env: the Deployment controller rolls out with its strategy.
                    FaultTarget.Workload w = (FaultTarget.Workload) a.action().target();
                    client.apps().deployments().inNamespace(ns).withName(w.name()).edit(d -> withImageVariable(d, w.container(), a.action().image()));
                }
                default -> problems.add("no way to carry out " + a.action().kind() + " on a cluster");
            }
        } catch (KubernetesClientException | java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
            problems.add(a.action().kind() + " " + a.action().target().text() + " at " + now() / 1000.0 + " s failed: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** The Deployment with the simulated image of one template container set to {@code image}. */
    static Deployment withImageVariable(Deployment d, String container, String image) {
        for (Container c : d.getSpec().getTemplate().getSpec().getContainers()) {
            if (!c.getName().equals(container)) continue;
            List<EnvVar> env = new ArrayList<>(c.getEnv() == null ? List.of() : c.getEnv());
            env.removeIf(v -> v.getName().equals(ShellScript.IMAGE_VARIABLE));
            env.add(new EnvVar(ShellScript.IMAGE_VARIABLE, image, null));
            c.setEnv(env);
        }
        return d;
    }

    /** What a watch delivered, at the run's time it arrived. */
    private interface Delivery<T> {
        void accept(String action, T resource, long tMs);
    }

    private <T extends HasMetadata> Watcher<T> watcher(String what, Delivery<T> onChange) {
        return new Watcher<>() {
            @Override
            public void eventReceived(Action action, T resource) {
                synchronized (recorder) {
                    // One time for the recorded line and the trace, so that a recording replays to the same trace.
                    long t = now();
                    recording.accept(RecordedStream.line(t, what, action.name(), resource));
                    onChange.accept(action.name(), resource, t);
                }
            }

            @Override
            public void onClose(WatcherException cause) {
                synchronized (recorder) {
                    problems.add("the watch of " + what + "s closed early: " + cause.getMessage() + "; the trace may miss what came after");
                }
            }
        };
    }

}
