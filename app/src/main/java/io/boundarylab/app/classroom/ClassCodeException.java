package io.boundarylab.app.classroom;

/** A class code that cannot be used here, with a message a learner can act on. */
public final class ClassCodeException extends Exception {

    /** Why a code cannot be used. */
    public enum Problem {
        /** Not a code, or a symbol is wrong: read it again. */
        MISTYPED,
        /** A code made by a newer Boundary Lab. */
        NEWER_FORMAT,
        /** Made for another investigation. */
        OTHER_INVESTIGATION,
        /** Made for other content: the same code here would not give the instructor's runs. */
        CONTENT_DIFFERS,
        /** It names something (an episode, a fault's target) this content does not have, or cannot carry it. */
        DOES_NOT_FIT
    }

    private final Problem problem;

    public ClassCodeException(Problem problem, String message) {
        super(message);
        this.problem = problem;
    }

    public Problem problem() {
        return problem;
    }
}
