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
 * gives the view of a learner who stopped it at an event.
 */
public final class SynthesisTrace {

    /** Simulated pause between two runs, so their events never share an instant. */
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
     * variant that a prediction claim is decided by follows its episode's contract run, so that every
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
                long end = offset;
                for (TraceEvent e : run.trace()) {
                    long seq = all.size() + 1L;
                    seqMap.put(e.seq(), seq);
                    TraceEvent r = renumber(e, seq, e.tMs() + offset);
                    all.add(r);
                    end = Math.max(end, r.tMs());
                }
                String label = inv.phrase("synthesis.checkpoint")
                        .replace("{number}", String.format(java.util.Locale.ROOT, "%02d", ep.number()))
                        .replace("{title}", ep.title()).replace("{variant}", v.label());
                Checkpoint cp = new Checkpoint(cps.size(), ep.id(), v.id(), label, first, all.size(), offset);
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
            boolean decides = ep.prediction().claims().stream().anyMatch(c -> c.variantId().equals(v.id()));
            if (decides && !vs.contains(v)) vs.add(v);
        }
        return vs;
    }

    private static TraceEvent renumber(TraceEvent e, long seq, long tMs) {
        return new TraceEvent(seq, tMs, e.type(), e.pod(), e.container(), e.node(), e.message(), e.rules(),
                e.exitCode(), e.reason(), e.phase(), e.probe(), e.port(), e.peer(), e.lines(), e.path(), e.ip(), e.volume(), e.kind());
    }

    /** The whole stitched trace. */
    public List<TraceEvent> events() { return events; }

    /** One checkpoint per run, in order. */
    public List<Checkpoint> checkpoints() { return checkpoints; }

    /** The last event's number. */
    public long lastSeq() { return events.size(); }

    /** The run behind a checkpoint. */
    public EpisodeRun run(Checkpoint cp) { return segments.get(cp.index()).run; }

    /** The view of a learner who stopped after event {@code seq} (clamped to the trace). */
    public View stopAt(long seq) {
        return new View(Math.max(0, Math.min(seq, lastSeq())));
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
        List<PredictionComparison> out = new ArrayList<>();
        for (Prediction p : predictions) {
            Episode ep = investigation.episode(p.episodeId())
                    .orElseThrow(() -> new IllegalArgumentException("no episode " + p.episodeId()));
            Map<String, RunFacts> finished = new LinkedHashMap<>();
            for (Segment s : segments) {
                if (s.episode.id().equals(ep.id()) && s.checkpoint.lastSeq() <= seq) finished.put(s.checkpoint.variantId(), s);
            }
            out.add(PredictionComparison.compare(investigation, ep, p, finished));
        }
        return out;
    }

    /** A position in the synthesis trace: what has played, and how the predictions stand. */
    public final class View {
        private final long seq;

        private View(long seq) { this.seq = seq; }

        /** The last event played (0: nothing yet). */
        public long seq() { return seq; }

        /** Whether everything has played. */
        public boolean finished() { return seq >= lastSeq(); }

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
            return SynthesisTrace.this.compare(predictions, seq);
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

        @Override public long startMs() { return checkpoint.offsetMs(); }

        @Override public Verdict verdict(Guarantee g) { return contract.get(g); }
    }

    /** The experiment's guarantee for each checkpoint, for views that label them. */
    public Guarantee guaranteeAt(Checkpoint cp) {
        Experiment x = segments.get(cp.index()).episode.experiment();
        return x.guarantee();
    }
}
