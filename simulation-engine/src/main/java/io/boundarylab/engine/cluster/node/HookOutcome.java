package io.boundarylab.engine.cluster.node;

/** How a lifecycle hook ended, as the trace's {@code outcome} field writes it. */
final class HookOutcome {
    /** It ran its course and exited 0. */
    static final String COMPLETED = "completed";
    /** It exited non-zero (a failed postStart kills its container). */
    static final String FAILED = "failed";
    /** It was still running when its container stopped or its grace period ran out. */
    static final String CUT_OFF = "cutOff";

    private HookOutcome() {
    }
}
