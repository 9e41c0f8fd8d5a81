package io.boundarylab.engine.scenario;

import java.util.Objects;

/**
 * One member of a pod: a container named inside its pod. Used wherever the project used to pass
 * {@code "pod/container"} strings or two-element arrays.
 *
 * @param pod       the pod's name
 * @param container the container's name inside that pod
 */
public record MemberRef(String pod, String container) implements Comparable<MemberRef> {

    public MemberRef {
        Objects.requireNonNull(pod, "pod");
        Objects.requireNonNull(container, "container");
    }

    /** The member as the scenario format writes a key for it: {@code pod/container}. */
    public String key() {
        return pod + "/" + container;
    }

    /** Parses {@code pod/container}; the pod name is everything before the first slash. */
    public static MemberRef parse(String key) {
        int slash = key.indexOf('/');
        if (slash <= 0 || slash == key.length() - 1) {
            throw new IllegalArgumentException("not a pod/container member: '" + key + "'");
        }
        return new MemberRef(key.substring(0, slash), key.substring(slash + 1));
    }

    /** Ordered by {@link #key()}, so that a sorted map of members reads as the result format writes it. */
    @Override
    public int compareTo(MemberRef o) {
        return key().compareTo(o.key());
    }

    @Override
    public String toString() {
        return key();
    }
}
