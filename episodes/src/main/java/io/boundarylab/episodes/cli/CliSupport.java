package io.boundarylab.episodes.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.boundarylab.engine.cli.ExitCodes;
import io.boundarylab.engine.cluster.Guarantee;
import io.boundarylab.engine.contract.Verdict;
import io.boundarylab.engine.format.TraceJson;
import io.boundarylab.engine.trace.TraceEvent;
import io.boundarylab.episodes.content.ContentException;
import io.boundarylab.episodes.content.ContentProblem;
import io.boundarylab.episodes.content.Investigation;
import io.boundarylab.episodes.narration.Narration;
import io.boundarylab.episodes.prediction.ClaimComparison;
import io.boundarylab.episodes.prediction.PredictionComparison;
import io.boundarylab.episodes.prediction.QuantityComparison;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.text.MessageFormat;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.ResourceBundle;

/** What the episode commands share: loading content, messages, JSON. */
final class CliSupport {

    private static final ObjectMapper JSON = new ObjectMapper();

    private CliSupport() { }

    static ObjectMapper json() { return JSON; }

    /** A message from the command line's resource bundle, formatted with {@link MessageFormat}. */
    /** Whether {@code format} is one the commands print; if not, says so on {@code err}. */
    static boolean knownFormat(String format, PrintWriter err) {
        if (format.equals("text") || format.equals("json")) return true;
        err.println(msg("error.format", format));
        err.flush();
        return false;
    }

    static String msg(String key, Object... args) {
        String pattern = ResourceBundle.getBundle("io.boundarylab.episodes.cli.Messages", Locale.getDefault()).getString(key);
        return args.length == 0 ? pattern : new MessageFormat(pattern, Locale.ROOT).format(args);
    }

    /** Simulated time as the learner's language writes it ({@code 0:12,5} in Spanish). */
    static String time(long tMs) {
        return io.boundarylab.episodes.narration.Templates.time(tMs, Locale.getDefault());
    }

    /** The bundled investigation, or the one in {@code dir}; problems go to {@code err}, null returned. */
    static Investigation load(Path dir, PrintWriter err) {
        return load(dir, null, err);
    }

    /**
     * The investigation with id {@code id} (null: the default, 017) of the bundled content or of
     * {@code dir}; problems, or an id no investigation has, go to {@code err}, null returned.
     */
    static Investigation load(Path dir, String id, PrintWriter err) {
        try {
            List<Investigation> all = dir == null ? Investigation.loadAllBundled(Locale.getDefault())
                    : Investigation.loadAll(dir, Locale.getDefault());
            Investigation inv = Investigation.byId(all, id).orElse(null);
            if (inv == null) {
                err.println(msg("error.investigation", id, String.join(", ", all.stream().map(Investigation::id).toList())));
                err.flush();
            }
            return inv;
        } catch (ContentException e) {
            for (ContentProblem p : e.problems()) err.println(located(dir, p));
            err.flush();
            return null;
        }
    }

    /**
     * A problem as the author's shell sees its file: content problems name files relative to the
     * folder given, so the folder goes in front (once), and an editor can jump to each one.
     */
    static String located(Path dir, ContentProblem p) {
        String prefix = dir == null ? "content/" : dir.toString().endsWith("/") ? dir.toString() : dir + "/";
        return prefix + p.format();
    }

    static ObjectNode eventJson(TraceEvent e, Narration narration, String because) {
        try {
            ObjectNode n = (ObjectNode) JSON.readTree(TraceJson.line(e));
            n.put("narration", narration.sentence(e));
            if (!because.isEmpty()) n.put("because", because);
            return n;
        } catch (IOException ex) {
            throw new UncheckedIOException(ex);
        }
    }

    /** The events of one run as JSON, each with its sentence and its rule line told against the run so far. */
    static ArrayNode eventsJson(List<TraceEvent> events, Narration narration) {
        ArrayNode a = JSON.createArrayNode();
        List<String> because = narration.becauseAll(events);
        for (int i = 0; i < events.size(); i++) a.add(eventJson(events.get(i), narration, because.get(i)));
        return a;
    }

    /** The events of one run as text: a sentence per event, the rule line under it. */
    static void eventLines(StringBuilder b, List<TraceEvent> events, Narration narration) {
        List<String> because = narration.becauseAll(events);
        for (int i = 0; i < events.size(); i++) eventLine(b, events.get(i), narration, because.get(i));
    }

    static void eventLine(StringBuilder b, TraceEvent e, Narration narration, String because) {
        b.append(msg("run.eventLine", e.seq(), narration.sentence(e))).append('\n');
        if (!because.isEmpty()) b.append(msg("run.eventBecause", because)).append('\n');
    }

    static ObjectNode verdictJson(Guarantee g, Verdict v) {
        ObjectNode n = JSON.createObjectNode();
        n.put("guarantee", g.key());
        n.put("verdict", v == null ? "not-exercised" : v.outcome().key());
        ArrayNode ev = n.putArray("evidence");
        if (v != null) v.evidence().forEach(ev::add);
        n.put("summary", v == null ? "" : v.summary());
        return n;
    }

    static ObjectNode comparisonJson(PredictionComparison c) {
        ObjectNode n = JSON.createObjectNode();
        n.put("episode", c.prediction().episodeId());
        n.put("choice", c.prediction().choiceId());
        n.put("choiceText", c.choiceText());
        if (c.prediction().reason() != null) n.put("reason", c.prediction().reason());
        n.put("confidence", c.prediction().confidence());
        n.put("complete", c.complete());
        n.put("matches", c.matches());
        // The one judge's verdict, as a results file writes it; null while the runs shown leave it open.
        if (c.verdict() == null) n.putNull("verdict"); else n.put("verdict", c.verdict().name());
        QuantityComparison q = c.quantity();
        if (q != null) {
            ObjectNode o = n.putObject("quantity");
            o.put("text", q.quantity().text());
            o.put("unit", q.quantity().unit());
            o.put("variant", q.quantity().variantId());
            o.put("tolerance", q.quantity().tolerance());
            if (q.said() == null) o.putNull("said"); else o.put("said", q.said());
            if (q.actual() == null) o.putNull("actual"); else o.put("actual", q.actual());
            if (q.evidenceSeq() == null) o.putNull("seq"); else o.put("seq", q.evidenceSeq());
            o.put("outcome", q.outcome().name().toLowerCase(java.util.Locale.ROOT));
            o.put("sentence", q.sentence());
        }
        ArrayNode claims = n.putArray("claims");
        for (ClaimComparison cc : c.claims()) {
            ObjectNode o = claims.addObject();
            o.put("claim", cc.claimId());
            o.put("variant", cc.variantId());
            o.put("said", cc.said());
            o.put("youSaid", cc.youSaid());
            if (cc.actual() == null) o.putNull("actual"); else o.put("actual", cc.actual());
            if (cc.traceShows() == null) o.putNull("traceShows"); else o.put("traceShows", cc.traceShows());
            if (cc.evidenceSeq() == null) o.putNull("evidenceSeq"); else o.put("evidenceSeq", cc.evidenceSeq());
            o.put("outcome", cc.outcome().name().toLowerCase(Locale.ROOT));
            o.put("sentence", cc.sentence());
        }
        return n;
    }

    static String pretty(Object node) {
        try {
            return JSON.writerWithDefaultPrettyPrinter().writeValueAsString(node);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * A duration as the scenario format writes it: {@code 250ms}, {@code 30s}, {@code 2m}, {@code 1m30s};
     * read by the engine's own rules, so that the same limits apply (at most 100 years, no overflow).
     */
    static long durationMs(String text) {
        try {
            return io.boundarylab.engine.scenario.Quantities.parseDurationMs(text);
        } catch (IllegalArgumentException e) {
            String problem = e.getMessage();
            throw new IllegalArgumentException(problem.startsWith("too large") ? "'" + text + "': " + problem : msg("error.duration", text));
        }
    }

    static Map<String, String> none() { return Map.of(); }
}
