package io.boundarylab.app.cluster;

/**
 * One container as the cluster view draws it at one point of the trace.
 *
 * @param pod          pod name
 * @param container    container name
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
public record Member(String pod, String container, String node, MemberState state, String ip, String volume,
                     int restarts, Integer exitCode, String reason, long linesShipped, String lastConnection,
                     boolean ready, String kind) {

    public String key() {
        return pod + "/" + container;
    }
}
