package io.boundarylab.app.cluster;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The cluster after some prefix of a trace: every node (with what is placed on it), and the
 * members not placed anywhere. Pure data, built by {@link ClusterModel#at(int)}.
 *
 * @param nodes       nodes in the order they first appear
 * @param failedNodes nodes that failed
 * @param members     every member, placed or not, in a stable order
 * @param capacity    per node, memory allocatable and requested by what is placed there, if known
 */
public record ClusterSnapshot(List<String> nodes, Set<String> failedNodes, List<Member> members,
                              Map<String, NodeCapacity> capacity) {

    /** Members placed on a node. */
    public List<Member> on(String node) {
        return members.stream().filter(m -> node.equals(m.node())).toList();
    }

    /** Members not placed on any node. */
    public List<Member> unplaced() {
        return members.stream().filter(m -> m.node() == null).toList();
    }

    public Member member(String pod, String container) {
        return members.stream().filter(m -> m.pod().equals(pod) && m.container().equals(container))
                .findFirst().orElse(null);
    }

    /**
     * What is known of a node's size.
     *
     * @param allocatableBytes memory the node offers to pods, or 0 when unknown
     * @param requestedBytes   memory requested by the members currently placed there
     */
    public record NodeCapacity(long allocatableBytes, long requestedBytes) {
        public double fraction() {
            return allocatableBytes <= 0 ? 0 : Math.min(1.0, (double) requestedBytes / allocatableBytes);
        }
    }
}
