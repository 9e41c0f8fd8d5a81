/** Naive and contract side by side on one clock, with the first point where they diverge. */
package io.boundarylab.app.compare;
