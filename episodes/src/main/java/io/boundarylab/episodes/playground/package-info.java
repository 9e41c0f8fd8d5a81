/**
 * The playground: an experiment a learner designs (two scenarios, a prediction built from the
 * content format's claims), runs with the episode engine, and saves as a content folder of one
 * investigation with one episode. No JavaFX here; the app builds its screen on these classes.
 */
package io.boundarylab.episodes.playground;
