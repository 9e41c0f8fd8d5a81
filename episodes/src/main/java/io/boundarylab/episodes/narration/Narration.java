package io.boundarylab.episodes.narration;

import io.boundarylab.engine.RuleBook;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Turns a trace event into words a learner can read on a projector: one short sentence in plain
 * words (when it happened and what happened to which object), and apart from it the rule that made
 * it happen. A rule is told in full the first time it causes an event in a run; after that only its
 * name and where it was told are given (the back-off rule causes some twenty events of one run). The
 * full rule always stays in the event's "why". The patterns come from content ({@code narration.yaml}).
 * The trace cites rules in English (docs/decisions/0002); the narration tells each in the language's
 * words, found by its {@link RuleBook} key, and a rule the language lacks in English after a mark.
 */
public final class Narration {

    /** Longest rule text that serves as its own name when it has no "name: …" form. */
    private static final int NAME_MAX = 48;

    private final Map<EventType, String> patterns;
    private final String sentence;
    private final String because;
    private final String again;
    /** The language whose way of writing numbers {@code {time}} follows. */
    private final java.util.Locale locale;
    private final Words words;

    /**
     * @param patterns per event type, what happened, with placeholders ({@code {pod}}, {@code {node}} …)
     * @param sentence the sentence around it: {@code {time}}, {@code {what}}
     * @param because  the rule line when a rule is told for the first time in the run: {@code {rule}}
     * @param again    the rule line when every rule was told before: {@code {name}}, {@code {first}} (event number)
     */
    public Narration(Map<EventType, String> patterns, String sentence, String because, String again) {
        this(patterns, sentence, because, again, java.util.Locale.ROOT);
    }

    /** @param locale the language whose decimal separator {@code {time}} uses ({@code 0:12,5} in Spanish) */
    public Narration(Map<EventType, String> patterns, String sentence, String because, String again, java.util.Locale locale) {
        this(patterns, sentence, because, again, locale, Words.NONE);
    }

    /** @param words the language's words for rules and enumerated field values ({@code probe: startup}) */
    public Narration(Map<EventType, String> patterns, String sentence, String because, String again, java.util.Locale locale, Words words) {
        this.words = words;
        this.locale = locale;
        this.patterns = new EnumMap<>(patterns);
        this.sentence = sentence;
        this.because = because;
        this.again = again;
    }

    /** The one short sentence for an event: when, and what happened to which object; no rule. */
    public String sentence(TraceEvent e) {
        Map<String, String> time = values(e);
        String what = Templates.fill(patterns.getOrDefault(e.type(), "{message}"), e, time);
        return Templates.fill(sentence.replace("{what}", stripFinalStop(what)), e, time);
    }

    /** What happened, without time or rule: for a compact event list. */
    public String what(TraceEvent e) {
        return Templates.fill(patterns.getOrDefault(e.type(), "{message}"), e, values(e));
    }

    /** The time in the language's way, and the language's word for each enumerated value the event holds. */
    private Map<String, String> values(TraceEvent e) {
        Map<String, String> v = new HashMap<>(words.valuesOf(e));
        v.put("time", Templates.time(e.tMs(), locale));
        return v;
    }

    /**
     * The rule line for an event, given the events of the same run before it: the rules not told yet
     * in full, and only the names of those told already; empty when the event cites no rule.
     */
    public String because(TraceEvent e, List<TraceEvent> earlier) {
        if (e.rules().isEmpty()) return "";
        Map<String, Long> told = new HashMap<>();
        for (TraceEvent b : earlier) for (String r : sentences(b)) told.putIfAbsent(r, b.seq());
        List<String> parts = new ArrayList<>();
        boolean anyNew = false;
        Long first = null;
        for (String r : sentences(e)) {
            Long at = told.get(r);
            String said = words.rule(r);
            if (at == null) {
                anyNew = true;
                parts.add(stripFinalStop(said));
            } else {
                parts.add(name(said));
                if (first == null) first = at;
            }
        }
        String joined = String.join("; ", parts);
        if (anyNew) return because.replace("{rule}", joined);
        return again.replace("{name}", joined).replace("{first}", Long.toString(first));
    }

    /**
     * The rule sentences an event cites: as the engine published them, or, for a trace read back
     * from text (one field, the sentences joined by "; "), split back into the engine's sentences.
     */
    private static List<String> sentences(TraceEvent e) {
        if (e.rules().size() != 1) return e.rules();
        List<String> keys = RuleBook.keysOfJoined(e.rules().get(0));
        if (keys == null || keys.size() < 2) return e.rules();
        return keys.stream().map(RuleBook::text).toList();
    }

    /** The rule lines of a whole run, one per event, in order (each told against the events before it). */
    public List<String> becauseAll(List<TraceEvent> run) {
        List<String> out = new ArrayList<>(run.size());
        for (int i = 0; i < run.size(); i++) out.add(because(run.get(i), run.subList(0, i)));
        return out;
    }

    /**
     * A rule's name: what comes before its colon ("restart policy"), or the rule itself when short,
     * or its first words.
     */
    public static String name(String rule) {
        String r = stripFinalStop(rule);
        int colon = r.indexOf(':');
        if (colon > 0 && colon <= NAME_MAX) return r.substring(0, colon);
        if (r.length() <= NAME_MAX) return r;
        int cut = r.lastIndexOf(' ', NAME_MAX);
        return r.substring(0, cut > 0 ? cut : NAME_MAX) + "\u2026";
    }

    /** A status or message text in this language where it holds one of the engine's English message forms ({@link EngineMessages}). */
    public String retell(String text) {
        return words.retell(text);
    }

    /** Whether a pattern exists for every event type (content validation). */
    public boolean covers(EventType type) {
        return patterns.containsKey(type);
    }

    private static String stripFinalStop(String s) {
        String t = s.strip();
        return t.endsWith(".") ? t.substring(0, t.length() - 1) : t;
    }
}
