/** Where the experiment to take to a cluster comes from: a scenario file, or an episode's variant loaded through the episodes module. */
package io.boundarylab.cluster.source;
