package io.boundarylab.engine.scenario;

import java.math.BigDecimal;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Durations ({@code 250ms}, {@code 10s}, {@code 1m30s}) and Kubernetes quantities (cpu {@code 100m},
 * {@code 0.5}, {@code 2}; memory {@code 64Mi}, {@code 1Gi}, {@code 500M}, plain bytes), parsed to
 * integers: milliseconds, millicores and bytes.
 */
public final class Quantities {
    private static final Pattern DURATION_PART = Pattern.compile("(\\d+)(ms|h|m|s)");
    private static final Pattern QUANTITY = Pattern.compile("([0-9]+(?:\\.[0-9]+)?|\\.[0-9]+)(m|k|M|G|T|P|Ki|Mi|Gi|Ti|Pi)?");

    private Quantities() {
    }

    /** Parses a duration such as {@code 1m30s} into milliseconds. */
    public static long parseDurationMs(String text) {
        String s = text.trim();
        if (s.isEmpty()) throw new IllegalArgumentException("empty duration");
        Matcher m = DURATION_PART.matcher(s);
        long total = 0;
        int pos = 0;
        while (pos < s.length()) {
            if (!m.find(pos) || m.start() != pos) {
                throw new IllegalArgumentException("not a duration: '" + text + "' (use 250ms, 10s, 2m, 1h or 1m30s)");
            }
            try {
                long n = Long.parseLong(m.group(1));
                total = Math.addExact(total, Math.multiplyExact(n, switch (m.group(2)) {
                    case "ms" -> 1L;
                    case "s" -> 1000L;
                    case "m" -> 60_000L;
                    default -> 3_600_000L;
                }));
            } catch (NumberFormatException | ArithmeticException e) {
                throw new IllegalArgumentException("duration too large: '" + text + "'");
            }
            pos = m.end();
        }
        return total;
    }

    /** Formats milliseconds the way the scenario format writes them ({@code 1m30s}, {@code 250ms}). */
    public static String formatDuration(long ms) {
        if (ms == 0) return "0s";
        StringBuilder sb = new StringBuilder();
        long h = ms / 3_600_000, m = ms / 60_000 % 60, s = ms / 1000 % 60, rest = ms % 1000;
        if (h > 0) sb.append(h).append('h');
        if (m > 0) sb.append(m).append('m');
        if (s > 0) sb.append(s).append('s');
        if (rest > 0) sb.append(rest).append("ms");
        return sb.toString();
    }

    /** Parses a cpu quantity into millicores ({@code 100m} = 100, {@code 0.5} = 500, {@code 2} = 2000). */
    public static long parseCpuMilli(String text) {
        Matcher m = QUANTITY.matcher(text.trim());
        if (!m.matches()) throw new IllegalArgumentException("not a cpu quantity: '" + text + "' (use 100m, 0.5 or 2)");
        BigDecimal n = new BigDecimal(m.group(1));
        String suffix = m.group(2);
        BigDecimal milli;
        if (suffix == null) milli = n.multiply(BigDecimal.valueOf(1000));
        else if (suffix.equals("m")) milli = n;
        else milli = n.multiply(BigDecimal.valueOf(multiplier(suffix))).multiply(BigDecimal.valueOf(1000));
        // Kubernetes rounds cpu up to the next millicore.
        return milli.setScale(0, java.math.RoundingMode.CEILING).longValueExact();
    }

    /** Parses a memory quantity into bytes. */
    public static long parseMemoryBytes(String text) {
        Matcher m = QUANTITY.matcher(text.trim());
        if (!m.matches()) throw new IllegalArgumentException("not a memory quantity: '" + text + "' (use 64Mi, 1Gi, 500M or bytes)");
        BigDecimal n = new BigDecimal(m.group(1));
        String suffix = m.group(2);
        if ("m".equals(suffix)) {
            return n.divide(BigDecimal.valueOf(1000)).setScale(0, java.math.RoundingMode.CEILING).longValueExact();
        }
        long mult = suffix == null ? 1 : multiplier(suffix);
        return n.multiply(BigDecimal.valueOf(mult)).setScale(0, java.math.RoundingMode.CEILING).longValueExact();
    }

    private static long multiplier(String suffix) {
        return switch (suffix) {
            case "k" -> 1000L;
            case "M" -> 1000_000L;
            case "G" -> 1000_000_000L;
            case "T" -> 1000_000_000_000L;
            case "P" -> 1000_000_000_000_000L;
            case "Ki" -> 1L << 10;
            case "Mi" -> 1L << 20;
            case "Gi" -> 1L << 30;
            case "Ti" -> 1L << 40;
            case "Pi" -> 1L << 50;
            default -> throw new IllegalArgumentException("unknown suffix " + suffix);
        };
    }

    /** Formats millicores as Kubernetes does: {@code 2} for whole cores, else {@code 250m}. */
    public static String formatCpu(long milli) {
        return milli % 1000 == 0 ? Long.toString(milli / 1000) : milli + "m";
    }

    /** Formats bytes with the largest binary suffix that divides them exactly. */
    public static String formatMemory(long bytes) {
        String[] suffixes = {"Pi", "Ti", "Gi", "Mi", "Ki"};
        int[] shifts = {50, 40, 30, 20, 10};
        for (int i = 0; i < suffixes.length; i++) {
            long unit = 1L << shifts[i];
            if (bytes != 0 && bytes % unit == 0) return bytes / unit + suffixes[i];
        }
        return Long.toString(bytes);
    }
}
