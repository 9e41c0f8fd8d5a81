package io.boundarylab.episodes.synthesis;

import io.boundarylab.engine.scenario.MemberRef;
import io.boundarylab.engine.cluster.Guarantee;
import io.boundarylab.engine.contract.Verdict;
import io.boundarylab.engine.trace.TraceEvent;
import io.boundarylab.episodes.content.Episode;
import io.boundarylab.episodes.content.Experiment;
import io.boundarylab.episodes.content.Investigation;
import io.boundarylab.episodes.content.Variant;
import io.boundarylab.episodes.predicate.RunFacts;
import io.boundarylab.episodes.prediction.Prediction;
import io.boundarylab.episodes.prediction.PredictionComparison;
import io.boundarylab.episodes.run.EpisodeRun;
import io.boundarylab.episodes.run.EpisodeRunner;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The synthesis trace: every episode's experiment run naive, then with the contract, stitched into
 * one trace that reads as one run (events renumbered from 1, times shifted so each run starts after
 * the previous one ended), with a checkpoint at each run's start. Immutable; {@link #stopAt(long)}
 * gives the view of a learner who stopped it at an event, {@link #stopAtTime(long)} at a moment.
 *
 * <p>Simulated time is kept: each run keeps its whole horizon, so a run whose last event comes early
 * (the separated log helper ships nothing for 20 s) is followed by that silence before the next run
 * starts. Deleting it would delete the evidence: the silence is what the learner must see.
 */
public final class SynthesisTrace {

    /** Simulated pause after a run's horizon before the next run starts, so two runs never share an instant. */
    public static final long GAP_MS = 1_000;

    private final Investigation investigation;
    private final List<TraceEvent> events;
    private final List<Checkpoint> checkpoints;
    private final List<Segment> segments;

    private SynthesisTrace(Investigation investigation, List<TraceEvent> events, List<Checkpoint> checkpoints,
                           List<Segment> segments) {
        this.investigation = investigation;
        this.events = List.copyOf(events);
        this.checkpoints = List.copyOf(checkpoints);
        this.segments = List.copyOf(segments);
    }

    /**
     * Runs every episode's naive and contract variants, in episode order, and stitches them. An extra
     * variant that a prediction claim or the number is decided by follows its episode's contract run, so that every
     * exercise prediction can be decided by the end.
     */
    public static SynthesisTrace run(Investigation inv, EpisodeRunner runner) {
        List<TraceEvent> all = new ArrayList<>();
        List<Checkpoint> cps = new ArrayList<>();
        List<Segment> segs = new ArrayList<>();
        long offset = 0;
        for (Episode ep : inv.episodes()) {
            for (Variant v : variantsOf(ep)) {
                EpisodeRun run = runner.run(ep, v, io.boundarylab.episodes.run.RunOptions.DEFAULT);
                long first = all.size() + 1L;
                Map<Long, Long> seqMap = new HashMap<>();
                long lastEvent = offset;
                for (TraceEvent e : run.trace()) {
                    long seq = all.size() + 1L;
                    seqMap.put(e.seq(), seq);
                    TraceEvent r = renumber(e, seq, e.tMs() + offset);
                    all.add(r);
                    lastEvent = Math.max(lastEvent, r.tMs());
                }
                // The run's end is its own horizon, not its last event: the silence before it is kept.
                long end = Math.max(lastEvent, offset + run.engineOutput().result().endTimeMs());
                String label = inv.phrase("synthesis.checkpoint")
                        .replace("{number}", String.format(java.util.Locale.ROOT, "%02d", ep.number()))
                        .replace("{title}", ep.title()).replace("{variant}", v.label());
                Checkpoint cp = new Checkpoint(cps.size(), ep.id(), v.id(), label, first, all.size(), offset,
                        lastEvent, end);
                cps.add(cp);
                segs.add(new Segment(cp, ep, run, List.copyOf(all.subList((int) first - 1, all.size())), seqMap));
                offset = end + GAP_MS;
            }
        }
        return new SynthesisTrace(inv, all, cps, segs);
    }

    private static List<Variant> variantsOf(Episode ep) {
        List<Variant> vs = new ArrayList<>(List.of(ep.experiment().naive(), ep.experiment().contract()));
        for (Variant v : ep.experiment().variants()) {
            boolean decides = ep.prediction().claims().stream().anyMatch(c -> c.variantId().equals(v.id()))
                    || ep.prediction().quantityQuestion().filter(q -> q.variantId().equals(v.id())).isPresent();
            if (decides && !vs.contains(v)) vs.add(v);
        }
        return vs;
    }

    private static TraceEvent renumber(TraceEvent e, long seq, long tMs) {
        return TraceEvent.from(e).build(seq, tMs);
    }

    /** The whole stitched trace. */
    public List<TraceEvent> events() { return events; }

    /** One checkpoint per run, in order. */
    public List<Checkpoint> checkpoints() { return checkpoints; }

    /** The last event's number. */
    public long lastSeq() { return events.size(); }

    /** The run behind a checkpoint. */
    public EpisodeRun run(Checkpoint cp) { return segments.get(cp.index()).run; }

    /** Where the last run ends, in the synthesis' simulated time (its horizon, not its last event). */
    public long endMs() { return checkpoints.isEmpty() ? 0 : checkpoints.get(checkpoints.size() - 1).endMs(); }

    /** The view of a learner who stopped after event {@code seq} (clamped to the trace). */
    public View stopAt(long seq) {
        return new View(Math.max(0, Math.min(seq, lastSeq())), null);
    }

    /**
     * The view of a learner who stopped at simulated time {@code tMs} (clamped to the trace's end):
     * every event at or before that moment has played, and a run counts as finished only once its
     * horizon has been reached, so a silence still under way decides nothing yet.
     */
    public View stopAtTime(long tMs) {
        long t = Math.max(0, Math.min(tMs, endMs()));
        int lo = 0, hi = events.size();
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (events.get(mid).tMs() <= t) lo = mid + 1; else hi = mid;
        }
        return new View(lo, t);
    }

    /** The view at a stop point: an event or a moment. */
    public View stop(StopPoint at) {
        if (at instanceof StopPoint.AtTime t) return stopAtTime(t.tMs());
        return stopAt(((StopPoint.AtEvent) at).seq());
    }

    /**
     * The marked gap after a run, in the content's words ("20 s with no event …"), or empty when the
     * run's last event is at its horizon.
     */
    public String silence(Checkpoint cp) {
        if (cp.silenceMs() <= 0) return "";
        return investigation.phrase("synthesis.silence")
                .replace("{duration}", duration(cp.silenceMs()))
                .replace("{from}", io.boundarylab.episodes.narration.Templates.time(cp.lastEventMs()))
                .replace("{end}", io.boundarylab.episodes.narration.Templates.time(cp.endMs()));
    }

    private static String duration(long ms) {
        String s = java.math.BigDecimal.valueOf(ms, 3).stripTrailingZeros().toPlainString();
        return s + " s";
    }

    /** The view at the end: everything played. */
    public View complete() {
        return stopAt(lastSeq());
    }

    /** The checkpoint containing an event, if any. */
    public Optional<Checkpoint> checkpointAt(long seq) {
        return checkpoints.stream().filter(c -> c.contains(seq)).findFirst();
    }

    /**
     * Compares the exercise predictions with the runs finished by event {@code seq}; claims about a
     * run not yet finished stay pending (a negative claim cannot be decided before its run ends).
     */
    public List<PredictionComparison> compare(List<Prediction> predictions, long seq) {
        return compare(predictions, seq, null);
    }

    private List<PredictionComparison> compare(List<Prediction> predictions, long seq, Long stopMs) {
        List<PredictionComparison> out = new ArrayList<>();
        for (Prediction p : predictions) {
            Episode ep = investigation.episode(p.episodeId())
                    .orElseThrow(() -> new IllegalArgumentException("no episode " + p.episodeId()));
            Map<String, RunFacts> finished = new LinkedHashMap<>();
            for (Segment s : segments) {
                if (s.episode.id().equals(ep.id()) && s.checkpoint.lastSeq() <= seq
                        && (stopMs == null || s.checkpoint.endMs() <= stopMs)) finished.put(s.checkpoint.variantId(), s);
            }
            out.add(PredictionComparison.compare(investigation, ep, p, finished));
        }
        return out;
    }

    /** A position in the synthesis trace: what has played, and how the predictions stand. */
    public final class View {
        private final long seq;
        private final Long stopMs;

        private View(long seq, Long stopMs) {
            this.seq = seq;
            this.stopMs = stopMs;
        }

        /** The last event played (0: nothing yet). */
        public long seq() { return seq; }

        /**
         * The moment the learner stopped at: the time asked for, or after an event stop, that
         * event's own time (0 before the first).
         */
        public long timeMs() {
            if (stopMs != null) return stopMs;
            return seq == 0 ? 0 : events.get((int) seq - 1).tMs();
        }

        /** Whether the stop was at a moment of time rather than at an event. */
        public boolean atTime() { return stopMs != null; }

        /** Whether everything has played (for a stop at a moment: also the last run's silence). */
        public boolean finished() { return seq >= lastSeq() && (stopMs == null || stopMs >= endMs()); }

        /** The events played so far. */
        public List<TraceEvent> events() { return events.subList(0, (int) seq); }

        /** The checkpoint of the last event played, if any. */
        public Optional<Checkpoint> checkpoint() { return checkpointAt(seq); }

        /** One event further (or the same view at the end). */
        public View step() { return stopAt(seq + 1); }

        /** Plays on to the end. */
        public View resume() { return complete(); }

        /** Plays on to the next checkpoint's last event. */
        public View resumeToNextCheckpoint() {
            for (Checkpoint c : checkpoints) if (c.lastSeq() > seq) return stopAt(c.lastSeq());
            return complete();
        }

        /** The predictions against the runs finished so far. */
        public List<PredictionComparison> compare(List<Prediction> predictions) {
            return SynthesisTrace.this.compare(predictions, seq, stopMs);
        }

        public SynthesisTrace trace() { return SynthesisTrace.this; }
    }

    /** One run as it appears in the stitched trace; its facts use the stitched numbers and times. */
    private static final class Segment implements RunFacts {
        final Checkpoint checkpoint;
        final Episode episode;
        final EpisodeRun run;
        final List<TraceEvent> trace;
        final Map<Guarantee, Verdict> contract;

        Segment(Checkpoint checkpoint, Episode episode, EpisodeRun run, List<TraceEvent> trace, Map<Long, Long> seqMap) {
            this.checkpoint = checkpoint;
            this.episode = episode;
            this.run = run;
            this.trace = trace;
            Map<Guarantee, Verdict> c = new EnumMap<>(Guarantee.class);
            run.contract().forEach((g, v) -> c.put(g, new Verdict(v.outcome(),
                    v.evidence().stream().map(s -> seqMap.getOrDefault(s, s)).toList(), v.summary())));
            this.contract = c;
        }

        @Override public List<TraceEvent> trace() { return trace; }

        @Override public long linesShipped(MemberRef member) { return run.linesShipped(member); }

        @Override public io.boundarylab.engine.result.RequestCount requests(MemberRef client) { return run.requests(client); }

        @Override public long startMs() { return checkpoint.offsetMs(); }

        @Override public Verdict verdict(Guarantee g) { return contract.get(g); }
    }

    /** The experiment's guarantee for each checkpoint, for views that label them. */
    public Guarantee guaranteeAt(Checkpoint cp) {
        Experiment x = segments.get(cp.index()).episode.experiment();
        return x.guarantee();
    }
}
