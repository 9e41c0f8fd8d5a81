package io.boundarylab.engine.scenario;

/**
 * A cpu and memory amount. In requests and limits a null means "not set" (a container with no
 * memory limit adds nothing to its pod's limit); in sums and allocatable amounts both are set.
 *
 * @param cpuMilli    cpu in millicores, or null
 * @param memoryBytes memory in bytes, or null
 */
public record Resources(Long cpuMilli, Long memoryBytes) {
    public static final Resources NONE = new Resources(null, null);
    public static final Resources ZERO = new Resources(0L, 0L);

    public long cpu() { return cpuMilli == null ? 0 : cpuMilli; }
    public long memory() { return memoryBytes == null ? 0 : memoryBytes; }

    public Resources plus(Resources o) {
        return new Resources(cpu() + o.cpu(), memory() + o.memory());
    }

    /** The larger of each amount. */
    public Resources max(Resources o) {
        return new Resources(Math.max(cpu(), o.cpu()), Math.max(memory(), o.memory()));
    }

    public boolean isEmpty() {
        return cpu() == 0 && memory() == 0;
    }
}
