/**
 * The synthesis trace: every experiment, naive then with the contract, stitched into one run with checkpoints, stoppable and resumable.
 */
package io.boundarylab.episodes.synthesis;
