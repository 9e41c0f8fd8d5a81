package io.boundarylab.episodes.run;

import java.util.Objects;

/**
 * A fault an instructor injects into a run on cue, added to the scenario's actions.
 *
 * @param atMs     simulated time of the fault
 * @param kind     what to do
 * @param target   what to do it to, as in the scenario format: {@code pod/web-app/web}, {@code node/node-2}
 * @param exitCode for {@link Kind#CRASH}, the exit code of the dying process (null: 1)
 */
public record FaultAction(long atMs, Kind kind, String target, Integer exitCode) {

    public FaultAction {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(target, "target");
        if (atMs < 0) throw new IllegalArgumentException("atMs < 0");
    }

    /** The faults the scenario format knows, by their {@code do:} name. */
    public enum Kind {
        EVICT("evict"), CRASH("crash"), FAIL_NODE("failNode"), DELETE("delete");

        private final String key;

        Kind(String key) { this.key = key; }

        public String key() { return key; }
    }

    public static FaultAction evict(long atMs, String target) {
        return new FaultAction(atMs, Kind.EVICT, target, null);
    }

    public static FaultAction crash(long atMs, String podContainer, int exitCode) {
        return new FaultAction(atMs, Kind.CRASH, podContainer, exitCode);
    }

    public static FaultAction failNode(long atMs, String nodeTarget) {
        return new FaultAction(atMs, Kind.FAIL_NODE, nodeTarget, null);
    }
}
