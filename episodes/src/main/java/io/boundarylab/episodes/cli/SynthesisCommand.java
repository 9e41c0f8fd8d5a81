package io.boundarylab.episodes.cli;

import io.boundarylab.episodes.content.Quantity;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
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

import io.boundarylab.engine.input.InputProblem;
import io.boundarylab.engine.input.InputText;
import io.boundarylab.engine.input.StructuredText;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * {@code synthesis [--predictions FILE] [--stop-at SEQ|TIME]}: runs every experiment as one trace,
 * stops where asked (after an event, {@code 40}, or at a moment, {@code 45s} or {@code 1:30}), and
 * compares the learner's predictions with what had happened by then.
 */
@Command(name = "synthesis", mixinStandardHelpOptions = true, resourceBundle = "io.boundarylab.episodes.cli.Messages",
        description = "${bundle:synthesis.description}")
public final class SynthesisCommand implements Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = "--predictions", paramLabel = "FILE", descriptionKey = "synthesis.predictions")
    Path predictionsFile;

    @Option(names = "--stop-at", paramLabel = "SEQ|TIME", descriptionKey = "synthesis.stopAt")
    String stopAt;

    @Option(names = "--format", defaultValue = "text", paramLabel = "FORMAT", descriptionKey = "option.format")
    String format;

    @Option(names = "--content", paramLabel = "DIR", descriptionKey = "option.content")
    Path content;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (!CliSupport.knownFormat(format, err)) return CliSupport.EXIT_USAGE;
        StopPoint stop;
        try {
            stop = stopAt == null ? null : StopPoint.parse(stopAt);
        } catch (IllegalArgumentException e) {
            err.println(CliSupport.msg("error.stopAt", stopAt));
            err.flush();
            return CliSupport.EXIT_USAGE;
        }
        Investigation inv = CliSupport.load(content, err);
        if (inv == null) return CliSupport.EXIT_USAGE;
        List<Prediction> predictions;
        try {
            predictions = predictionsFile == null ? List.of() : readPredictions(predictionsFile, inv);
        } catch (IllegalArgumentException e) {
            err.println(e.getMessage());
            err.flush();
            return CliSupport.EXIT_USAGE;
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
        return CliSupport.EXIT_OK;
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
            }
        }
        return b.toString().stripTrailing();
    }

    /**
     * Reads predictions: {@code {"predictions": [{"episode", "choice", "reason", "confidence", "quantity"}]}} or
     * the array alone. Unknown episodes and choices are errors.
     */
    static List<Prediction> readPredictions(Path file, Investigation inv) {
        JsonNode root;
        try {
            // Through the input layer first: bounded (never /dev/zero into memory), strict UTF-8,
            // and a syntax error as one line at its line and column.
            String text = InputText.read(file, file.toString());
            StructuredText.parse(text, file.toString().endsWith(".json") ? file.toString() : file + ".json");
            root = CliSupport.json().readTree(text);
        } catch (InputProblem e) {
            throw new IllegalArgumentException(e.getMessage());
        } catch (IOException e) {
            throw new IllegalArgumentException(CliSupport.msg("error.predictionsRead", file, "not valid JSON"));
        }
        JsonNode list = root != null && root.isObject() ? root.get("predictions") : root;
        if (list == null || !list.isArray()) throw new IllegalArgumentException(CliSupport.msg("error.predictionsShape", file));
        List<Prediction> out = new ArrayList<>();
        for (JsonNode n : list) {
            String ep = n.path("episode").asText(null);
            String choice = n.path("choice").asText(null);
            if (ep == null || choice == null) throw new IllegalArgumentException(CliSupport.msg("error.predictionsShape", file));
            var episode = inv.episode(ep).orElseThrow(() -> new IllegalArgumentException(CliSupport.msg("error.noEpisode", ep,
                    String.join(", ", inv.episodes().stream().map(e -> e.id()).toList()))));
            if (episode.prediction().choice(choice).isEmpty())
                throw new IllegalArgumentException(CliSupport.msg("error.noChoice", choice, ep));
            JsonNode c = n.get("confidence");
            // asInt would make "very", true or 0.6 a silent 50 or 0: only a whole number is a confidence.
            if (c != null && !c.isNull() && (!c.isIntegralNumber() || !c.canConvertToInt())) {
                throw new IllegalArgumentException(CliSupport.msg("error.confidence", c.toString()));
            }
            int confidence = c == null || c.isNull() ? 50 : c.asInt();
            if (confidence < 0 || confidence > 100) throw new IllegalArgumentException(CliSupport.msg("error.confidence", confidence));
            JsonNode q = n.get("quantity");
            if (q != null && !q.isNull() && (!q.isNumber() || q.asDouble() < 0 || q.asDouble() > Quantity.MAX))
                throw new IllegalArgumentException(CliSupport.msg("error.quantity", q.toString()));
            Double quantity = q == null || q.isNull() ? null : q.asDouble();
            out.add(new Prediction(ep, choice, n.hasNonNull("reason") ? n.get("reason").asText() : null, confidence, quantity));
        }
        return out;
    }
}
