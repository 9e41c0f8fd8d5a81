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
 */
public record PodStatus(String phase, String reason, String message, String node, String ip, String qosClass,
                        String effectiveCpu, String effectiveMemory, String schedulingStatus, List<String> schedulingReasons,
                        Map<String, Condition> conditions, Map<String, ContainerStatus> containers) {
}
