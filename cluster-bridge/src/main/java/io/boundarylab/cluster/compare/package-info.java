/** The real cluster's trace lined up against the simulation's: verdicts, order, timing. */
package io.boundarylab.cluster.compare;
