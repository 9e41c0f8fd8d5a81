package io.boundarylab.bridge.host;

import java.util.regex.Pattern;

/**
 * Validation of the names the bridge puts into paths and command lines (pods, members, volumes).
 * Kubernetes' DNS-label rule, shortened: a name can never hold a slash, a dot-dot or a space.
 */
public final class Names {

    private static final Pattern LABEL = Pattern.compile("[a-z]([a-z0-9-]{0,38}[a-z0-9])?");

    private Names() {
    }

    /** Returns the name if it is a valid label, otherwise throws. */
    public static String label(String name) {
        if (name == null || !LABEL.matcher(name).matches()) {
            throw new IllegalArgumentException("not a valid name (lower-case letters, digits, '-'): " + name);
        }
        return name;
    }
}
