package io.boundarylab.episodes.narration;

import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;

import java.util.EnumMap;
import java.util.Map;

/**
 * Turns a trace event into one sentence a learner can read on its own, in any order: when it
 * happened, what happened to which object, and the rule that made it happen. The sentence
 * patterns come from content ({@code narration.yaml}), one per event type.
 */
public final class Narration {

    private final Map<EventType, String> patterns;
    private final String sentence;
    private final String withoutRule;

    /**
     * @param patterns    per event type, what happened, with placeholders ({@code {pod}}, {@code {node}} …)
     * @param sentence    the whole sentence around it: {@code {time}}, {@code {what}}, {@code {rule}}
     * @param withoutRule the sentence when the event names no rule: {@code {time}}, {@code {what}}
     */
    public Narration(Map<EventType, String> patterns, String sentence, String withoutRule) {
        this.patterns = new EnumMap<>(patterns);
        this.sentence = sentence;
        this.withoutRule = withoutRule;
    }

    /** The sentence for one event. */
    public String sentence(TraceEvent e) {
        String what = Templates.fill(patterns.getOrDefault(e.type(), "{message}"), e, null);
        String rule = e.rule() == null ? "" : stripFinalStop(e.rule());
        String outer = rule.isEmpty() ? withoutRule : sentence;
        return Templates.fill(outer.replace("{what}", stripFinalStop(what)).replace("{rule}", rule), e, null);
    }

    /** What happened, without time or rule: for a compact event list. */
    public String what(TraceEvent e) {
        return Templates.fill(patterns.getOrDefault(e.type(), "{message}"), e, null);
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
