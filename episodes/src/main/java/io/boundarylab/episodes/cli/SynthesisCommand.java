package io.boundarylab.episodes.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.boundarylab.engine.cli.CommandStreams;
import io.boundarylab.engine.cli.ExitCodes;
import io.boundarylab.engine.trace.TraceEvent;
import io.boundarylab.episodes.content.Investigation;
import io.boundarylab.episodes.prediction.ClaimComparison;
import io.boundarylab.episodes.prediction.Prediction;
import io.boundarylab.episodes.prediction.PredictionComparison;
import io.boundarylab.episodes.run.EpisodeRunner;
import io.boundarylab.episodes.narration.Templates;
import io.boundarylab.episodes.synthesis.Checkpoint;
import io.boundarylab.episodes.synthesis.StopPoint;
import io.boundarylab.episodes.synthesis.SynthesisTrace;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * {@code synthesis [--predictions FILE] [--stop-at SEQ|TIME]}: runs every experiment as one trace,
 * stops where asked (after an event, {@code 40}, or at a moment, {@code 45s} or {@code 1:30}), and
 * compares the learner's predictions with what had happened by then.
 */
@Command(name = "synthesis", resourceBundle = "io.boundarylab.episodes.cli.Messages",
        description = "${bundle:synthesis.description}")
public final class SynthesisCommand implements Callable<Integer> {

    @CommandLine.Mixin
    CommandStreams streams;

    @Option(names = "--predictions", paramLabel = "FILE", descriptionKey = "synthesis.predictionsFile")
    Path predictionsFile;

    @Option(names = "--stop-at", paramLabel = "SEQ|TIME", descriptionKey = "synthesis.stopAt")
    String stopAt;

    @Option(names = "--format", defaultValue = "text", paramLabel = "FORMAT", descriptionKey = "option.format")
    String format;

    @Option(names = "--content", paramLabel = "DIR", descriptionKey = "option.content")
    Path content;

    @Option(names = "--investigation", paramLabel = "ID", descriptionKey = "option.investigation")
    String investigation;

    @Override
    public Integer call() {
        PrintWriter out = streams.out();
        PrintWriter err = streams.err();
        if (!CliSupport.knownFormat(format, err)) return ExitCodes.BAD_INPUT;
        StopPoint stop;
        try {
            stop = stopAt == null ? null : StopPoint.parse(stopAt);
        } catch (IllegalArgumentException e) {
            err.println(CliSupport.msg("error.stopAt", stopAt));
            err.flush();
            return ExitCodes.BAD_INPUT;
        }
        Investigation inv = CliSupport.load(content, investigation, err);
        if (inv == null) return ExitCodes.BAD_INPUT;
        List<Prediction> predictions;
        try {
            predictions = predictionsFile == null ? List.of() : PredictionsFile.read(predictionsFile, inv);
        } catch (IllegalArgumentException e) {
            err.println(e.getMessage());
            err.flush();
            return ExitCodes.BAD_INPUT;
        }
        SynthesisTrace trace = SynthesisTrace.run(inv, new EpisodeRunner());
        SynthesisTrace.View view = stop == null ? trace.complete() : trace.stop(stop);
        List<PredictionComparison> comparisons = view.compare(predictions);
        if (format.equals("json")) {
            ObjectNode root = CliSupport.json().createObjectNode();
            root.put("stoppedAt", view.seq());
            root.put("stoppedAtMs", view.timeMs());
            root.put("endMs", trace.endMs());
            root.put("lastSeq", trace.lastSeq());
            root.put("finished", view.finished());
            ArrayNode cps = root.putArray("checkpoints");
            for (Checkpoint c : trace.checkpoints()) {
                ObjectNode o = cps.addObject();
                o.put("episode", c.episodeId());
                o.put("variant", c.variantId());
                o.put("label", c.label());
                o.put("firstSeq", c.firstSeq());
                o.put("lastSeq", c.lastSeq());
                o.put("offsetMs", c.offsetMs());
                o.put("lastEventMs", c.lastEventMs());
                o.put("endMs", c.endMs());
                o.put("silenceMs", c.silenceMs());
                o.put("reached", c.firstSeq() <= view.seq());
                o.put("finished", c.lastSeq() <= view.seq() && (!view.atTime() || c.endMs() <= view.timeMs()));
            }
            ArrayNode events = root.putArray("events");
            for (Checkpoint c : trace.checkpoints()) {
                if (c.firstSeq() > view.seq()) break;
                // Each run is told on its own: a rule told in an earlier run is told again in full.
                events.addAll(CliSupport.eventsJson(view.events().subList((int) c.firstSeq() - 1,
                        (int) Math.min(c.lastSeq(), view.seq())), inv.narration()));
            }
            ArrayNode preds = root.putArray("predictions");
            comparisons.forEach(c -> preds.add(CliSupport.comparisonJson(c)));
            out.println(CliSupport.pretty(root));
        } else {
            out.println(text(inv, trace, view, comparisons));
        }
        out.flush();
        return ExitCodes.OK;
    }

    private static String text(Investigation inv, SynthesisTrace trace, SynthesisTrace.View view, List<PredictionComparison> comparisons) {
        StringBuilder b = new StringBuilder();
        String header = view.finished() ? "synthesis.headerFinished" : view.atTime() ? "synthesis.headerStoppedAtTime" : "synthesis.headerStopped";
        b.append(CliSupport.msg(header, view.seq(), trace.lastSeq(), Templates.time(view.timeMs()))).append('\n');
        Checkpoint current = null;
        for (TraceEvent e : view.events()) {
            Checkpoint cp = trace.checkpointAt(e.seq()).orElse(null);
            if (cp != null && cp != current) {
                b.append(CliSupport.msg("synthesis.checkpoint", cp.label())).append('\n');
                current = cp;
            }
            // Each run is told on its own: a rule is told in full the first time it acts in that run.
            List<TraceEvent> runSoFar = cp == null ? List.of() : view.events().subList((int) cp.firstSeq() - 1, (int) e.seq() - 1);
            CliSupport.eventLine(b, e, inv.narration(), inv.narration().because(e, runSoFar));
            // The silence after a run's last event is part of the evidence: mark it once it has been reached.
            boolean silenceReached = view.atTime() ? view.timeMs() > e.tMs() : view.seq() > e.seq() || view.finished();
            if (cp != null && e.seq() == cp.lastSeq() && cp.silenceMs() > 0 && silenceReached)
                b.append(CliSupport.msg("synthesis.silence", trace.silence(cp))).append('\n');
        }
        if (!comparisons.isEmpty()) {
            b.append(CliSupport.msg("synthesis.predictions")).append('\n');
            for (PredictionComparison c : comparisons) {
                b.append(CliSupport.msg("synthesis.predictionLine", c.prediction().episodeId(), c.choiceText(), c.prediction().confidence())).append('\n');
                for (ClaimComparison cc : c.claims())
                    b.append(CliSupport.msg("synthesis.claimLine", cc.outcome().name(), cc.sentence())).append('\n');
                if (c.quantity() != null && c.quantity().said() != null)
                    b.append(CliSupport.msg("synthesis.claimLine", c.quantity().outcome().name(), c.quantity().sentence())).append('\n');
                b.append(CliSupport.msg("synthesis.verdictLine", CliSupport.msg("verdict." + (c.verdict() == null ? "OPEN" : c.verdict().name())))).append('\n');
            }
        }
        return b.toString().stripTrailing();
    }
}
