package io.boundarylab.episodes.cli;

import io.boundarylab.engine.Simulator;
import io.boundarylab.engine.cli.CommandStreams;
import io.boundarylab.engine.cli.ExitCodes;
import io.boundarylab.engine.kernel.EventBudgetExceeded;
import io.boundarylab.episodes.content.ContentProblem;
import io.boundarylab.episodes.content.Deck;
import io.boundarylab.episodes.content.Episode;
import io.boundarylab.episodes.content.Variant;
import io.boundarylab.episodes.engine.EngineGateway;
import io.boundarylab.episodes.content.Investigation;
import io.boundarylab.episodes.content.Languages;
import io.boundarylab.episodes.content.GiveawayCues;
import io.boundarylab.episodes.run.CueSets;
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
@Command(name = "content", resourceBundle = "io.boundarylab.episodes.cli.Messages",
        description = "${bundle:content.description}", subcommands = ContentCommand.Validate.class)
public final class ContentCommand implements Runnable {

    @CommandLine.Mixin
    CommandStreams streams;

    @Override
    public void run() {
        streams.commandLine().usage(streams.out());
    }

    /** Validates one content folder (default: the bundled content). */
    @Command(name = "validate", resourceBundle = "io.boundarylab.episodes.cli.Messages",
            description = "${bundle:validate.description}")
    public static final class Validate implements Callable<Integer> {

        @CommandLine.Mixin
        CommandStreams streams;

        @Parameters(arity = "0..1", paramLabel = "DIR", descriptionKey = "validate.dir")
        Path dir;

        @Option(names = "--max-events", paramLabel = "N", descriptionKey = "option.maxEvents")
        long maxEvents = Simulator.DEFAULT_MAX_EVENTS;

        @Option(names = "--cues", descriptionKey = "validate.cues")
        boolean cues;

        @Override
        public Integer call() {
            PrintWriter out = streams.out();
            PrintWriter err = streams.err();
            if (maxEvents < 1) {
                err.println("--max-events: must be at least 1, got " + maxEvents);
                err.flush();
                return ExitCodes.BAD_INPUT;
            }
            // Every language the folder holds, English first: each must load and pass on its own.
            java.util.Set<ContentProblem> problems = new java.util.LinkedHashSet<>();
            java.util.Set<ContentProblem> warnings = new java.util.LinkedHashSet<>();
            // Right choices and numbers by investigation and episode: the runs decide them once, for every language.
            java.util.Map<String, io.boundarylab.episodes.run.RightChoice.Answers> answers = new java.util.HashMap<>();
            List<CueSets.CueSet> sets = new ArrayList<>();
            for (Locale language : languages(dir)) {
                try {
                    // Every investigation of the folder: its warnings and its runs' event budgets.
                    List<Investigation> all = dir == null ? Investigation.loadAllBundled(language)
                            : Investigation.loadAll(dir, language);
                    for (Investigation inv : all) {
                        warnings.addAll(inv.warnings());
                        // The runs are the same scenarios in every language: English's run once.
                        if (language.equals(Locale.ENGLISH)) problems.addAll(overBudget(inv, maxEvents));
                        sets.add(CueSets.investigation(inv, answers, maxEvents));
                        warnings.addAll(CueSets.statedOnPage(inv, answers, maxEvents));
                    }
                    Deck deck = deck(dir, language, all, problems);
                    if (deck != null) sets.add(CueSets.deck(deck, language));
                } catch (io.boundarylab.episodes.content.ContentException e) {
                    problems.addAll(e.problems());
                }
            }
            // A set of questions a learner can score on without reasoning fails, like a broken file.
            for (CueSets.CueSet set : sets) problems.addAll(CueSets.failures(set));
            problems.addAll(languageGaps(dir));
            // Paths as the author's shell sees them, so that an editor can jump to each problem.
            for (ContentProblem p : problems) out.println(CliSupport.located(dir, p));
            // Warnings never fail a validation: the content works, it only teaches less.
            for (ContentProblem w : warnings) out.println(CliSupport.located(dir, w));
            if (cues) for (CueSets.CueSet set : sets) table(set).forEach(out::println);
            if (problems.isEmpty()) {
                out.println(CliSupport.msg("validate.clean", dir == null ? CliSupport.msg("validate.bundled") : dir.toString()));
                out.flush();
                return ExitCodes.OK;
            }
            err.println(CliSupport.msg("validate.problems", problems.size()));
            out.flush();
            err.flush();
            return ExitCodes.BAD_INPUT;
        }

        /**
         * The concept deck (its links checked against {@code all}; empty when the folder has none),
         * or null after adding its problems to {@code problems}.
         */
        static Deck deck(Path dir, Locale language, List<Investigation> all, java.util.Set<ContentProblem> problems) {
            try {
                return dir == null ? Deck.loadBundled(language, all) : Deck.load(dir, language, all);
            } catch (io.boundarylab.episodes.content.ContentException e) {
                problems.addAll(e.problems());
                return null;
            }
        }

        /** The languages of a content folder, or of the bundled content when null. */
        static List<Locale> languages(Path dir) {
            return dir == null ? Languages.bundled() : Languages.of(dir);
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

    /** The set's table: a heading, then one line per cue. */
    private static List<String> table(CueSets.CueSet set) {
        List<String> out = new ArrayList<>();
        out.add(CliSupport.msg("validate.cues.set", set.name(), set.questions().size()));
        for (GiveawayCues.Count c : set.counts())
            out.add(String.format(Locale.ROOT, "  %-18s %s%s", c.cue(), c.summary(), c.fails() ? "  FAILS" : ""));
        return out;
    }
}
