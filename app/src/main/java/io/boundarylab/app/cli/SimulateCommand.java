package io.boundarylab.app.cli;

import io.boundarylab.app.export.OutputFile;
import io.boundarylab.engine.Simulator;
import io.boundarylab.engine.cli.CommandStreams;
import io.boundarylab.engine.cli.ExitCodes;
import io.boundarylab.engine.kernel.EventBudgetExceeded;
import io.boundarylab.engine.SimulationRun;
import io.boundarylab.engine.cluster.Guarantee;
import io.boundarylab.engine.contract.Verdict;
import io.boundarylab.engine.format.ResultJson;
import io.boundarylab.engine.format.TraceJson;
import io.boundarylab.engine.result.ContainerStatus;
import io.boundarylab.engine.result.PodStatus;
import io.boundarylab.engine.result.SimulationResult;
import io.boundarylab.engine.scenario.Quantities;
import io.boundarylab.engine.scenario.Scenario;
import io.boundarylab.engine.scenario.ScenarioException;
import io.boundarylab.engine.scenario.ScenarioReader;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;

/** {@code boundary-lab simulate}: runs a scenario and prints its result; optionally writes the trace. */
@Command(name = "simulate", description = {"Run a scenario (YAML or JSON) on the simulated cluster and print the result.",
                "Exit codes: see boundary-lab --help and docs/limits.md."})
public final class SimulateCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "SCENARIO", description = "the scenario file (.yaml, .yml or .json)")
    Path scenarioFile;

    @Option(names = "--seed", paramLabel = "N", description = "seed of the random source (default: the scenario's, else 1)")
    Long seed;

    @Option(names = "--until", paramLabel = "DURATION", description = "simulated horizon, e.g. 2m or 1m30s (default: the scenario's)")
    String until;

    @Option(names = "--format", paramLabel = "json|text", defaultValue = "text", description = "output format (default: ${DEFAULT-VALUE})")
    String format;

    @Option(names = "--trace", paramLabel = "FILE.jsonl",
            description = "write the trace as JSON lines to this file ('-' for standard output, before the result)")
    Path traceFile;

    @Option(names = "--max-events", paramLabel = "N",
            description = "stop a run that needs more than N events (default: ${DEFAULT-VALUE})")
    long maxEvents = Simulator.DEFAULT_MAX_EVENTS;

    @CommandLine.Mixin
    CommandStreams streams;

    @Override
    public Integer call() {
        PrintWriter out = streams.out();
        PrintWriter err = streams.err();
        if (!format.equals("json") && !format.equals("text")) {
            err.println("--format: expected json or text, got '" + format + "'");
            return ExitCodes.BAD_INPUT;
        }
        if (maxEvents < 1) {
            err.println("--max-events: must be at least 1, got " + maxEvents);
            return ExitCodes.BAD_INPUT;
        }
        Scenario scenario;
        try {
            scenario = ScenarioReader.read(scenarioFile);
        } catch (ScenarioException e) {
            err.println(e.getMessage());
            return ExitCodes.BAD_INPUT;
        }
        if (seed != null) scenario = scenario.withSeed(seed);
        if (until != null) {
            try {
                scenario = scenario.withUntilMs(Quantities.parseDurationMs(until));
            } catch (IllegalArgumentException e) {
                err.println("--until: " + e.getMessage());
                return ExitCodes.BAD_INPUT;
            }
        }
        if (scenario.untilMs() == null) {
            // At the top of the file, where the field belongs, as the reader places a missing field at its map.
            err.println(scenarioFile + ":1:1: until: required field is missing (or pass --until)");
            return ExitCodes.BAD_INPUT;
        }
        SimulationRun run;
        try {
            run = Simulator.run(scenario, maxEvents);
        } catch (EventBudgetExceeded e) {
            err.println(scenarioFile + ": " + e.getMessage());
            return ExitCodes.EVENT_BUDGET;
        }
        if (traceFile != null) {
            try {
                OutputFile.write(traceFile, TraceJson.lines(run.trace()), out);
            } catch (OutputFile.OutputException e) {
                err.println("--trace: " + e.getMessage());
                return ExitCodes.CANNOT_WRITE;
            }
        }
        if (format.equals("json")) out.println(ResultJson.write(run.result()));
        else printText(run.result(), out);
        out.flush();
        if (out.checkError()) {
            err.println("standard output: cannot write the result");
            return ExitCodes.CANNOT_WRITE;
        }
        return ExitCodes.OK;
    }

    private void printText(SimulationResult r, PrintWriter out) {
        out.printf(Locale.ROOT, "scenario %s, seed %d, until %s: %d events, trace sha256 %s%n", r.scenario(), r.seed(),
                Quantities.formatDuration(r.endTimeMs()), r.eventCount(), r.traceSha256());
        for (Map.Entry<String, PodStatus> e : r.pods().entrySet()) {
            PodStatus p = e.getValue();
            out.printf(Locale.ROOT, "pod %s: %s%s, node %s, ip %s, %s%n", e.getKey(), p.phase(), p.reason() == null ? "" : " (" + p.reason() + ")",
                    p.node() == null ? "-" : p.node(), p.ip() == null ? "-" : p.ip(), p.schedulingStatus());
            for (Map.Entry<String, ContainerStatus> c : p.containers().entrySet()) {
                ContainerStatus s = c.getValue();
                out.printf(Locale.ROOT, "  %-8s %-16s %-10s %-18s restarts %d%s%n", s.kind(), c.getKey(), s.state(), s.reason() == null ? "" : s.reason(),
                        s.restartCount(), s.node() == null ? "" : ", on " + s.node() + (s.ip() == null ? "" : " at " + s.ip()));
            }
        }
        out.println("contract:");
        for (Map.Entry<Guarantee, Verdict> e : r.contract().entrySet()) {
            out.printf(Locale.ROOT, "  %-16s %-13s %s%n", e.getKey().key(), e.getValue().outcome().key(), e.getValue().summary());
        }
        if (!r.metrics().linesShipped().isEmpty()) out.println("lines shipped: " + r.metrics().linesShipped());
        out.printf(Locale.ROOT, "connections: %d ok, %d refused%n", r.metrics().connectionsOk(), r.metrics().connectionsRefused());
        WorkloadText.print(r, out);
    }
}
