/**
 * Services: a ClusterIP per Service, its endpoints kept as the EndpointSlice controller keeps them
 * ({@link io.boundarylab.engine.cluster.service.EndpointRules}), connections routed as kube-proxy
 * routes them, and the clients' request loops with their counts.
 */
package io.boundarylab.engine.cluster.service;
