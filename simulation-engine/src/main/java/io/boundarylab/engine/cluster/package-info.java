/** The five guarantees of the application boundary contract and the platform that switches them on and off. */
package io.boundarylab.engine.cluster;
