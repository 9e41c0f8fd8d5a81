/**
 * The machine as the bridge sees it: host tools run with argument arrays, {@code /proc}, run ids
 * and names that are safe in paths, and the cgroup layout and operations for v2, hybrid and v1.
 */
package io.boundarylab.bridge.host;
