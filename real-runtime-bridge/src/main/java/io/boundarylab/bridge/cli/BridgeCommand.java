package io.boundarylab.bridge.cli;

import io.boundarylab.bridge.replay.SimulationOracle;
import io.boundarylab.bridge.sandbox.Host;
import picocli.CommandLine;
import picocli.CommandLine.Command;

import java.util.function.Supplier;

/**
 * {@code bridge}: replays the episodes' experiments on this machine's Linux kernel. The simulation's
 * verdicts come from the {@link SimulationOracle} given by the caller (the app passes one backed by
 * the episodes model).
 */
@Command(name = "bridge", mixinStandardHelpOptions = true, resourceBundle = "io.boundarylab.bridge.cli.Bridge")
public final class BridgeCommand implements Runnable {

    /** Exit code when every replayed experiment agrees with the simulation. */
    public static final int AGREE = 0;
    /** Exit code when some kernel verdict differs from the simulation's. */
    public static final int DISAGREE = 1;
    /** Exit code when the machine cannot run what was asked (the reason is printed). */
    public static final int CANNOT_RUN = 3;

    private final SimulationOracle oracle;
    private final Supplier<Host> host;

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

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
        cl.addSubcommand("doctor", new DoctorCommand(host));
        cl.addSubcommand("replay", new ReplayCommand(host, oracle));
        cl.addSubcommand("ceilings", new CeilingsCommand(host, oracle));
        return cl;
    }

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** Runs the bridge on its own, without a simulation to compare with. */
    public static void main(String[] args) {
        System.exit(new BridgeCommand(SimulationOracle.none()).commandLine().execute(args));
    }
}
