package io.boundarylab.engine.archfixture;

/** The shape the rule allows: the collaborator returns what happened and the agent decides. */
public final class ReturnsAValue {
    boolean stop(Object pod) {
        return pod != null;
    }
}
