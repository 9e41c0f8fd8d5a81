package io.boundarylab.bridge.member;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One fact a member reports: a kind and key=value fields, written as a single line
 * {@code @bl kind k=v k=v}. Values never hold spaces (they are percent-escaped).
 */
public record Report(String kind, Map<String, String> fields) {

    public static final String PREFIX = "@bl ";

    public Report {
        fields = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(fields));
    }

    public String field(String key) {
        return fields.get(key);
    }

    public long longField(String key) {
        return Long.parseLong(fields.get(key));
    }

    /** The line form. */
    public String line() {
        StringBuilder sb = new StringBuilder(PREFIX).append(kind);
        fields.forEach((k, v) -> sb.append(' ').append(k).append('=').append(escape(v)));
        return sb.toString();
    }

    /** Parses a line, or returns null when it is not a report (a member may print other text). */
    public static Report parse(String line) {
        if (line == null || !line.startsWith(PREFIX)) return null;
        String[] parts = line.substring(PREFIX.length()).trim().split(" ");
        Map<String, String> f = new LinkedHashMap<>();
        for (int i = 1; i < parts.length; i++) {
            int eq = parts[i].indexOf('=');
            if (eq > 0) f.put(parts[i].substring(0, eq), unescape(parts[i].substring(eq + 1)));
        }
        return new Report(parts[0], f);
    }

    static String escape(String v) {
        return v.replace("%", "%25").replace(" ", "%20").replace("\n", "%0A").replace("=", "%3D");
    }

    static String unescape(String v) {
        return v.replace("%3D", "=").replace("%0A", "\n").replace("%20", " ").replace("%25", "%");
    }
}
