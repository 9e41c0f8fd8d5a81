package io.boundarylab.bridge.member;

import java.util.Map;

/**
 * The kernel's errno behind a Java socket exception. The JDK passes the C library's strerror text
 * through as the message; this maps it back to the errno name and number the kernel returned.
 */
public final class Errno {

    private static final Map<String, String[]> BY_TEXT = Map.of(
            "Address already in use", new String[] {"EADDRINUSE", "98"},
            "Connection refused", new String[] {"ECONNREFUSED", "111"},
            "Network is unreachable", new String[] {"ENETUNREACH", "101"},
            "Cannot assign requested address", new String[] {"EADDRNOTAVAIL", "99"},
            "Permission denied", new String[] {"EACCES", "13"},
            "Operation not permitted", new String[] {"EPERM", "1"});

    private Errno() {
    }

    /** The errno name (EADDRINUSE …) for an exception message, or UNKNOWN. */
    public static String name(String message) {
        String[] e = find(message);
        return e == null ? "UNKNOWN" : e[0];
    }

    /** The errno number for an exception message, or -1. */
    public static int number(String message) {
        String[] e = find(message);
        return e == null ? -1 : Integer.parseInt(e[1]);
    }

    private static String[] find(String message) {
        if (message == null) return null;
        for (Map.Entry<String, String[]> e : BY_TEXT.entrySet()) if (message.contains(e.getKey())) return e.getValue();
        return null;
    }
}
