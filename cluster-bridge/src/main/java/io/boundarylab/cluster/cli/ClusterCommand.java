package io.boundarylab.cluster.cli;

import io.boundarylab.cluster.Text;
import io.boundarylab.cluster.compare.Comparison;
import io.boundarylab.cluster.compare.ComparisonReport;
import io.boundarylab.cluster.compare.RealAgainstSimulated;
import io.boundarylab.cluster.export.Exporter;
import io.boundarylab.cluster.export.ManifestWriter;
import io.boundarylab.cluster.export.Manifests;
import io.boundarylab.cluster.export.NotExportable;
import io.boundarylab.cluster.export.ScenarioSpots;
import io.boundarylab.cluster.play.PodmanPlay;
import io.boundarylab.cluster.play.PodmanTools;
import io.boundarylab.cluster.run.Kubeconfig;
import io.boundarylab.cluster.source.Experiment;
import io.boundarylab.cluster.source.ExperimentSource;
import io.boundarylab.engine.Simulator;
import io.boundarylab.engine.cli.CommandStreams;
import io.boundarylab.engine.cli.ExitCodes;
import io.boundarylab.engine.format.TraceJson;
import io.boundarylab.engine.scenario.Quantities;
import io.boundarylab.engine.trace.TraceEvent;
import io.boundarylab.episodes.cli.UsageErrors;
import io.fabric8.kubernetes.client.KubernetesClient;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Supplier;

/**
 * {@code cluster}: the same experiment on a real Kubernetes cluster. {@code export} writes
 * manifests, {@code run} runs them in a namespace of its own and lines the real trace up against
 * the simulation's, {@code compare} does the lining up for a trace recorded earlier.
 */
@Command(name = "cluster", description = "Take an experiment to a real Kubernetes cluster and line it up against the simulation.")
public final class ClusterCommand implements Runnable {

    private final Supplier<ExperimentSource> source;
    private final Supplier<java.util.Optional<Kubeconfig>> kubeconfig;
    private final Supplier<PodmanTools.Found> podman;

    @CommandLine.Mixin
    CommandStreams streams;

    /** @param source where episodes come from (the bundled investigation, loaded when first needed) */
    public ClusterCommand(Supplier<ExperimentSource> source) {
        this(source, Kubeconfig::ofThisUser);
    }

    /** With the kubeconfig to use: tests point it at a mock API server. */
    public ClusterCommand(Supplier<ExperimentSource> source, Supplier<java.util.Optional<Kubeconfig>> kubeconfig) {
        this(source, kubeconfig, PodmanTools::find);
    }

    /** With where podman's tools come from: tests take them away to see the refusal. */
    public ClusterCommand(Supplier<ExperimentSource> source, Supplier<java.util.Optional<Kubeconfig>> kubeconfig, Supplier<PodmanTools.Found> podman) {
        this.source = source;
        this.kubeconfig = kubeconfig;
        this.podman = podman;
    }

    public CommandLine commandLine() {
        CommandLine cl = new CommandLine(this);
        cl.getCommandSpec().usageMessage().exitCodeListHeading(ExitCodes.heading(java.util.Locale.getDefault()))
                .exitCodeList(ExitCodes.help(java.util.Locale.getDefault(), List.of(ExitCodes.OK, ExitCodes.DIFFER, ExitCodes.BAD_INPUT,
                        ExitCodes.CANNOT_RUN, ExitCodes.CANNOT_WRITE)));
        cl.addSubcommand("export", new ExportCommand());
        cl.addSubcommand("run", new RunCommand());
        cl.addSubcommand("compare", new CompareCommand());
        cl.addSubcommand("play", new PlayCommand());
        // picocli's own usage errors: one line in the learner's language, exit 2.
        cl.setParameterExceptionHandler(new UsageErrors());
        return cl;
    }

    @Override
    public void run() {
        streams.commandLine().usage(streams.out());
    }

    /** Every bundled episode's id, in the investigations' order: what the help lists, read from the content, not written here. */
    static final class EpisodeIds implements Iterable<String> {
        @Override
        public java.util.Iterator<String> iterator() {
            java.util.LinkedHashSet<String> ids = new java.util.LinkedHashSet<>();
            try {
                for (Experiment e : ExperimentSource.bundled().all()) ids.add(e.label().substring(0, e.label().indexOf('/')));
            } catch (io.boundarylab.episodes.content.ContentException x) {
                // Unreadable bundled content is reported when an episode is asked for; the help lists none.
            }
            return ids.iterator();
        }
    }

    /** What names the experiment: a scenario file or an episode, and a variant. */
    static class What {
        @Parameters(index = "0", paramLabel = "SCENARIO|EPISODE", completionCandidates = EpisodeIds.class,
                description = "a scenario file, or an episode id of either investigation (${COMPLETION-CANDIDATES})")
        String what;

        @Option(names = "--variant", paramLabel = "V", description = "the episode's variant (default: contract)")
        String variant;
    }

    abstract class Sub implements Callable<Integer> {
        @CommandLine.Mixin
        CommandStreams streams;

        PrintWriter out() { return streams.out(); }

        PrintWriter err() { return streams.err(); }

        Experiment find(What w) throws ExperimentSource.BadInput {
            return source.get().find(w.what, w.variant);
        }

        /**
         * A refusal, located: for a scenario file, {@code file:line:column} of what is refused, as the engine names
         * every problem with a scenario; for an episode, its id and variant. Then what in it, and why.
         */
        int refuse(Experiment e, NotExportable x) {
            String at = ScenarioSpots.locate(e.label(), e.text(), x.spot());
            err().println((at != null ? at : e.label()) + ": " + x.getMessage());
            return ExitCodes.BAD_INPUT;
        }
    }

    @Command(name = "export", description = "Write the experiment as manifests that kubectl apply -f DIR accepts, and TIMELINE.txt with its actions.")
    final class ExportCommand extends Sub {
        @CommandLine.Mixin What what = new What();

        @Option(names = {"-o", "--output"}, required = true, paramLabel = "DIR", description = "the folder to write")
        Path output;

        @Option(names = "--image", paramLabel = "IMAGE", description = "the image the scripts run in (default: ${DEFAULT-VALUE})")
        String image = Exporter.DEFAULT_IMAGE;

        @Override
        public Integer call() {
            Experiment e;
            Manifests m;
            try {
                e = find(what);
            } catch (ExperimentSource.BadInput x) {
                err().println(x.getMessage());
                return ExitCodes.BAD_INPUT;
            }
            try {
                m = Exporter.export(e.scenario(), e.naive(), e.focus(), image);
            } catch (NotExportable x) {
                return refuse(e, x);
            }
            List<Path> files;
            try {
                files = ManifestWriter.writeChecked(m, e.label(), output);
            } catch (IOException x) {
                err().println(Text.get("cli.cannotWrite", output, x.getMessage()));
                return ExitCodes.CANNOT_WRITE;
            }
            out().println("exported " + e.label() + (m.split() ? " as the naive design, one Pod per container"
                    : e.naive() ? " as the naive design, one Pod whose init containers start with the rest" : " as Kubernetes runs it")
                    + ", for Kubernetes " + ManifestWriter.TARGET_VERSIONS + ":");
            for (Path f : files) out().println("  " + f);
            for (String note : m.notes()) out().println("note: " + note);
            out().println("apply with: " + ManifestWriter.applyCommand(output));
            out().println("then run the actions: " + ManifestWriter.timelineCommand(output));
            return ExitCodes.OK;
        }
    }

    @Command(name = "run", description = "Run the experiment on a cluster of your kubeconfig in a fresh namespace, then line it up against the simulation.")
    final class RunCommand extends Sub {
        @CommandLine.Mixin What what = new What();

        @Option(names = "--context", paramLabel = "NAME", description = "the kubeconfig context (default: its current context)")
        String context;

        @Option(names = "--image", paramLabel = "IMAGE", description = "the image the scripts run in (default: ${DEFAULT-VALUE})")
        String image = Exporter.DEFAULT_IMAGE;

        @Option(names = "--trace", paramLabel = "FILE", description = "also write the cluster's trace (JSON lines)")
        Path trace;

        @Option(names = "--record", paramLabel = "FILE", description = "also write what the watches delivered, for replaying later")
        Path record;

        @Option(names = "--tolerance", paramLabel = "DURATION", description = "timing differences up to this are jitter (default: 2s)")
        String tolerance = "2s";

        @Override
        public Integer call() throws Exception {
            Experiment e;
            Manifests m;
            long toleranceMs;
            try {
                e = find(what);
            } catch (ExperimentSource.BadInput x) {
                err().println(x.getMessage());
                return ExitCodes.BAD_INPUT;
            }
            try {
                m = RealAgainstSimulated.export(e, image);
                toleranceMs = Quantities.parseDurationMs(tolerance);
            } catch (NotExportable x) {
                return refuse(e, x);
            } catch (IllegalArgumentException x) {
                err().println(Text.get("cli.tolerance", tolerance));
                return ExitCodes.BAD_INPUT;
            }
            Kubeconfig kc = kubeconfig.get().orElse(null);
            if (kc == null) {
                err().println(Text.get("cli.noKubeconfig"));
                return ExitCodes.CANNOT_RUN;
            }
            if (context != null && !kc.contexts().contains(context)) {
                err().println(Text.get("cli.noContext", context, kc.file(), String.join(", ", kc.contexts())));
                return ExitCodes.BAD_INPUT;
            }
            try (KubernetesClient client = kc.client(context);
                 BufferedWriter rec = record == null ? null : Files.newBufferedWriter(record)) {
                String why = RealAgainstSimulated.whyNot(client);
                if (why != null) {
                    err().println(Text.get("cli.cannotRun", why));
                    return ExitCodes.CANNOT_RUN;
                }
                for (String note : m.notes()) err().println("note: " + note);
                RealAgainstSimulated.Result r = RealAgainstSimulated.run(e, m, client, hostName(), toleranceMs,
                        (message, f) -> err().println("[" + Math.round(f * 100) + "%] " + message), line -> write(rec, line), run -> { });
                if (trace != null) Files.writeString(trace, TraceJson.lines(r.run().trace()));
                out().print(r.report());
                return r.comparison().verdictsAgree() ? ExitCodes.OK : ExitCodes.DIFFER;
            }
        }

        private void write(BufferedWriter rec, String line) {
            if (rec == null) return;
            try {
                rec.write(line);
                rec.newLine();
            } catch (IOException x) {
                throw new UncheckedIOException(x);
            }
        }
    }

    @Command(name = "compare", description = "Line a cluster's trace (from run --trace) up against the simulation of the same experiment.")
    final class CompareCommand extends Sub {
        @Parameters(index = "0", paramLabel = "TRACE", description = "the cluster's trace, JSON lines")
        Path traceFile;

        @Parameters(index = "1", paramLabel = "SCENARIO|EPISODE", completionCandidates = EpisodeIds.class,
                description = "a scenario file, or an episode id of either investigation (${COMPLETION-CANDIDATES})")
        String what;

        @Option(names = "--variant", paramLabel = "V", description = "the episode's variant (default: contract)")
        String variant;

        @Option(names = "--tolerance", paramLabel = "DURATION", description = "timing differences up to this are jitter (default: 2s)")
        String tolerance = "2s";

        @Override
        public Integer call() {
            List<TraceEvent> real = new ArrayList<>();
            Experiment e;
            long toleranceMs;
            try {
                What w = new What();
                w.what = what;
                w.variant = variant;
                e = find(w);
                toleranceMs = Quantities.parseDurationMs(tolerance);
                int n = 0;
                for (String line : Files.readAllLines(traceFile)) {
                    n++;
                    if (line.isBlank()) continue;
                    try {
                        real.add(TraceJson.parseLine(line));
                    } catch (RuntimeException x) {
                        // One line: a parser's message may go on with where in its own input it stopped.
                        err().println(Text.get("cli.traceLine", traceFile, String.valueOf(n), String.valueOf(x.getMessage()).lines().findFirst().orElse("")));
                        return ExitCodes.BAD_INPUT;
                    }
                }
            } catch (ExperimentSource.BadInput x) {
                err().println(x.getMessage());
                return ExitCodes.BAD_INPUT;
            } catch (IOException x) {
                err().println(Text.get("cli.cannotRead", traceFile, x.getMessage()));
                return ExitCodes.BAD_INPUT;
            } catch (IllegalArgumentException x) {
                err().println(Text.get("cli.tolerance", tolerance));
                return ExitCodes.BAD_INPUT;
            }
            Comparison c = Comparison.of(e.scenario(), Simulator.run(e.scenario()).trace(), real, toleranceMs);
            out().print(ComparisonReport.text(e.label(), c, List.of()));
            return c.verdictsAgree() ? ExitCodes.OK : ExitCodes.DIFFER;
        }
    }

    @Command(name = "play", description = "Run the experiment as real Pods on this machine's podman, one podman node per simulated node, and line it up against the simulation.")
    final class PlayCommand extends Sub {
        @CommandLine.Mixin What what = new What();

        @Option(names = "--trace", paramLabel = "FILE", description = "also write podman's trace (JSON lines)")
        Path trace;

        @Option(names = "--tolerance", paramLabel = "DURATION", description = "timing differences up to this are jitter (default: 2s)")
        String tolerance = "2s";

        @Option(names = "--format", paramLabel = "FORMAT", description = "text (default) or json")
        String format = "text";

        @Override
        public Integer call() throws Exception {
            Experiment e;
            Manifests m;
            long toleranceMs;
            if (!format.equals("text") && !format.equals("json")) {
                err().println(Text.get("cli.format", format));
                return ExitCodes.BAD_INPUT;
            }
            try {
                e = find(what);
            } catch (ExperimentSource.BadInput x) {
                err().println(x.getMessage());
                return ExitCodes.BAD_INPUT;
            }
            try {
                m = RealAgainstSimulated.export(e, PodmanPlay.IMAGE);
                toleranceMs = Quantities.parseDurationMs(tolerance);
            } catch (NotExportable x) {
                return refuse(e, x);
            } catch (IllegalArgumentException x) {
                err().println(Text.get("cli.tolerance", tolerance));
                return ExitCodes.BAD_INPUT;
            }
            PodmanTools.Found tools = podman.get();
            if (tools.tools() == null) {
                err().println(tools.whyNot());
                return ExitCodes.CANNOT_RUN;
            }
            err().println(Text.get("play.running", e.label(), ComparisonReport.seconds(m.untilMs()), String.join(", ", new java.util.TreeSet<>(
                    io.boundarylab.cluster.play.Placement.of(m, Simulator.run(e.scenario()).trace()).values()))));
            RealAgainstSimulated.Played p;
            try {
                p = RealAgainstSimulated.onPodman(e, m, tools.tools(), PodmanPlay.BASE, toleranceMs);
            } catch (PodmanPlay.CannotPlay x) {
                err().println(x.getMessage());
                return ExitCodes.CANNOT_RUN;
            }
            if (trace != null) Files.writeString(trace, TraceJson.lines(p.play().trace()));
            out().print(format.equals("json") ? ComparisonReport.json(e.label(), p.comparison(), p.said()) : p.report());
            out().flush();
            return p.comparison().agreesOn(e.focus()) ? ExitCodes.OK : ExitCodes.DIFFER;
        }
    }

    static String hostName() {
        try {
            return java.net.InetAddress.getLocalHost().getHostName();
        } catch (java.net.UnknownHostException e) {
            return "unknown-host";
        }
    }
}
