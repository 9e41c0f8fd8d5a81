package io.boundarylab.bridge.cli;

import io.boundarylab.bridge.replay.SimulationOracle;
import io.boundarylab.bridge.sandbox.Host;
import io.boundarylab.engine.cli.CommandStreams;
import io.boundarylab.engine.cli.ExitCodes;
import picocli.CommandLine;
import picocli.CommandLine.Command;

import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;

/**
 * {@code bridge}: replays the episodes' experiments on this machine's Linux kernel. The simulation's
 * verdicts come from the {@link SimulationOracle} given by the caller (the app passes one backed by
 * the episodes model).
 */
@Command(name = "bridge", resourceBundle = "io.boundarylab.bridge.cli.Bridge")
public final class BridgeCommand implements Runnable {

    private final SimulationOracle oracle;
    private final Supplier<Host> host;

    @CommandLine.Mixin
    CommandStreams streams;

    public BridgeCommand(SimulationOracle oracle) {
        this(oracle, Host::detect);
    }

    /** With a host supplier: tests keep run state in a directory of their own. */
    public BridgeCommand(SimulationOracle oracle, Supplier<Host> host) {
        this.oracle = oracle;
        this.host = host;
    }

    /** The command line with its subcommands, ready to {@code execute(args)}. */
    public CommandLine commandLine() {
        CommandLine cl = new CommandLine(this);
        cl.getCommandSpec().usageMessage().exitCodeListHeading(ExitCodes.heading(Locale.getDefault()))
                .exitCodeList(ExitCodes.help(Locale.getDefault(), List.of(ExitCodes.OK, ExitCodes.DIFFER, ExitCodes.CANNOT_RUN)));
        cl.addSubcommand("doctor", new DoctorCommand(host));
        cl.addSubcommand("replay", new ReplayCommand(host, oracle));
        cl.addSubcommand("ceilings", new CeilingsCommand(host, oracle));
        return cl;
    }

    @Override
    public void run() {
        streams.commandLine().usage(streams.out());
    }

    /** Runs the bridge on its own, without a simulation to compare with. */
    public static void main(String[] args) {
        System.exit(new BridgeCommand(SimulationOracle.none()).commandLine().execute(args));
    }
}
