/** The episode scene: prediction, experiment, playback, findings; its view-model and view. */
package io.boundarylab.app.episode;
