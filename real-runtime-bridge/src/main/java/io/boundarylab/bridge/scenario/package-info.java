/**
 * Replaying a scenario of the playground on the kernel: which of its pods, containers and steps the
 * bridge can run for real ({@link io.boundarylab.bridge.scenario.ReplayPlanner}), and the run of that
 * part with its simulation beside it ({@link io.boundarylab.bridge.scenario.ScenarioExperiment}).
 */
package io.boundarylab.bridge.scenario;
