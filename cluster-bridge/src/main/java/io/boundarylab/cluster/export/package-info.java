/**
 * A scenario as plain Kubernetes objects: each container's simulated steps as a POSIX shell
 * script for a stock image (busybox), probes and hooks as commands with the same timing, and the
 * naive platform as what it really is on Kubernetes, one Pod per container.
 */
package io.boundarylab.cluster.export;
