/**
 * A learner's prediction and its claim-by-claim comparison with the trace: you said, the trace shows, at event N.
 */
package io.boundarylab.episodes.prediction;
