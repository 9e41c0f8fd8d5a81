/** Network identities: IPs, loopbacks and port spaces, shared per pod or private per container. */
package io.boundarylab.engine.cluster.network;
