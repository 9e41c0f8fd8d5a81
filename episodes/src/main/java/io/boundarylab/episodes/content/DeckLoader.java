package io.boundarylab.episodes.content;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Reads {@code deck/*.yaml} (each a map with a {@code cards} list) into a {@link Deck}. Every
 * problem names file, line and field: a missing or unknown key, a choice list without exactly one
 * right choice, an id used twice, a link to an investigation or section that is not loaded, a
 * see-it scenario the engine refuses or a kernel experiment the bridge does not have.
 * <pre>
 * cards:
 *   - id: cpu-vs-memory-ceiling
 *     concept: "CPU ceiling versus memory ceiling"
 *     question: "..."
 *     choices: [{text: "...", correct: true}, {text: "..."}]   # or answer: {accepted: ["137"]}
 *     explanation: "..."
 *     links: [node-execution-principles/fate]
 *     seeIt: {engine: see-it/ceilings.yaml, kernel: ceilings, shows: "..."}   # optional
 * </pre>
 */
final class DeckLoader {

    private static final Pattern ID = Pattern.compile("[a-z0-9]+(-[a-z0-9]+)*");

    /**
     * The limits one experiment a card runs sets on its members.
     *
     * @param experiment  how a problem names it ("seeIt.kernel 'free-lies'")
     * @param memoryBytes its memory limits
     * @param cpuMilli    its CPU limits, in millicores
     */
    private record Limits(String experiment, java.util.Set<Long> memoryBytes, java.util.Set<Long> cpuMilli) {
        java.util.Set<Long> of(StatedLimits.Kind kind) {
            return kind == StatedLimits.Kind.MEMORY ? memoryBytes : cpuMilli;
        }
    }

    private final ContentFiles files;
    private final Fields.Problems problems;
    private final Map<String, Investigation> investigations = new HashMap<>();

    private DeckLoader(ContentFiles files, List<Investigation> investigations) {
        this.files = files;
        this.problems = files.problems();
        for (Investigation inv : investigations) this.investigations.put(inv.id(), inv);
    }

    static Deck loadBundled(Locale locale, List<Investigation> investigations) throws ContentException {
        return ContentLoader.fromBundled(locale, dir -> load(dir, locale, investigations));
    }

    static Deck load(Path dir, Locale locale, List<Investigation> investigations) throws ContentException {
        Path root = dir;
        Path english = null;
        if (!Files.isDirectory(dir.resolve("deck"))) {
            ContentLoader.Locales l = ContentLoader.Locales.of(dir, locale);
            root = l.root();
            english = l.english();
        }
        if (!Files.isDirectory(root.resolve("deck")) && (english == null || !Files.isDirectory(english.resolve("deck"))))
            return new Deck(List.of());
        Fields.Problems problems = new Fields.Problems();
        ContentFiles files = new ContentFiles(dir, root, english, problems);
        List<Card> cards;
        try {
            cards = new DeckLoader(files, investigations).read(root.resolve("deck"));
        } catch (RuntimeException e) {
            problems.add(files.rel(root.resolve("deck")), 1, 1, "the deck could not be read because of a bug in Boundary Lab"
                    + " (please report it in the project's issue tracker with this folder)");
            cards = List.of();
        }
        if (!problems.list.isEmpty()) throw new ContentException(problems.list);
        return new Deck(cards);
    }

    private List<Card> read(Path deckDir) {
        List<Card> cards = new ArrayList<>();
        Map<String, String> seen = new HashMap<>();
        for (Path p : files.list(deckDir, false)) {
            Fields top = files.readYaml(p, files.inRoot(p));
            List<YNode> entries = top.list("cards", true, false);
            top.finish();
            for (YNode entry : entries) {
                Card c = card(top.file(), entry);
                if (c == null) continue;
                String where = seen.putIfAbsent(c.id(), c.file() + ":" + c.line());
                if (where != null) {
                    problems.add(c.file(), entry, "id: '" + c.id() + "' is also used at " + where);
                    continue;
                }
                cards.add(c);
            }
        }
        return cards;
    }

    private Card card(String file, YNode entry) {
        Fields f = Fields.of(problems, file, entry, "a card");
        if (!f.valid()) return null;
        int before = problems.list.size();
        String id = f.str("id");
        if (id != null && !ID.matcher(id).matches())
            problems.add(file, f.opt("id"), "id: '" + id + "' must be lower-case words joined by '-'");
        String concept = f.prose("concept");
        String question = f.prose("question");
        Card.Answer answer = answer(f);
        String explanation = f.prose("explanation");
        List<Card.Link> links = links(f);
        Map<String, String> said = new LinkedHashMap<>();
        said.put("concept", concept);
        said.put("question", question);
        if (answer instanceof Card.Choices ch) for (int i = 0; i < ch.options().size(); i++) said.put("choices[" + (i + 1) + "]", ch.options().get(i));
        said.put("explanation", explanation);
        Optional<Card.SeeIt> seeIt = seeIt(f, said);
        f.finish();
        if (problems.list.size() > before) return null;
        return new Card(id, concept, question, answer, explanation, links, seeIt, file, entry.line);
    }

    private Card.Answer answer(Fields f) {
        boolean hasChoices = f.has("choices");
        boolean hasAnswer = f.has("answer");
        if (hasChoices == hasAnswer) {
            problems.add(f.file(), f.self(), hasChoices ? "choices: give either 'choices' or 'answer', not both"
                    : "missing required key 'choices' (plausible answers) or 'answer' (a free answer)");
            f.opt("choices");
            f.opt("answer");
            return null;
        }
        if (hasAnswer) {
            Fields a = Fields.of(problems, f.file(), f.opt("answer"), "'answer'");
            List<String> accepted = a.strings("accepted", true);
            a.finish();
            return accepted.isEmpty() ? null : new Card.Free(accepted);
        }
        List<YNode> items = f.list("choices", true, false);
        List<String> options = new ArrayList<>();
        int correct = -1;
        int rightOnes = 0;
        for (YNode item : items) {
            Fields c = Fields.of(problems, f.file(), item, "a choice");
            String text = c.prose("text");
            Boolean right = c.bool("correct");
            c.finish();
            if (Boolean.TRUE.equals(right)) {
                rightOnes++;
                correct = options.size();
            }
            options.add(text);
        }
        YNode at = f.opt("choices");
        if (!items.isEmpty() && items.size() < 2) problems.add(f.file(), at, "choices: a question needs at least two choices, got " + items.size());
        if (!items.isEmpty() && rightOnes != 1)
            problems.add(f.file(), at, "choices: exactly one choice must have 'correct: true', found " + rightOnes);
        return rightOnes == 1 ? new Card.Choices(options, correct) : null;
    }

    private List<Card.Link> links(Fields f) {
        List<Card.Link> out = new ArrayList<>();
        for (YNode item : f.list("links", true, false)) {
            String ref = f.text(item, "links", true);
            if (ref == null) continue;
            int slash = ref.indexOf('/');
            if (slash <= 0 || slash == ref.length() - 1) {
                problems.add(f.file(), item, "links: '" + ref + "' must be INVESTIGATION/SECTION, for example node-execution-principles/fate");
                continue;
            }
            String invId = ref.substring(0, slash);
            String sectionId = ref.substring(slash + 1);
            Investigation inv = investigations.get(invId);
            if (inv == null) {
                problems.add(f.file(), item, "links: unknown investigation '" + invId + "' (loaded: "
                        + String.join(", ", investigations.keySet().stream().sorted().toList()) + ")");
                continue;
            }
            Optional<Section> s = inv.section(sectionId);
            if (s.isEmpty()) {
                problems.add(f.file(), item, "links: investigation '" + invId + "' has no section or episode '" + sectionId + "'");
                continue;
            }
            out.add(new Card.Link(invId, sectionId, s.get().title()));
        }
        return out;
    }

    /** @param said the card's other texts by field, read with {@code shows} for the limits they state */
    private Optional<Card.SeeIt> seeIt(Fields f, Map<String, String> said) {
        YNode node = f.opt("seeIt");
        if (node == null) return Optional.empty();
        Fields s = Fields.of(problems, f.file(), node, "'seeIt'");
        String engineFile = s.optStr("engine");
        String kernel = s.optStr("kernel");
        String shows = s.prose("shows");
        s.finish();
        if (!s.valid()) return Optional.empty();
        if (engineFile == null && kernel == null) problems.add(f.file(), node, "seeIt: name an 'engine' scenario, a 'kernel' experiment, or both");
        if (kernel != null && !Deck.KERNEL_EXPERIMENTS.contains(kernel))
            problems.add(f.file(), s.opt("kernel"), "seeIt.kernel: unknown experiment '" + kernel + "' (known: "
                    + String.join(", ", Deck.KERNEL_EXPERIMENTS) + ")");
        String text = null;
        io.boundarylab.engine.scenario.Scenario scenario = null;
        if (engineFile != null) {
            // Relative to the deck folder, as the card files that name it are.
            Path p = files.existing(files.root().resolve("deck"), engineFile);
            if (p == null) {
                problems.add(f.file(), s.opt("engine"), "seeIt.engine: refers to missing file '" + engineFile + "'");
            } else {
                text = files.readText(p);
                scenario = text == null ? null : files.readScenario(files.rel(p), text);
                if (scenario == null) text = null;
            }
        }
        said.put("seeIt.shows", shows);
        checkLimits(f, said, engineFile, scenario, kernel);
        return Optional.of(new Card.SeeIt(engineFile, text, kernel, shows));
    }

    /**
     * Every limit the card states ({@link StatedLimits}) is one its experiment sets: each experiment it
     * runs that sets limits of that kind (memory or CPU) sets that amount, and at least one does.
     */
    private void checkLimits(Fields f, Map<String, String> said, String engineFile,
                             io.boundarylab.engine.scenario.Scenario scenario, String kernel) {
        List<Limits> experiments = new ArrayList<>();
        if (scenario != null) experiments.add(new Limits("seeIt.engine '" + engineFile + "'",
                StatedLimits.memoryOf(scenario), StatedLimits.cpuOf(scenario)));
        if (kernel != null && Deck.KERNEL_CEILINGS.containsKey(kernel)) {
            List<io.boundarylab.engine.scenario.Resources> ceilings = Deck.KERNEL_CEILINGS.get(kernel);
            experiments.add(new Limits("seeIt.kernel '" + kernel + "'", StatedLimits.of(StatedLimits.Kind.MEMORY, ceilings),
                    StatedLimits.of(StatedLimits.Kind.CPU, ceilings)));
        }
        if (experiments.isEmpty()) return;
        for (Map.Entry<String, String> field : said.entrySet()) {
            for (StatedLimits.Limit l : StatedLimits.in(field.getValue())) {
                List<String> wrong = new ArrayList<>();
                boolean setSomewhere = false;
                for (Limits x : experiments) {
                    java.util.Set<Long> set = x.of(l.kind());
                    if (set.isEmpty()) continue;
                    setSomewhere |= set.contains(l.amount());
                    if (!set.contains(l.amount())) wrong.add(x.experiment() + " sets " + String.join(", ",
                            set.stream().map(a -> StatedLimits.words(l.kind(), a)).toList()));
                }
                if (!wrong.isEmpty() || !setSomewhere)
                    problems.add(f.file(), f.self(), field.getKey() + ": states a " + l.kind().name().toLowerCase(Locale.ROOT)
                            + " limit of " + l.said() + ", but " + (wrong.isEmpty() ? "the experiments it runs set no such limit"
                            : String.join("; ", wrong)));
            }
        }
    }
}
