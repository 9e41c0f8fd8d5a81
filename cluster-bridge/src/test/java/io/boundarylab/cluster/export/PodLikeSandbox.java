package io.boundarylab.cluster.export;

import io.boundarylab.engine.scenario.ActionSpec;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;
import io.fabric8.kubernetes.api.model.Container;
import io.fabric8.kubernetes.api.model.EnvVar;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.Volume;
import io.fabric8.kubernetes.api.model.VolumeMount;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * Exported Pods run on this machine as a kubelet would run them, to test the export against the simulation: each Pod
 * a holder process owning a user, network, mount and PID namespace of its own (as the pause container owns the Pod's),
 * each container {@code sh -c SCRIPT} under busybox joined to it with {@code nsenter}, in a PID namespace of its own
 * (a container's processes end with its shell, which is its PID 1), as the Pod's user with no capability and no new
 * privileges, as the export's security settings ask; the Pod's init containers one after another, then
 * its containers; the restart policy with the kubelet's back-off as the engine plays it (at once, then 10 s, 20 s …
 * after each exit, doubling to 5 min). An {@code emptyDir} is a folder of the Pod's own, a {@code hostPath} a folder of
 * the node's, written into the script in place of the mount path (no folder of this machine's root is touched).
 *
 * <p>What the scripts say becomes the trace events the engine writes for the same steps, by the one mapping
 * ({@link ScriptLines}): a started or ended shell is Started or Exited, "listening on port" PortBound and so on. Time runs
 * {@code scale} times faster than the scenario's: a {@code sleep} on the containers' PATH divides every wait by it, the
 * back-off is divided by it, and trace times are the scenario's.
 *
 * <p>Not a scheduler: each Pod runs on the node it is given. Not a control plane: only the timeline's {@code evict}
 * (a graceful delete, as the Eviction API makes it) and {@code crash} (the exported runner's SIGUSR1 with a code) are
 * carried out; {@link #whyNot} names what else a set of manifests needs.
 */
final class PodLikeSandbox implements AutoCloseable {
    private static final Path UNSHARE = Path.of("/usr/bin/unshare");
    private static final Path NSENTER = Path.of("/usr/bin/nsenter");
    private static final Path SETPRIV = Path.of("/usr/bin/setpriv");
    private static final java.util.Set<java.nio.file.attribute.PosixFilePermission> ANYONE = PosixFilePermissions.fromString("rwxrwxrwx");
    private static final Path IP = Files.isExecutable(Path.of("/usr/sbin/ip")) ? Path.of("/usr/sbin/ip") : Path.of("/sbin/ip");
    private static final long BACK_OFF_INITIAL_MS = 10_000;
    private static final long BACK_OFF_MAX_MS = 300_000;

    private final Path root;
    private final Busybox busybox;
    private final Path scaledBin;
    private final int scale;
    private final ScheduledExecutorService timer = Executors.newScheduledThreadPool(2, r -> {
        Thread t = new Thread(r, "pod-like-sandbox");
        t.setDaemon(true);
        return t;
    });
    private final List<TraceEvent> trace = new ArrayList<>();
    private final Map<String, SandboxPod> pods = new LinkedHashMap<>();
    private final List<String> problems = new ArrayList<>();
    /**
     * Whether each container runs as its Pod's user (the restricted profile's 65534, or root where the Pod uses its node's
     * folder), as a kubelet runs it: only root may switch users, and only where that user can reach the sandbox's
     * folders. Otherwise every Pod has a user namespace of its own, with this user as its root.
     */
    private final boolean asPodsUser;
    private long startNanos;
    private long untilMs;
    private volatile boolean over;

    /**
     * Why the manifests cannot run here, or empty. Only what the sandbox can do is allowed: bare Pods with script
     * containers, no probes and no hooks (no kubelet probing), no Service (no traffic between Pods), no controller, and on
     * the timeline only {@code evict} and {@code crash}.
     */
    static Optional<String> whyNot(Manifests m) {
        List<String> missing = new ArrayList<>();
        for (HasMetadata o : m.objects()) {
            if (o instanceof Pod) continue;
            String need = switch (o.getKind()) {
                case "Service" -> "a Service (a virtual address and routing between Pods)";
                case "ReplicaSet", "Deployment" -> "a " + o.getKind() + " controller (Pods made and replaced by the control plane)";
                default -> "a " + o.getKind();
            };
            if (!missing.contains(need)) missing.add(need);
        }
        for (HasMetadata o : m.objects()) {
            io.fabric8.kubernetes.api.model.PodSpec spec = o instanceof Pod p ? p.getSpec()
                    : o instanceof io.fabric8.kubernetes.api.model.apps.ReplicaSet rs ? rs.getSpec().getTemplate().getSpec()
                    : o instanceof io.fabric8.kubernetes.api.model.apps.Deployment d ? d.getSpec().getTemplate().getSpec() : null;
            if (spec == null) continue;
            List<Container> all = new ArrayList<>(spec.getInitContainers());
            all.addAll(spec.getContainers());
            for (Container c : all) {
                String where = o.getMetadata().getName() + "/" + c.getName();
                if (c.getStartupProbe() != null || c.getLivenessProbe() != null || c.getReadinessProbe() != null) {
                    missing.add("the kubelet's probes (" + where + ")");
                }
                if (c.getLifecycle() != null) missing.add("the kubelet's lifecycle hooks (" + where + ")");
            }
        }
        for (Manifests.TimedAction t : m.timeline()) {
            ActionSpec.Kind k = t.action().kind();
            if (k != ActionSpec.Kind.evict && k != ActionSpec.Kind.crash) {
                String need = "the control plane's " + k + " (" + t.action().target().text() + ")";
                if (!missing.contains(need)) missing.add(need);
            }
        }
        return missing.isEmpty() ? Optional.empty() : Optional.of("the pod-like sandbox has no counterpart for " + String.join("; ", missing));
    }

    /** Why this machine cannot make the sandboxes, or empty. */
    static Optional<String> whyNotHere() {
        if (!Files.isExecutable(UNSHARE) || !Files.isExecutable(NSENTER) || !Files.isExecutable(SETPRIV) || !Files.isExecutable(IP)) {
            return Optional.of("unshare, nsenter, setpriv or ip is missing (util-linux, iproute2): no namespaces per Pod here");
        }
        try {
            Process probe = new ProcessBuilder(UNSHARE.toString(), "-U", "--map-root-user", "-n", "-m", "-p", "-f", "--mount-proc",
                    "--", IP.toString(), "link", "set", "lo", "up").redirectErrorStream(true).start();
            if (!probe.waitFor(10, TimeUnit.SECONDS)) {
                probe.destroyForcibly();
                return Optional.of("unshare did not answer within 10 s");
            }
            if (probe.exitValue() != 0) {
                return Optional.of("unprivileged user, network, mount and PID namespaces are not permitted here (unshare -Urnmpf --mount-proc: "
                        + new String(probe.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip() + ")");
            }
        } catch (IOException e) {
            return Optional.of("unshare cannot be started: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.of("interrupted");
        }
        return Optional.empty();
    }

    /** @param scale how many times faster than the scenario the run goes */
    PodLikeSandbox(Path root, int scale) throws IOException {
        this.root = root;
        Files.setPosixFilePermissions(root, PosixFilePermissions.fromString("rwxr-xr-x"));
        this.asPodsUser = hostUid() == 0 && othersMayEnter(root);
        this.scale = scale;
        this.busybox = Busybox.in(root.resolve("busybox"));
        this.scaledBin = Files.createDirectories(root.resolve("scaled"));
        // Every wait of the scripts is a sleep (bl_wait, the write and ship loops): divided by the scale, in milliseconds.
        Path sleep = scaledBin.resolve("sleep");
        Files.writeString(sleep, "#!" + busybox.bin.resolve("sh") + "\n"
                + "s=\"$1\"; i=\"${s%%.*}\"; f=\"\"; case \"$s\" in *.*) f=\"${s#*.}\";; esac\n"
                + "f=\"${f}000\"; f=\"${f%\"${f#???}\"}\"\n"
                + "ms=$(( (${i:-0} * 1000 + 1$f - 1000) / " + scale + " ))\n"
                + "exec " + busybox.bin.resolve("sleep") + " \"$((ms / 1000)).$(printf '%03d' $((ms % 1000)))\"\n");
        Files.setPosixFilePermissions(sleep, PosixFilePermissions.fromString("rwxr-xr-x"));
    }

    /**
     * Runs the Pods on their nodes until the horizon and returns the trace, in the scenario's time.
     *
     * @param nodeOf the node each Pod runs on, by its name; a Pod without one does not run
     */
    List<TraceEvent> run(Manifests m, Map<String, String> nodeOf) throws IOException, InterruptedException {
        startNanos = System.nanoTime();
        untilMs = m.untilMs();
        for (HasMetadata o : m.objects()) {
            if (o instanceof Pod p && nodeOf.containsKey(p.getMetadata().getName())) {
                pods.put(p.getMetadata().getName(), new SandboxPod(p, nodeOf.get(p.getMetadata().getName())));
            }
        }
        for (SandboxPod p : pods.values()) p.start();
        for (Manifests.TimedAction t : m.timeline()) {
            timer.schedule(() -> act(t), t.action().atMs() / scale, TimeUnit.MILLISECONDS);
        }
        long left = m.untilMs() / scale - (System.nanoTime() - startNanos) / 1_000_000;
        // The run's horizon: nothing happens on it but the clock, so the wait is for the horizon itself.
        if (left > 0) {
            try {
                timer.schedule(() -> { }, left, TimeUnit.MILLISECONDS).get(left + 10_000, TimeUnit.MILLISECONDS);
            } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
                throw new IllegalStateException("the run's clock failed", e);
            }
        }
        over = true;
        synchronized (trace) {
            if (!problems.isEmpty()) throw new IllegalStateException("the sandbox failed: " + String.join("; ", problems));
            return List.copyOf(trace);
        }
    }

    private void act(Manifests.TimedAction t) {
        if (over) return;
        try {
            switch (t.action().kind()) {
                case evict -> {
                    for (String name : t.pods()) {
                        SandboxPod p = pods.get(name);
                        if (p != null) p.evict();
                    }
                }
                case crash -> {
                    SandboxPod p = pods.get(t.pods().get(0));
                    if (p != null) p.crash(t.container(), t.action().exitCode());
                }
                default -> problem("no sandbox form for " + t.action().kind());
            }
        } catch (IOException | RuntimeException e) {
            problem(t.action().kind() + " failed: " + e);
        }
    }

    private void problem(String what) {
        synchronized (trace) {
            problems.add(what);
        }
    }

    private static long hostUid() throws IOException {
        for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
            if (line.startsWith("Uid:")) return Long.parseLong(line.split("\\s+")[1]);
        }
        throw new IOException("no Uid in /proc/self/status");
    }

    private static boolean othersMayEnter(Path dir) throws IOException {
        for (Path p = dir.toAbsolutePath(); p != null; p = p.getParent()) {
            if (!Files.getPosixFilePermissions(p).contains(java.nio.file.attribute.PosixFilePermission.OTHERS_EXECUTE)) return false;
        }
        return true;
    }

    /** The scenario's time now. */
    private long now() {
        return (System.nanoTime() - startNanos) / 1_000_000 * scale;
    }

    private void emit(TraceEvent.Builder b) {
        synchronized (trace) {
            if (over) return;
            trace.add(b.build(trace.size() + 1L, now()));
        }
    }

    /** Every process the sandbox started that is still alive. */
    List<ProcessHandle> alive() {
        List<ProcessHandle> alive = new ArrayList<>();
        for (SandboxPod p : pods.values()) for (ProcessHandle h : p.processes()) if (h.isAlive()) alive.add(h);
        return alive;
    }

    /** Whether the sandbox's folders are still there. */
    boolean foldersLeft() {
        return Files.exists(root);
    }

    /** Kills every process, waits (bounded) for each to end, then removes every folder. */
    @Override
    public void close() {
        over = true;
        timer.shutdownNow();
        List<ProcessHandle> all = new ArrayList<>();
        for (SandboxPod p : pods.values()) {
            all.addAll(p.processes());
            p.kill();
        }
        for (ProcessHandle h : all) {
            h.destroyForcibly();
            try {
                h.onExit().get(10, TimeUnit.SECONDS);
            } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
                problem("process " + h.pid() + " did not end");
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        try (Stream<Path> files = Files.walk(root)) {
            for (Path f : files.sorted(Comparator.reverseOrder()).toList()) Files.deleteIfExists(f);
        } catch (IOException e) {
            throw new UncheckedIOException("the sandbox's folders could not be removed", e);
        }
    }

    /** One exported Pod: its holder, its folders, its containers' kubelet state. */
    private final class SandboxPod {
        private final Pod spec;
        private final String name;
        /** The scenario's pod and container it stands for: a naive member's own Pod is that member. */
        private final String pod;
        private final String member;
        private final String node;
        private final Path dir;
        private final Map<String, Path> volumes = new LinkedHashMap<>();
        private final Map<String, Box> boxes = new LinkedHashMap<>();
        private Process holder;
        private long nsPid;
        private volatile boolean gone;
        /** Being deleted: exits are recorded, nothing restarts. */
        private volatile boolean terminating;

        SandboxPod(Pod spec, String node) throws IOException {
            this.spec = spec;
            this.name = spec.getMetadata().getName();
            this.pod = spec.getMetadata().getLabels().getOrDefault(Labels.POD, name);
            this.member = spec.getMetadata().getLabels().get(Labels.MEMBER);
            this.node = node;
            this.dir = Files.createDirectories(root.resolve("pods").resolve(name));
            for (Volume v : spec.getSpec().getVolumes()) {
                Path folder = v.getHostPath() != null ? root.resolve("nodes").resolve(node).resolve(v.getHostPath().getPath().substring(1))
                        : dir.resolve("volumes").resolve(v.getName());
                volumes.put(v.getName(), Files.createDirectories(folder));
                // An emptyDir is anyone's to write, as the kubelet makes it; a node's folder is root's (DirectoryOrCreate, 0755).
                if (v.getHostPath() == null) Files.setPosixFilePermissions(folder, ANYONE);
            }
            for (Container c : spec.getSpec().getInitContainers()) boxes.put(c.getName(), new Box(c, true));
            for (Container c : spec.getSpec().getContainers()) boxes.put(c.getName(), new Box(c, false));
        }

        void start() throws IOException, InterruptedException {
            emit(TraceEvent.of(EventType.Scheduled).pod(pod).container(member).node(node));
            List<String> cmd = new ArrayList<>(List.of(UNSHARE.toString()));
            if (!asPodsUser) cmd.addAll(List.of("-U", "--map-root-user"));
            cmd.addAll(List.of("-n", "-m", "-p", "-f", "--mount-proc", "--", busybox.bin.resolve("sh").toString(), "-c",
                    IP + " link set lo up || exit 96; echo ready; exec " + busybox.bin.resolve("sleep") + " " + holderSeconds()));
            holder = new ProcessBuilder(cmd).redirectErrorStream(true).start();
            BufferedReader r = new BufferedReader(new InputStreamReader(holder.getInputStream(), StandardCharsets.UTF_8));
            String first = r.readLine();
            if (!"ready".equals(first)) throw new IllegalStateException("the holder of Pod " + name + " did not start: " + first);
            nsPid = holder.children().findFirst().orElseThrow(() -> new IllegalStateException("the holder of Pod " + name + " has no child")).pid();
            startInit(0);
        }

        private void startInit(int i) {
            List<Container> inits = spec.getSpec().getInitContainers();
            if (i == inits.size()) {
                for (Container c : spec.getSpec().getContainers()) boxes.get(c.getName()).launch();
                return;
            }
            Box b = boxes.get(inits.get(i).getName());
            b.next = () -> startInit(i + 1);
            b.launch();
            // A sidecar is started, not awaited: the next starts once it runs.
            if (b.sidecar()) startInit(i + 1);
        }

        /**
         * The timeline's eviction as the export carries it out, through the Eviction API: a graceful delete. Every
         * container's PID 1 gets SIGTERM, and what is left when the grace period ends is killed; nothing restarts.
         */
        void evict() throws IOException {
            terminating = true;
            emit(TraceEvent.of(EventType.Evicted).pod(pod).container(member).node(node).reason("Evicted"));
            for (Box b : boxes.values()) if (b.process != null && b.process.isAlive()) signal(b, "-TERM");
            Long grace = spec.getSpec().getTerminationGracePeriodSeconds();
            timer.schedule(() -> {
                gone = true;
                kill();
            }, (grace == null ? 30_000 : grace * 1000) / scale, TimeUnit.MILLISECONDS);
        }

        void crash(String container, int code) throws IOException {
            Box b = boxes.get(container);
            if (b == null || b.process == null) throw new IllegalStateException("no running container " + container + " in Pod " + name);
            Files.writeString(b.state.resolve(ShellScript.CRASH_FILE), code + "\n");
            signal(b, "-USR1");
        }

        /** Signals a container's shell: the child of the unshare that made the container's PID namespace, its PID 1. */
        private void signal(Box b, String signal) throws IOException {
            ProcessHandle shell = b.process.descendants().filter(h -> h.parent().flatMap(pp -> pp.info().command())
                    .map(cmd -> cmd.endsWith("unshare")).orElse(false)).findFirst()
                    .orElseThrow(() -> new IllegalStateException("no shell found for " + name + "/" + b.c.getName()));
            Process k = new ProcessBuilder(busybox.bin.resolve("kill").toString(), signal, Long.toString(shell.pid())).redirectErrorStream(true).start();
            try {
                if (!k.waitFor(10, TimeUnit.SECONDS) || k.exitValue() != 0) throw new IllegalStateException("kill " + signal + " failed");
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }

        /**
         * How long the holder lives unless it is killed: to the horizon and a minute more. Should this JVM be killed,
         * the Pod's processes end with it all the same, since they all live in its PID namespace.
         */
        private long holderSeconds() {
            return untilMs / scale / 1000 + 60;
        }

        /** Every process the Pod has started, to wait for their end. */
        List<ProcessHandle> processes() {
            List<ProcessHandle> all = new ArrayList<>();
            if (holder != null) {
                all.add(holder.toHandle());
                all.addAll(holder.descendants().toList());
            }
            for (Box b : boxes.values()) {
                for (Process p : b.started) {
                    all.add(p.toHandle());
                    all.addAll(p.descendants().toList());
                }
            }
            return all;
        }

        /** Ends every process of the Pod: the PID namespace's first process takes all the others with it. */
        void kill() {
            if (nsPid != 0) ProcessHandle.of(nsPid).ifPresent(ProcessHandle::destroyForcibly);
            if (holder != null) {
                holder.descendants().forEach(ProcessHandle::destroyForcibly);
                holder.destroyForcibly();
            }
            for (Box b : boxes.values()) {
                for (Process p : b.started) {
                    p.descendants().forEach(ProcessHandle::destroyForcibly);
                    p.destroyForcibly();
                }
            }
        }

        /** One container: its script and its restart state, the kubelet's. */
        private final class Box {
            private final Container c;
            private final boolean init;
            private Runnable next;
            private Process process;
            private final List<Process> started = new java.util.concurrent.CopyOnWriteArrayList<>();
            private Path state;
            private int instance;
            private long backOffMs;
            private long backOffUpdatedMs;

            Box(Container c, boolean init) {
                this.c = c;
                this.init = init;
            }

            boolean sidecar() {
                return init && "Always".equals(c.getRestartPolicy());
            }

            synchronized void launch() {
                if (gone || terminating || over) return;
                try {
                    state = Files.createDirectories(dir.resolve("state").resolve(c.getName() + "-" + (++instance)));
                    // The container's own /tmp, where the script keeps its state.
                    Files.setPosixFilePermissions(state, ANYONE);
                    String script = c.getCommand().get(2);
                    for (VolumeMount vm : c.getVolumeMounts()) {
                        String folder = volumes.get(vm.getName()).toString();
                        script = script.replace("'" + vm.getMountPath() + "'", "'" + folder + "'").replace("'" + vm.getMountPath() + "/", "'" + folder + "/");
                    }
                    List<String> cmd = new ArrayList<>(List.of(NSENTER.toString(), "-t", Long.toString(nsPid)));
                    // --preserve-credentials: an unprivileged user may not setgroups in a namespace --map-root-user made.
                    if (!asPodsUser) cmd.addAll(List.of("-U", "--preserve-credentials"));
                    cmd.addAll(List.of("-n", "-m", "-p", "--", UNSHARE.toString(), "-p", "-f", "--mount-proc", "--", SETPRIV.toString()));
                    Long uid = spec.getSpec().getSecurityContext() == null ? null : spec.getSpec().getSecurityContext().getRunAsUser();
                    Long gid = spec.getSpec().getSecurityContext() == null ? null : spec.getSpec().getSecurityContext().getRunAsGroup();
                    if (asPodsUser && uid != null) {
                        cmd.addAll(List.of("--reuid=" + uid, "--regid=" + (gid == null ? uid : gid), "--clear-groups"));
                    }
                    // allowPrivilegeEscalation: false and capabilities: drop [ALL], as the export asks.
                    cmd.addAll(List.of("--no-new-privs", "--inh-caps=-all", "--bounding-set=-all", "--", busybox.bin.resolve("sh").toString(), "-c", script));
                    ProcessBuilder pb = new ProcessBuilder(cmd);
                    pb.environment().clear();
                    pb.environment().put("PATH", scaledBin + ":" + busybox.bin);
                    pb.environment().put("BL_STATE", state.toString());
                    for (EnvVar e : c.getEnv()) pb.environment().put(e.getName(), e.getValue());
                    pb.redirectErrorStream(true);
                    Process p = pb.start();
                    process = p;
                    started.add(p);
                    emit(TraceEvent.of(EventType.Started).pod(pod).container(c.getName()).node(node));
                    ScriptLines says = new ScriptLines(pod, c.getName());
                    Thread reader = new Thread(() -> read(p, says), "sandbox-" + name + "-" + c.getName());
                    reader.setDaemon(true);
                    reader.start();
                    p.onExit().thenRun(() -> {
                        try {
                            // The script's last words come before its exit.
                            reader.join(5000);
                        } catch (InterruptedException e) {
                            Thread.currentThread().interrupt();
                        }
                        exited(p.exitValue());
                    });
                } catch (IOException e) {
                    problem("cannot start " + name + "/" + c.getName() + ": " + e.getMessage());
                }
            }

            private void read(Process p, ScriptLines says) {
                try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
                    String line;
                    while ((line = r.readLine()) != null) {
                        TraceEvent.Builder b = says.eventOf(line);
                        if (b != null && !gone) emit(b);
                    }
                } catch (IOException e) {
                    // the Pod was killed: its output ends here
                }
            }

            /** The restart policy and the back-off, as the engine plays the kubelet's (CrashLoopBackOff). */
            private synchronized void exited(int code) {
                if (gone || over) return;
                emit(TraceEvent.of(EventType.Exited).pod(pod).container(c.getName()).node(node).exitCode(code).reason(code == 0 ? "Completed" : "Error"));
                if (terminating) return;
                String policy = spec.getSpec().getRestartPolicy() == null ? "Always" : spec.getSpec().getRestartPolicy();
                boolean again = sidecar() || (init ? code != 0 && !"Never".equals(policy)
                        : "Always".equals(policy) || "OnFailure".equals(policy) && code != 0);
                if (!again) {
                    if (init && code == 0 && next != null) next.run();
                    return;
                }
                long at = now();
                if (backOffMs == 0 || at - backOffUpdatedMs > 2 * BACK_OFF_MAX_MS) {
                    backOffMs = BACK_OFF_INITIAL_MS;
                    backOffUpdatedMs = at;
                    launch();
                    return;
                }
                long wait = backOffMs;
                emit(TraceEvent.of(EventType.BackOff).pod(pod).container(c.getName()).node(node).reason("CrashLoopBackOff"));
                timer.schedule(() -> {
                    synchronized (this) {
                        backOffMs = Math.min(wait * 2, BACK_OFF_MAX_MS);
                        backOffUpdatedMs = now();
                    }
                    launch();
                }, wait / scale, TimeUnit.MILLISECONDS);
            }
        }
    }
}
