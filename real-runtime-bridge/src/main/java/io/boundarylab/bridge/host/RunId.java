package io.boundarylab.bridge.host;

import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.regex.Pattern;

/**
 * The unique name of one bridge run. Every process argument, cgroup, mount source and state
 * directory of a run carries it, so a sweep can recognise what a dead run left behind without
 * trusting PIDs (which the kernel reuses).
 */
public record RunId(String value) {

    /** {@code bl-} followed by twelve lower-case hex digits: nothing a path or a shell could misread. */
    public static final Pattern FORMAT = Pattern.compile("bl-[0-9a-f]{12}");

    public RunId {
        if (value == null || !FORMAT.matcher(value).matches()) {
            throw new IllegalArgumentException("not a run id: " + value);
        }
    }

    /** A fresh run id. */
    public static RunId generate(SecureRandom random) {
        byte[] bytes = new byte[6];
        random.nextBytes(bytes);
        return new RunId("bl-" + HexFormat.of().formatHex(bytes));
    }

    /** Whether the text is a well-formed run id. */
    public static boolean isValid(String text) {
        return text != null && FORMAT.matcher(text).matches();
    }

    @Override
    public String toString() {
        return value;
    }
}
