package io.boundarylab.engine.cluster;

/**
 * The five guarantees of the application boundary contract. Each can be switched on or off on its
 * own, so that an episode flips exactly one of them.
 */
public enum Guarantee {
    /** All declared members land through one scheduling decision, or none does. */
    ATOMIC_PLACEMENT("atomicPlacement"),
    /** Precondition members run to completion successfully before application members start. */
    STARTUP_ORDERING("startupOrdering"),
    /** The group is reachable as one host identity; members talk over one loopback. */
    SHARED_IDENTITY("sharedIdentity"),
    /** Group-declared storage is the same for every member that mounts it. */
    SHARED_STORAGE("sharedStorage"),
    /** Eviction and termination apply to the group as one unit. */
    SHARED_FATE("sharedFate");

    private final String key;

    Guarantee(String key) { this.key = key; }

    /** The name used in the scenario, result and trace formats. */
    public String key() { return key; }

    /** The guarantee with the given format key, or null. */
    public static Guarantee fromKey(String key) {
        for (Guarantee g : values()) if (g.key.equals(key)) return g;
        return null;
    }
}
