package io.boundarylab.bridge.host;

/** How the machine mounts its control groups. */
public enum CgroupMode {
    /** One unified cgroup2 hierarchy with the controllers (Ubuntu, Fedora, most learners' laptops). */
    V2,
    /** v1 controller hierarchies plus a cgroup2 mount without controllers (kill and freeze only). */
    HYBRID,
    /** v1 controller hierarchies only. */
    V1,
    /** No cgroup filesystem at all. */
    NONE
}
