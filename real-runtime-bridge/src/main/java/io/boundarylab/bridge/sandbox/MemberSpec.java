package io.boundarylab.bridge.sandbox;

import io.boundarylab.bridge.host.Names;

import java.util.List;

/**
 * A member to start in a sandbox: its name, its steps (see the member program) and its ceilings.
 * Every member has a memory and a pids ceiling, so a faulty member cannot hurt the host.
 *
 * @param cpuQuotaMillicores a CPU ceiling in thousandths of a core, or 0 for none
 * @param heapMb             the member JVM's maximum heap; a memory hog gets more heap than its ceiling
 * @param userNamespaceUid   0 for none; otherwise the member runs as this unprivileged host uid, in a
 *                           user namespace of its own that maps it to uid 0 inside
 */
public record MemberSpec(String name, List<String> steps, long memoryBytes, int pidsMax, int cpuQuotaMillicores, int heapMb,
                         int userNamespaceUid) {

    public static final long DEFAULT_MEMORY_BYTES = 160L * 1024 * 1024;
    public static final int DEFAULT_PIDS = 64;

    public MemberSpec {
        Names.label(name);
        if (name.equals(PodSandbox.HOLDER)) throw new IllegalArgumentException("reserved member name " + name);
        steps = List.copyOf(steps);
        for (String s : steps) {
            if (s.isEmpty() || s.startsWith("-")) throw new IllegalArgumentException("bad step " + s);
        }
        if (memoryBytes <= 0 || pidsMax <= 0) throw new IllegalArgumentException("every member needs memory and pids ceilings");
        if (userNamespaceUid < 0) throw new IllegalArgumentException("bad host uid " + userNamespaceUid);
    }

    /** A member with the default ceilings. */
    public static MemberSpec of(String name, String... steps) {
        return new MemberSpec(name, List.of(steps), DEFAULT_MEMORY_BYTES, DEFAULT_PIDS, 0, 32, 0);
    }

    public MemberSpec withMemory(long bytes, int heapMb) {
        return new MemberSpec(name, steps, bytes, pidsMax, cpuQuotaMillicores, heapMb, userNamespaceUid);
    }

    public MemberSpec withCpu(int millicores) {
        return new MemberSpec(name, steps, memoryBytes, pidsMax, millicores, heapMb, userNamespaceUid);
    }

    /** The member as root in a user namespace of its own, mapped to {@code hostUid} (unprivileged) outside. */
    public MemberSpec inUserNamespace(int hostUid) {
        if (hostUid <= 0) throw new IllegalArgumentException("the host uid must be unprivileged, got " + hostUid);
        return new MemberSpec(name, steps, memoryBytes, pidsMax, cpuQuotaMillicores, heapMb, hostUid);
    }
}
