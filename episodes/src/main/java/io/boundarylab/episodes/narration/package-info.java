/**
 * One readable sentence per trace event, from the patterns in content.
 */
package io.boundarylab.episodes.narration;
