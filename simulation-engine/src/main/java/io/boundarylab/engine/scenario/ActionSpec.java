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
 */
public record ActionSpec(long atMs, Kind kind, FaultTarget target, Long gracePeriodMs, int exitCode, String image, Integer replicas) {

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
        if (kind != Kind.scale && kind != Kind.setImage && target instanceof FaultTarget.Workload) {
            throw new IllegalArgumentException(kind + " needs a pod target, not " + target.text());
        }
        if ((kind == Kind.scale) != (replicas != null) || (replicas != null && replicas < 0)) {
            throw new IllegalArgumentException("scale, and only scale, takes a replica count of 0 or more");
        }
        if (kind == Kind.crash && !(target instanceof FaultTarget.Member)) {
            throw new IllegalArgumentException(kind + " needs a member target, not " + target.text());
        }
        if (kind == Kind.setImage && !(target instanceof FaultTarget.Member
                || target instanceof FaultTarget.Workload w && w.kind().equals("deployment") && w.container() != null)) {
            throw new IllegalArgumentException(kind + " needs a member target or deployment/NAME/CONTAINER, not " + target.text());
        }
        if (kind == Kind.killSandbox && !(target instanceof FaultTarget.Pod)) {
            throw new IllegalArgumentException("killSandbox needs a whole pod target, not " + target.text());
        }
    }

    /** An action without a replica count (every kind but {@code scale}). */
    public ActionSpec(long atMs, Kind kind, FaultTarget target, Long gracePeriodMs, int exitCode, String image) {
        this(atMs, kind, target, gracePeriodMs, exitCode, image, null);
    }

    /** What an action does. */
    public enum Kind {
        delete, evict, crash, failNode, setImage, killSandbox, scale, recoverNode
    }
}
