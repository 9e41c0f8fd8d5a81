/**
 * The cluster model: the five guarantees and the platform that switches them, and the observed
 * state of nodes, pods and containers that the scheduler and the node agent read and change.
 */
package io.boundarylab.engine.cluster;
