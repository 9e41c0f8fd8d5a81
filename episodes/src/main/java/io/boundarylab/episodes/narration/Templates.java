package io.boundarylab.episodes.narration;

import io.boundarylab.engine.trace.TraceEvent;

import java.util.Map;

/**
 * Fills {@code {name}} placeholders from a trace event (and extra values). One small rule set used
 * for narration, status values and observations, so that content authors learn it once.
 */
public final class Templates {

    private Templates() { }

    /** Simulated time as a learner reads it: {@code 0:12.5} (minutes:seconds). */
    public static String time(long tMs) {
        return time(tMs, java.util.Locale.ROOT);
    }

    /** Simulated time in a language's way of writing it: {@code 0:12.5}, in Spanish {@code 0:12,5}. */
    public static String time(long tMs, java.util.Locale locale) {
        long s = tMs / 1000, ms = tMs % 1000;
        String sec = String.format(java.util.Locale.ROOT, "%d:%02d", s / 60, s % 60);
        if (ms == 0) return sec;
        String frac = String.format(java.util.Locale.ROOT, "%03d", ms).replaceAll("0+$", "");
        return sec + java.text.DecimalFormatSymbols.getInstance(locale).getDecimalSeparator() + frac;
    }

    /** Seconds with one decimal, as a language writes them: {@code 2.5}, in Spanish {@code 2,5}. */
    public static String seconds(long ms, java.util.Locale locale) {
        return new java.text.DecimalFormat("0.0", java.text.DecimalFormatSymbols.getInstance(locale)).format(ms / 1000.0);
    }

    /** A number as a learner writes it, no trailing zeros, no grouping: {@code 4}, {@code 2.5}, in Spanish {@code 2,5}. */
    public static String decimal(double d, java.util.Locale locale) {
        return new java.text.DecimalFormat("0.##", java.text.DecimalFormatSymbols.getInstance(locale)).format(d);
    }

    /**
     * Fills the template. Event placeholders: {@code {seq} {time} {pod} {container} {member} {node}
     * {message} {exitCode} {reason} {phase} {probe} {port} {peer} {lines} {path} {ip} {volume} {service} {data} {target}};
     * {@code extra} adds or overrides names. A placeholder with no value becomes "?".
     */
    public static String fill(String template, TraceEvent e, Map<String, String> extra) {
        StringBuilder out = new StringBuilder();
        int i = 0;
        while (i < template.length()) {
            char c = template.charAt(i);
            int close = c == '{' ? template.indexOf('}', i) : -1;
            if (close < 0) {
                out.append(c);
                i++;
                continue;
            }
            String name = template.substring(i + 1, close);
            String v = extra == null ? null : extra.get(name);
            if (v == null && e != null) v = field(e, name);
            out.append(v == null ? "?" : v);
            i = close + 1;
        }
        return out.toString();
    }

    private static String field(TraceEvent e, String name) {
        Object v = switch (name) {
            case "seq" -> e.seq();
            case "time" -> time(e.tMs());
            case "pod" -> e.pod();
            case "container" -> e.container();
            case "member" -> e.container() == null ? e.pod() : e.pod() + "/" + e.container();
            case "node" -> e.node();
            case "message" -> e.message();
            case "rule" -> e.rule();
            case "exitCode" -> e.exitCode();
            case "reason" -> e.reason();
            case "target" -> e.target();
            case "phase" -> e.phase();
            case "probe" -> e.probe();
            case "port" -> e.port();
            case "peer" -> e.peer();
            case "lines" -> e.lines();
            case "path" -> e.path();
            case "ip" -> e.ip();
            case "volume" -> e.volume();
            case "kind" -> e.kind();
            case "outcome" -> e.outcome();
            case "service" -> e.service();
            case "data" -> e.data();
            default -> null;
        };
        return v == null ? null : v.toString();
    }
}
