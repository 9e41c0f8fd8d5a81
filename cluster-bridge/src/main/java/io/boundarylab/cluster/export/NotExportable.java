package io.boundarylab.cluster.export;

/**
 * A scenario that has no faithful form on a real cluster: a step, a probe or an action that
 * Kubernetes and a stock image cannot reproduce. Refused, never approximated.
 */
public final class NotExportable extends Exception {
    private static final long serialVersionUID = 1L;

    private final String where;
    private final String problem;
    private final transient Spot spot;

    /**
     * @param where   what is refused, as the scenario names it ({@code pod/web-app/web step 3 (burnCpu)})
     * @param problem why, and what would work instead
     */
    public NotExportable(String where, String problem) {
        this(where, problem, null);
    }

    private NotExportable(String where, String problem, Spot spot) {
        super(where + ": " + problem);
        this.where = where;
        this.problem = problem;
        this.spot = spot;
    }

    public String where() { return where; }

    public String problem() { return problem; }

    /** Where in the scenario's text the refused thing is written, as far as the export knows; null when it does not. */
    public Spot spot() { return spot; }

    /** The same refusal, placed inside {@code outer} (a step inside its container, a container inside its pod …). */
    NotExportable within(Spot outer) {
        return new NotExportable(where, problem, spot == null ? outer : outer.around(spot));
    }

    /**
     * What a refusal concerns, by the names and positions the scenario gives it, so that
     * {@link ScenarioSpots} can find it in the file. Every part may be null.
     *
     * @param pod       a pod's name, or the ReplicaSet's or Deployment's whose template it is
     * @param container a container of that pod
     * @param step      the index of an x-sim step of that container, from 0
     * @param action    the index of an action in the scenario's {@code actions}, from 0
     * @param field     a field, dotted, below whatever the other parts name ({@code livenessProbe.periodSeconds})
     */
    public record Spot(String pod, String container, Integer step, Integer action, String field) {
        static Spot pod(String name) { return new Spot(name, null, null, null, null); }

        static Spot container(String name) { return new Spot(null, name, null, null, null); }

        static Spot step(int index) { return new Spot(null, null, index, null, null); }

        static Spot action(int index) { return new Spot(null, null, null, index, null); }

        static Spot field(String name) { return new Spot(null, null, null, null, name); }

        /** This spot with {@code inner}'s parts filled in; fields nest ({@code readinessProbe} around {@code periodSeconds}). */
        Spot around(Spot inner) {
            String f = field == null ? inner.field : inner.field == null ? field : field + "." + inner.field;
            return new Spot(inner.pod != null ? inner.pod : pod, inner.container != null ? inner.container : container,
                    inner.step != null ? inner.step : step, inner.action != null ? inner.action : action, f);
        }
    }
}
