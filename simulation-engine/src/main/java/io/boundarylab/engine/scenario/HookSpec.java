package io.boundarylab.engine.scenario;

/**
 * A simulated lifecycle hook (postStart or preStop).
 *
 * @param durationMs how long the hook runs; ignored when {@code forever}
 * @param exitCode   the hook's exit code (non-zero postStart kills the container)
 * @param forever    the hook never finishes by itself
 */
public record HookSpec(long durationMs, int exitCode, boolean forever) {
}
