package io.boundarylab.engine.scenario;

import java.util.Objects;

/**
 * An intervention on the timeline ({@code actions:}): delete, evict, crash, failNode, setImage, killSandbox,
 * scale, recoverNode.
 *
 * @param atMs          when it happens
 * @param kind          what it does
 * @param target        what it is done to: a node ({@code failNode}), a whole pod, or one member
 *                      ({@code crash} and {@code setImage} need a member)
 * @param gracePeriodMs the delete's grace period, or null for the pod's own
 * @param exitCode      the crash's exit code
 * @param image         the new image of a setImage
 * @param replicas      the new size of a scale (null for every other kind)
 * @param pick          which live pod of a {@code replicaset/NAME} or {@code deployment/NAME} target a
 *                      delete, evict, crash or killSandbox is done to: {@code oldest}, {@code newest} or
 *                      a 0-based index by age; null for every other target
 */
public record ActionSpec(long atMs, Kind kind, FaultTarget target, Long gracePeriodMs, int exitCode, String image, Integer replicas,
                         String pick) {

    /** The lowest and highest exit code a process can report (a byte: what waitpid gives). */
    public static final int MIN_EXIT_CODE = 0, MAX_EXIT_CODE = 255;

    public ActionSpec {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(target, "target");
        boolean nodeKind = kind == Kind.failNode || kind == Kind.recoverNode;
        if (nodeKind != (target instanceof FaultTarget.Node)) {
            throw new IllegalArgumentException(nodeKind
                    ? kind + " needs a node target, not " + target.text() : kind + " needs a pod target, not " + target.text());
        }
        if (kind == Kind.scale && !(target instanceof FaultTarget.Workload w && w.container() == null)) {
            throw new IllegalArgumentException("scale needs a replicaset/NAME or deployment/NAME target, not " + target.text());
        }
        boolean podKind = kind == Kind.delete || kind == Kind.evict || kind == Kind.crash || kind == Kind.killSandbox;
        if (pick != null && !(podKind && target instanceof FaultTarget.Workload)) {
            throw new IllegalArgumentException("pick goes with delete, evict, crash or killSandbox on a replicaset/NAME or deployment/NAME target");
        }
        if (pick != null && !pick.equals("oldest") && !pick.equals("newest") && !pick.matches("0|[1-9][0-9]{0,9}")) {
            throw new IllegalArgumentException("pick must be oldest, newest or a 0-based index, not " + pick);
        }
        if (kind != Kind.scale && kind != Kind.setImage && target instanceof FaultTarget.Workload && pick == null) {
            throw new IllegalArgumentException(kind + " needs a pod target, or a workload with pick, not " + target.text());
        }
        if (kind == Kind.crash && (exitCode < MIN_EXIT_CODE || exitCode > MAX_EXIT_CODE)) {
            throw new IllegalArgumentException("a crash's exit code must be between 0 and 255, not " + exitCode);
        }
        if ((kind == Kind.scale) != (replicas != null) || (replicas != null && replicas < 0)) {
            throw new IllegalArgumentException("scale, and only scale, takes a replica count of 0 or more");
        }
        if (kind == Kind.crash && !(target instanceof FaultTarget.Member || pick != null && ((FaultTarget.Workload) target).container() != null)) {
            throw new IllegalArgumentException(kind + " needs a member target, not " + target.text());
        }
        if (kind == Kind.setImage && !(target instanceof FaultTarget.Member
                || target instanceof FaultTarget.Workload w && w.kind().equals("deployment") && w.container() != null)) {
            throw new IllegalArgumentException(kind + " needs a member target or deployment/NAME/CONTAINER, not " + target.text());
        }
        if (kind == Kind.killSandbox && !(target instanceof FaultTarget.Pod || pick != null && ((FaultTarget.Workload) target).container() == null)) {
            throw new IllegalArgumentException("killSandbox needs a whole pod target, not " + target.text());
        }
    }

    /** An action without a pick. */
    public ActionSpec(long atMs, Kind kind, FaultTarget target, Long gracePeriodMs, int exitCode, String image, Integer replicas) {
        this(atMs, kind, target, gracePeriodMs, exitCode, image, replicas, null);
    }

    /** An action without a replica count or a pick (every kind but {@code scale}). */
    public ActionSpec(long atMs, Kind kind, FaultTarget target, Long gracePeriodMs, int exitCode, String image) {
        this(atMs, kind, target, gracePeriodMs, exitCode, image, null, null);
    }

    /** The target as the scenario format writes it, with its pick when it has one. */
    public String targetText() {
        return pick == null ? target.text() : target.text() + " (pick " + pick + ")";
    }

    /** What an action does. */
    public enum Kind {
        delete, evict, crash, failNode, setImage, killSandbox, scale, recoverNode
    }
}
