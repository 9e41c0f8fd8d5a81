package io.boundarylab.app.scale;

/**
 * The sizes an at-scale scenario can be generated at. {@link #FULL} is the largest cluster
 * Kubernetes documents support for (5,000 nodes, 150,000 pods); the smaller ones keep the same
 * 30 pods per node so that the cluster looks the same, only smaller.
 */
public enum ScaleSize {
    DEMO(50, 1_500, 5),
    SMALL(500, 15_000, 5),
    LARGE(2_000, 60_000, 5),
    FULL(5_000, 150_000, 5);

    private final int nodes;
    private final int pods;
    private final int zones;

    ScaleSize(int nodes, int pods, int zones) {
        this.nodes = nodes;
        this.pods = pods;
        this.zones = zones;
    }

    public int nodes() { return nodes; }
    public int pods() { return pods; }
    public int zones() { return zones; }

    /** Resource bundle key of the size's name. */
    public String key() {
        return "scale.size." + name().toLowerCase(java.util.Locale.ROOT);
    }
}
