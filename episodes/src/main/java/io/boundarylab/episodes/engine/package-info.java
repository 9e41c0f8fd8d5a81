/**
 * The one place the episodes talk to the simulation engine: read a scenario, run it, hand back
 * the trace and result. Keeping it in one class keeps the rest of the model engine-agnostic.
 */
package io.boundarylab.episodes.engine;
