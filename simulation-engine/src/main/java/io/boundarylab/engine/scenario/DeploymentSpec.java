package io.boundarylab.engine.scenario;

import java.util.Objects;

/**
 * An apps/v1 Deployment: a ReplicaSet per template revision, rolled from one to the next by the
 * strategy.
 *
 * @param minReadySeconds how long a new pod must be Ready before it counts as available
 * @param strategy        RollingUpdate (with maxSurge and maxUnavailable) or Recreate
 */
public record DeploymentSpec(String name, int replicas, LabelSelector selector, PodSpec template, long minReadySeconds,
                             Strategy strategy) {

    public DeploymentSpec {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(selector, "selector");
        Objects.requireNonNull(template, "template");
        Objects.requireNonNull(strategy, "strategy");
        if (replicas < 0) throw new IllegalArgumentException("replicas is negative");
        if (minReadySeconds < 0) throw new IllegalArgumentException("minReadySeconds is negative");
    }

    /** {@code spec.strategy}: Recreate, or RollingUpdate with its two bounds. */
    public record Strategy(boolean recreate, IntOrPercent maxSurge, IntOrPercent maxUnavailable) {
        /** Kubernetes' default: RollingUpdate, 25 % surge, 25 % unavailable. */
        public static final Strategy DEFAULT = new Strategy(false, IntOrPercent.percent(25), IntOrPercent.percent(25));
        public static final Strategy RECREATE = new Strategy(true, IntOrPercent.of(0), IntOrPercent.of(0));
    }

    /**
     * An intstr.IntOrString: a count, or a percentage of the desired replicas.
     *
     * @param value   the count, or the percentage
     * @param percent whether {@code value} is a percentage
     */
    public record IntOrPercent(int value, boolean percent) {
        public IntOrPercent {
            if (value < 0) throw new IllegalArgumentException("negative: " + value);
        }

        public static IntOrPercent of(int n) { return new IntOrPercent(n, false); }
        public static IntOrPercent percent(int p) { return new IntOrPercent(p, true); }

        /**
         * The count for {@code total} replicas: a percentage rounded up or down, as
         * intstr.GetScaledValueFromIntOrPercent does for maxSurge (up) and maxUnavailable (down).
         */
        public int scaled(int total, boolean roundUp) {
            if (!percent) return value;
            long num = (long) value * total;
            return (int) (roundUp ? (num + 99) / 100 : num / 100);
        }

        @Override public String toString() { return percent ? value + "%" : Integer.toString(value); }
    }
}
