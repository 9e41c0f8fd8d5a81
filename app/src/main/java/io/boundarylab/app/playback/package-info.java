/** Replaying a finished trace: play, pause, step, scrub, speed; the one wall clock; the time control. */
package io.boundarylab.app.playback;
