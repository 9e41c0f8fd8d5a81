package io.boundarylab.engine.scenario;

/** A declared container port, with an optional host port (which the scheduler must find free). */
public record PortSpec(int containerPort, Integer hostPort) {
}
