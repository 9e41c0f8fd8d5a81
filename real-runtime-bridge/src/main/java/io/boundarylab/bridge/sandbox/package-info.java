/**
 * Pod sandboxes built from kernel objects (a holder owning the namespaces, a pod cgroup with a
 * child per member), runs with their guard process, and the clean-up and start-up sweep that
 * leave nothing behind. Runs from the bridge's classes alone: the guard needs no library.
 */
package io.boundarylab.bridge.sandbox;
