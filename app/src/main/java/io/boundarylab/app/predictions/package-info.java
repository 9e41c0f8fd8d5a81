/**
 * The learner's predictions after the runs: the verdict each one earned, the explanation asked for
 * after a wrong one (predict, observe, explain), and the "My predictions" page with its calibration
 * plot. Reads and writes saved progress; knows nothing of the shell or the episode scene.
 */
package io.boundarylab.app.predictions;
