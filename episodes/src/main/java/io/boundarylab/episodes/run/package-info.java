/**
 * Running an episode's variant on the engine and deriving, from trace and result only, the status fields over time, the observation and the verdict.
 */
package io.boundarylab.episodes.run;
