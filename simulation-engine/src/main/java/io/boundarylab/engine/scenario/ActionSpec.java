package io.boundarylab.engine.scenario;

import java.util.Objects;

/**
 * An intervention on the timeline ({@code actions:}): delete, evict, crash, failNode, setImage, killSandbox.
 *
 * @param atMs          when it happens
 * @param kind          what it does
 * @param target        what it is done to: a node ({@code failNode}), a whole pod, or one member
 *                      ({@code crash} and {@code setImage} need a member)
 * @param gracePeriodMs the delete's grace period, or null for the pod's own
 * @param exitCode      the crash's exit code
 * @param image         the new image of a setImage
 */
public record ActionSpec(long atMs, Kind kind, FaultTarget target, Long gracePeriodMs, int exitCode, String image) {

    public ActionSpec {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(target, "target");
        if ((kind == Kind.failNode) != (target instanceof FaultTarget.Node)) {
            throw new IllegalArgumentException(kind == Kind.failNode
                    ? "failNode needs a node target, not " + target.text() : kind + " needs a pod target, not " + target.text());
        }
        if ((kind == Kind.crash || kind == Kind.setImage) && !(target instanceof FaultTarget.Member)) {
            throw new IllegalArgumentException(kind + " needs a member target, not " + target.text());
        }
        if (kind == Kind.killSandbox && !(target instanceof FaultTarget.Pod)) {
            throw new IllegalArgumentException("killSandbox needs a whole pod target, not " + target.text());
        }
    }

    /** What an action does. */
    public enum Kind {
        delete, evict, crash, failNode, setImage, killSandbox
    }
}
