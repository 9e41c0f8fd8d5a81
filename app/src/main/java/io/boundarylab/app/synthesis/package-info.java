/** The investigation exercise: four predictions, the synthesis trace stopped and resumed, and the verdicts. */
package io.boundarylab.app.synthesis;
