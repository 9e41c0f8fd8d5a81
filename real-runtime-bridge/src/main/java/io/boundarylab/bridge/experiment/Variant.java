package io.boundarylab.bridge.experiment;

/** Which side of an episode's comparison runs: each member its own unit, or the pod contract. */
public enum Variant {
    NAIVE("naive"), CONTRACT("contract");

    private final String key;

    Variant(String key) {
        this.key = key;
    }

    /** The name used on the command line and in JSON. */
    public String key() {
        return key;
    }

    public static Variant fromKey(String key) {
        for (Variant v : values()) if (v.key.equals(key)) return v;
        throw new IllegalArgumentException("unknown variant " + key + " (naive or contract)");
    }
}
