/**
 * JMH benchmarks of the simulation engine with its peers in the same run: see docs/performance.md
 * for the command, the machine and the results. Run {@code java -jar benchmarks/target/benchmarks.jar}.
 */
package io.boundarylab.benchmarks;
