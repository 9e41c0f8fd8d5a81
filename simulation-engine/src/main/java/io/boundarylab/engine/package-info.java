/**
 * The deterministic cluster simulation: {@link io.boundarylab.engine.Simulator} runs a scenario and
 * returns its trace and result; {@link io.boundarylab.engine.ClusterSimulation} advances one step
 * at a time.
 */
package io.boundarylab.engine;
