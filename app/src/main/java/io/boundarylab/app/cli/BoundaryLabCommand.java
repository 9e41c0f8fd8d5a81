package io.boundarylab.app.cli;

import io.boundarylab.app.lab.EpisodeOracle;
import io.boundarylab.bridge.cli.BridgeCommand;
import io.boundarylab.episodes.cli.ContentCommand;
import io.boundarylab.episodes.cli.EpisodeCommand;
import io.boundarylab.episodes.cli.SynthesisCommand;
import picocli.CommandLine;
import picocli.CommandLine.Command;

import java.io.PrintWriter;

/** The {@code boundary-lab} command line: one subcommand per job, each with {@code --help}. */
@Command(name = "boundary-lab", mixinStandardHelpOptions = true, version = "boundary-lab 0.1.0",
        description = "Learn why an orchestrator treats tightly-coupled processes as one unit.",
        subcommands = {CommandLine.HelpCommand.class})
public final class BoundaryLabCommand implements Runnable {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** Runs the command line on standard output and error and returns the exit code. */
    public static int run(String... args) {
        return run(new PrintWriter(System.out, true), new PrintWriter(System.err, true), args);
    }

    /** Runs the command line with the given output and error streams and returns the exit code. */
    public static int run(PrintWriter out, PrintWriter err, String... args) {
        CommandLine cl = new CommandLine(new BoundaryLabCommand());
        cl.addSubcommand(new SimulateCommand(out, err));
        cl.addSubcommand(new ContentCommand());
        cl.addSubcommand(new EpisodeCommand());
        cl.addSubcommand(new SynthesisCommand());
        cl.addSubcommand("bridge", new BridgeCommand(EpisodeOracle.bundled()).commandLine());
        // Every subcommand writes to the same streams (setOut/setErr apply to subcommands added before).
        cl.setOut(out);
        cl.setErr(err);
        // A usage error is the user's mistake, like an invalid scenario: exit 2.
        cl.setParameterExceptionHandler((ex, a) -> {
            err.println(ex.getMessage());
            ex.getCommandLine().usage(err);
            return 2;
        });
        int code = cl.execute(args);
        out.flush();
        err.flush();
        return code;
    }
}
