package io.boundarylab.engine.cluster.state;

/**
 * How many times anything the scheduler's filters read has changed on any node of one cluster:
 * requests and host ports reserved or released, a node failed or recovered. Shared by the
 * cluster's nodes; equal counts mean every filter would answer as it did.
 */
final class NodeChanges {
    long count;
}
