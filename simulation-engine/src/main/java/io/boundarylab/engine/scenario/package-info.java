/** The scenario format (version 1): its model and its reader, with file, line and field in every error. */
package io.boundarylab.engine.scenario;
