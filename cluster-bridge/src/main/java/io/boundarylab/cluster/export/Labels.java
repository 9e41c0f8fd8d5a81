package io.boundarylab.cluster.export;

import java.util.Locale;

/**
 * The labels Boundary Lab puts on what it makes on a cluster. The run sweeps namespaces by
 * {@link #MANAGED_BY}; the event mapping turns a naive member's own Pod back into the scenario's
 * pod and container with {@link #POD} and {@link #MEMBER}.
 */
public final class Labels {
    /** {@code app.kubernetes.io/managed-by}, the well-known label for the tool that manages an object. */
    public static final String MANAGED_BY = "app.kubernetes.io/managed-by";
    public static final String MANAGED_BY_VALUE = "boundary-lab";
    /** The scenario an object comes from. */
    public static final String SCENARIO = "boundary-lab.io/scenario";
    /** The scenario's pod a real Pod stands for. */
    public static final String POD = "boundary-lab.io/pod";
    /** On a naive member's own Pod: the scenario's container it runs. */
    public static final String MEMBER = "boundary-lab.io/member";
    /**
     * An annotation on a Pod whose init containers run as app containers (the naive design without startup ordering):
     * their names, comma-separated, so that what a runtime reports about them is still written as an init container's.
     */
    public static final String INIT_CONTAINERS = "boundary-lab.io/init-containers";

    private Labels() {
    }

    /** Any text as a valid label value: at most 63 of {@code [a-z0-9-_.]}, alphanumeric at both ends. */
    public static String value(String text) {
        String v = text.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9._-]", "-");
        if (v.length() > 63) v = v.substring(0, 63);
        v = v.replaceAll("^[^a-z0-9]+", "").replaceAll("[^a-z0-9]+$", "");
        return v;
    }
}
