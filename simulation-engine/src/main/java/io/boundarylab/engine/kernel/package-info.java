/** The discrete-event kernel: integer time, a (time, sequence)-ordered future-event list, seeded random streams. */
package io.boundarylab.engine.kernel;
