package io.boundarylab.engine.scenario;

import java.util.List;

/**
 * A startup, liveness or readiness probe, with Kubernetes' defaults (period 10 s, timeout 1 s,
 * success threshold 1, failure threshold 3). The check is a tcpSocket/httpGet on a port (passes
 * while something listens on it in the container's identity) or a simulated exec outcome.
 *
 * @param port             port for tcpSocket/httpGet, or null for exec
 * @param fileExists       exec passes while this file exists in the container's view
 * @param passAfterMs      exec passes from this long after the container started
 * @param failAfterMs      exec fails from this long after the container started
 * @param results          exec results in order ("pass"/"fail"), the last one repeating
 * @param terminationGracePeriodMs the grace period of a kill for failing this (liveness or
 *                         startup) probe, instead of the pod's; null when not set
 */
public record ProbeSpec(Integer port, String fileExists, Long passAfterMs, Long failAfterMs, List<String> results,
                        long initialDelayMs, long periodMs, long timeoutMs, int successThreshold, int failureThreshold,
                        Long terminationGracePeriodMs) {

    /** A probe without its own termination grace period. */
    public ProbeSpec(Integer port, String fileExists, Long passAfterMs, Long failAfterMs, List<String> results,
                     long initialDelayMs, long periodMs, long timeoutMs, int successThreshold, int failureThreshold) {
        this(port, fileExists, passAfterMs, failAfterMs, results, initialDelayMs, periodMs, timeoutMs, successThreshold,
                failureThreshold, null);
    }
}
