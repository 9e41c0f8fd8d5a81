package io.boundarylab.app.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.boundarylab.app.deck.SeeItRunner;
import io.boundarylab.app.i18n.Messages;
import io.boundarylab.app.save.ConfigLocation;
import io.boundarylab.app.save.SaveStore;
import io.boundarylab.bridge.replay.Replayer;
import io.boundarylab.bridge.replay.SimulationOracle;
import io.boundarylab.bridge.sandbox.Host;
import io.boundarylab.engine.cli.CommandStreams;
import io.boundarylab.engine.cli.ExitCodes;
import io.boundarylab.engine.trace.TraceEvent;
import io.boundarylab.episodes.content.Card;
import io.boundarylab.episodes.content.ContentException;
import io.boundarylab.episodes.content.ContentProblem;
import io.boundarylab.episodes.content.Deck;
import io.boundarylab.episodes.content.Investigation;
import io.boundarylab.episodes.deck.DeckChoiceOrder;
import io.boundarylab.episodes.deck.SeeItEngine;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.function.Supplier;

/**
 * {@code deck list | show ID | see ID}: the concept deck for scripted checks. {@code see} runs a
 * card's experiment on the engine and, where this machine allows, on the real kernel. Choices are
 * shown in a learner's order, as on the deck page ({@link DeckChoiceOrder}): the learner whose
 * seed is saved in the config folder, or the one {@code --learner-seed} names.
 */
@Command(name = "deck", description = "The concept deck: list its cards, show one, run its \"see it\" experiment.",
        subcommands = {DeckCommand.ListCards.class, DeckCommand.Show.class, DeckCommand.See.class})
public final class DeckCommand implements Runnable {

    private final Supplier<Host> host;
    private final Supplier<Path> config;

    @CommandLine.Mixin
    CommandStreams streams;

    DeckCommand(Supplier<Host> host) {
        this(host, ConfigLocation::fromSystem);
    }

    /** @param config the folder the app saves into, whose progress holds the learner's seed */
    DeckCommand(Supplier<Host> host, Supplier<Path> config) {
        this.host = host;
        this.config = config;
    }

    /** {@code --learner-seed}, on the commands that print choices. */
    static final class LearnerSeed {
        @Option(names = "--learner-seed", paramLabel = "N",
                description = "show the choices in the order of the learner whose seed is N (default: the seed the app saved in "
                        + "$XDG_CONFIG_HOME/boundary-lab/progress.json, so the order of the deck page; 0 until the app has saved one)")
        Long value;
    }

    /**
     * The seed whose order choices are printed in: {@code --learner-seed}, else the one the app
     * saved (read, never written: a command that shows a card changes nothing), else 0, said on
     * {@code err} so that an order unlike the app's later one is not a surprise.
     */
    long learnerSeed(LearnerSeed option, PrintWriter err) {
        if (option.value != null) return option.value;
        Path folder = config.get();
        Long saved = new SaveStore(folder).peekProgressOf(SaveStore.DEFAULT_INVESTIGATION).learnerSeed();
        if (saved != null) return saved;
        err.println(new Messages("io.boundarylab.app.deck.messages", Locale.getDefault())
                .get("deck.cli.noSeed", folder.resolve(SaveStore.PROGRESS)));
        return 0L;
    }

    /** Asks for the seed once, and only when a card with choices is printed. */
    static final class SeedOnce {
        private final Supplier<Long> source;
        private Long seed;

        SeedOnce(Supplier<Long> source) {
            this.source = source;
        }

        long get() {
            if (seed == null) seed = source.get();
            return seed;
        }
    }

    @Override
    public void run() {
        streams.commandLine().usage(streams.out());
    }

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    /**
     * The bundled deck, or the one of the content folder {@code dir}, its links resolved against
     * every investigation of that content (as the app's deck page resolves them); null after
     * printing its problems.
     */
    static Deck load(Path dir, PrintWriter err) {
        Locale l = Locale.getDefault();
        try {
            if (dir == null) return Deck.loadBundled(l, Investigation.loadAllBundled(l));
            return Deck.load(dir, l, Investigation.loadAll(dir, l));
        } catch (ContentException e) {
            String prefix = dir == null ? "" : dir.toString().endsWith("/") ? dir.toString() : dir + "/";
            for (ContentProblem p : e.problems()) err.println(prefix + p.format());
            return null;
        }
    }

    static boolean knownFormat(String format, PrintWriter err) {
        if (format.equals("text") || format.equals("json")) return true;
        err.println("--format: must be text or json, got '" + format + "'");
        return false;
    }

    static Optional<Card> card(Deck deck, String id, PrintWriter err) {
        Optional<Card> c = deck.card(id);
        if (c.isEmpty()) err.println("deck: no card '" + id + "' (boundary-lab deck list shows them)");
        return c;
    }

    /** The card a command names, after its --format is checked and the deck loaded; empty once the reason is printed. */
    static Optional<Card> requested(String format, Path dir, String id, PrintWriter err) {
        if (!knownFormat(format, err)) return Optional.empty();
        Deck deck = load(dir, err);
        return deck == null ? Optional.empty() : card(deck, id, err);
    }

    /**
     * The card as JSON; its choices in the learner's order: {@code options} as shown,
     * {@code correct} the place of the right one among them (from 1), {@code fileNumbers} each
     * shown option's number in the content file (its identity).
     */
    static Map<String, Object> cardJson(Card c, SeedOnce seed) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("id", c.id());
        m.put("concept", c.concept());
        m.put("question", c.question());
        Map<String, Object> a = new LinkedHashMap<>();
        if (c.answer() instanceof Card.Choices) {
            List<DeckChoiceOrder.Shown> shown = DeckChoiceOrder.of(seed.get(), c);
            a.put("kind", "choices");
            a.put("options", shown.stream().map(DeckChoiceOrder.Shown::text).toList());
            a.put("correct", DeckChoiceOrder.rightPosition(seed.get(), c));
            a.put("fileNumbers", shown.stream().map(DeckChoiceOrder.Shown::number).toList());
        } else if (c.answer() instanceof Card.Free f) {
            a.put("kind", "free");
            a.put("accepted", f.accepted());
        }
        m.put("answer", a);
        m.put("explanation", c.explanation());
        m.put("links", c.links().stream().map(DeckCommand::linkJson).toList());
        c.seeIt().ifPresent(s -> {
            Map<String, Object> see = new LinkedHashMap<>();
            see.put("engine", s.engineFile());
            see.put("kernel", s.kernel());
            see.put("shows", s.shows());
            m.put("seeIt", see);
        });
        m.put("source", c.file() + ":" + c.line());
        return m;
    }

    private static Map<String, Object> linkJson(Card.Link l) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("ref", l.ref());
        m.put("investigation", l.investigation());
        m.put("title", l.title());
        return m;
    }

    static void printJson(PrintWriter out, Object value) {
        try {
            out.println(JSON.writeValueAsString(value));
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** {@code deck list}: one line per card. */
    @Command(name = "list", description = {"Every card: id, concept, and the experiment that shows it.",
            "As json, each card whole, its choices in the learner's order (as deck show)."})
    static final class ListCards implements Callable<Integer> {
        @CommandLine.Mixin
        CommandStreams streams;

        @CommandLine.ParentCommand
        DeckCommand parent;

        @CommandLine.Mixin
        LearnerSeed learnerSeed;

        @Option(names = "--format", defaultValue = "text", description = "text or json")
        String format;

        @Option(names = "--content", paramLabel = "DIR", description = "a content folder instead of the bundled content")
        Path content;

        @Override
        public Integer call() {
            PrintWriter out = streams.out();
            PrintWriter err = streams.err();
            if (!knownFormat(format, err)) return ExitCodes.BAD_INPUT;
            Deck deck = load(content, err);
            if (deck == null) return ExitCodes.BAD_INPUT;
            if (format.equals("json")) {
                SeedOnce seed = new SeedOnce(() -> parent.learnerSeed(learnerSeed, err));
                printJson(out, deck.cards().stream().map(c -> cardJson(c, seed)).toList());
                return ExitCodes.OK;
            }
            for (Card c : deck.cards()) {
                String see = c.seeIt().map(s -> "  [see it: " + (s.engineFile() == null ? "" : "engine")
                        + (s.engineFile() != null && s.kernel() != null ? " + " : "") + (s.kernel() == null ? "" : "kernel " + s.kernel()) + "]").orElse("");
                out.printf(Locale.ROOT, "%-32s %s%s%n", c.id(), c.concept(), see);
            }
            out.printf(Locale.ROOT, "%d cards%n", deck.cards().size());
            return ExitCodes.OK;
        }
    }

    /** {@code deck show ID}: the card, its choices in the learner's order with the right one marked, and its explanation. */
    @Command(name = "show", description = {"One card: question, answer, explanation, links.",
            "The choices come in the learner's order, the one the deck page shows them in, the right one marked *;"
                    + " --learner-seed shows another learner's."})
    static final class Show implements Callable<Integer> {
        @CommandLine.Mixin
        CommandStreams streams;

        @CommandLine.ParentCommand
        DeckCommand parent;

        @CommandLine.Mixin
        LearnerSeed learnerSeed;

        @Parameters(paramLabel = "ID", description = "the card's id (deck list shows them)")
        String id;

        @Option(names = "--format", defaultValue = "text", description = "text or json")
        String format;

        @Option(names = "--content", paramLabel = "DIR", description = "a content folder instead of the bundled content")
        Path content;

        @Override
        public Integer call() {
            PrintWriter out = streams.out();
            PrintWriter err = streams.err();
            Optional<Card> c = requested(format, content, id, err);
            if (c.isEmpty()) return ExitCodes.BAD_INPUT;
            SeedOnce seed = new SeedOnce(() -> parent.learnerSeed(learnerSeed, err));
            if (format.equals("json")) {
                printJson(out, cardJson(c.get(), seed));
                return ExitCodes.OK;
            }
            Card card = c.get();
            out.println(card.concept());
            out.println("Q: " + card.question());
            if (card.answer() instanceof Card.Choices) {
                List<DeckChoiceOrder.Shown> shown = DeckChoiceOrder.of(seed.get(), card);
                int right = DeckChoiceOrder.rightPosition(seed.get(), card);
                for (int i = 0; i < shown.size(); i++)
                    out.printf(Locale.ROOT, "  %d%s %s%n", i + 1, i + 1 == right ? "*" : ".", shown.get(i).text());
            } else if (card.answer() instanceof Card.Free f) {
                out.println("A: " + String.join(" | ", f.accepted()));
            }
            out.println(card.explanation());
            for (Card.Link l : card.links()) out.println("  see " + l.ref() + " (" + l.title() + ")");
            card.seeIt().ifPresent(s -> out.println("  see it: boundary-lab deck see " + card.id() + "  (" + s.shows() + ")"));
            return ExitCodes.OK;
        }
    }

    /** {@code deck see ID}: runs the card's experiment. */
    @Command(name = "see", description = "Runs the card's \"see it\" experiment: on the engine, and on the real kernel where this machine allows (bridge doctor says why not).")
    static final class See implements Callable<Integer> {
        @CommandLine.Mixin
        CommandStreams streams;

        @CommandLine.ParentCommand
        DeckCommand parent;

        @Parameters(paramLabel = "ID", description = "the card's id")
        String id;

        @Option(names = "--format", defaultValue = "text", description = "text or json")
        String format;

        @Option(names = "--content", paramLabel = "DIR", description = "a content folder instead of the bundled content")
        Path content;

        @Option(names = "--engine-only", description = "skip the real kernel, even where it could run")
        boolean engineOnly;

        @Override
        public Integer call() {
            PrintWriter out = streams.out();
            PrintWriter err = streams.err();
            Optional<Card> c = requested(format, content, id, err);
            if (c.isEmpty()) return ExitCodes.BAD_INPUT;
            if (c.get().seeIt().isEmpty()) {
                err.println("deck: card '" + id + "' has no \"see it\" experiment (deck list marks the ones that do)");
                return ExitCodes.BAD_INPUT;
            }
            SeeItRunner runner = new SeeItRunner(() -> new Replayer(parent.host.get(), SimulationOracle.none()));
            SeeItRunner.Result r = runner.run(c.get(), !engineOnly);
            if (format.equals("json")) printJson(out, json(c.get(), r));
            else text(out, c.get(), r);
            return ExitCodes.OK;
        }

        private static Map<String, Object> json(Card card, SeeItRunner.Result r) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("card", card.id());
            m.put("shows", card.seeIt().orElseThrow().shows());
            r.engine().ifPresent(e -> {
                Map<String, Object> en = new LinkedHashMap<>();
                en.put("scenario", e.scenarioFile());
                en.put("traceSha256", e.traceSha256());
                en.put("starts", e.starts());
                en.put("events", e.events().stream().map(See::eventJson).toList());
                m.put("engine", en);
            });
            r.kernel().ifPresent(k -> {
                Map<String, Object> kj = new LinkedHashMap<>();
                kj.put("experiment", k.experiment());
                kj.put("ran", k.ran());
                kj.put("reasons", k.reasons());
                kj.put("remedies", k.remedies());
                kj.put("shown", k.shown());
                kj.put("observations", k.observations());
                m.put("kernel", kj);
            });
            return m;
        }

        private static Map<String, Object> eventJson(TraceEvent e) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("seq", e.seq());
            m.put("tMs", e.tMs());
            m.put("type", e.type().name());
            m.put("pod", e.pod());
            m.put("container", e.container());
            if (e.exitCode() != null) m.put("exitCode", e.exitCode());
            if (e.path() != null) m.put("path", e.path());
            if (e.volume() != null) m.put("volume", e.volume());
            m.put("message", e.message());
            return m;
        }

        private static void text(PrintWriter out, Card card, SeeItRunner.Result r) {
            out.println(card.concept() + ": " + card.seeIt().orElseThrow().shows());
            r.engine().ifPresent(e -> {
                out.println("On the engine (" + e.scenarioFile() + ", trace sha256 " + e.traceSha256().substring(0, 12) + "):");
                for (TraceEvent ev : e.events())
                    out.printf(Locale.ROOT, "  #%-4d %6.1f s  %-12s %s%n", ev.seq(), ev.tMs() / 1000.0, ev.type(), ev.message());
                e.starts().forEach((m, n) -> out.printf(Locale.ROOT, "  %s started %d time%s%n", m, n, n == 1 ? "" : "s"));
            });
            r.kernel().ifPresent(k -> {
                if (k.ran()) {
                    out.println("On the real kernel (bridge experiment " + k.experiment() + "):");
                    k.shown().forEach((key, v) -> out.printf(Locale.ROOT, "  %-26s %s%n", key, v));
                } else {
                    out.println("Not on this machine's kernel (bridge experiment " + k.experiment() + "), because:");
                    k.reasons().forEach(x -> out.println("  " + x));
                    k.remedies().forEach(x -> out.println("  to fix: " + x));
                }
            });
        }
    }
}
