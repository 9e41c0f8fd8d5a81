/** The costs accepted, explored: where the helper alone and the helper with its companion can be placed, and why not. */
package io.boundarylab.app.costs;
