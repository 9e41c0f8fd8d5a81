/**
 * The costs accepted, computed by the engine's scheduler: a helper that fits alone but not with its companion.
 */
package io.boundarylab.episodes.costs;
