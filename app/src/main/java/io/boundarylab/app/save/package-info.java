/**
 * The learner's saved work and settings: JSON in the configuration folder, written durably and
 * atomically by one writer at a time; a damaged file loses only its damaged entries, and is kept
 * as a numbered backup.
 */
package io.boundarylab.app.save;
