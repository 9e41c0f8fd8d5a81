package io.boundarylab.app.cluster;

import io.boundarylab.engine.scenario.MemberRef;

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

    /** The member, or null when the snapshot has none such. */
    public Member member(MemberRef ref) {
        return members.stream().filter(m -> m.member().equals(ref)).findFirst().orElse(null);
    }

    public Member member(String pod, String container) {
        return member(new MemberRef(pod, container));
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
