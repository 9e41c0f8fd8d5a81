package io.boundarylab.bridge.experiment;

/**
 * One thing the kernel reported during a run: a PID, a namespace inode, a cgroup path, an errno, an
 * exit code or a counter, under a stable key (tests and the JSON output read them by key).
 */
public record Observation(String key, String value) {
}
