package io.boundarylab.app.cluster;

import io.boundarylab.engine.scenario.MemberRef;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Turns a trace into what the cluster view draws. Everything comes from the events: the set of
 * nodes and members is read from the whole trace (so a member that has not been placed yet is
 * already shown as unplaced), the state at a point from the prefix up to it.
 */
public final class ClusterModel {
    private final List<TraceEvent> trace;
    private final List<String> nodes;
    private final List<MemberRef> members;
    private final Map<String, Long> allocatableBytes;
    private final Map<MemberRef, Long> requestBytes;
    /** Memory each container of a controller's template requests, by the controller ({@code replicaset/NAME}). */
    private final Map<String, Map<String, Long>> templateRequests;
    /** For each pod a controller made (its SuccessfulCreate), the memory its template's containers request. */
    private final Map<String, Map<String, Long>> madeFrom = new LinkedHashMap<>();

    /**
     * @param trace            the whole trace
     * @param allocatableBytes memory per node, from the scenario, may be empty
     * @param requestBytes     memory requested per member, from the scenario, may be empty
     * @param declaredMembers  members declared by the scenario, may be empty
     * @param declaredNodes    node names declared by the scenario, may be empty
     */
    public ClusterModel(List<TraceEvent> trace, Map<String, Long> allocatableBytes, Map<MemberRef, Long> requestBytes,
                        List<MemberRef> declaredMembers, List<String> declaredNodes) {
        this(trace, allocatableBytes, requestBytes, declaredMembers, declaredNodes, Map.of());
    }

    /**
     * As above, with the memory a controller's template requests ({@code replicaset/NAME} or
     * {@code deployment/NAME} to container to bytes), counted for the pods the trace shows it made.
     */
    public ClusterModel(List<TraceEvent> trace, Map<String, Long> allocatableBytes, Map<MemberRef, Long> requestBytes,
                        List<MemberRef> declaredMembers, List<String> declaredNodes, Map<String, Map<String, Long>> templateRequests) {
        this.trace = List.copyOf(trace);
        this.allocatableBytes = Map.copyOf(allocatableBytes);
        this.requestBytes = Map.copyOf(requestBytes);
        this.templateRequests = Map.copyOf(templateRequests);
        Set<String> nodeSet = new LinkedHashSet<>(declaredNodes);
        Set<MemberRef> memberSet = new LinkedHashSet<>(declaredMembers);
        for (TraceEvent e : trace) {
            if (e.node() != null) {
                nodeSet.add(e.node());
            }
            if (e.pod() != null && e.container() != null) {
                memberSet.add(new MemberRef(e.pod(), e.container()));
            }
            if (e.type() == EventType.SuccessfulCreate && e.pod() != null && e.owner() != null) {
                madeFrom.put(e.pod(), template(e.owner()));
            }
        }
        this.nodes = List.copyOf(nodeSet);
        this.members = List.copyOf(memberSet);
    }

    public static ClusterModel of(List<TraceEvent> trace) {
        return new ClusterModel(trace, Map.of(), Map.of(), List.of(), List.of());
    }

    public List<TraceEvent> trace() {
        return trace;
    }

    /** The cluster after the first {@code count} events. */
    public ClusterSnapshot at(int count) {
        Map<MemberRef, Builder> state = new LinkedHashMap<>();
        for (MemberRef m : members) {
            state.put(m, new Builder(m));
        }
        Map<String, String> podNode = new HashMap<>();
        Set<String> failed = new HashSet<>();
        int end = Math.min(count, trace.size());
        for (int i = 0; i < end; i++) {
            apply(trace.get(i), state, podNode, failed);
        }
        List<Member> out = new ArrayList<>();
        Map<String, Long> requested = new HashMap<>();
        for (Builder b : state.values()) {
            Member m = b.build();
            out.add(m);
            if (m.node() != null && !m.state().isDown() && m.state() != MemberState.COMPLETED) {
                requested.merge(m.node(), requestOf(m.member()), Long::sum);
            }
        }
        Map<String, ClusterSnapshot.NodeCapacity> capacity = new LinkedHashMap<>();
        for (String n : nodes) {
            capacity.put(n, new ClusterSnapshot.NodeCapacity(allocatableBytes.getOrDefault(n, 0L),
                    requested.getOrDefault(n, 0L)));
        }
        return new ClusterSnapshot(nodes, Set.copyOf(failed), List.copyOf(out), capacity);
    }

    /** What a member requests: its own spec's amount, or its controller's template's for a pod a controller made. */
    private long requestOf(MemberRef m) {
        Long own = requestBytes.get(m);
        if (own != null) return own;
        return madeFrom.getOrDefault(m.pod(), Map.of()).getOrDefault(m.container(), 0L);
    }

    /** The template requests of a controller; a Deployment's ReplicaSet (NAME-HASH) has the Deployment's. */
    private Map<String, Long> template(String owner) {
        Map<String, Long> direct = templateRequests.get(owner);
        if (direct != null || !owner.startsWith("replicaset/")) return direct == null ? Map.of() : direct;
        String rs = owner.substring("replicaset/".length());
        Map<String, Long> found = Map.of();
        int longest = -1;
        for (Map.Entry<String, Map<String, Long>> t : templateRequests.entrySet()) {
            String name = t.getKey().startsWith("deployment/") ? t.getKey().substring("deployment/".length()) : null;
            if (name != null && rs.startsWith(name + "-") && name.length() > longest) {
                found = t.getValue();
                longest = name.length();
            }
        }
        return found;
    }

    private static void apply(TraceEvent e, Map<MemberRef, Builder> state, Map<String, String> podNode, Set<String> failed) {
        if (e.kind() != null && e.pod() != null && e.container() != null) {
            Builder k = state.get(new MemberRef(e.pod(), e.container()));
            if (k != null) {
                k.kind = e.kind();
            }
        }
        List<Builder> targets = new ArrayList<>();
        if (e.pod() != null) {
            if (e.container() != null) {
                Builder b = state.get(new MemberRef(e.pod(), e.container()));
                if (b != null) {
                    targets.add(b);
                }
            } else {
                for (Builder b : state.values()) {
                    if (b.member.pod().equals(e.pod())) {
                        targets.add(b);
                    }
                }
            }
        }
        EventType type = e.type();
        switch (type) {
            case Scheduled -> {
                if (e.container() == null && e.pod() != null) {
                    podNode.put(e.pod(), e.node());
                }
                for (Builder b : targets) {
                    b.node = e.node();
                    b.state = MemberState.PLACED;
                }
            }
            case FailedScheduling -> targets.forEach(b -> {
                b.state = MemberState.UNSCHEDULABLE;
                b.reason = e.reason();
            });
            case Created -> targets.forEach(b -> {
                if (b.node == null) {
                    b.node = e.node() != null ? e.node() : podNode.get(b.member.pod());
                }
                b.state = MemberState.CREATED;
            });
            case Started -> targets.forEach(b -> {
                if (b.started) {
                    b.restarts++;
                }
                b.started = true;
                if (b.node == null) {
                    b.node = e.node() != null ? e.node() : podNode.get(b.member.pod());
                }
                b.state = MemberState.RUNNING;
                if (e.ip() != null) {
                    b.ip = e.ip();
                }
                b.exitCode = null;
                b.reason = null;
            });
            case Exited -> targets.forEach(b -> {
                b.exitCode = e.exitCode();
                b.reason = e.reason();
                boolean ok = e.exitCode() != null && e.exitCode() == 0;
                // A member on a failed node is later reported terminated (ContainerStatusUnknown, 137): it
                // did not crash, its node is gone, and the chip keeps saying so.
                boolean nodeGone = b.state == MemberState.NODE_LOST || (b.node != null && failed.contains(b.node));
                if (nodeGone && !ok) {
                    b.state = MemberState.NODE_LOST;
                } else if (b.state != MemberState.EVICTED && b.state != MemberState.DELETED) {
                    b.state = ok ? MemberState.COMPLETED : MemberState.CRASHED;
                }
                b.ready = false;
            });
            case OOMKilled -> targets.forEach(b -> {
                b.state = MemberState.OOM_KILLED;
                b.reason = "OOMKilled";
                b.ready = false;
            });
            case BackOff -> targets.forEach(b -> {
                b.state = MemberState.BACK_OFF;
                b.reason = e.reason();
            });
            case Killing -> targets.forEach(b -> {
                if (!b.state.isDown() && b.state != MemberState.COMPLETED) {
                    b.state = MemberState.TERMINATING;
                }
            });
            case Evicted, Preempted -> targets.forEach(b -> {
                b.state = MemberState.EVICTED;
                b.reason = e.reason() != null ? e.reason() : type.name();
                b.ready = false;
            });
            case PodDeleted -> targets.forEach(b -> {
                b.state = MemberState.DELETED;
                b.ready = false;
            });
            case NodeFailed -> {
                if (e.node() != null) {
                    failed.add(e.node());
                    for (Builder b : state.values()) {
                        if (e.node().equals(b.node) && b.state != MemberState.COMPLETED) {
                            b.state = MemberState.NODE_LOST;
                            b.ready = false;
                        }
                    }
                }
            }
            case Ready -> targets.forEach(b -> b.ready = true);
            case NotReady -> targets.forEach(b -> b.ready = false);
            case VolumeMounted -> targets.forEach(b -> b.volume = e.volume());
            case LinesShipped -> targets.forEach(b -> b.lines += e.lines() == null ? 0 : e.lines());
            case Connected -> targets.forEach(b -> b.connection = "ok");
            case ConnectionRefused -> targets.forEach(b -> b.connection = "refused");
            case PodPhase -> targets.forEach(b -> {
                if ("Failed".equals(e.phase()) && "Evicted".equals(e.reason())) {
                    b.state = MemberState.EVICTED;
                }
            });
            default -> {
                // The remaining types (probes, ports, files, throttling) do not change what is drawn.
            }
        }
    }

    private static final class Builder {
        final MemberRef member;
        String node;
        MemberState state = MemberState.UNPLACED;
        String ip;
        String volume;
        int restarts;
        boolean started;
        Integer exitCode;
        String reason;
        long lines;
        String connection;
        boolean ready;
        String kind;

        Builder(MemberRef member) {
            this.member = member;
        }

        Member build() {
            return new Member(member, node, state, ip, volume, restarts, exitCode, reason, lines, connection, ready, kind);
        }
    }
}
