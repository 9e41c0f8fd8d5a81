package io.boundarylab.episodes.content;

import io.boundarylab.engine.cluster.Guarantee;

import java.util.List;
import java.util.Optional;

/**
 * The experiment of an episode: the same application run on platforms that differ in exactly one
 * guarantee, plus any extra variants that show a cost or an edge.
 *
 * @param text         what is done ("Place web and helper separately, then ...")
 * @param guarantee    the guarantee the episode is about, or null when the runs differ in something
 *                     other than a Pod guarantee (see {@code differsIn})
 * @param variants     every variant; the first two are {@code naive} and {@code contract}
 * @param observations the possible observations of a run, the first that holds wins
 * @param seedSweep    a variant to run over many seeds and an outcome to count, or null
 * @param differsIn    when the naive and contract runs share one platform and differ in what they
 *                     run (a ReplicaSet instead of bare pods, a Service name instead of a pod IP):
 *                     that one thing, as a short key ({@code replicaSet}); null when a guarantee is set
 */
public record Experiment(String text, Guarantee guarantee, List<Variant> variants,
                         List<ObservationRule> observations, SeedSweep seedSweep, String differsIn) {

    public static final String NAIVE = "naive";
    public static final String CONTRACT = "contract";

    public Experiment {
        variants = List.copyOf(variants);
        observations = List.copyOf(observations);
    }

    /** What the naive and contract runs differ in: the guarantee's key, or {@link #differsIn()}. */
    public String subject() {
        return guarantee != null ? guarantee.key() : differsIn;
    }

    public Optional<Variant> variant(String id) {
        return variants.stream().filter(v -> v.id().equals(id)).findFirst();
    }

    /** The many-seeds run, when the experiment declares one. */
    public Optional<SeedSweep> sweep() {
        return Optional.ofNullable(seedSweep);
    }

    /** The variant without the guarantee. */
    public Variant naive() {
        return variant(NAIVE).orElseThrow();
    }

    /** The variant with the guarantee. */
    public Variant contract() {
        return variant(CONTRACT).orElseThrow();
    }
}
