/** The contract checker: reads a trace and judges each of the five guarantees. */
package io.boundarylab.engine.contract;
