package io.boundarylab.engine.cluster.node;

import io.boundarylab.engine.cluster.state.Rules;

/**
 * Why the node agent stops a container or a whole pod: the reasons the kubelet gives in
 * {@code computePodActions} and its callers, each with the rule a learner reads in the "why"
 * panel. Container reasons name one container's kill; pod reasons stop every member.
 */
public enum KillReason {
    /** The liveness probe failed {@code failureThreshold} times in a row. */
    LIVENESS_PROBE_FAILED(Rules.PROBE_KILL, false),
    /** The startup probe did not pass in time. */
    STARTUP_PROBE_FAILED(Rules.PROBE_KILL, false),
    /** The postStart hook exited non-zero (the kubelet's FailedPostStartHook). */
    POST_START_HOOK_FAILED(Rules.POST_START, false),
    /** The container's definition (its image) changed: it is stopped and started again. */
    DEFINITION_CHANGED(Rules.IMAGE_CHANGE, false),
    /** Without shared fate, deleting a member stops only that member. */
    CONTAINER_DELETED(Rules.CONTAINER_DELETE, false),
    /** Without shared fate, evicting a member stops only that member. */
    CONTAINER_EVICTED(Rules.CONTAINER_EVICTION, false),

    /** The pod was deleted. */
    POD_DELETED(Rules.POD_DELETE, true),
    /** Without shared fate, a pod deletion is a deletion of each member on its own. */
    POD_DELETED_MEMBER_BY_MEMBER(Rules.CONTAINER_DELETE, true),
    /** The pod was evicted (node pressure or the eviction action). */
    POD_EVICTED(Rules.POD_EVICTION, true),
    /** The node the pod ran on was lost. */
    NODE_LOST(Rules.NODE_FAILED, true),
    /** activeDeadlineSeconds ran out. */
    DEADLINE_EXCEEDED(Rules.DEADLINE, true),
    /** Restart policy Never and an init container failed. */
    INIT_CONTAINER_FAILED(Rules.INIT_FAILED_NEVER, true),
    /** No app container will run again: the native sidecars are stopped, last. */
    APP_CONTAINERS_DONE(Rules.SIDECARS_LAST, true),
    /** The pod's phase became Succeeded or Failed: what still runs is stopped. */
    TERMINAL_PHASE(Rules.PHASE, true);

    private final String rule;
    private final boolean wholePod;

    KillReason(String rule, boolean wholePod) {
        this.rule = rule;
        this.wholePod = wholePod;
    }

    /** The rule the trace cites for this kill. */
    public String rule() {
        return rule;
    }

    /** Whether this reason stops every member of the pod, not one container. */
    public boolean wholePod() {
        return wholePod;
    }
}
