package io.boundarylab.bridge.cli;

import io.boundarylab.bridge.experiment.Experiment;
import io.boundarylab.bridge.experiment.Experiments;
import io.boundarylab.bridge.experiment.Variant;
import io.boundarylab.bridge.replay.CannotRunException;
import io.boundarylab.bridge.replay.Replay;
import io.boundarylab.bridge.replay.Replayer;
import io.boundarylab.bridge.replay.SimulationOracle;
import io.boundarylab.bridge.sandbox.Host;
import io.boundarylab.engine.cli.CommandStreams;
import io.boundarylab.engine.cli.ExitCodes;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Supplier;

/** {@code bridge replay EPISODE --variant naive|contract} and {@code bridge replay --all}. */
@Command(name = "replay", resourceBundle = "io.boundarylab.bridge.cli.Replay")
public final class ReplayCommand implements Callable<Integer> {

    private final Supplier<Host> host;
    private final SimulationOracle oracle;

    @Parameters(arity = "0..1", paramLabel = "EPISODE", descriptionKey = "episode")
    private String episode;

    @Option(names = "--variant", descriptionKey = "variant")
    private String variant;

    @Option(names = "--all", descriptionKey = "all")
    private boolean all;

    @Option(names = "--format", descriptionKey = "format", defaultValue = "text")
    private Format format;

    @CommandLine.Mixin
    CommandStreams streams;

    ReplayCommand(Supplier<Host> host, SimulationOracle oracle) {
        this.host = host;
        this.oracle = oracle;
    }

    @Override
    public Integer call() {
        if (all == (episode != null)) {
            throw new CommandLine.ParameterException(streams.commandLine(), "give an EPISODE or --all");
        }
        List<String[]> todo = new ArrayList<>();
        for (Experiment e : Experiments.all()) {
            if (!all && !e.id().equals(episode)) continue;
            for (Variant v : e.variants()) {
                if (variant == null || v.key().equals(variant)) todo.add(new String[] {e.id(), v.key()});
            }
        }
        if (todo.isEmpty()) {
            throw new CommandLine.ParameterException(streams.commandLine(), "no experiment " + episode
                    + (variant == null ? "" : " with variant " + variant) + " (helper, startup-order, identity, fate, ceilings)");
        }
        return run(new Replayer(host.get(), oracle), todo, format, streams.commandLine());
    }

    /** Replays the list and prints each result; shared with {@code bridge ceilings}. */
    static int run(Replayer replayer, List<String[]> todo, Format format, CommandLine cl) {
        ReportWriter w = new ReportWriter(cl.getOut());
        List<Object> json = new ArrayList<>();
        int code = ExitCodes.OK;
        for (String[] t : todo) {
            try {
                Replay r = replayer.replay(t[0], Variant.fromKey(t[1]));
                if (!r.agree()) code = Math.max(code, ExitCodes.DIFFER);
                if (format == Format.json) json.add(ReportWriter.replayJson(r));
                else w.replay(r);
            } catch (CannotRunException e) {
                code = ExitCodes.CANNOT_RUN;
                if (format == Format.json) json.add(ReportWriter.refusedJson(t[0], t[1], e));
                else w.refused(t[0], t[1], e);
            }
        }
        if (format == Format.json) w.json(json);
        return code;
    }
}
