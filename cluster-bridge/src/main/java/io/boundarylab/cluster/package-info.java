/**
 * The same experiments on a real Kubernetes cluster: manifests and shell scripts made from a
 * scenario ({@code export}), a run in a namespace of its own that writes the trace format
 * ({@code run}), and the real trace lined up against the simulation's ({@code compare}).
 */
package io.boundarylab.cluster;
