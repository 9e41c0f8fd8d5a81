/** The observed state of nodes, pods and containers that the scheduler and the node agent read and change, and the rules they cite. */
package io.boundarylab.engine.cluster.state;
