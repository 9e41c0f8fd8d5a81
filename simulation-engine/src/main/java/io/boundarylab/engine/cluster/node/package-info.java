/** The node agent and the runtime: reconcile, start, restart, terminate, evict; run the simulated processes. */
package io.boundarylab.engine.cluster.node;
