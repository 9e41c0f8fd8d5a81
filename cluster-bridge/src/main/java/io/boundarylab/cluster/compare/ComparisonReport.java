package io.boundarylab.cluster.compare;

import io.boundarylab.cluster.Text;
import io.boundarylab.cluster.export.StandInShift;
import io.boundarylab.engine.cluster.Guarantee;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;

import java.util.List;
import java.util.Locale;
import java.util.Map;

/** A {@link Comparison} as text a learner reads, one fact a line. */
public final class ComparisonReport {
    private ComparisonReport() {
    }

    public static String text(String label, Comparison c, List<String> problems) {
        StringBuilder b = new StringBuilder(Text.get("report.title", label)).append("\n\n").append(Text.get("report.verdicts")).append('\n');
        for (Map.Entry<Guarantee, Comparison.VerdictPair> e : c.verdicts().entrySet()) {
            Comparison.VerdictPair v = e.getValue();
            b.append("  ").append(Text.get("report.verdict", pad(Text.get("guarantee." + e.getKey().name()), 18),
                    pad(Text.get("outcome." + v.simulated().outcome().name()), 13), pad(Text.get("outcome." + v.real().outcome().name()), 13),
                    Text.get(v.agree() ? "report.agree" : "report.differ"))).append('\n');
        }
        b.append('\n').append(Text.get("report.matched", c.matched().size(), c.onlySimulated().size(), c.onlyReal().size())).append('\n');
        for (StandInShift x : c.standIns()) {
            b.append(x.shiftMs() > 0 ? Text.get("report.standIn.shift", x.node(), seconds(x.lostAtMs()), seconds(x.evictedAtMs()), seconds(x.shiftMs()))
                    : Text.get("report.standIn.same", x.node(), seconds(x.lostAtMs()), seconds(x.realDelayMs()))).append('\n');
        }
        boolean started = c.matched().stream().anyMatch(p -> p.simulated().type() == EventType.Started);
        b.append(started ? Text.get("report.offset", seconds(c.offsetMs())) : Text.get("report.offset.none")).append('\n');
        if (c.orderFlips().isEmpty()) {
            b.append(Text.get("report.order.none")).append('\n');
        } else {
            b.append(Text.get("report.order", c.orderFlips().size())).append('\n');
            for (Comparison.Flip f : c.orderFlips()) {
                b.append("  ").append(Text.get("report.flip", name(f.first().simulated()), name(f.second().simulated()))).append('\n');
            }
        }
        if (c.late().isEmpty()) {
            b.append(Text.get("report.timing.none", "±" + seconds(c.toleranceMs()))).append('\n');
        } else {
            b.append(Text.get("report.timing", "±" + seconds(c.toleranceMs()))).append('\n');
            for (Comparison.Pair p : c.late()) {
                b.append("  ").append(Text.get("report.late", name(p.simulated()), seconds(p.expectedMs()), seconds(p.real().tMs() - c.offsetMs()),
                        (p.shiftedDiffMs() > 0 ? "+" : "") + seconds(p.shiftedDiffMs()))).append('\n');
            }
        }
        for (Comparison.Pair p : c.matched()) {
            if (p.simulated().type() == EventType.Exited && p.simulated().exitCode() != null && !p.simulated().exitCode().equals(p.real().exitCode())) {
                b.append("  ").append(Text.get("report.exit", name(p.simulated()), p.simulated().exitCode(), p.real().exitCode())).append('\n');
            }
        }
        list(b, "report.onlySim", c.onlySimulated());
        list(b, "report.onlySim.expected", c.expectedOnlySimulated());
        list(b, "report.onlyReal", c.onlyReal());
        if (!problems.isEmpty()) {
            b.append(Text.get("report.problems")).append('\n');
            for (String p : problems) b.append("  ").append(p).append('\n');
        }
        return b.toString();
    }

    private static void list(StringBuilder b, String key, List<TraceEvent> events) {
        if (events.isEmpty()) return;
        b.append(Text.get(key)).append('\n');
        for (TraceEvent e : events) b.append("  ").append(Text.get("report.event", seconds(e.tMs()), name(e))).append('\n');
    }

    static String name(TraceEvent e) {
        return e.type() + " " + e.pod() + (e.container() == null ? "" : "/" + e.container());
    }

    static String seconds(long ms) {
        return String.format(Locale.ROOT, "%.1f s", ms / 1000.0);
    }

    private static String pad(String s, int width) {
        return s.length() >= width ? s : s + " ".repeat(width - s.length());
    }
}
