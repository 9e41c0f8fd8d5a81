package io.boundarylab.engine.cluster.service;

/**
 * One endpoint of a Service, as an EndpointSlice lists it: a pod with its IP and its conditions.
 *
 * @param ready       traffic may go here: the pod is Ready and not terminating, or the Service
 *                    publishes not-ready addresses
 * @param serving     the pod is Ready, terminating or not
 * @param terminating the pod is being deleted
 */
public record Endpoint(String pod, String ip, String node, boolean ready, boolean serving, boolean terminating) {
}
