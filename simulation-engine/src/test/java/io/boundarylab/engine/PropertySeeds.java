package io.boundarylab.engine;

/**
 * The seed every property test starts from. Fixed, so that a build is the same build every time
 * and a failure on CI replays on any machine; to explore further, run the properties once with
 * another seed (change it here, or set {@code seed} on one property) and keep the seed that finds
 * something as a case of its own.
 */
final class PropertySeeds {
    static final String SEED = "20261202";

    private PropertySeeds() {
    }
}
