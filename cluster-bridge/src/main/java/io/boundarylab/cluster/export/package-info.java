/**
 * A scenario as plain Kubernetes objects: each container's simulated steps as a POSIX shell
 * script for a stock image (busybox), probes and hooks as commands with the same timing, and the
 * naive platform as the design its switches describe ({@link io.boundarylab.cluster.export.ExportForm}).
 */
package io.boundarylab.cluster.export;
