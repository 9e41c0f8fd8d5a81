package io.boundarylab.episodes.content;

import io.boundarylab.episodes.narration.Narration;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * One investigation as loaded from its folder in a locale's content: its sections in reading
 * order, its episodes, the narration patterns, the phrases the model's outputs use, and the
 * scenario templates of the costs accepted. Immutable; load once, share freely.
 */
public final class Investigation {

    private final Locale locale;
    private final String id;
    private final String title;
    private final List<Section> sections;
    private final List<Episode> episodes;
    private final Narration narration;
    private final Map<String, String> phrases;
    private final CostScenarios costScenarios;
    private final List<ContentProblem> warnings;
    // Hashes over every file read: worked out when first asked for (a class code, a results file),
    // not at every load, where they were a fifth of the time the app takes to show its investigations.
    private final Once<ContentVersion> version;
    private final Once<ClassVersion> classVersion;

    Investigation(Locale locale, String id, String title, List<Section> sections, List<Episode> episodes,
                  Narration narration, Map<String, String> phrases, CostScenarios costScenarios,
                  List<ContentProblem> warnings, java.util.function.Supplier<ContentVersion> version,
                  java.util.function.Supplier<ClassVersion> classVersion) {
        this.version = new Once<>(version);
        this.classVersion = new Once<>(classVersion);
        this.warnings = List.copyOf(warnings);
        this.locale = locale;
        this.id = id;
        this.title = title;
        this.sections = List.copyOf(sections);
        this.episodes = List.copyOf(episodes);
        this.narration = narration;
        this.phrases = Map.copyOf(phrases);
        this.costScenarios = costScenarios;
    }

    /**
     * Loads the default investigation shipped inside the application (the first of
     * {@code content/<language>/investigations/}, Investigation 017), falling back to English when
     * the locale has no folder.
     */
    public static Investigation loadBundled(Locale locale) throws ContentException {
        return first(ContentLoader.loadBundled(locale));
    }

    /** Every investigation shipped inside the application, in folder-name order; the default first. */
    public static List<Investigation> loadAllBundled(Locale locale) throws ContentException {
        return ContentLoader.loadBundled(locale);
    }

    /**
     * Loads the default investigation of a content folder: a folder holding locale folders
     * ({@code en/}, ...), of which the given locale's (or English) is used; a locale folder; or one
     * investigation's own folder (holding {@code investigation.yaml}).
     */
    public static Investigation load(Path contentDir, Locale locale) throws ContentException {
        return first(ContentLoader.load(contentDir, locale));
    }

    /** Every investigation of a content folder (see {@link #load}), in folder-name order. */
    public static List<Investigation> loadAll(Path contentDir, Locale locale) throws ContentException {
        return ContentLoader.load(contentDir, locale);
    }

    /**
     * The investigation with this id among {@code all}, or the first (the default) when {@code id} is
     * null. A number such as {@code 018} names the investigation whose title shows that number first,
     * as the screen does ("Investigation 018 · …"): what an instructor reads off the screen is accepted too.
     */
    public static Optional<Investigation> byId(List<Investigation> all, String id) {
        if (id == null) return all.stream().findFirst();
        Optional<Investigation> exact = all.stream().filter(i -> id.equals(i.id())).findFirst();
        if (exact.isPresent() || !id.strip().matches("\\d{1,9}")) return exact;
        int wanted = Integer.parseInt(id.strip());
        return all.stream().filter(i -> {
            java.util.regex.Matcher shown = java.util.regex.Pattern.compile("\\d{1,9}").matcher(i.title());
            return shown.find() && Integer.parseInt(shown.group()) == wanted;
        }).findFirst();
    }

    /** Every problem in a content folder, every investigation checked; empty when it is clean. Never throws for bad content. */
    public static List<ContentProblem> validate(Path contentDir, Locale locale) {
        try {
            loadAll(contentDir, locale);
            return List.of();
        } catch (ContentException e) {
            return e.problems();
        }
    }

    /** The default of a list of investigations read together: the first (Investigation 017 of the bundled ones). */
    public static Investigation first(List<Investigation> all) throws ContentException {
        if (all.isEmpty()) throw new ContentException(List.of(new ContentProblem("investigations", 1, 1, "no investigation to load")));
        return all.get(0);
    }

    /**
     * What loaded but is probably a mistake, each as {@code file:line:column: warning: ...}: a choice
     * that gives its answer away (see {@link ChoiceWarnings}). Empty when there is nothing to say.
     */
    public List<ContentProblem> warnings() { return warnings; }

    public Locale locale() { return locale; }

    /** Which version of the content this is: a hash of the files read, line endings aside (class codes carry it). */
    public ContentVersion contentVersion() { return version.get(); }

    /**
     * Which runs and answers this content gives, the same in every language of it (see
     * {@link ClassVersion}): what class codes and results files carry, so a class can mix languages.
     */
    public ClassVersion classVersion() { return classVersion.get(); }

    /** A value worked out once, on first use, from any thread. */
    private static final class Once<T> {
        private java.util.function.Supplier<T> make;
        private T value;

        Once(java.util.function.Supplier<T> make) {
            this.make = java.util.Objects.requireNonNull(make);
        }

        synchronized T get() {
            if (make != null) {
                value = make.get();
                make = null;
            }
            return value;
        }
    }

    public String id() { return id; }

    /** "Investigation 017 · Node Execution Principles". */
    public String title() { return title; }

    /** Every section in reading order, episodes included (each as a {@link SectionKind#EPISODE}). */
    public List<Section> sections() { return sections; }

    public Optional<Section> section(String id) {
        return sections.stream().filter(s -> s.id().equals(id)).findFirst();
    }

    /** The episodes in order. */
    public List<Episode> episodes() { return episodes; }

    public Optional<Episode> episode(String id) {
        return episodes.stream().filter(e -> e.id().equals(id)).findFirst();
    }

    /** The exercise (prompts per episode), if the content has one. */
    public Optional<Block.Exercise> exercise() {
        return sections.stream().flatMap(s -> s.blocks(Block.Exercise.class).stream()).findFirst();
    }

    /** The sentence patterns for trace events. */
    public Narration narration() { return narration; }

    /** A phrase the model uses in its outputs (for example {@code comparison.youSaid}); the key if missing. */
    public String phrase(String key) {
        return phrases.getOrDefault(key, key);
    }

    /** Every phrase, by key. */
    public Map<String, String> phrases() { return phrases; }

    /** The scenario templates behind the costs accepted. */
    public CostScenarios costScenarios() { return costScenarios; }

    /**
     * The scenario templates of the costs accepted; {@code {{helperMemory}}},
     * {@code {{companionMemory}}} and {@code {{nodeFreeMemory}}} are filled in before each run.
     *
     * @param groupFile  path of the template for helper and companion in one group
     * @param group      its text
     * @param aloneFile  path of the template for the helper alone
     * @param alone      its text
     */
    public record CostScenarios(String groupFile, String group, String aloneFile, String alone) {

        /** Fills the three placeholders of a cost template. */
        public static String fill(String template, String helper, String companion, String nodeFree) {
            return template.replace("{{helperMemory}}", helper).replace("{{companionMemory}}", companion)
                    .replace("{{nodeFreeMemory}}", nodeFree);
        }
    }
}
