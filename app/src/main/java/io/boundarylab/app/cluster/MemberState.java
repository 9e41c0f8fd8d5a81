package io.boundarylab.app.cluster;

/**
 * What a member container is doing at one point of the trace. Each has its own glyph and word
 * (see the messages bundle), so state is never shown by colour alone.
 */
public enum MemberState {
    UNPLACED, UNSCHEDULABLE, PLACED, CREATED, RUNNING, COMPLETED, CRASHED, BACK_OFF, TERMINATING,
    EVICTED, OOM_KILLED, DELETED, NODE_LOST;

    /** The CSS class of a chip in this state. */
    public String styleClass() {
        return "member-" + name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    }

    /** Whether the process is gone for good or for now. */
    public boolean isDown() {
        return this == CRASHED || this == BACK_OFF || this == EVICTED || this == OOM_KILLED
                || this == DELETED || this == NODE_LOST || this == UNSCHEDULABLE;
    }
}
