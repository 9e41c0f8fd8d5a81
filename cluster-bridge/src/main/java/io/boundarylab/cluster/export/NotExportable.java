package io.boundarylab.cluster.export;

/**
 * A scenario that has no faithful form on a real cluster: a step, a probe or an action that
 * Kubernetes and a stock image cannot reproduce. Refused, never approximated.
 */
public final class NotExportable extends Exception {
    private static final long serialVersionUID = 1L;

    private final String where;
    private final String problem;

    /**
     * @param where   what is refused, as the scenario names it ({@code pod/web-app/web step 3 (burnCpu)})
     * @param problem why, and what would work instead
     */
    public NotExportable(String where, String problem) {
        super(where + ": " + problem);
        this.where = where;
        this.problem = problem;
    }

    public String where() { return where; }

    public String problem() { return problem; }
}
