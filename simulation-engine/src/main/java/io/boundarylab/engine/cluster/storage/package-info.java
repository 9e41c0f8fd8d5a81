/** Storage: pod volumes, host paths and container writable layers, as files counted in lines. */
package io.boundarylab.engine.cluster.storage;
