/**
 * The stage: the drawing of a run, the largest thing on every screen that shows one. On the real
 * kernel it is the kernel's own report (each process inside the namespaces and cgroup it really
 * has), arranged as a model and drawn in the same visual language as the simulation's pods.
 */
package io.boundarylab.app.stage;
