package io.boundarylab.episodes.content;

import io.boundarylab.engine.cluster.Guarantee;

import java.util.List;
import java.util.Optional;

/**
 * The experiment of an episode: the same application run on platforms that differ in exactly one
 * guarantee, plus any extra variants that show a cost or an edge.
 *
 * @param text         what is done ("Place web and helper separately, then ...")
 * @param guarantee    the guarantee the episode is about
 * @param variants     every variant; the first two are {@code naive} and {@code contract}
 * @param observations the possible observations of a run, the first that holds wins
 * @param seedSweep    a variant to run over many seeds and an outcome to count, or null
 */
public record Experiment(String text, Guarantee guarantee, List<Variant> variants,
                         List<ObservationRule> observations, SeedSweep seedSweep) {

    public static final String NAIVE = "naive";
    public static final String CONTRACT = "contract";

    public Experiment {
        variants = List.copyOf(variants);
        observations = List.copyOf(observations);
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
