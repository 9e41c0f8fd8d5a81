package io.boundarylab.engine.cluster.node;

import io.boundarylab.engine.scenario.MemberRef;
import io.boundarylab.engine.cluster.state.ClusterState;
import io.boundarylab.engine.cluster.state.ContainerReason;
import io.boundarylab.engine.cluster.state.ContainerState;
import io.boundarylab.engine.cluster.state.PodState;
import io.boundarylab.engine.cluster.state.Rules;
import io.boundarylab.engine.cluster.state.ServiceNetwork;
import io.boundarylab.engine.cluster.network.NetworkIdentity;
import io.boundarylab.engine.cluster.storage.FileStore;
import io.boundarylab.engine.kernel.ScheduledAction;
import io.boundarylab.engine.scenario.MountSpec;
import io.boundarylab.engine.scenario.Quantities;
import io.boundarylab.engine.scenario.Step;
import io.boundarylab.engine.scenario.VolumeSpec;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The runtime: one run of a container's simulated process, interpreting its {@code x-sim} steps
 * in order on the kernel's clock. When the steps run out the process exits 0. Killing the run
 * cancels everything it scheduled, so a dead process never acts again.
 */
final class ProcessRun {
    /** How often a shipping helper looks for new lines (log shippers batch; every 5 s keeps the trace readable). */
    static final long SHIP_PERIOD_MS = 5000;
    /** The reason on a {@code LinesShipped} event that ships lines this member had shipped before. */
    static final String RESHIPPED = "Reshipped";

    /** What the node agent hears from a process. */
    interface Exits {
        void exited(PodState pod, ContainerState c, int exitCode, ContainerReason reason, List<String> rules);

        void memoryChanged(ContainerState c);
    }

    private final ClusterState state;
    private final PodState pod;
    private final ContainerState c;
    private final FileStore layer;
    private final Exits exits;
    private final List<ScheduledAction> scheduled = new ArrayList<>();
    private int next;
    private boolean alive = true;

    ProcessRun(ClusterState state, PodState pod, ContainerState c, FileStore layer, Exits exits) {
        this.state = state;
        this.pod = pod;
        this.c = c;
        this.layer = layer;
        this.exits = exits;
    }

    boolean alive() {
        return alive;
    }

    /** Runs steps until one takes time, the process exits, or it runs forever. */
    void resume() {
        List<Step> steps = c.spec().steps();
        while (alive) {
            if (next >= steps.size()) {
                exit(0, ContainerReason.COMPLETED, Rules.PROCESS_EXIT);
                return;
            }
            Step step = steps.get(next++);
            if (!perform(step)) return;
        }
    }

    /** Performs one step; returns true to go straight on to the next. */
    private boolean perform(Step step) {
        if (step instanceof Step.Sleep s) {
            later(s.ms(), this::resume);
            return false;
        } else if (step instanceof Step.Run r) {
            if (r.ms() != null) later(r.ms(), this::resume);
            return false;
        } else if (step instanceof Step.Exit e) {
            exit(e.code(), ContainerReason.ofExitCode(e.code()), Rules.PROCESS_EXIT);
            return false;
        } else if (step instanceof Step.Listen l) {
            return listen(l.port(), null);
        } else if (step instanceof Step.Serve s) {
            return listen(s.port(), s.data() != null ? s.data() : Step.Serve.tagOf(c.runningImage()));
        } else if (step instanceof Step.Connect k) {
            return connect(k);
        } else if (step instanceof Step.Request r) {
            // One request now, then one every period while this process lives.
            state.services().request(pod, c, r.host(), r.port());
            every(r.everyMs(), () -> state.services().request(pod, c, r.host(), r.port()));
            return true;
        } else if (step instanceof Step.Write w) {
            write(w);
            return true;
        } else if (step instanceof Step.Touch t) {
            Where where = resolve(t.path());
            boolean created = !where.store.exists(where.inner);
            if (created) where.store.append(where.inner, 0);
            state.publish(pod, state.about(pod, c, EventType.FileWritten).path(t.path()).volume(where.store.id())
                    .message(c.name() + " touched " + t.path()).rule(where.rule));
            return true;
        } else if (step instanceof Step.Require q) {
            Where where = resolve(q.path());
            if (where.store.exists(where.inner)) return true;
            state.publish(pod, state.about(pod, c, EventType.FileMissing).path(q.path()).volume(where.store.id()).reason("config missing")
                    .message(c.name() + " needs " + q.path() + " but it does not exist in its view (" + where.store.id() + "): config missing")
                    .rule(where.rule));
            exit(1, ContainerReason.ERROR, Rules.PROCESS_EXIT);
            return false;
        } else if (step instanceof Step.Ship s) {
            startShipping(s.from());
            return true;
        } else if (step instanceof Step.Allocate a) {
            return allocate(a.bytes());
        } else if (step instanceof Step.BurnCpu b) {
            burn(b);
            return false;
        }
        throw new IllegalStateException("unknown step " + step);
    }

    /** Binds the port; with a data version, answers requests with it ({@code serve}). */
    private boolean listen(int port, String data) {
        NetworkIdentity id = c.identity();
        String holder = id.listener(port);
        if (id.bind(port, c.name())) {
            if (data != null) id.serve(port, data);
            state.publish(pod, state.about(pod, c, EventType.PortBound).port(port).ip(id.ip()).data(data)
                    .message(c.name() + " listens on " + id.ip() + ":" + port + (data == null ? "" : " and answers with data " + data))
                    .rule(state.platform().sharedIdentity() ? Rules.SHARED_IDENTITY : Rules.SEPARATE_IDENTITY));
            return true;
        }
        state.publish(pod, state.about(pod, c, EventType.BindFailed).port(port).ip(id.ip()).reason("EADDRINUSE")
                .message(c.name() + " cannot bind port " + port + ": address already in use (held by " + holder + " in the same network identity)")
                .rule(Rules.PORT_SPACE));
        exit(1, ContainerReason.ERROR, Rules.PORT_SPACE);
        return false;
    }

    private boolean connect(Step.Connect k) {
        ServiceNetwork.Route route = state.services().route(k.host(), k.port());
        if (route != null) return connectToService(k, route);
        NetworkIdentity target = state.resolve(pod, c, k.host());
        String listener = target == null ? null : target.listener(k.port());
        boolean ok = listener != null;
        state.countConnection(ok);
        String to = k.host() + ":" + k.port();
        boolean local = k.host().equals("localhost") || k.host().startsWith("127.");
        List<String> rule = local
                ? List.of(Rules.LOCALHOST, state.platform().sharedIdentity() ? Rules.SHARED_IDENTITY : Rules.SEPARATE_IDENTITY)
                : List.of(Rules.PROCESS);
        if (ok) {
            state.publish(pod, state.about(pod, c, EventType.Connected).peer(k.host()).port(k.port()).ip(target.ip())
                    .message(c.name() + " connected to " + to + " (" + listener + " at " + target.ip() + ")").rules(rule));
            return true;
        }
        String why = target == null ? "no such host" : "nothing listens on port " + k.port() + " at " + target.ip();
        state.publish(pod, state.about(pod, c, EventType.ConnectionRefused).peer(k.host()).port(k.port())
                .ip(target == null ? null : target.ip()).reason(target == null ? "EHOSTUNREACH" : "ECONNREFUSED")
                .message(c.name() + " could not connect to " + to + ": " + why).rules(rule));
        if (k.required()) {
            exit(1, ContainerReason.ERROR, rule);
            return false;
        }
        return true;
    }

    /** A connection through a Service: kube-proxy chose an endpoint, or had none to choose. */
    private boolean connectToService(Step.Connect k, ServiceNetwork.Route r) {
        boolean ok = r.outcome() == ServiceNetwork.Outcome.OK;
        state.countConnection(ok);
        String to = k.host() + ":" + k.port();
        String ip = r.target() == null ? null : r.target().ip();
        String via = "Service " + r.service() + " (" + r.clusterIP() + ")";
        if (ok) {
            state.publish(pod, state.about(pod, c, EventType.Connected).peer(k.host()).port(k.port()).ip(ip).service(r.service())
                    .message(c.name() + " connected to " + to + " through " + via + " to " + r.why()).rule(r.rule()));
            return true;
        }
        boolean timeout = r.outcome() == ServiceNetwork.Outcome.TIMEOUT;
        state.publish(pod, state.about(pod, c, EventType.ConnectionRefused).peer(k.host()).port(k.port()).ip(ip).service(r.service())
                .reason(timeout ? "ETIMEDOUT" : "ECONNREFUSED")
                .message(c.name() + " could not connect to " + to + " through " + via + ": "
                        + (timeout ? "no answer from " + r.why() + " (its node has failed)" : r.pod() == null ? r.why() : "nothing listens at " + r.why()))
                .rule(r.rule()));
        if (k.required()) {
            exit(1, ContainerReason.ERROR, r.rule());
            return false;
        }
        return true;
    }

    private void write(Step.Write w) {
        Where where = resolve(w.path());
        boolean created = where.store.append(where.inner, 1);
        if (created) {
            state.publish(pod, state.about(pod, c, EventType.FileWritten).path(w.path()).volume(where.store.id())
                    .message(c.name() + " wrote " + w.path() + " (" + where.store.id() + ")"
                            + (w.everyMs() == null ? "" : ", and appends a line every " + Quantities.formatDuration(w.everyMs())))
                    .rule(where.rule));
        }
        if (w.everyMs() != null) every(w.everyMs(), () -> where.store.append(where.inner, 1));
    }

    private void startShipping(String from) {
        Where where = resolve(from);
        MemberRef key = new MemberRef(pod.name(), c.name());
        state.linesShipped().putIfAbsent(key, 0L);
        // Ships from the start of each file: lines written before the helper started count too. A
        // restarted helper starts at the top again, so lines an earlier run of this member shipped
        // go out a second time: they are counted as shipped, and labelled re-shipped, not new.
        Map<String, Long> shipped = new TreeMap<>();
        every(SHIP_PERIOD_MS, () -> {
            long fresh = 0;
            long again = 0;
            for (Map.Entry<String, Long> f : where.store.linesUnder(where.inner).entrySet()) {
                String file = where.store.id() + ":" + f.getKey();
                long upTo = f.getValue();
                long shippedThisRun = shipped.getOrDefault(file, 0L);
                if (upTo <= shippedThisRun) continue;
                again += Math.max(0, Math.min(upTo, state.shippedUpTo(key, file)) - shippedThisRun);
                fresh += upTo - shippedThisRun;
                shipped.put(file, upTo);
                state.recordShippedUpTo(key, file, upTo);
            }
            if (fresh > 0) {
                state.linesShipped().merge(key, fresh, Long::sum);
                TraceEvent.Builder b = state.about(pod, c, EventType.LinesShipped).lines(fresh).path(from).volume(where.store.id());
                if (again == 0) {
                    b.message(c.name() + " shipped " + fresh + " new line" + (fresh == 1 ? "" : "s") + " from " + from + " (" + where.store.id() + ")")
                            .rule(Rules.SHIP, where.rule);
                } else {
                    long fresher = fresh - again;
                    b.reason(RESHIPPED).message(c.name() + " shipped " + fresh + " line" + (fresh == 1 ? "" : "s") + " from " + from
                                    + " (" + where.store.id() + "): " + again + " re-shipped, already shipped before its restart"
                                    + (fresher == 0 ? "" : ", and " + fresher + " new"))
                            .rule(Rules.RESHIP, Rules.SHIP, where.rule);
                }
                state.publish(pod, b);
            }
        });
    }

    private boolean allocate(long bytes) {
        c.setMemoryUsedBytes(c.memoryUsedBytes() + bytes);
        c.node().addMemoryUsed(bytes);
        Long limit = c.spec().limits().memoryBytes();
        if (limit != null && c.memoryUsedBytes() > limit) {
            state.publish(pod, state.about(pod, c, EventType.OOMKilled).reason(ContainerReason.OOM_KILLED.kubernetesName()).exitCode(137)
                    .message(c.name() + " uses " + Quantities.formatMemory(c.memoryUsedBytes()) + ", over its memory limit of "
                            + Quantities.formatMemory(limit) + ": the kernel killed it").rule(Rules.OOM));
            exit(137, ContainerReason.OOM_KILLED, Rules.OOM);
            return false;
        }
        exits.memoryChanged(c);
        return alive;
    }

    private void burn(Step.BurnCpu b) {
        Long limit = c.spec().limits().cpuMilli();
        long duration = b.forMs();
        if (limit != null && b.milliCores() > limit) {
            // Throttled work takes longer by want/limit; computed without overflow, since both can be
            // large (100 years at a million cores): a result past any horizon saturates.
            // A limit of 0 cpu lets the work never finish.
            java.math.BigInteger d = limit == 0 ? java.math.BigInteger.ONE.shiftLeft(63) : java.math.BigInteger.valueOf(b.forMs()).multiply(java.math.BigInteger.valueOf(b.milliCores()))
                    .divide(java.math.BigInteger.valueOf(limit));
            duration = d.bitLength() < 63 ? d.longValue() : Long.MAX_VALUE;
            state.publish(pod, state.about(pod, c, EventType.Throttled).reason("CPUThrottled")
                    .message(c.name() + " wants " + Quantities.formatCpu(b.milliCores()) + " cpu but its limit is " + Quantities.formatCpu(limit)
                            + ": throttled, the work takes " + Quantities.formatDuration(duration) + " instead of " + Quantities.formatDuration(b.forMs()))
                    .rule(Rules.THROTTLE));
        }
        later(duration, this::resume);
    }

    /** Whether a file exists in this container's view (for exec probes). */
    boolean exists(String path) {
        Where where = resolve(path);
        return where.store.exists(where.inner);
    }

    /** Ends the process: the node agent decides what follows. */
    void exit(int code, ContainerReason reason, String... rules) {
        exit(code, reason, List.of(rules));
    }

    /** Ends the process for the rules given, most specific first. */
    void exit(int code, ContainerReason reason, List<String> rules) {
        if (!alive) return;
        kill();
        exits.exited(pod, c, code, reason, rules);
    }

    /** Stops the process without reporting (the caller reports). Releases ports and memory. */
    void kill() {
        if (!alive) return;
        alive = false;
        for (ScheduledAction a : scheduled) a.cancel();
        scheduled.clear();
        if (c.identity() != null) c.identity().releaseAll(c.name());
        if (c.node() != null) c.node().addMemoryUsed(-c.memoryUsedBytes());
        c.setMemoryUsedBytes(0);
    }

    private void later(long delayMs, Runnable r) {
        scheduled.add(state.kernel().schedule(delayMs, () -> {
            if (alive) r.run();
        }));
    }

    private void every(long periodMs, Runnable r) {
        later(periodMs, () -> {
            r.run();
            every(periodMs, r);
        });
    }

    /** Where a path lives for this container: a volume, the node's host path, or its writable layer. */
    private record Where(FileStore store, String inner, String rule) {
    }

    private Where resolve(String path) {
        MountSpec best = null;
        for (MountSpec m : c.spec().volumeMounts()) {
            if ((path.equals(m.mountPath()) || path.startsWith(m.mountPath().equals("/") ? "/" : m.mountPath() + "/"))
                    && (best == null || m.mountPath().length() > best.mountPath().length())) {
                best = m;
            }
        }
        if (best == null) return new Where(layer, path, Rules.WRITABLE_LAYER);
        String rel = path.substring(best.mountPath().length());
        if (rel.isEmpty()) rel = "/";
        if (!rel.startsWith("/")) rel = "/" + rel;
        VolumeSpec v = pod.spec().volume(best.name());
        if (!v.isEmptyDir()) {
            String hostPath = v.hostPath() + (rel.equals("/") ? "" : rel);
            return new Where(state.hostStore(c.node()), hostPath, "hostPath: the file lives on the node the container runs on");
        }
        return new Where(state.volumeStore(pod, c, best.name()), rel,
                state.platform().sharedStorage() ? Rules.SHARED_STORAGE : Rules.SEPARATE_STORAGE);
    }
}
