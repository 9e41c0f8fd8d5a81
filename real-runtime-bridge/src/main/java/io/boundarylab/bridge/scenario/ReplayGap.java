package io.boundarylab.bridge.scenario;

import io.boundarylab.bridge.experiment.Messages;

import java.util.List;
import java.util.Locale;

/**
 * Something of a scenario the kernel does not replay, and why.
 *
 * @param pod       the pod it is in, or null for the scenario as a whole
 * @param container the container, or null for the pod or the scenario
 * @param step      the step's number in the container's steps (1-based), or 0 when it is not a step
 * @param leftOut   true when what it names is not run at all; false when it runs without this (a note)
 * @param key       the bridge's message key of the reason ({@code gap.*})
 * @param args      the reason's arguments
 */
public record ReplayGap(String pod, String container, int step, boolean leftOut, String key, List<String> args) {

    public ReplayGap {
        args = List.copyOf(args);
    }

    /** Where it is and why, in a language: {@code web-app/log-helper, step 2: …}. */
    public String text(Locale language) {
        String where = pod == null ? Messages.get(language, "gap.where.scenario")
                : container == null ? pod
                : step == 0 ? pod + "/" + container
                : Messages.get(language, "gap.where.step", pod + "/" + container, step);
        String why = Messages.get(language, key, args.toArray());
        return Messages.get(language, leftOut ? "gap.leftOut" : "gap.note", where, why);
    }
}
