package io.boundarylab.bridge.experiment;

import io.boundarylab.bridge.host.CgroupLayout;
import io.boundarylab.bridge.host.CgroupLayout.Role;
import io.boundarylab.bridge.member.Report;
import io.boundarylab.bridge.sandbox.MemberProcess;
import io.boundarylab.bridge.sandbox.MemberSpec;
import io.boundarylab.bridge.sandbox.PodSandbox;
import io.boundarylab.bridge.sandbox.Run;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Records one experiment variant: turns what members report and how they end into trace events
 * in the engine's vocabulary, and collects the kernel observations. Time is the run's elapsed
 * wall-clock time (the kernel's run is real, not simulated); sequence numbers start at 1.
 */
public final class ExperimentContext implements MemberProcess.Listener {

    private final Run run;
    private final String experiment;
    private final Variant variant;
    private final List<TraceEvent> trace = new ArrayList<>();
    private final List<Observation> observations = new ArrayList<>();
    private final Map<MemberProcess, String> exitReasons = new HashMap<>();
    private final Map<String, String> kinds = new HashMap<>();
    private final java.util.Set<String> podsScheduled = new java.util.HashSet<>();
    /** Each member's last identity report, by pod and member, in the order members first reported. */
    private final Map<String, SeenProcess> processes = new LinkedHashMap<>();
    private long lastT;
    private boolean finished;

    public ExperimentContext(Run run, String experiment, Variant variant) {
        this.run = run;
        this.experiment = experiment;
        this.variant = variant;
        observe("runId", run.id().value());
        observe("cgroupMode", run.host().layout().mode().name());
    }

    public Run run() {
        return run;
    }

    /** Adds a trace event now (events after {@link #finish()} are the teardown's and are dropped). */
    public synchronized void emit(TraceEvent.Builder b) {
        if (finished) return;
        long t = Math.max(lastT, run.elapsedMs());
        lastT = t;
        trace.add(b.build(trace.size() + 1L, t));
    }

    public synchronized void observe(String key, Object value) {
        if (finished) return;
        observations.add(new Observation(key, String.valueOf(value)));
    }

    /**
     * Records that a member was placed into a sandbox; the node is the sandbox's hostname. A pod's
     * own sandbox takes all its members by one decision (one pod-level Scheduled event, as the
     * engine writes for atomic placement); a sandbox per member is a decision per member.
     */
    public void scheduled(PodSandbox sandbox, String member) {
        scheduled(sandbox, member, sandbox.name().equals(sandbox.pod()));
    }

    /**
     * Records that a member was placed into a sandbox: with {@code whole}, as part of one decision for
     * its pod (one pod-level Scheduled event); without, as a decision of its own.
     */
    public void scheduled(PodSandbox sandbox, String member, boolean whole) {
        boolean first;
        synchronized (this) {
            first = podsScheduled.add(sandbox.pod());
        }
        if (!whole || first) {
            emit(TraceEvent.of(EventType.Scheduled).pod(sandbox.pod()).container(whole ? null : member).kind(whole ? null : kindOf(member))
                    .node(sandbox.hostname())
                    .message(whole ? Messages.get("trace.scheduledPod", sandbox.pod(), sandbox.hostname(), sandbox.holderPid())
                            : Messages.get("trace.scheduled", sandbox.pod(), member, sandbox.hostname(), sandbox.holderPid()))
                    .rule(Messages.get(whole ? "rule.scheduled.pod" : "rule.scheduled.apart")));
        }
        observe(member + ".sandbox", sandbox.name());
        observe(member + ".holderPid", sandbox.holderPid());
        observe(sandbox.name() + ".netns", sandbox.namespace("net").orElse(-1));
        observe(sandbox.name() + ".mntns", sandbox.namespace("mnt").orElse(-1));
        observe(sandbox.name() + ".cgroup", String.join(",", sandbox.cgroupDirs().stream().map(Path::toString).toList()));
    }

    /** Declares a member an init container (a precondition); every other member is an app container. */
    public synchronized void declareInit(String member) {
        kinds.put(member, "init");
    }

    /** Declares a member a native sidecar (an init container that keeps running). */
    public synchronized void declareSidecar(String member) {
        kinds.put(member, "sidecar");
    }

    private synchronized String kindOf(String member) {
        return kinds.getOrDefault(member, "app");
    }

    /** Schedules and starts a member in a sandbox. */
    public MemberProcess start(PodSandbox sandbox, MemberSpec spec) {
        scheduled(sandbox, spec.name());
        return sandbox.start(spec, this);
    }

    /** Schedules (as one decision for its pod, or one of its own) and starts a member in a sandbox. */
    public MemberProcess start(PodSandbox sandbox, MemberSpec spec, boolean whole) {
        scheduled(sandbox, spec.name(), whole);
        return sandbox.start(spec, this);
    }

    /** Starts a member again in the same sandbox (a restart inside the pod); no new scheduling. */
    public MemberProcess restart(PodSandbox sandbox, MemberSpec spec) {
        return sandbox.start(spec, this);
    }

    /** The reason the next exit of this member is reported with (Evicted, Error …). */
    public synchronized void expectExit(MemberProcess m, String reason) {
        exitReasons.put(m, reason);
    }

    /** Stops recording: what the teardown does is not part of the experiment. */
    public synchronized void finish() {
        finished = true;
    }

    public KernelRun result() {
        synchronized (this) {
            return new KernelRun(experiment, variant, run.id().value(), observations, trace, List.copyOf(processes.values()));
        }
    }

    @Override
    public void onReport(MemberProcess m, MemberProcess.Timed timed) {
        Report r = timed.report();
        String pod = m.pod();
        String c = m.name();
        switch (r.kind()) {
            case "identity" -> {
                String ip = "127.0.0.1@netns:" + r.field("net");
                observe(c + ".pid", r.field("pid"));
                observe(c + ".netns", r.field("net"));
                observe(c + ".mntns", r.field("mnt"));
                observe(c + ".utsns", r.field("uts"));
                observe(c + ".hostname", r.field("hostname"));
                seen(m, r);
                emit(TraceEvent.of(EventType.Started).pod(pod).container(c).kind(kindOf(c)).node(r.field("hostname")).ip(ip)
                        .message(Messages.get("trace.started", pod, c, r.field("pid"), r.field("net"), r.field("mnt"), r.field("uts")))
                        .rule(Messages.get("rule.started")));
            }
            case "volume" -> {
                String name = volumeName(r.field("path"));
                String instance = pod + "/" + name + "@" + r.field("fstype") + ":" + r.field("dev");
                observe(c + ".volumeDev", r.field("dev"));
                emit(TraceEvent.of(EventType.VolumeMounted).pod(pod).container(c).kind(kindOf(c)).path(r.field("path")).volume(instance)
                        .message(Messages.get("trace.volume", pod, c, name, r.field("fstype"), r.field("dev"), r.field("mountPoint")))
                        .rule(Messages.get("rule.volume")));
            }
            case "bound" -> {
                observe(c + ".bind", "ok");
                emit(TraceEvent.of(EventType.PortBound).pod(pod).container(c).kind(kindOf(c)).port(Integer.valueOf(r.field("port")))
                        .message(Messages.get("trace.bound", pod, c, r.field("port"))).rule(Messages.get("rule.bound")));
            }
            case "bind-failed" -> {
                observe(c + ".bind", r.field("errno"));
                observe(c + ".bindErrno", r.field("errnoNumber"));
                emit(TraceEvent.of(EventType.BindFailed).pod(pod).container(c).kind(kindOf(c)).port(Integer.valueOf(r.field("port")))
                        .reason(r.field("errno"))
                        .message(Messages.get("trace.bindFailed", pod, c, r.field("port"), r.field("errno"), r.field("errnoNumber")))
                        .rule(Messages.get("rule.bindFailed")));
            }
            case "connected" -> {
                observe(c + ".connect", "ok");
                emit(TraceEvent.of(EventType.Connected).pod(pod).container(c).kind(kindOf(c)).port(Integer.valueOf(r.field("port"))).peer("localhost")
                        .message(Messages.get("trace.connected", pod, c, r.field("port"), r.field("reply"))).rule(Messages.get("rule.connected")));
            }
            case "refused" -> {
                observe(c + ".connect", r.field("errno"));
                observe(c + ".connectErrno", r.field("errnoNumber"));
                emit(TraceEvent.of(EventType.ConnectionRefused).pod(pod).container(c).kind(kindOf(c)).port(Integer.valueOf(r.field("port"))).peer("localhost")
                        .reason(r.field("errno"))
                        .message(Messages.get("trace.refused", pod, c, r.field("port"), r.field("errno"), r.field("errnoNumber")))
                        .rule(Messages.get("rule.refused")));
            }
            case "written" -> emit(TraceEvent.of(EventType.FileWritten).pod(pod).container(c).kind(kindOf(c)).path(r.field("path"))
                    .message(Messages.get("trace.written", pod, c, r.field("path"))).rule(Messages.get("rule.written")));
            case "missing" -> emit(TraceEvent.of(EventType.FileMissing).pod(pod).container(c).kind(kindOf(c)).path(r.field("path"))
                    .reason("config missing")
                    .message(Messages.get("trace.missing", pod, c, r.field("path"))).rule(Messages.get("rule.missing")));
            case "shipped" -> emit(TraceEvent.of(EventType.LinesShipped).pod(pod).container(c).kind(kindOf(c)).lines(Long.valueOf(r.field("lines")))
                    .message(Messages.get("trace.shipped", pod, c, r.field("lines"), r.field("total"))).rule(Messages.get("rule.shipped")));
            default -> {
                // progress reports (allocated, burned, found, exiting) are read by the experiments
            }
        }
    }

    @Override
    public void onExit(MemberProcess m, int exitCode, long tMs) {
        String reason;
        synchronized (this) {
            reason = exitReasons.remove(m);
        }
        if (reason == null) reason = exitCode == 0 ? "Completed" : exitCode == 137 && oomKilled(m) ? "OOMKilled" : "Error";
        if (reason.equals("OOMKilled")) {
            emit(TraceEvent.of(EventType.OOMKilled).pod(m.pod()).container(m.name()).kind(kindOf(m.name())).exitCode(exitCode).reason("OOMKilled")
                    .message(Messages.get("trace.oomKilled", m.pod(), m.name(), m.pid())).rule(Messages.get("rule.oomKilled")));
        }
        observe(m.name() + ".exitCode", exitCode);
        emit(TraceEvent.of(EventType.Exited).pod(m.pod()).container(m.name()).kind(kindOf(m.name())).exitCode(exitCode).reason(reason)
                .message(Messages.get("trace.exited", m.pod(), m.name(), m.pid(), exitCode)).rule(Messages.get("rule.exited." + reason)));
    }

    /** Keeps what a member reported about itself: its namespaces' inodes, and the cgroup the bridge put it in. */
    private synchronized void seen(MemberProcess m, Report identity) {
        if (finished) return;
        Map<String, Long> namespaces = new LinkedHashMap<>();
        for (String kind : List.of("net", "uts", "ipc", "mnt")) {
            String inode = identity.field(kind);
            // A namespace the member could not read is reported as "unknown": left out, never guessed.
            if (inode != null && inode.chars().allMatch(Character::isDigit) && !inode.isEmpty()) namespaces.put(kind, Long.parseLong(inode));
        }
        String cgroup = "/" + String.join("/", m.group().segments());
        processes.put(m.pod() + "/" + m.name(), new SeenProcess(m.pod(), m.name(), m.sandbox().name(), Long.parseLong(identity.field("pid")),
                namespaces, cgroup));
    }

    /** Whether the kernel counted an OOM kill in the member's memory cgroup. */
    public boolean oomKilled(MemberProcess m) {
        return oomKills(m) > 0;
    }

    /** The OOM kill counter of the member's memory cgroup (memory.events on v2, memory.oom_control on v1). */
    public long oomKills(MemberProcess m) {
        CgroupLayout layout = run.host().layout();
        try {
            return CgroupLayout.parseFlatKeyed(run.cgroups().read(m.group(), Role.MEMORY, layout.oomEventsFile()))
                    .getOrDefault("oom_kill", 0L);
        } catch (RuntimeException e) {
            return 0;
        }
    }

    /** A pod volume's name is the last segment of the path it is mounted at (…/volumes/POD/NAME). */
    private static String volumeName(String path) {
        Path p = Path.of(path);
        return Optional.ofNullable(p.getFileName()).map(Path::toString).orElse(path);
    }
}
