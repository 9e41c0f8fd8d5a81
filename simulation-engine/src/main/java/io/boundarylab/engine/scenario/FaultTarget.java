package io.boundarylab.engine.scenario;

import java.util.Objects;

/**
 * What an action or an injected fault is aimed at: one member of a pod, a whole pod, or a node.
 * The scenario format writes these as {@code pod/P/C}, {@code pod/P} and {@code node/N}; this
 * type is that text parsed once, so nothing downstream splits strings.
 */
public sealed interface FaultTarget permits FaultTarget.Member, FaultTarget.Pod, FaultTarget.Node, FaultTarget.Workload {

    /** The target as the scenario format writes it. */
    String text();

    /** The pod this target concerns, or null for a node or a workload. */
    String pod();

    /** One container of one pod. */
    record Member(MemberRef member) implements FaultTarget {
        public Member {
            Objects.requireNonNull(member, "member");
        }

        public Member(String pod, String container) {
            this(new MemberRef(pod, container));
        }

        @Override public String text() { return "pod/" + member.pod() + "/" + member.container(); }
        @Override public String pod() { return member.pod(); }
        @Override public String toString() { return text(); }
    }

    /** A whole pod. */
    record Pod(String name) implements FaultTarget {
        public Pod {
            requireName(name, "pod");
        }

        @Override public String text() { return "pod/" + name; }
        @Override public String pod() { return name; }
        @Override public String toString() { return text(); }
    }

    /** A node. */
    record Node(String name) implements FaultTarget {
        public Node {
            requireName(name, "node");
        }

        @Override public String text() { return "node/" + name; }
        @Override public String pod() { return null; }
        @Override public String toString() { return text(); }
    }

    /**
     * A ReplicaSet or Deployment ({@code replicaset/N}, {@code deployment/N}), or one container of
     * its pod template ({@code deployment/N/C}, for {@code setImage}).
     *
     * @param kind      {@code replicaset} or {@code deployment}
     * @param container a container of the template, or null for the workload itself
     */
    record Workload(String kind, String name, String container) implements FaultTarget {
        public Workload {
            if (!"replicaset".equals(kind) && !"deployment".equals(kind)) throw new IllegalArgumentException("not a workload kind: " + kind);
            requireName(name, kind);
            if (container != null) requireName(container, "container");
        }

        @Override public String text() { return kind + "/" + name + (container == null ? "" : "/" + container); }
        @Override public String pod() { return null; }
        @Override public String toString() { return text(); }
    }

    /**
     * Parses {@code pod/P}, {@code pod/P/C} or {@code node/N}.
     *
     * @throws IllegalArgumentException with the text and the forms it may take, for anything else
     */
    static FaultTarget parse(String text) {
        if (text == null || text.isBlank()) throw new IllegalArgumentException(usage("an empty target"));
        String[] p = text.split("/", -1);
        for (String part : p) if (part.isBlank()) throw new IllegalArgumentException(usage("'" + text + "'"));
        if (p.length == 2 && p[0].equals("node")) return new Node(p[1]);
        if (p.length == 2 && p[0].equals("pod")) return new Pod(p[1]);
        if (p.length == 3 && p[0].equals("pod")) return new Member(p[1], p[2]);
        if ((p.length == 2 || p.length == 3) && (p[0].equals("replicaset") || p[0].equals("deployment"))) {
            return new Workload(p[0], p[1], p.length == 3 ? p[2] : null);
        }
        throw new IllegalArgumentException(usage("'" + text + "'"));
    }

    private static String usage(String what) {
        return "target must be pod/POD, pod/POD/CONTAINER, node/NODE, replicaset/NAME or deployment/NAME[/CONTAINER], not " + what;
    }

    private static void requireName(String name, String what) {
        if (name == null || name.isBlank()) throw new IllegalArgumentException(what + " name is empty");
        if (name.contains("/")) throw new IllegalArgumentException(what + " name contains '/': " + name);
    }
}
