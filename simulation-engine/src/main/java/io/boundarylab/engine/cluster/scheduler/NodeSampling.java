package io.boundarylab.engine.cluster.scheduler;

/**
 * How many nodes the scheduler looks at for one pod, as Kubernetes' {@code percentageOfNodesToScore}
 * does it: once it has found that many feasible nodes it stops filtering and scores only those, and
 * the next pod's search starts where this one stopped (round-robin over the node list), so every
 * node gets its turn.
 *
 * <p>Kubernetes' rule ({@code numFeasibleNodesToFind} in the scheduler's {@code schedule_one.go}):
 * a cluster of fewer than 100 nodes is always searched whole; otherwise the number is
 * {@code numAllNodes * percentage / 100}, never fewer than 100, where a percentage of 0 means
 * adaptive, {@code 50 - numAllNodes / 125} but at least 5 (10 % of a 5,000-node cluster, 5 % from
 * 5,625 nodes up), and 100 or more means every node.
 *
 * @param percentageOfNodesToScore 0 for Kubernetes' adaptive default, 1..100 for a fixed share
 */
public record NodeSampling(int percentageOfNodesToScore) {
    /** Every node is filtered and scored for every pod (the engine's behaviour without sampling). */
    public static final NodeSampling OFF = new NodeSampling(100);
    /** Kubernetes' default: {@code percentageOfNodesToScore} unset, the adaptive percentage. */
    public static final NodeSampling KUBERNETES_DEFAULT = new NodeSampling(0);

    /** Below this many nodes every node is searched; above it, never fewer feasible nodes than this. */
    public static final int MIN_FEASIBLE_NODES_TO_FIND = 100;
    /** The adaptive percentage never drops below this. */
    public static final int MIN_FEASIBLE_NODES_PERCENTAGE_TO_FIND = 5;

    public NodeSampling {
        if (percentageOfNodesToScore < 0) {
            throw new IllegalArgumentException("percentageOfNodesToScore must be 0 (adaptive) or positive: " + percentageOfNodesToScore);
        }
    }

    /** How many feasible nodes to find before scoring, out of {@code numAllNodes}. */
    public int numFeasibleNodesToFind(int numAllNodes) {
        if (numAllNodes < MIN_FEASIBLE_NODES_TO_FIND || percentageOfNodesToScore >= 100) return numAllNodes;
        int percentage = percentageOfNodesToScore;
        if (percentage == 0) {
            percentage = Math.max(50 - numAllNodes / 125, MIN_FEASIBLE_NODES_PERCENTAGE_TO_FIND);
        }
        long numNodes = (long) numAllNodes * percentage / 100;
        return (int) Math.max(numNodes, MIN_FEASIBLE_NODES_TO_FIND);
    }
}
