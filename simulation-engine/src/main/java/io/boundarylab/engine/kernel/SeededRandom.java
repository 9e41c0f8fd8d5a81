package io.boundarylab.engine.kernel;

import java.util.SplittableRandom;
import java.util.TreeMap;

/**
 * The one source of randomness: every stream derives from the scenario's seed and a name, so
 * adding draws to one stream (say, the scheduler's tie-breaks) never shifts another.
 */
public final class SeededRandom {
    private final long seed;
    private final TreeMap<String, SplittableRandom> streams = new TreeMap<>();

    public SeededRandom(long seed) {
        this.seed = seed;
    }

    public long seed() {
        return seed;
    }

    /** The named sub-stream, created on first use from the seed and the name. */
    public SplittableRandom stream(String name) {
        return streams.computeIfAbsent(name, n -> new SplittableRandom(mix(seed, fnv1a(n))));
    }

    // FNV-1a: a fixed, documented string hash (String.hashCode is fixed too, but this spreads better).
    private static long fnv1a(String s) {
        long h = 0xcbf29ce484222325L;
        for (int i = 0; i < s.length(); i++) {
            h ^= s.charAt(i);
            h *= 0x100000001b3L;
        }
        return h;
    }

    // SplitMix64 finaliser over the pair, so nearby seeds give unrelated streams.
    private static long mix(long a, long b) {
        long z = a * 0x9E3779B97F4A7C15L + b;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
