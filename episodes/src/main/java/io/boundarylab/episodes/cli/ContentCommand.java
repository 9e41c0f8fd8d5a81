package io.boundarylab.episodes.cli;

import io.boundarylab.engine.Simulator;
import io.boundarylab.engine.kernel.EventBudgetExceeded;
import io.boundarylab.episodes.content.ContentProblem;
import io.boundarylab.episodes.content.Episode;
import io.boundarylab.episodes.content.Variant;
import io.boundarylab.episodes.engine.EngineGateway;
import io.boundarylab.episodes.content.Investigation;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
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

        @Option(names = "--max-events", paramLabel = "N", descriptionKey = "option.maxEvents")
        long maxEvents = Simulator.DEFAULT_MAX_EVENTS;

        @Override
        public Integer call() {
            PrintWriter out = spec.commandLine().getOut();
            PrintWriter err = spec.commandLine().getErr();
            if (maxEvents < 1) {
                err.println("--max-events: must be at least 1, got " + maxEvents);
                err.flush();
                return CliSupport.EXIT_USAGE;
            }
            List<ContentProblem> problems = new ArrayList<>();
            List<ContentProblem> warnings = List.of();
            try {
                // Every investigation of the folder: its warnings and its runs' event budgets.
                List<Investigation> all = dir == null ? Investigation.loadAllBundled(Locale.getDefault())
                        : Investigation.loadAll(dir, Locale.getDefault());
                List<ContentProblem> found = new ArrayList<>();
                for (Investigation inv : all) {
                    found.addAll(inv.warnings());
                    problems.addAll(overBudget(inv, maxEvents));
                }
                warnings = found;
                problems.addAll(deckProblems(dir, all));
            } catch (io.boundarylab.episodes.content.ContentException e) {
                problems.addAll(e.problems());
            }
            problems.addAll(languageGaps(dir));
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

        /** The concept deck's problems (its links checked against {@code inv}); none when the folder has no deck. */
        static List<ContentProblem> deckProblems(Path dir, List<Investigation> all) {
            try {
                if (dir == null) io.boundarylab.episodes.content.Deck.loadBundled(Locale.getDefault(), all);
                else io.boundarylab.episodes.content.Deck.load(dir, Locale.getDefault(), all);
                return List.of();
            } catch (io.boundarylab.episodes.content.ContentException e) {
                return e.problems();
            }
        }

        /** What one language folder has and another lacks (a folder given; the bundled content is checked by its tests). */
        static List<ContentProblem> languageGaps(Path dir) {
            if (dir == null) {
                return List.of();
            }
            try {
                return io.boundarylab.episodes.content.LanguageGaps.find(dir);
            } catch (java.io.IOException | RuntimeException e) {
                return List.of(new ContentProblem(".", 0, 0, "languages: could not compare the language folders: " + e.getMessage()));
            }
        }

        /**
         * Runs every variant once, as {@code episode run} would: content whose run needs more events
         * than the budget is found here, by its author, not later by a learner.
         */
        static List<ContentProblem> overBudget(Investigation inv, long maxEvents) {
            List<ContentProblem> found = new ArrayList<>();
            for (Episode e : inv.episodes()) {
                for (Variant v : e.experiment().variants()) {
                    try {
                        EngineGateway.run(v.scenario(), null, maxEvents);
                    } catch (EventBudgetExceeded b) {
                        // The scenario keeps no position for its horizon: 1:1 names the whole file.
                        found.add(new ContentProblem(v.scenario().file(), 1, 1, "until: " + b.getMessage()));
                    }
                }
            }
            return found;
        }
    }
}
