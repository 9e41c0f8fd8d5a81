package io.boundarylab.episodes.cli;

import io.boundarylab.episodes.content.ContentProblem;
import io.boundarylab.episodes.content.Investigation;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

/** {@code content validate [DIR]}: checks a content folder and lists every problem where it is. */
@Command(name = "content", mixinStandardHelpOptions = true, resourceBundle = "io.boundarylab.episodes.cli.Messages",
        description = "${bundle:content.description}", subcommands = ContentCommand.Validate.class)
public final class ContentCommand implements Runnable {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** Validates one content folder (default: the bundled content). */
    @Command(name = "validate", mixinStandardHelpOptions = true, resourceBundle = "io.boundarylab.episodes.cli.Messages",
            description = "${bundle:validate.description}")
    public static final class Validate implements Callable<Integer> {

        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

        @Parameters(arity = "0..1", paramLabel = "DIR", descriptionKey = "validate.dir")
        Path dir;

        @Override
        public Integer call() {
            PrintWriter out = spec.commandLine().getOut();
            PrintWriter err = spec.commandLine().getErr();
            List<ContentProblem> problems = List.of();
            List<ContentProblem> warnings = List.of();
            try {
                Investigation inv = dir == null ? Investigation.loadBundled(Locale.getDefault())
                        : Investigation.load(dir, Locale.getDefault());
                warnings = inv.warnings();
            } catch (io.boundarylab.episodes.content.ContentException e) {
                problems = e.problems();
            }
            // Paths as the author's shell sees them, so that an editor can jump to each problem.
            for (ContentProblem p : problems) out.println(CliSupport.located(dir, p));
            // Warnings never fail a validation: the content works, it only teaches less.
            for (ContentProblem w : warnings) out.println(CliSupport.located(dir, w));
            if (problems.isEmpty()) {
                out.println(CliSupport.msg("validate.clean", dir == null ? CliSupport.msg("validate.bundled") : dir.toString()));
                out.flush();
                return CliSupport.EXIT_OK;
            }
            err.println(CliSupport.msg("validate.problems", problems.size()));
            out.flush();
            err.flush();
            return CliSupport.EXIT_USAGE;
        }
    }
}
