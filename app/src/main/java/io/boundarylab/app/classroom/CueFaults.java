package io.boundarylab.app.classroom;

import io.boundarylab.engine.scenario.FaultTarget;
import io.boundarylab.engine.scenario.Quantities;
import io.boundarylab.episodes.run.FaultAction;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Faults on cue as an instructor writes them, {@code EPISODE@AT:TARGET} ({@code :CODE} after a
 * crash's target): the one reader behind {@code class code --evict/--crash/--fail-node} and the
 * make-code dialog, so both give the same code for the same words.
 */
public final class CueFaults {
    private CueFaults() {
    }

    /**
     * One fault, as an option's value: {@code helper@5s:pod/web-app}.
     *
     * @param option how the value was given, to name it in the problem ({@code --evict})
     * @throws IllegalArgumentException a value of another shape, a moment or target that does not read
     */
    public static ClassSetup.CueFault parse(String option, String value, FaultAction.Kind kind) {
        int at = value.indexOf('@');
        String[] p = at < 0 ? new String[0] : value.substring(at + 1).split(":");
        boolean crash = kind == FaultAction.Kind.CRASH;
        if (at <= 0 || p.length < 2 || p.length > (crash ? 3 : 2)) {
            throw new IllegalArgumentException(option + " " + value + ": write EPISODE@AT:TARGET" + (crash ? "[:CODE]" : "") + ", for example helper@5s:pod/web-app");
        }
        try {
            long atMs = Quantities.parseDurationMs(p[0]);
            Integer exit = crash ? (p.length == 3 ? Integer.valueOf(p[2]) : 1) : null;
            return new ClassSetup.CueFault(value.substring(0, at), new FaultAction(atMs, kind, FaultTarget.parse(p[1]), exit));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(option + " " + value + ": " + e.getMessage(), e);
        }
    }

    /**
     * Faults one per line, each as the command line's option and its value: {@code --evict
     * helper@5s:pod/web-app} (the leading {@code --} may be left out). Blank lines are skipped.
     *
     * @throws Problem the first line that does not read, with its number
     */
    public static List<ClassSetup.CueFault> parseLines(String text) throws Problem {
        List<ClassSetup.CueFault> out = new ArrayList<>();
        String[] lines = text == null ? new String[0] : text.split("\\R");
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            if (line.isEmpty()) continue;
            String[] w = line.split("\\s+", 2);
            String option = w[0].startsWith("--") ? w[0] : "--" + w[0];
            FaultAction.Kind kind = switch (option.toLowerCase(Locale.ROOT)) {
                case "--evict" -> FaultAction.Kind.EVICT;
                case "--crash" -> FaultAction.Kind.CRASH;
                case "--fail-node" -> FaultAction.Kind.FAIL_NODE;
                default -> null;
            };
            if (kind == null) throw new Problem(i + 1, w[0] + ": a fault is --evict, --crash or --fail-node");
            if (w.length < 2) throw new Problem(i + 1, option + ": write EPISODE@AT:TARGET after it, for example helper@5s:pod/web-app");
            try {
                out.add(parse(option, w[1].strip(), kind));
            } catch (IllegalArgumentException e) {
                throw new Problem(i + 1, e.getMessage());
            }
        }
        return out;
    }

    /** A line of faults that does not read: its number (from 1) and why. */
    public static final class Problem extends Exception {
        private final int line;

        Problem(int line, String message) {
            super(message);
            this.line = line;
        }

        public int line() { return line; }
    }
}
