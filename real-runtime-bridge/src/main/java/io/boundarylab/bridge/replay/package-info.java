/**
 * Replaying an episode's experiment on the kernel and comparing the contract checker's verdicts on
 * the kernel's trace with the simulation's verdicts for the same episode and variant.
 */
package io.boundarylab.bridge.replay;
