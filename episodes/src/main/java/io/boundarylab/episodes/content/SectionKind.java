package io.boundarylab.episodes.content;

/**
 * What part of the investigation a section is, so that the app can give each its own design.
 * The content names a kind by its {@link #key()}.
 */
public enum SectionKind {
    HOOK("hook"), PROLOGUE("prologue"), FIRST_PRINCIPLES("first-principles"),
    NAIVE_ARCHITECTURE("naive-architecture"), ALMOST_WORKED("almost-worked"),
    /** The introduction to the episodes; the episodes follow it in reading order. */
    EPISODES("episodes"),
    /** One episode; {@link Section#episodeId()} names it. Made from the episode files, never written. */
    EPISODE("episode"),
    TURNING_POINT("turning-point"), CONTRACT("contract"), KUBERNETES("kubernetes"),
    REFLECTION("reflection"), LINEAGE("lineage"), COSTS("costs"), EXERCISE("exercise"),
    BRIDGE("bridge"), LEDGER("ledger"), SOURCES("sources"),
    /** Any other page an author adds. */
    PAGE("page");

    private final String key;

    SectionKind(String key) { this.key = key; }

    /** The name used in content files. */
    public String key() { return key; }

    /** The kind with the given content name, or null. */
    public static SectionKind fromKey(String key) {
        for (SectionKind k : values()) if (k.key.equals(key)) return k;
        return null;
    }
}
