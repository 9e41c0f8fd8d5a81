package io.boundarylab.bridge.replay;

import java.util.List;

/** An experiment this machine cannot run for real, with the reasons and what would enable it. */
public final class CannotRunException extends RuntimeException {

    private final transient List<String> reasons;
    private final transient List<String> remedies;

    public CannotRunException(String experiment, List<String> reasons, List<String> remedies) {
        super(experiment + ": " + String.join("; ", reasons));
        this.reasons = List.copyOf(reasons);
        this.remedies = List.copyOf(remedies);
    }

    public List<String> reasons() {
        return reasons;
    }

    public List<String> remedies() {
        return remedies;
    }
}
