package io.boundarylab.app.classroom;

import io.boundarylab.engine.cli.CommandStreams;
import io.boundarylab.engine.cli.ExitCodes;
import io.boundarylab.episodes.content.ContentException;
import io.boundarylab.episodes.content.ContentProblem;
import io.boundarylab.episodes.content.Investigation;
import io.boundarylab.episodes.run.FaultAction;
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

/** {@code class code ...} makes a class code; {@code class show CODE} says what it stands for. */
@Command(name = "class", description = "Class codes: every learner gets the instructor's runs (seed, faults on cue, episodes assigned).",
        subcommands = {ClassCommand.MakeCode.class, ClassCommand.Show.class, ClassCommand.Check.class})
public final class ClassCommand implements Runnable {
    @CommandLine.Mixin
    CommandStreams streams;

    @Override
    public void run() {
        streams.commandLine().usage(streams.out());
    }

    /** {@code class code}: prints the code for a seed, episodes and faults over the content given. */
    @Command(name = "code", description = "Makes a class code over the content (bundled, or --content).")
    public static final class MakeCode implements Callable<Integer> {
        @CommandLine.Mixin
        CommandStreams streams;

        @Option(names = "--content", paramLabel = "DIR", description = "a content folder instead of the bundled content")
        Path content;

        @Option(names = "--investigation", paramLabel = "ID",
                description = "the investigation the code is for, by id or by the number the screen shows (018)"
                        + " (default: the one holding the --episodes named, else the first)")
        String investigation;

        @Option(names = "--seed", paramLabel = "N", description = "the seed of every run (0 or more); without it each scenario keeps its own")
        Long seed;

        @Option(names = "--episodes", split = ",", paramLabel = "ID", description = "the episodes assigned (default: all)")
        List<String> episodes = new ArrayList<>();

        @Option(names = "--evict", paramLabel = "EPISODE@AT:TARGET", description = "evict a pod or member at a moment, e.g. helper@5s:pod/web-app")
        List<String> evict = new ArrayList<>();

        @Option(names = "--crash", paramLabel = "EPISODE@AT:TARGET[:CODE]", description = "crash a member, e.g. fate@3s:pod/web-app/web")
        List<String> crash = new ArrayList<>();

        @Option(names = "--fail-node", paramLabel = "EPISODE@AT:node/N", description = "fail a node at a moment")
        List<String> failNode = new ArrayList<>();

        @Override
        public Integer call() {
            PrintWriter out = streams.out();
            PrintWriter err = streams.err();
            List<Investigation> all = loadAll(content, err);
            if (all == null) return ExitCodes.BAD_INPUT;
            Investigation inv = choose(all, investigation, episodes, err);
            if (inv == null) return ExitCodes.BAD_INPUT;
            try {
                List<ClassSetup.CueFault> faults = new ArrayList<>();
                for (String s : evict) faults.add(CueFaults.parse("--evict", s, FaultAction.Kind.EVICT));
                for (String s : crash) faults.add(CueFaults.parse("--crash", s, FaultAction.Kind.CRASH));
                for (String s : failNode) faults.add(CueFaults.parse("--fail-node", s, FaultAction.Kind.FAIL_NODE));
                out.println(ClassCodes.write(ClassCodes.setup(inv, seed, episodes, faults), inv));
                out.flush();
                return ExitCodes.OK;
            } catch (IllegalArgumentException | ClassCodeException e) {
                err.println("class code: " + e.getMessage());
                err.flush();
                return ExitCodes.BAD_INPUT;
            }
        }
    }

    /** {@code class show CODE}: what the code stands for over the content given, and the same runs as commands. */
    @Command(name = "show", description = "Says what a class code stands for, and how to make its runs on the command line.")
    public static final class Show implements Callable<Integer> {
        @CommandLine.Mixin
        CommandStreams streams;

        @Parameters(index = "0", paramLabel = "CODE", description = "the class code, hyphens optional, any case")
        String code;

        @Option(names = "--content", paramLabel = "DIR", description = "a content folder instead of the bundled content")
        Path content;

        @Option(names = "--investigation", paramLabel = "ID", description = "read the code against this investigation, by id or number (default: the one the code names)")
        String investigation;

        @Override
        public Integer call() {
            PrintWriter out = streams.out();
            PrintWriter err = streams.err();
            List<Investigation> all = loadAll(content, err);
            if (all == null) return ExitCodes.BAD_INPUT;
            Investigation inv;
            ClassSetup s;
            try {
                if (investigation != null) {
                    inv = choose(all, investigation, List.of(), err);
                    if (inv == null) return ExitCodes.BAD_INPUT;
                } else {
                    inv = ClassCodes.investigationOf(code, all);
                }
                s = ClassCodes.read(code, inv);
            } catch (ClassCodeException e) {
                err.println(e.getMessage());
                err.flush();
                return ExitCodes.BAD_INPUT;
            }
            out.println(describe(s, inv));
            out.flush();
            return ExitCodes.OK;
        }
    }

    /** {@code class check --code CODE FILE...}: whether results files verify, one line per file. */
    @Command(name = "check", description = "Checks results files against the class code: read, complete, signed with it.")
    public static final class Check implements Callable<Integer> {
        @CommandLine.Mixin
        CommandStreams streams;

        @Option(names = "--code", required = true, paramLabel = "CODE", description = "the class code the results were handed in with")
        String code;

        @Parameters(paramLabel = "FILE", arity = "1..*", description = "results files")
        List<Path> files;

        @Override
        public Integer call() {
            PrintWriter out = streams.out();
            PrintWriter err = streams.err();
            ResultsFiles reader = new ResultsFiles();
            ClassroomText text = new ClassroomText(Locale.getDefault());
            boolean bad = false;
            for (Path f : files) {
                try {
                    Results r = reader.read(f, code);
                    out.println(text.get("check.ok", f, text.count("count.prediction", r.predictions().size(), r.predictions().size()),
                            text.count("count.cardAnswer", r.deck().size(), r.deck().size())));
                } catch (ResultsProblem p) {
                    err.println(p.getMessage());
                    bad = true;
                }
            }
            out.flush();
            err.flush();
            return bad ? ExitCodes.BAD_INPUT : ExitCodes.OK;
        }
    }

    /** The setup in lines a teacher can read out, ending with the runs as {@code episode run} commands. */
    static String describe(ClassSetup s, Investigation inv) {
        StringBuilder b = new StringBuilder();
        b.append("investigation  ").append(s.investigationId()).append('\n');
        b.append("content        class version ").append(s.classVersion(), 0, 12).append(" (every language of it; loaded here: ")
                .append(inv.locale().getLanguage()).append(", ").append(inv.contentVersion().files()).append(" files)\n");
        b.append("seed           ").append(s.seed() == null ? "each scenario's own" : s.seed()).append('\n');
        b.append("episodes       ").append(String.join(", ", s.episodes())).append('\n');
        b.append("faults on cue  ").append(s.faults().isEmpty() ? "none" : Integer.toString(s.faults().size())).append('\n');
        for (ClassSetup.CueFault f : s.faults()) {
            b.append("  ").append(f.episodeId()).append(": ").append(f.fault().kind().key()).append(' ').append(f.fault().target().text())
                    .append(" at ").append(f.fault().atMs()).append(" ms").append('\n');
        }
        b.append("the same runs on the command line:\n");
        for (String e : s.episodes()) {
            inv.episode(e).ifPresent(ep -> ep.experiment().variants().forEach(v ->
                    b.append("  boundary-lab episode run ").append(String.join(" ", runArguments(s, e, v.id()))).append('\n')));
        }
        return b.toString().stripTrailing();
    }

    /** The arguments of {@code episode run} that make the class's run of one variant (without {@code --content}). */
    public static List<String> runArguments(ClassSetup s, String episodeId, String variant) {
        // Named always: episode run takes the first investigation otherwise, and 018's episodes are not in it.
        List<String> a = new ArrayList<>(List.of(episodeId, "--investigation", s.investigationId(), "--variant", variant));
        if (s.seed() != null) a.addAll(List.of("--seed", Long.toString(s.seed())));
        for (ClassSetup.CueFault f : s.faults()) {
            if (!f.episodeId().equals(episodeId)) continue;
            FaultAction x = f.fault();
            String at = x.atMs() + "ms:";
            switch (x.kind()) {
                case EVICT -> a.addAll(List.of("--evict", at + x.target().text()));
                case CRASH -> a.addAll(List.of("--crash", at + x.target().text() + ":" + (x.exitCode() == null ? 1 : x.exitCode())));
                case FAIL_NODE -> a.addAll(List.of("--fail-node", at + x.target().text()));
                case DELETE -> throw new IllegalArgumentException("class codes carry no delete faults");
            }
        }
        return a;
    }

    /**
     * The investigation a code is made for: the one with id {@code id}; without one, the first that
     * holds every episode named (so {@code --episodes missing-copy} is 018's), else the first.
     * Null, with the reason on {@code err}, for an id no investigation has.
     */
    static Investigation choose(List<Investigation> all, String id, List<String> episodes, PrintWriter err) {
        if (id != null) {
            Investigation inv = Investigation.byId(all, id).orElse(null);
            if (inv == null) {
                err.println("class code: no investigation has the id or number '" + id + "'; the content has: "
                        + String.join(", ", all.stream().map(i -> i.id() + " (" + i.title() + ")").toList()));
                err.flush();
            }
            return inv;
        }
        if (!episodes.isEmpty()) {
            for (Investigation inv : all) {
                if (episodes.stream().allMatch(e -> inv.episode(e).isPresent())) return inv;
            }
        }
        return all.get(0);
    }

    /** Every investigation of the bundled content or of {@code dir}, or null with the problems on {@code err}. */
    static List<Investigation> loadAll(Path dir, PrintWriter err) {
        try {
            List<Investigation> all = dir == null ? Investigation.loadAllBundled(Locale.getDefault()) : Investigation.loadAll(dir, Locale.getDefault());
            if (all.isEmpty()) {
                err.println((dir == null ? "content/" : dir + "/") + ": no investigation to load");
                err.flush();
                return null;
            }
            return all;
        } catch (ContentException e) {
            String prefix = dir == null ? "content/" : dir.toString().endsWith("/") ? dir.toString() : dir + "/";
            for (ContentProblem p : e.problems()) err.println(prefix + p.format());
            err.flush();
            return null;
        }
    }
}
