package io.boundarylab.cluster.compare;

import io.boundarylab.cluster.Text;
import io.boundarylab.cluster.export.StandInShift;
import io.boundarylab.engine.cluster.Guarantee;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;

import java.util.List;
import java.util.Locale;
import java.util.Map;

/** A {@link Comparison} as text a learner reads, one fact a line; the real side is a cluster or podman. */
public final class ComparisonReport {
    /** Where the real trace comes from: the words of the report that name it. */
    public enum RealSide {
        CLUSTER(""), PODMAN(".podman");

        private final String suffix;

        RealSide(String suffix) {
            this.suffix = suffix;
        }
    }

    private final RealSide side;

    private ComparisonReport(RealSide side) {
        this.side = side;
    }

    public static String text(String label, Comparison c, List<String> problems) {
        return text(label, c, problems, RealSide.CLUSTER);
    }

    public static String text(String label, Comparison c, List<String> problems, RealSide side) {
        return new ComparisonReport(side).write(label, c, problems, null);
    }

    /** With the guarantee the experiment is judged on named under the verdicts ({@link Comparison#agreesOn}). */
    public static String text(String label, Comparison c, List<String> problems, RealSide side, Guarantee focus) {
        return new ComparisonReport(side).write(label, c, problems, focus);
    }

    /** A sentence that names the real side, in that side's words. */
    private String said(String key, Object... args) {
        return Text.get(key + side.suffix, args);
    }

    private String write(String label, Comparison c, List<String> problems, Guarantee focus) {
        StringBuilder b = new StringBuilder(said("report.title", label)).append("\n\n").append(Text.get("report.verdicts")).append('\n');
        for (Map.Entry<Guarantee, Comparison.VerdictPair> e : c.verdicts().entrySet()) {
            Comparison.VerdictPair v = e.getValue();
            b.append("  ").append(said("report.verdict", pad(Text.get("guarantee." + e.getKey().name()), 18),
                    pad(Text.get("outcome." + v.simulated().outcome().name()), 13), pad(Text.get("outcome." + v.real().outcome().name()), 13),
                    Text.get(v.agree() ? "report.agree" : "report.differ"))).append('\n');
        }
        if (focus != null) {
            b.append(Text.get("report.focus", Text.get("guarantee." + focus.name()), Text.get(c.agreesOn(focus) ? "report.agree" : "report.differ"))).append('\n');
        }
        b.append('\n').append(said("report.matched", c.matched().size(), c.onlySimulated().size(), c.onlyReal().size())).append('\n');
        for (StandInShift x : c.standIns()) {
            b.append(x.shiftMs() > 0 ? Text.get("report.standIn.shift", x.node(), seconds(x.lostAtMs()), seconds(x.evictedAtMs()), seconds(x.shiftMs()))
                    : Text.get("report.standIn.same", x.node(), seconds(x.lostAtMs()), seconds(x.realDelayMs()))).append('\n');
        }
        boolean started = c.matched().stream().anyMatch(p -> p.simulated().type() == EventType.Started);
        b.append(started ? said("report.offset", seconds(c.offsetMs())) : Text.get("report.offset.none")).append('\n');
        if (c.orderFlips().isEmpty()) {
            b.append(said("report.order.none")).append('\n');
        } else {
            b.append(Text.get("report.order", c.orderFlips().size())).append('\n');
            for (Comparison.Flip f : c.orderFlips()) {
                b.append("  ").append(said("report.flip", name(f.first().simulated()), name(f.second().simulated()))).append('\n');
            }
        }
        if (c.late().isEmpty()) {
            b.append(Text.get("report.timing.none", "±" + seconds(c.toleranceMs()))).append('\n');
        } else {
            b.append(said("report.timing", "±" + seconds(c.toleranceMs()))).append('\n');
            for (Comparison.Pair p : c.late()) {
                b.append("  ").append(said("report.late", name(p.simulated()), seconds(p.expectedMs()), seconds(p.real().tMs() - c.offsetMs()),
                        (p.shiftedDiffMs() > 0 ? "+" : "") + seconds(p.shiftedDiffMs()))).append('\n');
            }
        }
        for (Comparison.Pair p : c.matched()) {
            if (p.simulated().type() == EventType.Exited && p.simulated().exitCode() != null && !p.simulated().exitCode().equals(p.real().exitCode())) {
                b.append("  ").append(said("report.exit", name(p.simulated()), p.simulated().exitCode(), p.real().exitCode())).append('\n');
            }
        }
        list(b, Text.get("report.onlySim"), c.onlySimulated());
        list(b, Text.get("report.onlySim.expected"), c.expectedOnlySimulated());
        list(b, said("report.onlyReal"), c.onlyReal());
        if (!problems.isEmpty()) {
            b.append(said("report.problems")).append('\n');
            for (String p : problems) b.append("  ").append(p).append('\n');
        }
        return b.toString();
    }

    /**
     * The same line-up for a program to read: per guarantee both verdicts and whether they agree, the events only one
     * side has, and what the real side cannot show.
     */
    public static String json(String label, Comparison c, List<String> notes) {
        com.fasterxml.jackson.databind.ObjectMapper json = new com.fasterxml.jackson.databind.ObjectMapper();
        var root = json.createObjectNode().put("experiment", label).put("agree", c.verdictsAgree());
        var verdicts = root.putArray("verdicts");
        for (Map.Entry<Guarantee, Comparison.VerdictPair> e : c.verdicts().entrySet()) {
            verdicts.addObject().put("guarantee", e.getKey().name()).put("simulation", e.getValue().simulated().outcome().name())
                    .put("real", e.getValue().real().outcome().name()).put("agree", e.getValue().agree());
        }
        root.put("matched", c.matched().size());
        var onlySim = root.putArray("onlySimulated");
        for (TraceEvent e : c.onlySimulated()) onlySim.add(name(e));
        var onlyReal = root.putArray("onlyReal");
        for (TraceEvent e : c.onlyReal()) onlyReal.add(name(e));
        var said = root.putArray("notes");
        notes.forEach(said::add);
        return root.toPrettyString() + "\n";
    }

    private static void list(StringBuilder b, String heading, List<TraceEvent> events) {
        if (events.isEmpty()) return;
        b.append(heading).append('\n');
        for (TraceEvent e : events) b.append("  ").append(Text.get("report.event", seconds(e.tMs()), name(e))).append('\n');
    }

    static String name(TraceEvent e) {
        return e.type() + " " + e.pod() + (e.container() == null ? "" : "/" + e.container());
    }

    public static String seconds(long ms) {
        return String.format(Locale.ROOT, "%.1f s", ms / 1000.0);
    }

    private static String pad(String s, int width) {
        return s.length() >= width ? s : s + " ".repeat(width - s.length());
    }
}
