/**
 * A run on a real cluster: the namespace it owns and the sweep of those killed runs left, the
 * watches, the timeline's actions, and the mapping of what the cluster reports to the trace format.
 */
package io.boundarylab.cluster.run;
