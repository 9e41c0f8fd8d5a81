package io.boundarylab.engine.result;

import java.util.List;
import java.util.Map;

/**
 * A pod's status at the end of a run.
 *
 * @param node null when unscheduled or when its members were placed apart
 * @param ip   null when its members have separate identities
 * @param schedulingStatus Scheduled, Pending, Unschedulable or UnschedulableAndUnresolvable
 * @param conditions in Kubernetes' order: PodScheduled, Initialized, ContainersReady, Ready
 * @param effectiveLimitCpu    the pod's effective cpu limit, or null when no container limits cpu
 * @param effectiveLimitMemory the pod's effective memory limit, or null when no container limits memory
 * @param owner  the controller that made the pod ({@code replicaset/NAME}), or null
 * @param labels {@code metadata.labels}, sorted by key
 */
public record PodStatus(String phase, String reason, String message, String node, String ip, String qosClass,
                        String effectiveCpu, String effectiveMemory, String schedulingStatus, List<String> schedulingReasons,
                        Map<String, Condition> conditions, Map<String, ContainerStatus> containers,
                        String effectiveLimitCpu, String effectiveLimitMemory, String owner, Map<String, String> labels) {

    public PodStatus {
        labels = labels == null ? Map.of() : java.util.Collections.unmodifiableMap(new java.util.TreeMap<>(labels));
    }

    /** A status without owner and labels. */
    public PodStatus(String phase, String reason, String message, String node, String ip, String qosClass,
                     String effectiveCpu, String effectiveMemory, String schedulingStatus, List<String> schedulingReasons,
                     Map<String, Condition> conditions, Map<String, ContainerStatus> containers,
                     String effectiveLimitCpu, String effectiveLimitMemory) {
        this(phase, reason, message, node, ip, qosClass, effectiveCpu, effectiveMemory, schedulingStatus, schedulingReasons,
                conditions, containers, effectiveLimitCpu, effectiveLimitMemory, null, Map.of());
    }

    /** A status without effective limits (as before they were reported). */
    public PodStatus(String phase, String reason, String message, String node, String ip, String qosClass,
                     String effectiveCpu, String effectiveMemory, String schedulingStatus, List<String> schedulingReasons,
                     Map<String, Condition> conditions, Map<String, ContainerStatus> containers) {
        this(phase, reason, message, node, ip, qosClass, effectiveCpu, effectiveMemory, schedulingStatus, schedulingReasons,
                conditions, containers, null, null);
    }
}
