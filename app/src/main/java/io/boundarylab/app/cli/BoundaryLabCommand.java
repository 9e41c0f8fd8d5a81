package io.boundarylab.app.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code boundary-lab} command line: one subcommand per job, each with {@code --help}. */
@Command(name = "boundary-lab", mixinStandardHelpOptions = true, version = "boundary-lab 0.1.0",
        description = "Learn why an orchestrator treats tightly-coupled processes as one unit.",
        subcommands = {CommandLine.HelpCommand.class})
public final class BoundaryLabCommand implements Runnable {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(System.out);
    }

    /** Runs the command line and returns the exit code. */
    public static int run(String... args) {
        return new CommandLine(new BoundaryLabCommand()).execute(args);
    }
}
