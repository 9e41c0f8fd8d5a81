package io.boundarylab.app.classroom;

import io.boundarylab.episodes.prediction.Verdict;

import java.util.List;
import java.util.Locale;

/**
 * The class's results as CSV (RFC 4180: comma-separated, CRLF line ends, a field quoted when it
 * holds a comma, a quote or a line break, quotes doubled), one row per prediction and one per card
 * answered, under a header row. Learners are labelled as on the dashboard.
 */
public final class ClassCsv {
    static final List<String> HEADER = List.of("learner", "class_code", "item", "kind", "choice", "quantity", "confidence_percent",
            "verdict", "right", "time_taken_ms", "reason", "explanation", "explanation_skipped");

    private ClassCsv() {
    }

    public static String of(List<Results> results, boolean names) {
        StringBuilder b = new StringBuilder();
        row(b, HEADER);
        for (int i = 0; i < results.size(); i++) {
            Results r = results.get(i);
            String who = ClassReport.who(r, i, names);
            for (Results.Prediction p : r.predictions()) {
                row(b, List.of(who, r.classCode(), p.key(), "prediction", p.choice(),
                        p.quantity() == null ? "" : number(p.quantity()), p.confidencePercent() == null ? "" : Integer.toString(p.confidencePercent()),
                        p.verdict() == null ? "" : p.verdict().name(), p.verdict() == null ? "" : Boolean.toString(p.verdict() == Verdict.RIGHT),
                        p.timeTakenMs() == null ? "" : Long.toString(p.timeTakenMs()), p.reason(),
                        p.explanation() == null ? "" : p.explanation(), Boolean.toString(p.explanationSkipped())));
            }
            for (Results.DeckAnswer a : r.deck()) {
                row(b, List.of(who, r.classCode(), a.set() + "/" + a.card(), "card", a.answer(), "", "", "", Boolean.toString(a.right()), "", "", "", ""));
            }
        }
        return b.toString();
    }

    private static String number(double d) {
        return d == Math.rint(d) && Math.abs(d) < 1e15 ? Long.toString((long) d) : String.format(Locale.ROOT, "%s", d);
    }

    private static void row(StringBuilder b, List<String> fields) {
        for (int i = 0; i < fields.size(); i++) {
            if (i > 0) b.append(',');
            String f = fields.get(i);
            boolean quote = f.indexOf(',') >= 0 || f.indexOf('"') >= 0 || f.indexOf('\n') >= 0 || f.indexOf('\r') >= 0;
            b.append(quote ? '"' + f.replace("\"", "\"\"") + '"' : f);
        }
        b.append("\r\n");
    }
}
