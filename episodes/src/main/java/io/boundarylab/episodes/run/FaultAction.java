package io.boundarylab.episodes.run;

import io.boundarylab.engine.scenario.ActionSpec;
import io.boundarylab.engine.scenario.FaultTarget;
import io.boundarylab.engine.scenario.MemberRef;

import java.util.Objects;

/**
 * A fault an instructor injects into a run on cue, added to the scenario's actions.
 *
 * @param atMs     simulated time of the fault
 * @param kind     what to do
 * @param target   what to do it to: a member, a pod or a node
 * @param exitCode for {@link Kind#CRASH}, the exit code of the dying process (null: 1)
 */
public record FaultAction(long atMs, Kind kind, FaultTarget target, Integer exitCode) {

    public FaultAction {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(target, "target");
        if (atMs < 0) throw new IllegalArgumentException("atMs < 0");
        if (kind == Kind.FAIL_NODE && !(target instanceof FaultTarget.Node)) {
            throw new IllegalArgumentException("failNode needs a node target (node/NODE), not " + target.text());
        }
        if (kind != Kind.FAIL_NODE && target instanceof FaultTarget.Node) {
            throw new IllegalArgumentException(kind.key() + " needs a pod or member target, not " + target.text());
        }
        if (kind == Kind.CRASH && !(target instanceof FaultTarget.Member)) {
            throw new IllegalArgumentException("crash needs a member target (pod/POD/CONTAINER), not " + target.text());
        }
        if (exitCode != null && (exitCode < ActionSpec.MIN_EXIT_CODE || exitCode > ActionSpec.MAX_EXIT_CODE)) {
            throw new IllegalArgumentException("a crash's exit code must be between 0 and 255, not " + exitCode);
        }
    }

    /** The faults the scenario format knows, by their {@code do:} name. */
    public enum Kind {
        EVICT("evict", ActionSpec.Kind.evict), CRASH("crash", ActionSpec.Kind.crash),
        FAIL_NODE("failNode", ActionSpec.Kind.failNode), DELETE("delete", ActionSpec.Kind.delete);

        private final String key;
        private final ActionSpec.Kind action;

        Kind(String key, ActionSpec.Kind action) {
            this.key = key;
            this.action = action;
        }

        public String key() { return key; }

        /** The scenario action this fault becomes. */
        public ActionSpec.Kind action() { return action; }
    }

    /**
     * The fault as a scenario action, as if the scenario had written it: a crash exits with its
     * code (1 when none was given), a delete keeps the pod's own grace period.
     */
    public ActionSpec toAction() {
        int exit = kind == Kind.CRASH && exitCode != null ? exitCode : 1;
        return new ActionSpec(atMs, kind.action(), target, null, exit, null);
    }

    public static FaultAction evict(long atMs, FaultTarget target) {
        return new FaultAction(atMs, Kind.EVICT, target, null);
    }

    public static FaultAction crash(long atMs, MemberRef member, int exitCode) {
        return new FaultAction(atMs, Kind.CRASH, new FaultTarget.Member(member), exitCode);
    }

    public static FaultAction failNode(long atMs, String node) {
        return new FaultAction(atMs, Kind.FAIL_NODE, new FaultTarget.Node(node), null);
    }
}
