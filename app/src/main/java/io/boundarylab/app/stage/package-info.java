/** The stage: the one picture of a run, drawn as large as its scene allows, wherever a run is shown. */
package io.boundarylab.app.stage;
