package io.boundarylab.bridge.host;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Where the bridge's cgroups live on this machine and which files carry each ceiling and counter,
 * for cgroup v2, hybrid and v1. Pure path logic: it reads {@code /proc/self/mountinfo} and
 * {@code /proc/self/cgroup} as text, so it is tested with the texts of machines we do not have.
 *
 * <p>The bridge's groups sit under a directory {@code boundarylab} per hierarchy: on a v1
 * hierarchy inside the cgroup this JVM already belongs to (so the limits above it still apply),
 * on cgroup2 at the root (v2 forbids enabling controllers in a group that holds processes, and
 * the JVM's own group does).
 */
public final class CgroupLayout {

    /** The directory under which every run's groups are made. */
    public static final String BASE = "boundarylab";

    /** What a cgroup is used for; each role lives in one hierarchy. */
    public enum Role { MEMORY, PIDS, CPU, KILL }

    /** One mounted hierarchy and the directory where the bridge's groups go. */
    public record Hierarchy(String name, Path mount, boolean unified, Set<String> controllers, Path base) {
    }

    private final CgroupMode mode;
    private final Map<Role, Hierarchy> byRole;

    public CgroupLayout(CgroupMode mode, Map<Role, Hierarchy> byRole) {
        this.mode = mode;
        this.byRole = Map.copyOf(byRole);
    }

    public CgroupMode mode() {
        return mode;
    }

    /**
     * Reads the layout from the texts of {@code /proc/self/mountinfo} and {@code /proc/self/cgroup}.
     *
     * @param v2Controllers the contents of the cgroup2 root's {@code cgroup.controllers} (empty on hybrid)
     */
    public static CgroupLayout detect(String mountinfo, String selfCgroup, String v2Controllers) {
        Path unified = null;
        Map<String, Path> v1 = new LinkedHashMap<>();
        Map<String, Set<String>> v1Controllers = new LinkedHashMap<>();
        for (String line : mountinfo.split("\n")) {
            int dash = line.indexOf(" - ");
            if (dash < 0) continue;
            String[] left = line.substring(0, dash).split(" ");
            String[] right = line.substring(dash + 3).split(" ");
            if (left.length < 5 || right.length < 3) continue;
            Path mountPoint = Path.of(unescape(left[4]));
            if (right[0].equals("cgroup2")) {
                if (unified == null) unified = mountPoint;
            } else if (right[0].equals("cgroup")) {
                Set<String> ctrls = new LinkedHashSet<>();
                for (String opt : right[2].split(",")) {
                    if (List.of("cpu", "cpuacct", "memory", "pids", "freezer", "cpuset", "blkio", "devices",
                            "hugetlb", "net_cls", "net_prio", "perf_event", "rdma", "misc").contains(opt)) ctrls.add(opt);
                }
                for (String c : ctrls) {
                    v1.putIfAbsent(c, mountPoint);
                    v1Controllers.putIfAbsent(c, ctrls);
                }
            }
        }
        Map<String, String> own = parseSelfCgroup(selfCgroup);
        Set<String> v2Ctrls = new LinkedHashSet<>(List.of(v2Controllers.trim().isEmpty() ? new String[0] : v2Controllers.trim().split("\\s+")));

        Map<Role, Hierarchy> roles = new LinkedHashMap<>();
        CgroupMode mode;
        if (v1.containsKey("memory")) {
            mode = unified != null ? CgroupMode.HYBRID : CgroupMode.V1;
            for (Role role : List.of(Role.MEMORY, Role.PIDS, Role.CPU)) {
                String ctrl = controllerOf(role);
                Path mount = v1.get(ctrl);
                if (mount == null) continue;
                Set<String> ctrls = v1Controllers.get(ctrl);
                Path ownPath = relative(own.getOrDefault(ctrl, "/"));
                roles.put(role, new Hierarchy(String.join(",", ctrls), mount, false, ctrls, mount.resolve(ownPath).resolve(BASE)));
            }
            if (unified != null) {
                roles.put(Role.KILL, new Hierarchy("unified", unified, true, v2Ctrls, unified.resolve(BASE)));
            } else if (v1.containsKey("freezer")) {
                Path mount = v1.get("freezer");
                roles.put(Role.KILL, new Hierarchy("freezer", mount, false, v1Controllers.get("freezer"),
                        mount.resolve(relative(own.getOrDefault("freezer", "/"))).resolve(BASE)));
            }
        } else if (unified != null) {
            mode = CgroupMode.V2;
            Hierarchy h = new Hierarchy("unified", unified, true, v2Ctrls, unified.resolve(BASE));
            for (Role role : Role.values()) {
                if (role == Role.KILL || v2Ctrls.contains(controllerOf(role))) roles.put(role, h);
            }
        } else {
            mode = CgroupMode.NONE;
        }
        return new CgroupLayout(mode, roles);
    }

    /** Maps hierarchy key ("memory", "cpu,cpuacct", "" for cgroup2) to the process's path. */
    static Map<String, String> parseSelfCgroup(String text) {
        Map<String, String> out = new LinkedHashMap<>();
        for (String line : text.split("\n")) {
            String[] parts = line.split(":", 3);
            if (parts.length < 3) continue;
            if (parts[1].isEmpty()) out.put("", parts[2]);
            for (String c : parts[1].split(",")) if (!c.isEmpty()) out.put(c, parts[2]);
        }
        return out;
    }

    private static Path relative(String cgroupPath) {
        String p = cgroupPath.startsWith("/") ? cgroupPath.substring(1) : cgroupPath;
        if (p.contains("..")) throw new IllegalArgumentException("unexpected cgroup path " + cgroupPath);
        return Path.of(p);
    }

    private static String unescape(String mountField) {
        return mountField.replace("\\040", " ").replace("\\011", "\t").replace("\\134", "\\");
    }

    static String controllerOf(Role role) {
        return switch (role) {
            case MEMORY -> "memory";
            case PIDS -> "pids";
            case CPU -> "cpu";
            case KILL -> "freezer";
        };
    }

    /** The hierarchy serving a role, if the machine has one. */
    public Optional<Hierarchy> hierarchy(Role role) {
        return Optional.ofNullable(byRole.get(role));
    }

    /** The distinct hierarchies the bridge uses, in a fixed order. */
    public List<Hierarchy> hierarchies() {
        List<Hierarchy> out = new ArrayList<>();
        for (Role r : Role.values()) {
            Hierarchy h = byRole.get(r);
            if (h != null && !out.contains(h)) out.add(h);
        }
        return out;
    }

    /** The directory of a group (segments below the base, each a validated label or run id). */
    public static Path dir(Hierarchy h, List<String> segments) {
        Path p = h.base();
        for (String s : segments) {
            if (!RunId.isValid(s)) Names.label(s);
            p = p.resolve(s);
        }
        return p;
    }

    /** How a whole group is killed at once. */
    public enum KillMethod { CGROUP_KILL, FREEZE_KILL_THAW }

    public Optional<KillMethod> killMethod() {
        Hierarchy h = byRole.get(Role.KILL);
        if (h == null) return Optional.empty();
        return Optional.of(h.unified() ? KillMethod.CGROUP_KILL : KillMethod.FREEZE_KILL_THAW);
    }

    /** Whether the memory, pids and cpu ceilings are files of the unified hierarchy. */
    private boolean v2(Role role) {
        Hierarchy h = byRole.get(role);
        return h != null && h.unified();
    }

    /** The file and value that set a memory ceiling in bytes. */
    public Map<String, String> memoryLimit(long bytes) {
        Map<String, String> m = new LinkedHashMap<>();
        if (v2(Role.MEMORY)) {
            m.put("memory.max", Long.toString(bytes));
            // Without this a machine with swap would page the member out instead of killing it.
            m.put("memory.swap.max", "0");
        } else {
            m.put("memory.limit_in_bytes", Long.toString(bytes));
            m.put("memory.memsw.limit_in_bytes", Long.toString(bytes));
        }
        return m;
    }

    /** The file and value that cap the number of tasks. */
    public Map<String, String> pidsLimit(int max) {
        return Map.of("pids.max", Integer.toString(max));
    }

    /** The files and values that cap CPU time to {@code quotaUs} per {@code periodUs}. */
    public Map<String, String> cpuLimit(long quotaUs, long periodUs) {
        Map<String, String> m = new LinkedHashMap<>();
        if (v2(Role.CPU)) {
            m.put("cpu.max", quotaUs + " " + periodUs);
        } else {
            // The period first: a quota larger than the old period would otherwise be refused.
            m.put("cpu.cfs_period_us", Long.toString(periodUs));
            m.put("cpu.cfs_quota_us", Long.toString(quotaUs));
        }
        return m;
    }

    /** The file holding the OOM kill counter ({@code oom_kill N}). */
    public String oomEventsFile() {
        return v2(Role.MEMORY) ? "memory.events" : "memory.oom_control";
    }

    /** The name of the throttled-time counter in {@code cpu.stat} and its unit in nanoseconds. */
    public String throttledTimeKey() {
        return v2(Role.CPU) ? "throttled_usec" : "throttled_time";
    }

    /** Nanoseconds per unit of {@link #throttledTimeKey()}. */
    public long throttledTimeNanosPerUnit() {
        return v2(Role.CPU) ? 1000L : 1L;
    }

    /**
     * The controllers to enable in a unified group's {@code cgroup.subtree_control} so its children
     * can carry the ceilings (none on hybrid, where cgroup2 only kills).
     */
    public List<String> subtreeControllers() {
        List<String> out = new ArrayList<>();
        for (Role r : List.of(Role.MEMORY, Role.PIDS, Role.CPU)) if (v2(r)) out.add(controllerOf(r));
        return out;
    }

    /** Parses {@code key value} lines (cpu.stat, memory.events, memory.oom_control). */
    public static Map<String, Long> parseFlatKeyed(String text) {
        Map<String, Long> out = new LinkedHashMap<>();
        for (String line : text.split("\n")) {
            String[] kv = line.trim().split("\\s+");
            if (kv.length == 2) {
                try {
                    out.put(kv[0], Long.parseLong(kv[1]));
                } catch (NumberFormatException ignored) {
                    // a non-numeric line is not a counter
                }
            }
        }
        return out;
    }
}
