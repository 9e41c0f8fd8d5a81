package io.boundarylab.bridge.sandbox;

import io.boundarylab.bridge.host.CgroupLayout.Role;
import io.boundarylab.bridge.host.Cgroups;
import io.boundarylab.bridge.host.Exec;
import io.boundarylab.bridge.host.Names;
import io.boundarylab.bridge.host.Tools;
import io.boundarylab.bridge.member.MemberMain;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;

/**
 * A pod sandbox, as Kubernetes builds one: a holder process (the pause container) owning the
 * network, UTS, IPC and mount namespaces that every member joins, and a pod cgroup with one child
 * per member. Members are this module's own programs, started with argument arrays through
 * {@code nsenter} and {@code setpriv} (no capabilities, no new privileges).
 */
public final class PodSandbox {

    /** The holder's cgroup and member name (Kubernetes' pause container). */
    public static final String HOLDER = "pause";

    private static final long HOLDER_MEMORY_BYTES = 96L * 1024 * 1024;
    private static final long TOOL_TIMEOUT_MS = 10_000;

    private final Run run;
    private final String name;
    private final String pod;
    private final List<String> volumes;
    private final Cgroups.Group group;
    private final List<MemberProcess> members = new ArrayList<>();
    private MemberProcess holder;
    private String hostname;
    private final Map<String, Path> volumePaths = new LinkedHashMap<>();

    PodSandbox(Run run, String name, String pod, List<String> volumes) {
        this.run = run;
        this.name = Names.label(name);
        this.pod = Names.label(pod);
        this.volumes = List.copyOf(volumes);
        this.volumes.forEach(Names::label);
        this.group = new Cgroups.Group(List.of(run.id().value(), name));
    }

    void start() {
        Tools tools = run.host().tools();
        run.createGroup(group);
        Cgroups.Group holderGroup = run.createGroup(group.child(HOLDER));
        limit(holderGroup, HOLDER_MEMORY_BYTES, 32, 0);
        List<String> cmd = new ArrayList<>(List.of(tools.require("unshare"), "--net", "--uts", "--ipc", "--mount",
                "--propagation", "private", "--"));
        cmd.addAll(dropPrivileges(tools));
        cmd.addAll(java(48, run.host().memberClasses()));
        cmd.addAll(List.of(run.id().value(), pod, HOLDER, run.ownerTag(), "hold"));
        holder = launch(HOLDER, cmd, holderGroup, null);
        if (holder.await("holding", 15_000).isEmpty()) {
            throw new IllegalStateException("the sandbox holder did not start (exit "
                    + holder.awaitExit(1000).map(String::valueOf).orElse("none") + "): " + holder.stderr().strip());
        }
        run.cgroups().attach(holderGroup, holder.pid());
        String h = Long.toString(holder.pid());
        check(Exec.run(List.of(tools.require("nsenter"), "-t", h, "--net", "--", tools.require("ip"), "link", "set", "lo", "up"), TOOL_TIMEOUT_MS));
        check(Exec.run(List.of(tools.require("nsenter"), "-t", h, "--uts", "--", tools.require("hostname"), name), TOOL_TIMEOUT_MS));
        hostname = check(Exec.run(List.of(tools.require("nsenter"), "-t", h, "--uts", "--", tools.require("hostname")), TOOL_TIMEOUT_MS)).stdout().strip();
        for (String v : volumes) {
            Path dir = run.volumePath(pod, v);
            mount(dir, run.id().value() + "-" + name + "-" + v);
            volumePaths.put(v, dir);
        }
    }

    /** Mounts a tmpfs at a directory, in the holder's mount namespace only: it vanishes with the sandbox. */
    private void mount(Path dir, String source) {
        Tools tools = run.host().tools();
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        check(Exec.run(List.of(tools.require("nsenter"), "-t", Long.toString(holder.pid()), "--mount", "--", tools.require("mount"),
                "-t", "tmpfs", "-o", "size=16m,mode=1777", source, dir.toString()), TOOL_TIMEOUT_MS));
    }

    /**
     * Mounts a volume instance of one member's own (a pod whose members do not share storage): a
     * tmpfs of its own at {@link Run#privateVolumePath}, in this sandbox.
     */
    public Path mountPrivate(String member, String volume) {
        Path dir = run.privateVolumePath(pod, member, volume);
        mount(dir, run.id().value() + "-" + name + "-" + Names.label(member) + "-" + Names.label(volume));
        return dir;
    }

    private static Exec.Result check(Exec.Result r) {
        if (!r.ok()) throw new IllegalStateException("sandbox setup failed: " + r.describe());
        return r;
    }

    private List<String> dropPrivileges(Tools tools) {
        return List.of(tools.require("setpriv"), "--no-new-privs", "--inh-caps=-all", "--bounding-set=-all", "--");
    }

    private List<String> java(int heapMb, Path classes) {
        return new ArrayList<>(List.of(Tools.javaLauncher(), "-XX:-UsePerfData", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1",
                "-Xss256k", "-XX:MaxMetaspaceSize=48m", "-Xmx" + heapMb + "m", "-cp", classes.toString(),
                MemberMain.class.getName()));
    }

    private void limit(Cgroups.Group g, long memoryBytes, int pidsMax, int cpuMillicores) {
        Cgroups c = run.cgroups();
        c.limit(g, Role.MEMORY, c.layout().memoryLimit(memoryBytes));
        c.limit(g, Role.PIDS, c.layout().pidsLimit(pidsMax));
        if (cpuMillicores > 0) c.limit(g, Role.CPU, c.layout().cpuLimit(cpuMillicores * 100L, 100_000L));
    }

    private MemberProcess launch(String member, List<String> cmd, Cgroups.Group g, MemberProcess.Listener listener) {
        try {
            Process p = new ProcessBuilder(cmd).start();
            MemberProcess m = new MemberProcess(pod, member, p, g, this, run, listener);
            synchronized (members) {
                members.add(m);
            }
            return m;
        } catch (IOException e) {
            throw new IllegalStateException("cannot start " + member + ": " + e.getMessage(), e);
        }
    }

    /**
     * Starts a member in this sandbox: its own child cgroup with its ceilings, the sandbox's
     * namespaces, no capabilities. It is in its cgroups before it runs its first step.
     */
    public MemberProcess start(MemberSpec spec, MemberProcess.Listener listener) {
        Cgroups.Group g = run.createGroup(group.child(spec.name()));
        limit(g, spec.memoryBytes(), spec.pidsMax(), spec.cpuQuotaMillicores());
        Tools tools = run.host().tools();
        List<String> cmd = new ArrayList<>(List.of(tools.require("nsenter"), "-t", Long.toString(holder.pid()),
                "--net", "--uts", "--ipc", "--mount", "--"));
        if (spec.userNamespaceUid() > 0) {
            // An unprivileged host uid first, then a user namespace that maps it to 0 inside: root in
            // its own view, nobody special on the host.
            String id = Integer.toString(spec.userNamespaceUid());
            cmd.addAll(List.of(tools.require("setpriv"), "--reuid=" + id, "--regid=" + id, "--clear-groups"));
            cmd.addAll(dropPrivileges(tools).subList(1, dropPrivileges(tools).size()));
            cmd.addAll(List.of(tools.require("unshare"), "--user", "--map-root-user", "--"));
        } else {
            cmd.addAll(dropPrivileges(tools));
        }
        // A member under an unprivileged uid reads its classes from the run's readable copy.
        cmd.addAll(java(spec.heapMb(), spec.userNamespaceUid() > 0 ? run.readableMemberClasses() : run.host().memberClasses()));
        cmd.addAll(List.of(run.id().value(), pod, spec.name(), run.ownerTag()));
        cmd.addAll(spec.steps());
        MemberProcess m = launch(spec.name(), cmd, g, listener);
        try {
            run.cgroups().attach(g, m.pid());
        } catch (RuntimeException e) {
            m.destroyForcibly();
            throw e;
        }
        m.go();
        return m;
    }

    /** Kills one member through its own cgroup (the rest of the sandbox is untouched). */
    public void killMember(MemberProcess m) {
        run.cgroups().kill(m.group());
    }

    /** Kills the whole sandbox at once through the pod cgroup: every member and the holder. */
    public void killAll() {
        try {
            run.cgroups().kill(group);
        } catch (RuntimeException e) {
            // fall through: the run's clean-up kills by PID as well
        }
        synchronized (members) {
            for (MemberProcess m : members) m.closePipe();
        }
    }

    public String name() {
        return name;
    }

    public String pod() {
        return pod;
    }

    public Cgroups.Group group() {
        return group;
    }

    public long holderPid() {
        return holder.pid();
    }

    public boolean holderAlive() {
        return holder.isAlive();
    }

    /** Waits for the holder to end; its exit code, or empty on timeout. */
    public java.util.Optional<Integer> awaitHolderExit(long timeoutMs) {
        return holder.awaitExit(timeoutMs);
    }

    /** The hostname of the sandbox's UTS namespace, as the kernel reports it. */
    public String hostname() {
        return hostname;
    }

    /** The inode of one of the holder's namespaces. */
    public OptionalLong namespace(String ns) {
        return run.host().proc().namespaceInode(holder.pid(), ns);
    }

    /** Where a pod volume is mounted in this sandbox. */
    public Path volume(String v) {
        Path p = volumePaths.get(v);
        if (p == null) throw new IllegalArgumentException("no volume " + v + " in sandbox " + name);
        return p;
    }

    /** The cgroup directories of the pod, one per hierarchy. */
    public List<Path> cgroupDirs() {
        return run.cgroups().dirs(group);
    }
}
