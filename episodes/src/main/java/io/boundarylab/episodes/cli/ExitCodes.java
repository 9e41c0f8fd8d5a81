package io.boundarylab.episodes.cli;

/**
 * The exit codes of every {@code boundary-lab} command (documented in docs/limits.md). Scripts and
 * graders tell the cases apart by them, so they never change meaning.
 */
public final class ExitCodes {
    /** The command did what was asked (a simulation ran, whatever it found; content is valid). */
    public static final int OK = 0;
    /** The input is wrong: a scenario, content folder, option or file name; the message says where. */
    public static final int BAD_INPUT = 2;
    /** The run needed more events than its budget ({@code --max-events}); nothing is wrong with the program. */
    public static final int EVENT_BUDGET = 3;
    /** An output (a trace, an export) could not be written: a full disk, a folder without permission. */
    public static final int CANNOT_WRITE = 74;
    /** A bug in Boundary Lab: the command met something it did not expect (sysexits' EX_SOFTWARE). */
    public static final int INTERNAL_ERROR = 70;

    private ExitCodes() {
    }
}
