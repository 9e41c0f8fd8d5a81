/**
 * {@code cluster play}: the exported experiment as real Pods on this machine, under podman ({@code kube play}, runc,
 * the infra container), one podman node per simulated node, each in namespaces the run makes and removes; its trace
 * is lined up with the simulation's as a real cluster's is.
 */
package io.boundarylab.cluster.play;
