/** The {@code boundary-lab cluster} command: export, run, compare. */
package io.boundarylab.cluster.cli;
