package io.boundarylab.engine.scenario;

import io.boundarylab.engine.scenario.Doc.Obj;
import io.boundarylab.engine.scenario.Doc.Val;

import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.regex.Pattern;

/**
 * Reads the single values every part of a scenario uses (names, quantities, seconds, ports,
 * paths, enum names), each with the same message wherever it appears.
 */
final class ValueReader {
    private static final Pattern DNS_NAME = Pattern.compile("[a-z0-9]([-a-z0-9.]*[a-z0-9])?");

    private ValueReader() {
    }

    static String name(Val v) throws ScenarioException {
        String s = v.asText();
        if (!DNS_NAME.matcher(s).matches() || s.length() > 253) {
            throw v.error("'" + s + "' is not a valid name (lower-case letters, digits, '-' and '.')");
        }
        return s;
    }

    static int positive(Val v) throws ScenarioException {
        int n = v.asInt();
        if (n < 0) throw v.error("must not be negative");
        return n;
    }

    static long cpu(Val v) throws ScenarioException {
        try {
            return Quantities.parseCpuMilli(v.asText());
        } catch (IllegalArgumentException | ArithmeticException e) {
            throw v.error(e.getMessage());
        }
    }

    static long memory(Val v) throws ScenarioException {
        try {
            return Quantities.parseMemoryBytes(v.asText());
        } catch (IllegalArgumentException | ArithmeticException e) {
            throw v.error(e.getMessage());
        }
    }

    /** A map of {@code cpu} and {@code memory}, either optional; {@link Resources#NONE} when absent. */
    static Resources resources(Val v) throws ScenarioException {
        if (v == null) return Resources.NONE;
        Obj o = v.asObj();
        Long cpu = o.has("cpu") ? cpu(o.opt("cpu")) : null;
        Long mem = o.has("memory") ? memory(o.opt("memory")) : null;
        o.noOtherFields();
        return new Resources(cpu, mem);
    }

    /** Whole seconds, not negative, as milliseconds; at most {@link Quantities#MAX_DURATION_MS}. */
    static long seconds(Val v) throws ScenarioException {
        long s = v.asLong();
        if (s < 0) throw v.error("must not be negative");
        return notTooLong(v, s);
    }

    /** Whole seconds, at least one, as milliseconds; at most {@link Quantities#MAX_DURATION_MS}. */
    static long atLeastOneSecond(Val v) throws ScenarioException {
        long s = v.asLong();
        if (s < 1) throw v.error("must be at least 1");
        return notTooLong(v, s);
    }

    // Checked before multiplying, so that a huge count of seconds is refused, never wrapped around.
    private static long notTooLong(Val v, long seconds) throws ScenarioException {
        long max = Quantities.MAX_DURATION_MS / 1000;
        if (seconds > max) throw v.error("too large: at most " + max + " seconds (100 years)");
        return seconds * 1000;
    }

    static int port(Val v) throws ScenarioException {
        // Read as a long, so that 99999999999999 gets the port's own range, not an int's.
        long p = v.asLong();
        if (p < 1 || p > 65535) throw v.error("port must be between 1 and 65535");
        return (int) p;
    }

    /** A port's protocol as the API spells it: TCP, UDP or SCTP (upper case, as validation requires). */
    static String protocol(Val v) throws ScenarioException {
        String s = v.asText();
        if (!s.equals("TCP") && !s.equals("UDP") && !s.equals("SCTP")) throw v.error("protocol must be TCP, UDP or SCTP, not '" + s + "'");
        return s;
    }

    /** A host IP: an IPv4 address in dotted decimal, {@code 0.0.0.0} for every address of the node. */
    static String hostIP(Val v) throws ScenarioException {
        String s = v.asText();
        String[] parts = s.split("\\.", -1);
        boolean ok = parts.length == 4;
        for (int i = 0; ok && i < 4; i++) {
            ok = parts[i].matches("0|[1-9][0-9]{0,2}") && Integer.parseInt(parts[i]) <= 255;
        }
        if (!ok) throw v.error("hostIP must be an IPv4 address such as 127.0.0.1 or 0.0.0.0, not '" + s + "'");
        return s;
    }

    static String absolutePath(Val v) throws ScenarioException {
        String s = v.asText();
        if (!s.startsWith("/")) throw v.error("expected an absolute path, got '" + s + "'");
        return normalise(s);
    }

    static String normalise(String path) {
        String p = path.replaceAll("/+", "/");
        return p.length() > 1 && p.endsWith("/") ? p.substring(0, p.length() - 1) : p;
    }

    /** An enum constant by its exact name; the message lists every allowed name. */
    static <E extends Enum<E>> E enumValue(Val v, Class<E> type) throws ScenarioException {
        String s = v.asText();
        for (E e : type.getEnumConstants()) if (e.name().equals(s)) return e;
        StringBuilder allowed = new StringBuilder();
        for (E e : type.getEnumConstants()) allowed.append(allowed.length() == 0 ? "" : ", ").append(e.name());
        throw v.error("'" + s + "' is not one of " + allowed);
    }

    // Kubernetes' label rules (apimachinery validation IsQualifiedName / IsValidLabelValue):
    // a key is an optional DNS-subdomain prefix and a name of at most 63 characters; a value is
    // at most 63 characters, empty or alphanumeric at both ends.
    private static final Pattern LABEL_NAME = Pattern.compile("([A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?)");
    private static final Pattern LABEL_PREFIX = Pattern.compile("[a-z0-9]([-a-z0-9.]*[a-z0-9])?");

    /** A {@code labels} (or {@code matchLabels}) mapping, sorted by key; empty when absent. */
    static SortedMap<String, String> labels(Val v) throws ScenarioException {
        SortedMap<String, String> labels = new TreeMap<>();
        if (v == null) return labels;
        Obj o = v.asObj();
        for (Map.Entry<String, Val> e : o.fields.entrySet()) {
            String key = e.getKey();
            Val value = e.getValue();
            o.opt(key);
            int slash = key.indexOf('/');
            String prefix = slash < 0 ? null : key.substring(0, slash);
            String name = slash < 0 ? key : key.substring(slash + 1);
            if (name.isEmpty() || name.length() > 63 || !LABEL_NAME.matcher(name).matches()
                    || (prefix != null && (prefix.length() > 253 || !LABEL_PREFIX.matcher(prefix).matches()))) {
                throw value.error("not a valid label key: '" + key + "' (letters, digits, '-', '_', '.', at most 63 characters, "
                        + "optionally after a DNS prefix and '/')");
            }
            if (value == null || value instanceof Obj || value instanceof Doc.Arr) {
                throw (value == null ? o : value).error("a label value must be a string");
            }
            String text = value.asText();
            if (text.length() > 63 || !(text.isEmpty() || LABEL_NAME.matcher(text).matches())) {
                throw value.error("not a valid label value: '" + text + "' (letters, digits, '-', '_', '.', at most 63 characters)");
            }
            labels.put(key, text);
        }
        return labels;
    }
}
