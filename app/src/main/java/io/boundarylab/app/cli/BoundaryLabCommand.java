package io.boundarylab.app.cli;

import io.boundarylab.app.lab.EpisodeOracle;
import io.boundarylab.bridge.cli.BridgeCommand;
import io.boundarylab.engine.cli.CommandStreams;
import io.boundarylab.engine.cli.ExitCodes;
import io.boundarylab.episodes.cli.ContentCommand;
import io.boundarylab.episodes.cli.EpisodeCommand;
import io.boundarylab.episodes.cli.SynthesisCommand;
import io.boundarylab.episodes.cli.UsageErrors;
import io.boundarylab.engine.kernel.EventBudgetExceeded;
import picocli.CommandLine;
import picocli.CommandLine.Command;

import java.io.PrintWriter;
import java.util.Arrays;

/** The {@code boundary-lab} command line: one subcommand per job, each with {@code --help}. */
@Command(name = "boundary-lab", version = "boundary-lab 0.1.0",
        description = "Learn why an orchestrator treats tightly-coupled processes as one unit.",
        subcommands = {CommandLine.HelpCommand.class})
public final class BoundaryLabCommand implements Runnable {
    /** The option, accepted anywhere on the line, that shows the stack trace of an internal error. */
    static final String DEBUG = "--debug";

    @CommandLine.Mixin
    CommandStreams streams;

    @Override
    public void run() {
        streams.commandLine().usage(streams.out());
    }

    /** Runs the command line on standard output and error and returns the exit code. */
    public static int run(String... args) {
        return run(new PrintWriter(System.out, true), new PrintWriter(System.err, true), args);
    }

    /**
     * Runs the command line with the given output and error streams and returns the exit code
     * ({@link ExitCodes}). {@code --debug} anywhere adds the stack trace to an internal error.
     */
    public static int run(PrintWriter out, PrintWriter err, String... args) {
        return run(out, err, cl -> { }, args);
    }

    /** As {@link #run(PrintWriter, PrintWriter, String...)}, with {@code extra} adding commands (tests add one that fails). */
    static int run(PrintWriter out, PrintWriter err, java.util.function.Consumer<CommandLine> extra, String... args) {
        boolean debug = Arrays.asList(args).contains(DEBUG);
        String[] rest = Arrays.stream(args).filter(a -> !a.equals(DEBUG)).toArray(String[]::new);
        try {
            return execute(out, err, debug, extra, rest);
        } catch (RuntimeException | Error e) {
            // What escaped picocli itself (an error while printing usage, a StackOverflowError).
            return unexpected(e, err, debug);
        } finally {
            out.flush();
            err.flush();
        }
    }

    private static int execute(PrintWriter out, PrintWriter err, boolean debug, java.util.function.Consumer<CommandLine> extra, String... args) {
        CommandLine cl = new CommandLine(new BoundaryLabCommand());
        extra.accept(cl);
        return commandLine(cl, out, err, debug).execute(args);
    }

    /** Every command, in every module, under {@code cl}, writing to {@code out} and {@code err}. */
    static CommandLine commandLine(CommandLine cl, PrintWriter out, PrintWriter err, boolean debug) {
        cl.getCommandSpec().usageMessage().exitCodeListHeading(ExitCodes.heading(java.util.Locale.getDefault()))
                .exitCodeList(ExitCodes.help(java.util.Locale.getDefault(), ExitCodes.ALL));
        cl.addSubcommand(new SimulateCommand());
        cl.addSubcommand(new ContentCommand());
        cl.addSubcommand(new EpisodeCommand());
        cl.addSubcommand(new SynthesisCommand());
        cl.addSubcommand(new io.boundarylab.app.classroom.ClassCommand());
        cl.addSubcommand("bridge", new BridgeCommand(EpisodeOracle.bundled()).commandLine());
        cl.addSubcommand(new DeckCommand(io.boundarylab.bridge.sandbox.Host::detect));
        cl.addSubcommand("cluster", new io.boundarylab.cluster.cli.ClusterCommand(ClusterSources::bundled).commandLine());
        // Every subcommand writes to the same streams (setOut/setErr apply to subcommands added before).
        cl.setOut(out);
        cl.setErr(err);
        // A usage error is the user's mistake, like an invalid scenario: exit 2, one line in the learner's language.
        cl.setParameterExceptionHandler(new UsageErrors());
        cl.setExecutionExceptionHandler((ex, c, parsed) -> {
            if (ex instanceof EventBudgetExceeded b) {
                err.println(b.getMessage());
                return ExitCodes.EVENT_BUDGET;
            }
            return unexpected(ex, err, debug);
        });
        return cl;
    }

    /**
     * A bug, not the user's mistake: one line that says so and where to report it; the stack trace
     * only with {@code --debug}, since a learner cannot act on it.
     */
    static int unexpected(Throwable e, PrintWriter err, boolean debug) {
        err.println("boundary-lab: internal error (" + e.getClass().getSimpleName() + "): this is a bug in Boundary Lab, not in your input."
                + " Please report it in the project's issue tracker with the command you ran"
                + (debug ? "." : "; add --debug to see the details to include."));
        if (debug) e.printStackTrace(err);
        err.flush();
        return ExitCodes.INTERNAL_ERROR;
    }
}
