package io.boundarylab.engine.cli;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.ResourceBundle;

/**
 * The exit codes of every {@code boundary-lab} command, in every module (documented in
 * docs/limits.md). Scripts and graders tell the cases apart by them, so they never change meaning
 * and no command defines one of its own. Above 63 they follow BSD's sysexits.
 */
public final class ExitCodes {
    /** The command did what was asked (a simulation ran, whatever it found; content is valid; every verdict agrees). */
    public static final int OK = 0;
    /** A comparison ran and some verdict differs (the kernel or a cluster against the simulation). */
    public static final int DIFFER = 1;
    /** The input is wrong: a scenario, content folder, option or file name; the message says where. */
    public static final int BAD_INPUT = 2;
    /** The run needed more events than its budget ({@code --max-events}); nothing is wrong with the program. */
    public static final int EVENT_BUDGET = 3;
    /** This machine cannot do what was asked: no cluster, no kernel feature (sysexits' EX_UNAVAILABLE); the reason is printed. */
    public static final int CANNOT_RUN = 69;
    /** A bug in Boundary Lab: the command met something it did not expect (sysexits' EX_SOFTWARE). */
    public static final int INTERNAL_ERROR = 70;
    /** An output (a trace, an export) could not be written: a full disk, a folder without permission (sysexits' EX_IOERR). */
    public static final int CANNOT_WRITE = 74;

    /** Every code, in order. */
    public static final List<Integer> ALL = List.of(OK, DIFFER, BAD_INPUT, EVENT_BUDGET, CANNOT_RUN, INTERNAL_ERROR, CANNOT_WRITE);

    private ExitCodes() {
    }

    /** The heading of the exit codes in a command's help, in the learner's language. */
    public static String heading(Locale locale) {
        return bundle(locale).getString("exitCodes.heading");
    }

    /** What each of {@code codes} means in a command's help ({@code " 2"} to its sentence), in the learner's language. */
    public static Map<String, String> help(Locale locale, List<Integer> codes) {
        ResourceBundle b = bundle(locale);
        Map<String, String> m = new LinkedHashMap<>();
        for (int code : codes) {
            if (!ALL.contains(code)) throw new IllegalArgumentException("not an exit code of Boundary Lab: " + code);
            m.put(String.format(Locale.ROOT, "%2d", code), b.getString("exitCode." + code));
        }
        return m;
    }

    private static ResourceBundle bundle(Locale locale) {
        return ResourceBundle.getBundle("io.boundarylab.engine.cli.Messages", locale);
    }
}
