/**
 * The benchmark workloads as plain code, shared by the JMH benchmarks and the smoke tests: the
 * core hold loop on each event list, the placement storm on the engine's scheduler and on CloudSim
 * Plus, and the cluster lifecycle scenarios built programmatically at any size.
 */
package io.boundarylab.benchmarks.workload;
