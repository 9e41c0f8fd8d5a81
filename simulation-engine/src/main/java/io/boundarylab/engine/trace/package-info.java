/** Trace events: the immutable, ordered facts a run publishes. */
package io.boundarylab.engine.trace;
