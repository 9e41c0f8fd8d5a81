package io.boundarylab.engine.cluster.control;

import io.boundarylab.engine.scenario.DeploymentSpec;

/**
 * The arithmetic of a Deployment's RollingUpdate, as pure functions of counts
 * (pkg/controller/deployment/util/deployment_util.go and rolling.go). Counts of a ReplicaSet are
 * its spec.replicas unless the name says available.
 */
final class RollingUpdate {
    private RollingUpdate() {
    }

    /** ResolveFenceposts: maxSurge rounds up, maxUnavailable rounds down; both 0 becomes unavailable 1. */
    static int[] fenceposts(DeploymentSpec.Strategy s, int replicas) {
        int surge = s.maxSurge().scaled(replicas, true);
        int unavailable = s.maxUnavailable().scaled(replicas, false);
        if (surge == 0 && unavailable == 0) unavailable = 1;
        return new int[] {surge, unavailable};
    }

    /** MaxSurge: 0 for Recreate. */
    static int maxSurge(DeploymentSpec.Strategy s, int replicas) {
        return s.recreate() ? 0 : fenceposts(s, replicas)[0];
    }

    /** MaxUnavailable: 0 for Recreate or no replicas, never above replicas. */
    static int maxUnavailable(DeploymentSpec.Strategy s, int replicas) {
        if (s.recreate() || replicas == 0) return 0;
        return Math.min(fenceposts(s, replicas)[1], replicas);
    }

    /**
     * NewRSNewReplicas: the new ReplicaSet grows while all ReplicaSets together stay within
     * replicas + maxSurge, and never past replicas.
     *
     * @param allPods the spec.replicas of every ReplicaSet of the Deployment, the new one included
     */
    static int newReplicaSetReplicas(DeploymentSpec.Strategy s, int replicas, int allPods, int newReplicas) {
        if (s.recreate()) return replicas;
        int maxTotal = replicas + maxSurge(s, replicas);
        if (allPods >= maxTotal) return newReplicas;
        int up = Math.min(maxTotal - allPods, replicas - newReplicas);
        return newReplicas + Math.max(up, 0);
    }

    /**
     * reconcileOldReplicaSets' bound: how many old pods may go now, keeping replicas -
     * maxUnavailable available while counting the new ReplicaSet's unavailable pods as lost.
     */
    static int maxScaledDown(DeploymentSpec.Strategy s, int replicas, int allPods, int newReplicas, int newAvailable) {
        int minAvailable = replicas - maxUnavailable(s, replicas);
        int newUnavailable = newReplicas - newAvailable;
        return allPods - minAvailable - newUnavailable;
    }

    /** scaleDownOldReplicaSetsForRollingUpdate: available pods above replicas - maxUnavailable may go. */
    static int scaleDownCount(DeploymentSpec.Strategy s, int replicas, int allAvailable) {
        int minAvailable = replicas - maxUnavailable(s, replicas);
        return Math.max(allAvailable - minAvailable, 0);
    }
}
