package io.boundarylab.engine.result;

/** A pod condition (PodScheduled, Initialized, ContainersReady, Ready). */
public record Condition(String status, String reason, String message) {
}
