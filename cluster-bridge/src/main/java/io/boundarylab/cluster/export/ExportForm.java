package io.boundarylab.cluster.export;

import io.boundarylab.engine.cluster.Guarantee;
import io.boundarylab.engine.cluster.Platform;

/**
 * The shape a scenario takes on a cluster. With the Pod boundary, each pod is one Pod. The naive
 * design breaks only what the guarantee under test needs, and keeps what the scenario's switches
 * keep on, so that the cluster runs what the simulation runs:
 * <ul>
 *   <li>without startup ordering, the pod stays one Pod and its init containers start beside the
 *       app containers, as app containers;</li>
 *   <li>without any other guarantee, each container is a Pod of its own; storage the switches share
 *       is a folder of the node ({@code hostPath}), one per pod and volume, so members on one node
 *       share it and members on two nodes do not, as in the engine; atomic placement kept on puts
 *       the members on one node (required Pod affinity).</li>
 * </ul>
 *
 * @param split       one Pod per container
 * @param initsAsApps init containers run as app containers, beside the others
 * @param nodeFolders a volume two members share is a folder of their node
 * @param sameNode    a pod's members go to one node
 */
record ExportForm(boolean split, boolean initsAsApps, boolean nodeFolders, boolean sameNode) {

    /** Every pod as one Pod. */
    static final ExportForm POD = new ExportForm(false, false, false, false);

    /**
     * @param naive whether the variant goes without the guarantee under test
     * @param focus the guarantee under test, or null for a scenario file (naive when placement is off)
     */
    static ExportForm of(Platform platform, boolean naive, Guarantee focus) {
        if (!naive) return POD;
        if (focus == Guarantee.STARTUP_ORDERING) return new ExportForm(false, true, false, false);
        return new ExportForm(true, false, platform.sharedStorage(), platform.atomicPlacement());
    }
}
