package io.boundarylab.app.cluster;

import io.boundarylab.engine.scenario.MemberRef;
import java.util.Objects;

/**
 * One container as the cluster view draws it at one point of the trace.
 *
 * @param member       which container of which pod
 * @param node         node it runs on, or null while unplaced
 * @param state        what it is doing
 * @param ip           its network identity, or null before it started
 * @param volume       the volume instance it mounted (shared ones have the same name), or null
 * @param restarts     how many times it started again after the first start
 * @param exitCode     last exit code, or null
 * @param reason       last Kubernetes reason (Error, CrashLoopBackOff, Evicted …), or null
 * @param linesShipped lines this member has shipped so far
 * @param lastConnection "ok" or "refused" for its last connection attempt, or null
 * @param ready        whether its last readiness signal was Ready
 * @param kind         init, sidecar or app, once an event has said so; otherwise null
 */
public record Member(MemberRef member, String node, MemberState state, String ip, String volume,
                     int restarts, Integer exitCode, String reason, long linesShipped, String lastConnection,
                     boolean ready, String kind) {

    public Member {
        Objects.requireNonNull(member, "member");
    }

    /** The pod's name. */
    public String pod() {
        return member.pod();
    }

    /** The container's name inside its pod. */
    public String container() {
        return member.container();
    }
}
