package io.boundarylab.episodes.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.boundarylab.engine.cli.CommandStreams;
import io.boundarylab.engine.cli.ExitCodes;
import io.boundarylab.engine.cluster.Guarantee;
import io.boundarylab.engine.contract.Verdict;
import io.boundarylab.engine.trace.TraceEvent;
import io.boundarylab.episodes.content.Episode;
import io.boundarylab.episodes.content.Investigation;
import io.boundarylab.episodes.content.Variant;
import io.boundarylab.episodes.narration.Narration;
import io.boundarylab.episodes.run.EpisodeRun;
import io.boundarylab.episodes.run.EpisodeRunner;
import io.boundarylab.engine.scenario.ActionSpec;
import io.boundarylab.engine.scenario.FaultTarget;
import io.boundarylab.episodes.run.FaultAction;
import io.boundarylab.episodes.run.RunOptions;
import io.boundarylab.episodes.run.StatusChange;
import io.boundarylab.episodes.run.StatusValue;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;

/** {@code episode list} and {@code episode run ID --variant V}: the episodes from the command line. */
@Command(name = "episode", resourceBundle = "io.boundarylab.episodes.cli.Messages",
        description = "${bundle:episode.description}", subcommands = {EpisodeCommand.ListEpisodes.class, EpisodeCommand.Run.class})
public final class EpisodeCommand implements Runnable {

    @CommandLine.Mixin
    CommandStreams streams;

    @Override
    public void run() {
        streams.commandLine().usage(streams.out());
    }

    /** Lists the episodes and their variants. */
    @Command(name = "list", resourceBundle = "io.boundarylab.episodes.cli.Messages",
            description = "${bundle:list.description}")
    public static final class ListEpisodes implements Callable<Integer> {
        @CommandLine.Mixin
        CommandStreams streams;

        @Option(names = "--content", paramLabel = "DIR", descriptionKey = "option.content")
        Path content;

        @Option(names = "--investigation", paramLabel = "ID", descriptionKey = "option.investigation")
        String investigation;

        @Override
        public Integer call() {
            PrintWriter out = streams.out();
            Investigation inv = CliSupport.load(content, investigation, streams.err());
            if (inv == null) return ExitCodes.BAD_INPUT;
            for (Episode e : inv.episodes()) {
                List<String> variants = new ArrayList<>();
                for (Variant v : e.experiment().variants()) variants.add(v.id());
                out.println(CliSupport.msg("list.line", e.id(), String.format(Locale.ROOT, "%02d", e.number()), e.title(),
                        e.experiment().subject(), String.join(", ", variants)));
            }
            out.flush();
            return ExitCodes.OK;
        }
    }

    /** Runs one variant of an episode and prints status, observation, verdict and trace. */
    @Command(name = "run", resourceBundle = "io.boundarylab.episodes.cli.Messages",
            description = "${bundle:run.description}")
    public static final class Run implements Callable<Integer> {
        @CommandLine.Mixin
        CommandStreams streams;

        @Parameters(index = "0", paramLabel = "ID", descriptionKey = "run.id")
        String id;

        @Option(names = "--variant", defaultValue = "naive", paramLabel = "VARIANT", descriptionKey = "run.variant")
        String variant;

        @Option(names = "--seed", paramLabel = "N", descriptionKey = "run.seed")
        Long seed;

        @Option(names = "--format", defaultValue = "text", paramLabel = "FORMAT", descriptionKey = "option.format")
        String format;

        @Option(names = "--evict", paramLabel = "AT:TARGET", descriptionKey = "run.evict")
        List<String> evict = new ArrayList<>();

        @Option(names = "--crash", paramLabel = "AT:TARGET[:CODE]", descriptionKey = "run.crash")
        List<String> crash = new ArrayList<>();

        @Option(names = "--fail-node", paramLabel = "AT:NODE", descriptionKey = "run.failNode")
        List<String> failNode = new ArrayList<>();

        @Option(names = "--content", paramLabel = "DIR", descriptionKey = "option.content")
        Path content;

        @Option(names = "--investigation", paramLabel = "ID", descriptionKey = "option.investigation")
        String investigation;

        @Option(names = "--max-events", paramLabel = "N", descriptionKey = "option.maxEvents")
        long maxEvents = io.boundarylab.engine.Simulator.DEFAULT_MAX_EVENTS;

        @Override
        public Integer call() {
            PrintWriter out = streams.out();
            PrintWriter err = streams.err();
            if (!CliSupport.knownFormat(format, err)) return ExitCodes.BAD_INPUT;
            if (maxEvents < 1) {
                err.println("--max-events: must be at least 1, got " + maxEvents);
                err.flush();
                return ExitCodes.BAD_INPUT;
            }
            Investigation inv = CliSupport.load(content, investigation, err);
            if (inv == null) return ExitCodes.BAD_INPUT;
            Optional<Episode> ep = inv.episode(id);
            if (ep.isEmpty()) {
                err.println(CliSupport.msg("error.noEpisode", id, String.join(", ", inv.episodes().stream().map(Episode::id).toList())));
                err.flush();
                return ExitCodes.BAD_INPUT;
            }
            if (ep.get().experiment().variant(variant).isEmpty()) {
                err.println(CliSupport.msg("error.noVariant", variant, id,
                        String.join(", ", ep.get().experiment().variants().stream().map(Variant::id).toList())));
                err.flush();
                return ExitCodes.BAD_INPUT;
            }
            RunOptions options;
            try {
                options = options();
            } catch (IllegalArgumentException e) {
                err.println(e.getMessage());
                err.flush();
                return ExitCodes.BAD_INPUT;
            }
            EpisodeRun run;
            try {
                run = new EpisodeRunner().run(ep.get(), variant, options);
            } catch (IllegalArgumentException e) {
                // A fault aimed at a pod, container or node this variant's scenario does not have.
                err.println(e.getMessage());
                err.flush();
                return ExitCodes.BAD_INPUT;
            } catch (io.boundarylab.engine.kernel.EventBudgetExceeded e) {
                err.println(where(ep.get(), variant) + ": " + e.getMessage());
                err.flush();
                return ExitCodes.EVENT_BUDGET;
            }
            out.println(format.equals("json") ? CliSupport.pretty(json(inv, run)) : text(inv, run));
            out.flush();
            return ExitCodes.OK;
        }

        private RunOptions options() {
            RunOptions o = (seed == null ? RunOptions.DEFAULT : RunOptions.DEFAULT.withSeed(seed)).withMaxEvents(maxEvents);
            for (String s : evict) {
                String[] p = split(s, 2);
                o = o.withFault(FaultAction.evict(fault("--evict", s, () -> CliSupport.durationMs(p[0])), fault("--evict", s, () -> FaultTarget.parse(p[1]))));
            }
            for (String s : crash) {
                String[] p = s.split(":");
                if (p.length < 2 || p.length > 3) throw new IllegalArgumentException(CliSupport.msg("error.fault", s));
                if (!(fault("--crash", s, () -> FaultTarget.parse(p[1])) instanceof FaultTarget.Member m)) {
                    throw new IllegalArgumentException(CliSupport.msg("error.fault", s));
                }
                int code = p.length == 3 ? parseInt(p[2], s) : 1;
                if (code < ActionSpec.MIN_EXIT_CODE || code > ActionSpec.MAX_EXIT_CODE) {
                    throw new IllegalArgumentException(CliSupport.msg("error.exitCode", s, p[2]));
                }
                o = o.withFault(FaultAction.crash(fault("--crash", s, () -> CliSupport.durationMs(p[0])), m.member(), code));
            }
            for (String s : failNode) {
                String[] p = split(s, 2);
                String node = p[1].startsWith("node/") ? p[1].substring("node/".length()) : p[1];
                if (node.isEmpty()) throw new IllegalArgumentException("--fail-node " + s + ": name a node (node/NODE)");
                o = o.withFault(FaultAction.failNode(fault("--fail-node", s, () -> CliSupport.durationMs(p[0])), node));
            }
            return o;
        }

        /** The episode and variant a message is about. */
        private static String where(Episode e, String variant) {
            return "episode " + e.id() + ", variant " + variant;
        }

        /** Reads one part of a fault option; a problem names the option and its whole value. */
        private static <T> T fault(String option, String value, java.util.function.Supplier<T> part) {
            try {
                return part.get();
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(option + " " + value + ": " + e.getMessage(), e);
            }
        }

        private static String[] split(String s, int n) {
            String[] p = s.split(":", n);
            if (p.length != n) throw new IllegalArgumentException(CliSupport.msg("error.fault", s));
            return p;
        }

        private static int parseInt(String v, String whole) {
            try {
                return Integer.parseInt(v);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(CliSupport.msg("error.fault", whole));
            }
        }
    }

    static ObjectNode json(Investigation inv, EpisodeRun run) {
        ObjectNode root = CliSupport.json().createObjectNode();
        root.put("episode", run.episode().id());
        root.put("variant", run.variant().id());
        root.put("scenario", run.variant().scenarioFile());
        root.put("seed", run.seed());
        ObjectNode status = root.putObject("status");
        for (StatusValue v : run.finalStatus()) {
            ObjectNode f = status.putObject(v.fieldId());
            f.put("label", v.label());
            f.put("value", inv.narration().retell(v.value()));
            if (v.sinceSeq() == null) f.putNull("sinceSeq"); else f.put("sinceSeq", v.sinceSeq());
            if (v.sinceMs() == null) f.putNull("sinceMs"); else f.put("sinceMs", v.sinceMs());
            if (v.atEndMs() != null) f.put("atEndMs", v.atEndMs());
        }
        ArrayNode changes = root.putArray("statusChanges");
        for (StatusChange c : run.statusChanges()) {
            ObjectNode o = changes.addObject();
            o.put("field", c.fieldId());
            o.put("value", inv.narration().retell(c.value()));
            o.put("seq", c.seq());
            o.put("tMs", c.tMs());
            if (c.atEnd()) o.put("atEndMs", c.atEndMs());
        }
        ObjectNode obs = root.putObject("observation");
        obs.put("id", run.observation().ruleId());
        obs.put("text", run.observation().text());
        if (run.observation().evidenceSeq() == null) obs.putNull("evidenceSeq"); else obs.put("evidenceSeq", run.observation().evidenceSeq());
        Guarantee g = run.episode().experiment().guarantee();
        if (g == null) root.putNull("verdict"); else root.set("verdict", CliSupport.verdictJson(g, run.verdict()));
        if (g == null) root.put("differsIn", run.episode().experiment().differsIn());
        ObjectNode contract = root.putObject("contract");
        for (Guarantee each : Guarantee.values()) contract.set(each.key(), CliSupport.verdictJson(each, run.verdict(each)));
        root.set("events", CliSupport.eventsJson(run.trace(), inv.narration()));
        return root;
    }

    static String text(Investigation inv, EpisodeRun run) {
        StringBuilder b = new StringBuilder();
        Episode e = run.episode();
        b.append(CliSupport.msg("run.header", String.format(Locale.ROOT, "%02d", e.number()), e.title(), run.variant().label(),
                run.seed())).append('\n');
        b.append(CliSupport.msg("run.status")).append('\n');
        Narration words = inv.narration();
        for (StatusValue v : run.finalStatus()) {
            b.append(CliSupport.msg("run.statusLine", v.label(), words.retell(v.value()),
                    v.atEndMs() != null ? CliSupport.msg("run.atEnd", CliSupport.time(v.atEndMs()))
                            : v.sinceSeq() == null ? CliSupport.msg("run.initial")
                            : CliSupport.msg("run.since", v.sinceSeq(), CliSupport.time(v.sinceMs())))).append('\n');
        }
        b.append(CliSupport.msg("run.changes")).append('\n');
        for (StatusChange c : run.statusChanges())
            b.append(c.atEnd() ? CliSupport.msg("run.changeLine.atEnd", CliSupport.time(c.atEndMs()), c.label(), words.retell(c.value()))
                    : CliSupport.msg("run.changeLine", c.seq(), CliSupport.time(c.tMs()), c.label(), words.retell(c.value()))).append('\n');
        b.append(CliSupport.msg("run.observation", run.observation().text())).append('\n');
        Verdict v = run.verdict();
        if (e.experiment().guarantee() == null) b.append(CliSupport.msg("run.differsIn", e.experiment().differsIn(), run.variant().description() == null ? run.variant().label() : run.variant().description())).append('\n');
        else b.append(CliSupport.msg("run.verdict", CliSupport.msg("guarantee." + e.experiment().guarantee().key()),
                CliSupport.msg("verdict." + (v == null ? "not-exercised" : v.outcome().key())), v == null ? "" : words.retell(v.summary()),
                v == null || v.evidence().isEmpty() ? CliSupport.msg("run.noEvidence")
                        : String.join(", ", v.evidence().stream().map(seq -> "#" + seq).toList()))).append('\n');
        b.append(CliSupport.msg("run.trace")).append('\n');
        CliSupport.eventLines(b, run.trace(), inv.narration());
        return b.toString().stripTrailing();
    }
}
