package io.boundarylab.engine.cluster.service;

/**
 * ClusterIP allocation. Kubernetes picks a free address of the service CIDR (10.96.0.0/12 by
 * default) at random; the engine hands them out in scenario order from 10.96.0.10, so a scenario
 * always gets the same addresses whatever its seed. The CIDR holds 2^20 addresses.
 */
final class ClusterIps {
    static final int FIRST = (10 << 24) | (96 << 16) | 10;
    static final int SIZE = 1 << 20;

    private ClusterIps() {
    }

    /** The ClusterIP of the index-th Service (from 0). */
    static String of(int index) {
        if (index < 0 || index >= SIZE - 10) throw new IllegalArgumentException("the service CIDR 10.96.0.0/12 is full");
        int a = FIRST + index;
        return (a >>> 24) + "." + ((a >>> 16) & 255) + "." + ((a >>> 8) & 255) + "." + (a & 255);
    }
}
