/**
 * The episodes' experiments replayed on the kernel (helper, startup order, identity, fate,
 * ceilings), each in a naive and a contract variant, recording the kernel's observations and a
 * trace in the engine's format.
 */
package io.boundarylab.bridge.experiment;
