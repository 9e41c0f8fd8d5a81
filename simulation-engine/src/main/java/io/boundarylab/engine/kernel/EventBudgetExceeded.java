package io.boundarylab.engine.kernel;

/**
 * A run needed more events than its budget allows ({@link SimulationKernel#limitEvents}). It is
 * the scenario's size, not a bug: the message says how far the run got and what to change.
 */
public final class EventBudgetExceeded extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final long budget;
    private final long atMs;

    public EventBudgetExceeded(long budget, long atMs) {
        super("the run needed more than " + budget + " events and was stopped at " + time(atMs)
                + " of simulated time; shorten 'until' or raise the budget with --max-events");
        this.budget = budget;
        this.atMs = atMs;
    }

    // Hours, minutes, seconds as the scenario format writes them (the scenario package is not ours to import).
    private static String time(long ms) {
        long h = ms / 3_600_000, m = ms / 60_000 % 60, s = ms / 1000 % 60;
        return (h > 0 ? h + "h" : "") + (m > 0 ? m + "m" : "") + s + "s";
    }

    /** The budget that was exceeded. */
    public long budget() { return budget; }

    /** The simulated time at which the run was stopped. */
    public long atMs() { return atMs; }
}
