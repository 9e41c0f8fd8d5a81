package io.boundarylab.app.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.boundarylab.app.deck.SeeItRunner;
import io.boundarylab.bridge.replay.Replayer;
import io.boundarylab.bridge.replay.SimulationOracle;
import io.boundarylab.bridge.sandbox.Host;
import io.boundarylab.engine.trace.TraceEvent;
import io.boundarylab.episodes.cli.ExitCodes;
import io.boundarylab.episodes.content.Card;
import io.boundarylab.episodes.content.ContentException;
import io.boundarylab.episodes.content.ContentProblem;
import io.boundarylab.episodes.content.Deck;
import io.boundarylab.episodes.content.Investigation;
import io.boundarylab.episodes.deck.SeeItEngine;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.function.Supplier;

/**
 * {@code deck list | show ID | see ID}: the concept deck for scripted checks. {@code see} runs a
 * card's experiment on the engine and, where this machine allows, on the real kernel.
 */
@Command(name = "deck", mixinStandardHelpOptions = true,
        description = "The concept deck: list its cards, show one, run its \"see it\" experiment.",
        subcommands = {DeckCommand.ListCards.class, DeckCommand.Show.class, DeckCommand.See.class})
public final class DeckCommand implements Runnable {

    private final Supplier<Host> host;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    DeckCommand(Supplier<Host> host) {
        this.host = host;
    }

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
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

    static Map<String, Object> cardJson(Card c) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("id", c.id());
        m.put("concept", c.concept());
        m.put("question", c.question());
        Map<String, Object> a = new LinkedHashMap<>();
        if (c.answer() instanceof Card.Choices ch) {
            a.put("kind", "choices");
            a.put("options", ch.options());
            a.put("correct", ch.correct() + 1);
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
    @Command(name = "list", mixinStandardHelpOptions = true, description = "Every card: id, concept, and the experiment that shows it.")
    static final class ListCards implements Callable<Integer> {
        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

        @Option(names = "--format", defaultValue = "text", description = "text or json")
        String format;

        @Option(names = "--content", paramLabel = "DIR", description = "a content folder instead of the bundled content")
        Path content;

        @Override
        public Integer call() {
            PrintWriter out = spec.commandLine().getOut();
            PrintWriter err = spec.commandLine().getErr();
            if (!knownFormat(format, err)) return ExitCodes.BAD_INPUT;
            Deck deck = load(content, err);
            if (deck == null) return ExitCodes.BAD_INPUT;
            if (format.equals("json")) {
                printJson(out, deck.cards().stream().map(DeckCommand::cardJson).toList());
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

    /** {@code deck show ID}: the card, its answer and its explanation. */
    @Command(name = "show", mixinStandardHelpOptions = true, description = "One card: question, answer, explanation, links.")
    static final class Show implements Callable<Integer> {
        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

        @Parameters(paramLabel = "ID", description = "the card's id (deck list shows them)")
        String id;

        @Option(names = "--format", defaultValue = "text", description = "text or json")
        String format;

        @Option(names = "--content", paramLabel = "DIR", description = "a content folder instead of the bundled content")
        Path content;

        @Override
        public Integer call() {
            PrintWriter out = spec.commandLine().getOut();
            PrintWriter err = spec.commandLine().getErr();
            Optional<Card> c = requested(format, content, id, err);
            if (c.isEmpty()) return ExitCodes.BAD_INPUT;
            if (format.equals("json")) {
                printJson(out, cardJson(c.get()));
                return ExitCodes.OK;
            }
            Card card = c.get();
            out.println(card.concept());
            out.println("Q: " + card.question());
            if (card.answer() instanceof Card.Choices ch) {
                for (int i = 0; i < ch.options().size(); i++)
                    out.printf(Locale.ROOT, "  %d%s %s%n", i + 1, i == ch.correct() ? "*" : ".", ch.options().get(i));
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
    @Command(name = "see", mixinStandardHelpOptions = true,
            description = "Runs the card's \"see it\" experiment: on the engine, and on the real kernel where this machine allows (bridge doctor says why not).")
    static final class See implements Callable<Integer> {
        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

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
            PrintWriter out = spec.commandLine().getOut();
            PrintWriter err = spec.commandLine().getErr();
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
