package io.boundarylab.bridge.cli;

import io.boundarylab.bridge.experiment.Variant;
import io.boundarylab.bridge.replay.Replayer;
import io.boundarylab.bridge.replay.SimulationOracle;
import io.boundarylab.bridge.sandbox.Host;
import io.boundarylab.engine.cli.CommandStreams;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Supplier;

/** {@code bridge ceilings}: a member over its memory ceiling is OOM-killed; one over its CPU ceiling is throttled. */
@Command(name = "ceilings", resourceBundle = "io.boundarylab.bridge.cli.Ceilings")
public final class CeilingsCommand implements Callable<Integer> {

    private final Supplier<Host> host;
    private final SimulationOracle oracle;

    @Option(names = "--format", descriptionKey = "format", defaultValue = "text")
    private Format format;

    @CommandLine.Mixin
    CommandStreams streams;

    CeilingsCommand(Supplier<Host> host, SimulationOracle oracle) {
        this.host = host;
        this.oracle = oracle;
    }

    @Override
    public Integer call() {
        return ReplayCommand.run(new Replayer(host.get(), oracle), List.<String[]>of(new String[] {"ceilings", Variant.CONTRACT.key()}),
                format, streams.commandLine());
    }
}
