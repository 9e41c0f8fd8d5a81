package io.boundarylab.engine.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;

/**
 * What every command begins with, as a picocli mixin ({@code @Mixin CommandStreams streams;}): the
 * standard {@code --help} and {@code --version} options, and the output and error streams the
 * command line was given (tests and the app hand in their own).
 */
@Command(mixinStandardHelpOptions = true)
public final class CommandStreams {
    @Spec(Spec.Target.MIXEE)
    private CommandSpec command;

    /** The command this is mixed into, as parsed. */
    public CommandLine commandLine() {
        return command.commandLine();
    }

    public PrintWriter out() {
        return command.commandLine().getOut();
    }

    public PrintWriter err() {
        return command.commandLine().getErr();
    }

    /** Says {@code line} on the error stream and returns {@code code}, one of {@link ExitCodes}. */
    public int fail(int code, String line) {
        PrintWriter err = err();
        err.println(line);
        err.flush();
        return code;
    }
}
