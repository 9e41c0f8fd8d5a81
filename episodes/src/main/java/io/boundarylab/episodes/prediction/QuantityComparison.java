package io.boundarylab.episodes.prediction;

import io.boundarylab.episodes.content.Investigation;
import io.boundarylab.episodes.content.Quantity;
import io.boundarylab.episodes.narration.Templates;
import io.boundarylab.episodes.predicate.Measurement;
import io.boundarylab.episodes.predicate.RunFacts;
import io.boundarylab.engine.trace.TraceEvent;

import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.Locale;

/**
 * The learner's number against the trace's: "You said 2 starts; the trace shows 4 at event #24
 * (0:30): outside ±1."
 *
 * @param quantity    the question
 * @param said        the learner's number, or null when they skipped it
 * @param actual      the trace's number, or null when the thing never happened or the run is pending
 * @param evidenceSeq the event that shows it, or null
 * @param outcome     within, outside, skipped, or pending
 * @param sentence    the comparison, ready to show
 */
public record QuantityComparison(Quantity quantity, Double said, Double actual, Long evidenceSeq, Outcome outcome,
                                 String sentence) {

    /** How the learner's number fared. */
    public enum Outcome { WITHIN, OUTSIDE, SKIPPED, PENDING }

    /** How far off a number must be, as a factor either way, to count as a wrong prediction. */
    public static final double FAR_OFF_FACTOR = 2;

    /**
     * Whether the learner's number is far off: outside the tolerance and off by a factor of
     * {@link #FAR_OFF_FACTOR} or more either way (25 against 375). Such a number makes the prediction
     * wrong, so the explain step follows; a near miss does not.
     */
    public boolean farOff() {
        if (outcome != Outcome.OUTSIDE || said == null || actual == null) return false;
        double low = Math.min(said, actual), high = Math.max(said, actual);
        return low <= 0 ? high > 0 : high / low >= FAR_OFF_FACTOR;
    }

    /** Compares {@code said} with the deciding run ({@code run} null: not finished yet). */
    public static QuantityComparison compare(Investigation inv, Quantity q, Double said, RunFacts run) {
        if (said == null) {
            return new QuantityComparison(q, null, null, null, Outcome.SKIPPED,
                    fill(inv.phrase("quantity.skipped"), q, null, null, null, "", inv.locale()));
        }
        if (run == null) {
            return new QuantityComparison(q, said, null, null, Outcome.PENDING,
                    fill(inv.phrase("quantity.pending"), q, said, null, null, "", inv.locale()));
        }
        Measurement.Measured m = q.measurement().measure(run);
        boolean within = m.value() != null && q.within(said, m.value());
        String key = m.value() == null ? "quantity.never" : within ? "quantity.within" : "quantity.outside";
        if (m.value() != null && m.evidenceSeq() == null) key += ".noEvent";
        // A count is shown by the events it counts: cite the first and the last, not one of them alone.
        boolean span = m.evidenceSeq() != null && m.firstSeq() != null && !m.firstSeq().equals(m.evidenceSeq())
                && inv.phrases().containsKey(key + ".span");
        if (span) key += ".span";
        String time = m.evidenceSeq() == null ? "" : timeOf(run, m.evidenceSeq(), inv.locale());
        String phrase = fill(inv.phrase(key), q, said, m.value(), m.evidenceSeq(), time, inv.locale());
        if (span) {
            phrase = phrase.replace("{firstSeq}", Long.toString(m.firstSeq()))
                    .replace("{firstTime}", timeOf(run, m.firstSeq(), inv.locale()));
        }
        return new QuantityComparison(q, said, m.value(), m.evidenceSeq(), within ? Outcome.WITHIN : Outcome.OUTSIDE, phrase);
    }

    /** A number as a learner writes it: 4, 2.5 (no trailing zeros, a point whatever the locale). */
    public static String format(double d) {
        return new DecimalFormat("0.##", DecimalFormatSymbols.getInstance(Locale.ROOT)).format(d);
    }

    /** A number as a learner of that language writes it: 2.5, in Spanish 2,5. */
    public static String format(double d, Locale locale) {
        return Templates.decimal(d, locale);
    }

    private static String fill(String phrase, Quantity q, Double said, Double actual, Long seq, String time, Locale locale) {
        return phrase.replace("{said}", said == null ? "" : format(said, locale))
                .replace("{actual}", actual == null ? "" : format(actual, locale))
                .replace("{unit}", q.unit())
                .replace("{tolerance}", format(q.tolerance(), locale))
                .replace("{seq}", seq == null ? "" : Long.toString(seq))
                .replace("{time}", time);
    }

    private static String timeOf(RunFacts run, long seq, Locale locale) {
        for (TraceEvent e : run.trace()) if (e.seq() == seq) return Templates.time(e.tMs(), locale);
        return "";
    }
}
