package io.boundarylab.engine.format;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

/**
 * The trace as JSON lines: one object per event, fields in a fixed order, absent fields left out,
 * so the same events always give the same bytes (and the same SHA-256).
 */
public final class TraceJson {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private TraceJson() {
    }

    /** One event as one line of JSON, without the newline. */
    public static String line(TraceEvent e) {
        StringBuilder sb = new StringBuilder(192);
        sb.append("{\"seq\":").append(e.seq()).append(",\"tMs\":").append(e.tMs());
        str(sb, "type", e.type().name());
        str(sb, "pod", e.pod());
        str(sb, "container", e.container());
        str(sb, "kind", e.kind());
        str(sb, "node", e.node());
        str(sb, "owner", e.owner());
        num(sb, "exitCode", e.exitCode());
        str(sb, "reason", e.reason());
        str(sb, "outcome", e.outcome());
        str(sb, "phase", e.phase());
        str(sb, "probe", e.probe());
        num(sb, "port", e.port());
        str(sb, "peer", e.peer());
        num(sb, "lines", e.lines());
        str(sb, "path", e.path());
        str(sb, "ip", e.ip());
        str(sb, "volume", e.volume());
        str(sb, "service", e.service());
        endpoints(sb, e.endpoints());
        str(sb, "data", e.data());
        str(sb, "target", e.target());
        str(sb, "message", e.message());
        str(sb, "rule", e.rule());
        return sb.append('}').toString();
    }

    /** The whole trace as JSON lines, each ending in a newline. */
    public static String lines(List<TraceEvent> trace) {
        StringBuilder sb = new StringBuilder(trace.size() * 200);
        for (TraceEvent e : trace) sb.append(line(e)).append('\n');
        return sb.toString();
    }

    /** SHA-256 of the JSON-lines bytes, in hex. */
    public static String sha256(List<TraceEvent> trace) {
        try {
            MessageDigest md = MessageDigest.getInstance("SHA-256");
            for (TraceEvent e : trace) {
                md.update(line(e).getBytes(StandardCharsets.UTF_8));
                md.update((byte) '\n');
            }
            return HexFormat.of().formatHex(md.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
        }
    }

    /** Reads one line written by {@link #line}. */
    public static TraceEvent parseLine(String json) {
        JsonNode n;
        try {
            n = MAPPER.readTree(json);
        } catch (IOException e) {
            throw new UncheckedIOException("not a trace line: " + e.getMessage(), e);
        }
        TraceEvent.Builder b = TraceEvent.of(EventType.valueOf(n.path("type").asText()))
                .pod(text(n, "pod")).container(text(n, "container")).node(text(n, "node")).message(text(n, "message"))
                .rule(text(n, "rule")).exitCode(n.hasNonNull("exitCode") ? n.get("exitCode").asInt() : null)
                .reason(text(n, "reason")).phase(text(n, "phase")).ip(text(n, "ip")).kind(text(n, "kind")).owner(text(n, "owner"));
        // The fields few events carry are set only when present, so an event without them holds none.
        if (n.hasNonNull("probe")) b.probe(text(n, "probe"));
        if (n.hasNonNull("port")) b.port(n.get("port").asInt());
        if (n.hasNonNull("peer")) b.peer(text(n, "peer"));
        if (n.hasNonNull("lines")) b.lines(n.get("lines").asLong());
        if (n.hasNonNull("path")) b.path(text(n, "path"));
        if (n.hasNonNull("volume")) b.volume(text(n, "volume"));
        if (n.hasNonNull("outcome")) b.outcome(text(n, "outcome"));
        if (n.hasNonNull("service")) b.service(text(n, "service"));
        if (n.has("endpoints")) b.endpoints(endpoints(n));
        if (n.hasNonNull("data")) b.data(text(n, "data"));
        if (n.hasNonNull("target")) b.target(text(n, "target"));
        return b.build(n.path("seq").asLong(), n.path("tMs").asLong());
    }

    private static List<TraceEvent.Address> endpoints(JsonNode n) {
        if (!n.has("endpoints")) return null;
        List<TraceEvent.Address> out = new ArrayList<>();
        for (JsonNode a : n.get("endpoints")) out.add(new TraceEvent.Address(text(a, "pod"), text(a, "ip")));
        return out;
    }

    private static void endpoints(StringBuilder sb, List<TraceEvent.Address> endpoints) {
        if (endpoints == null) return;
        sb.append(",\"endpoints\":[");
        for (int i = 0; i < endpoints.size(); i++) {
            if (i > 0) sb.append(',');
            sb.append("{\"pod\":");
            quote(sb, endpoints.get(i).pod());
            sb.append(",\"ip\":");
            quote(sb, endpoints.get(i).ip());
            sb.append('}');
        }
        sb.append(']');
    }

    private static String text(JsonNode n, String field) {
        return n.hasNonNull(field) ? n.get(field).asText() : null;
    }

    private static void str(StringBuilder sb, String name, String value) {
        if (value == null) return;
        sb.append(",\"").append(name).append("\":");
        quote(sb, value);
    }

    private static void num(StringBuilder sb, String name, Number value) {
        if (value == null) return;
        sb.append(",\"").append(name).append("\":").append(value);
    }

    static void quote(StringBuilder sb, String s) {
        sb.append('"');
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            switch (ch) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\r' -> sb.append("\\r");
                case '\t' -> sb.append("\\t");
                default -> {
                    if (ch < 0x20) sb.append(String.format(java.util.Locale.ROOT, "\\u%04x", (int) ch));
                    else sb.append(ch);
                }
            }
        }
        sb.append('"');
    }
}
