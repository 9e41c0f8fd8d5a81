package io.boundarylab.engine.scenario;

/**
 * An intervention on the timeline ({@code actions:}): delete, evict, crash, failNode, setImage.
 *
 * @param atMs          when it happens
 * @param kind          what it does
 * @param pod           the target pod, or null for a node target
 * @param container     the target container ({@code pod/P/C}), or null for the whole pod
 * @param node          the target node ({@code node/N}), or null
 * @param gracePeriodMs the delete's grace period, or null for the pod's own
 * @param exitCode      the crash's exit code
 * @param image         the new image of a setImage
 */
public record ActionSpec(long atMs, Kind kind, String pod, String container, String node, Long gracePeriodMs,
                         int exitCode, String image) {

    /** What an action does. */
    public enum Kind {
        delete, evict, crash, failNode, setImage
    }

    /** The target as written in the scenario. */
    public String target() {
        if (node != null) return "node/" + node;
        return container == null ? "pod/" + pod : "pod/" + pod + "/" + container;
    }
}
