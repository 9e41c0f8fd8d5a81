package io.boundarylab.bridge.experiment;

/** A capability of the machine an experiment needs; the doctor finds each by trying it. */
public enum Requirement {
    /** Root, or the capabilities to make namespaces and write cgroups. */
    PRIVILEGE,
    /** The tools: unshare, nsenter, setpriv, ip, mount, hostname. */
    TOOLS,
    /** New network, UTS and IPC namespaces with a loopback that comes up. */
    NETWORK_NAMESPACE,
    /** A private mount namespace in which a tmpfs can be mounted. */
    MOUNT_NAMESPACE,
    /** Writable memory and pids controllers: every member runs under both ceilings. */
    MEMORY_AND_PIDS_CEILINGS,
    /** A writable CPU controller (quota and throttling counters). */
    CPU_CEILING,
    /** A way to kill a whole group at once: cgroup.kill (v2, hybrid) or the v1 freezer. */
    GROUP_KILL,
    /** An unprivileged user namespace whose root keeps its capabilities inside (probed by using one). */
    USER_NAMESPACE
}
