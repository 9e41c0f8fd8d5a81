/** The result JSON and the JSON-lines trace of format version 1. */
package io.boundarylab.engine.format;
