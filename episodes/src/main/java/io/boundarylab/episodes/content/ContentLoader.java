package io.boundarylab.episodes.content;

import io.boundarylab.engine.cluster.Guarantee;
import io.boundarylab.engine.cluster.Platform;
import io.boundarylab.engine.contract.Verdict;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.episodes.engine.EngineGateway;
import io.boundarylab.episodes.engine.ScenarioProblem;
import io.boundarylab.episodes.narration.Narration;
import io.boundarylab.episodes.predicate.EventMatch;
import io.boundarylab.episodes.predicate.Predicate;

import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.charset.MalformedInputException;
import java.nio.file.FileSystem;
import java.nio.file.FileSystemAlreadyExistsException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Reads one locale's content folder into an {@link Investigation}, collecting every problem with
 * its file, line and column. Layout (all YAML):
 * <pre>
 * investigation.yaml            id, title, phrases, costs templates
 * narration.yaml                one sentence pattern per trace event type
 * sections/NN-name.yaml         the sections, in file-name order
 * episodes/NN-name/episode.yaml an episode; its variants' scenarios sit beside it
 * </pre>
 * Episodes are read in folder-name order and placed right after the section of kind
 * {@code episodes}, so a new episode needs new files only.
 */
final class ContentLoader {

    static final String DEFAULT_LANGUAGE = "en";
    private static final Set<String> BLOCK_TYPES = Set.of("paragraph", "callout", "cards", "diagram", "table",
            "list", "ledger", "sources", "costExplorer", "exercise");

    private final Path root;
    private final Path base;
    private final Locale locale;
    private final Fields.Problems problems = new Fields.Problems();
    /** Where each exercise prompt names its episode, for reference problems. */
    private final Map<Block.ExercisePrompt, YNode> promptAt = new java.util.IdentityHashMap<>();
    /** Pod names and {@code pod/container} names of the episode being read, from its scenarios. */
    private final Set<String> knownPods = new HashSet<>();
    private final Set<String> knownMembers = new HashSet<>();
    /** The id of the episode file read last, even when the episode itself was broken. */
    private String lastEpisodeId;
    /** Where each scenario declares its platform, by scenario file. */
    private final Map<String, YNode> platformAt = new HashMap<>();

    private ContentLoader(Path base, Path root, Locale locale) {
        this.base = base;
        this.root = root;
        this.locale = locale;
    }

    // Synchronized: two loads from one jar must not close the jar's file system under each other.
    static synchronized Investigation loadBundled(Locale locale) throws ContentException {
        String lang = bundledLanguage(locale);
        URL url = Investigation.class.getResource("/content/" + lang + "/investigation.yaml");
        if (url == null) {
            throw new ContentException(List.of(new ContentProblem("content/" + lang + "/investigation.yaml", 0, 0,
                    "the bundled content is missing from the class path")));
        }
        URI uri;
        try {
            uri = url.toURI();
        } catch (URISyntaxException e) {
            throw new ContentException(List.of(new ContentProblem(url.toString(), 0, 0, e.getMessage())));
        }
        if (!"jar".equals(uri.getScheme())) return load(Path.of(uri).getParent().getParent(), locale);
        // Inside a jar: open (or reuse) its file system just for the load; everything is read into memory.
        FileSystem fs = null;
        boolean opened = false;
        try {
            try {
                fs = FileSystems.newFileSystem(uri, Map.of());
                opened = true;
            } catch (FileSystemAlreadyExistsException e) {
                fs = FileSystems.getFileSystem(uri);
            }
            return load(fs.getPath("/content"), locale);
        } catch (IOException e) {
            throw new ContentException(List.of(new ContentProblem(uri.toString(), 0, 0, "cannot open: " + e.getMessage())));
        } finally {
            if (opened) {
                try { fs.close(); } catch (IOException ignored) { /* read-only; nothing to lose */ }
            }
        }
    }

    private static String bundledLanguage(Locale locale) {
        String lang = locale.getLanguage();
        if (!lang.isEmpty() && Investigation.class.getResource("/content/" + lang + "/investigation.yaml") != null) return lang;
        return DEFAULT_LANGUAGE;
    }

    static Investigation load(Path dir, Locale locale) throws ContentException {
        Path root = dir;
        if (!Files.isRegularFile(dir.resolve("investigation.yaml"))) {
            Path byLocale = dir.resolve(locale.getLanguage().isEmpty() ? DEFAULT_LANGUAGE : locale.getLanguage());
            root = Files.isRegularFile(byLocale.resolve("investigation.yaml")) ? byLocale : dir.resolve(DEFAULT_LANGUAGE);
        }
        if (!Files.isRegularFile(root.resolve("investigation.yaml"))) {
            throw new ContentException(List.of(new ContentProblem(dir.resolve("investigation.yaml").toString(), 0, 0,
                    "no investigation.yaml here or in a locale folder (" + DEFAULT_LANGUAGE + "/)")));
        }
        ContentLoader l = new ContentLoader(dir, root, locale);
        Investigation inv;
        try {
            inv = l.read();
        } catch (RuntimeException e) {
            // A loader bug must still leave the app standing, with a message instead of a crash.
            l.problems.add(l.rel(root.resolve("investigation.yaml")), 0, 0, "content could not be read: " + e);
            inv = null;
        }
        if (!l.problems.list.isEmpty()) throw new ContentException(l.problems.list);
        return inv;
    }

    // ---- files ----

    /** A path as problems name it: relative to the folder the caller gave. */
    private String rel(Path p) {
        return base.relativize(p).toString().replace('\\', '/');
    }

    private String readText(Path p) {
        try {
            return Files.readString(p, StandardCharsets.UTF_8);
        } catch (MalformedInputException e) {
            problems.add(rel(p), 0, 0, "not UTF-8 text");
        } catch (IOException e) {
            problems.add(rel(p), 0, 0, "cannot read: " + e.getMessage());
        }
        return null;
    }

    private Fields readYaml(Path p, String what) {
        String text = readText(p);
        if (text == null) return new Fields(problems, rel(p), null);
        return parseYaml(rel(p), text, what);
    }

    private Fields parseYaml(String file, String text, String what) {
        List<YNode.Duplicate> dups = new ArrayList<>();
        try {
            YNode n = YNode.parse(text, dups);
            for (YNode.Duplicate d : dups) problems.add(file, d.line(), d.column(), "duplicate key '" + d.key() + "'");
            return Fields.of(problems, file, n, what);
        } catch (YNode.SyntaxError e) {
            problems.add(file, e.line, e.column, e.getMessage());
            return new Fields(problems, file, null);
        }
    }

    private List<Path> list(Path dir, boolean dirs) {
        if (!Files.isDirectory(dir)) return List.of();
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> dirs ? Files.isDirectory(p) : Files.isRegularFile(p) && isYaml(p))
                    .sorted((a, b) -> a.getFileName().toString().compareTo(b.getFileName().toString())).toList();
        } catch (IOException e) {
            problems.add(rel(dir), 0, 0, "cannot list: " + e.getMessage());
            return List.of();
        }
    }

    private static boolean isYaml(Path p) {
        String n = p.getFileName().toString();
        return n.endsWith(".yaml") || n.endsWith(".yml");
    }

    // ---- the investigation ----

    private Investigation read() {
        Fields inv = readYaml(root.resolve("investigation.yaml"), "investigation.yaml");
        String id = inv.str("id");
        String title = inv.str("title");
        Map<String, String> phrases = inv.stringMap("phrases");
        Fields costs = Fields.of(problems, inv.file(), inv.req("costs"), "'costs'");
        String groupFile = costs.str("group");
        String aloneFile = costs.str("alone");
        costs.finish();
        inv.finish();
        for (String required : List.of("episode.eyebrow", "comparison.match", "comparison.mismatch",
                "comparison.match.noEvent", "comparison.mismatch.noEvent", "comparison.pending", "synthesis.checkpoint")) {
            if (inv.valid() && !phrases.containsKey(required))
                problems.add(inv.file(), inv.self(), "phrases: missing '" + required + "'");
        }

        Narration narration = readNarration();

        List<Episode> episodes = new ArrayList<>();
        Map<String, String> episodeFiles = new HashMap<>();
        for (Path dir : list(root.resolve("episodes"), true)) {
            Path f = dir.resolve("episode.yaml");
            if (!Files.isRegularFile(f)) {
                problems.add(rel(dir), 0, 0, "episode folder without episode.yaml");
                continue;
            }
            Episode e = readEpisode(f);
            if (e == null) {
                // A broken episode still exists: references to it are not problems of their own.
                if (lastEpisodeId != null) episodeFiles.putIfAbsent(lastEpisodeId, rel(f));
                continue;
            }
            if (episodeFiles.containsKey(e.id())) {
                problems.add(rel(f), 1, 1, "episode id '" + e.id() + "' is also used by " + episodeFiles.get(e.id()));
                continue;
            }
            episodeFiles.put(e.id(), rel(f));
            episodes.add(e);
        }

        List<Section> sections = new ArrayList<>();
        Map<String, String> sectionFiles = new HashMap<>();
        List<Block.ExercisePrompt> prompts = new ArrayList<>();
        Map<Block.ExercisePrompt, String> promptFiles = new HashMap<>();
        promptAt.clear();
        boolean episodesPlaced = false;
        List<Path> sectionPaths = list(root.resolve("sections"), false);
        if (sectionPaths.isEmpty()) problems.add(rel(root.resolve("sections")), 0, 0, "no section files (sections/*.yaml)");
        for (Path p : sectionPaths) {
            Section s = readSection(p, prompts, promptFiles);
            if (s == null) continue;
            if (sectionFiles.containsKey(s.id())) {
                problems.add(rel(p), 1, 1, "section id '" + s.id() + "' is also used by " + sectionFiles.get(s.id()));
                continue;
            }
            sectionFiles.put(s.id(), rel(p));
            sections.add(s);
            if (s.kind() == SectionKind.EPISODES && !episodesPlaced) {
                episodesPlaced = true;
                String eyebrow = phrases.getOrDefault("episode.eyebrow", "{number}");
                for (Episode e : episodes) {
                    sections.add(new Section(e.id(), SectionKind.EPISODE,
                            eyebrow.replace("{number}", String.format(Locale.ROOT, "%02d", e.number())),
                            e.title(), e.pressure(), List.of(), e.id()));
                }
            }
        }
        if (!episodes.isEmpty() && !episodesPlaced && !sectionPaths.isEmpty())
            problems.add(rel(root.resolve("sections")), 0, 0, "no section of kind 'episodes': the episodes have no place in the reading order");
        for (Block.ExercisePrompt pr : prompts) {
            if (!episodeFiles.containsKey(pr.episodeId()))
                problems.add(promptFiles.get(pr), promptAt.get(pr), "exercise prompt '" + pr.id() + "' names unknown episode '" + pr.episodeId() + "'");
        }
        Set<Integer> numbers = new HashSet<>();
        for (Episode e : episodes)
            if (!numbers.add(e.number())) problems.add(episodeFiles.get(e.id()), 0, 0, "episode number " + e.number() + " is used twice");

        Investigation.CostScenarios costScenarios = readCosts(inv.file(), groupFile, aloneFile, sections);
        return new Investigation(locale, id, title, sections, episodes, narration, phrases, costScenarios);
    }

    private Investigation.CostScenarios readCosts(String invFile, String groupFile, String aloneFile, List<Section> sections) {
        if (groupFile == null || aloneFile == null) return new Investigation.CostScenarios(groupFile, "", aloneFile, "");
        Block.CostExplorer defaults = sections.stream().flatMap(s -> s.blocks(Block.CostExplorer.class).stream())
                .findFirst().orElse(new Block.CostExplorer("50Mi", "3Gi", "64Mi"));
        String group = readReferenced(invFile, groupFile);
        String alone = readReferenced(invFile, aloneFile);
        for (String[] t : new String[][] {{groupFile, group}, {aloneFile, alone}}) {
            if (t[1] == null) continue;
            checkScenario(t[0], Investigation.CostScenarios.fill(t[1], defaults.helperMemory(), defaults.companionMemory(), defaults.nodeFreeMemory()));
        }
        return new Investigation.CostScenarios(groupFile, group == null ? "" : group, aloneFile, alone == null ? "" : alone);
    }

    private String readReferenced(String fromFile, String relPath) {
        Path p = root.resolve(relPath).normalize();
        if (!p.startsWith(root.normalize()) || !Files.isRegularFile(p)) {
            problems.add(fromFile, 0, 0, "refers to missing file '" + relPath + "'");
            return null;
        }
        return readText(p);
    }

    private void checkScenario(String file, String text) {
        try {
            EngineGateway.check(text, file);
        } catch (ScenarioProblem p) {
            problems.add(file, Math.max(0, p.line()), Math.max(0, p.column()), "scenario: " + p.getMessage());
        }
    }

    // ---- narration ----

    private Narration readNarration() {
        Fields n = readYaml(root.resolve("narration.yaml"), "narration.yaml");
        if (!Files.isRegularFile(root.resolve("narration.yaml"))) return new Narration(Map.of(), "{what}", "{what}");
        String sentence = n.str("sentence");
        String withoutRule = n.str("withoutRule");
        Map<EventType, String> patterns = new EnumMap<>(EventType.class);
        YNode events = n.req("events");
        if (events != null && !events.isMap()) problems.add(n.file(), events, "'events' must be a map of event type to sentence");
        if (events != null && events.isMap()) {
            for (Map.Entry<String, YNode> e : events.map.entrySet()) {
                EventType t = eventType(e.getKey());
                int[] at = events.keyPositions.get(e.getKey());
                if (t == null) {
                    problems.add(n.file(), at[0], at[1], "unknown event type '" + e.getKey() + "'");
                    continue;
                }
                String s = n.text(e.getValue(), e.getKey(), true);
                if (s != null) patterns.put(t, s);
            }
            for (EventType t : EventType.values())
                if (!patterns.containsKey(t) && !events.map.containsKey(t.name()))
                    problems.add(n.file(), events, "no sentence for event type '" + t.name() + "'");
        }
        n.finish();
        return new Narration(patterns, sentence == null ? "{what}" : sentence, withoutRule == null ? "{what}" : withoutRule);
    }

    private static EventType eventType(String name) {
        for (EventType t : EventType.values()) if (t.name().equals(name)) return t;
        return null;
    }

    // ---- sections ----

    private Section readSection(Path p, List<Block.ExercisePrompt> prompts, Map<Block.ExercisePrompt, String> promptFiles) {
        Fields f = readYaml(p, "a section");
        if (!f.valid()) return null;
        String id = f.str("id");
        String kindKey = f.str("kind");
        SectionKind kind = kindKey == null ? null : SectionKind.fromKey(kindKey);
        if (kindKey != null && (kind == null || kind == SectionKind.EPISODE))
            problems.add(f.file(), f.opt("kind"), "unknown section kind '" + kindKey + "'");
        String eyebrow = f.optStr("eyebrow");
        String title = f.str("title");
        String lead = f.optStr("lead");
        List<Block> blocks = new ArrayList<>();
        for (YNode b : f.list("blocks", false, true)) {
            Block block = readBlock(f.file(), b);
            if (block == null) continue;
            blocks.add(block);
            if (block instanceof Block.Exercise ex) {
                for (Block.ExercisePrompt pr : ex.prompts()) {
                    prompts.add(pr);
                    promptFiles.put(pr, f.file());
                }
            }
        }
        f.finish();
        if (id == null || kind == null || title == null) return null;
        return new Section(id, kind, eyebrow, title, lead, blocks, null);
    }

    private Block readBlock(String file, YNode b) {
        if (!b.isMap() || b.map.size() != 1) {
            problems.add(file, b, "a block is a map with one key, one of " + new java.util.TreeSet<>(BLOCK_TYPES));
            return null;
        }
        String type = b.map.keySet().iterator().next();
        YNode v = b.map.get(type);
        int[] at = b.keyPositions.get(type);
        switch (type) {
            case "paragraph": {
                if (!v.isScalar() || v.text.isBlank()) { problems.add(file, v, "'paragraph' must be text"); return null; }
                return new Block.Paragraph(v.text);
            }
            case "callout": {
                if (v.isScalar()) return new Block.Callout(null, v.text);
                Fields f = Fields.of(problems, file, v, "'callout'");
                Block.Callout c = new Block.Callout(f.optStr("label"), f.str("text"));
                f.finish();
                return c.text() == null ? null : c;
            }
            case "cards": {
                List<Block.Card> cards = new ArrayList<>();
                for (YNode n : items(file, v, type)) {
                    Fields f = Fields.of(problems, file, n, "a card");
                    cards.add(new Block.Card(f.optStr("label"), f.str("title"), f.optStr("text")));
                    f.finish();
                }
                return new Block.Cards(cards);
            }
            case "diagram": {
                Fields f = Fields.of(problems, file, v, "'diagram'");
                List<Block.DiagramNode> nodes = new ArrayList<>();
                Set<String> ids = new HashSet<>();
                for (YNode n : f.list("nodes", true, false)) {
                    Fields nf = Fields.of(problems, file, n, "a diagram node");
                    Block.DiagramNode dn = new Block.DiagramNode(nf.str("id"), nf.str("name"), nf.optStr("role"),
                            nf.optStr("text"), nf.optStr("badge"));
                    nf.finish();
                    if (dn.id() != null && !ids.add(dn.id())) problems.add(file, n, "diagram node id '" + dn.id() + "' is used twice");
                    nodes.add(dn);
                }
                List<Block.DiagramLink> links = new ArrayList<>();
                for (YNode n : f.list("links", false, true)) {
                    Fields lf = Fields.of(problems, file, n, "a diagram link");
                    String from = lf.str("from"), to = lf.str("to");
                    for (String end : new String[] {from, to})
                        if (end != null && !ids.contains(end)) problems.add(file, n, "link names unknown node '" + end + "'");
                    links.add(new Block.DiagramLink(from, to, lf.optStr("label")));
                    lf.finish();
                }
                String caption = f.optStr("caption");
                f.finish();
                return new Block.Diagram(caption, nodes, links);
            }
            case "table": {
                Fields f = Fields.of(problems, file, v, "'table'");
                List<String> header = f.strings("header", true);
                List<Block.Row> rows = new ArrayList<>();
                for (YNode n : f.list("rows", true, false)) {
                    Fields rf = Fields.of(problems, file, n, "a table row");
                    String key = rf.optStr("key");
                    if (key != null && Guarantee.fromKey(key) == null && !key.startsWith("x-"))
                        problems.add(file, rf.opt("key"), "row key '" + key + "' is not a guarantee (" + guaranteeKeys() + ") or an x- key");
                    List<String> cells = rf.strings("cells", true);
                    if (!header.isEmpty() && cells.size() != header.size())
                        problems.add(file, n, "row has " + cells.size() + " cells, the header " + header.size());
                    rows.add(new Block.Row(key, cells));
                    rf.finish();
                }
                String caption = f.optStr("caption");
                f.finish();
                return new Block.Table(caption, header, rows);
            }
            case "list": {
                Fields f = Fields.of(problems, file, v, "'list'");
                Boolean ordered = f.bool("ordered");
                Block.BulletList l = new Block.BulletList(f.optStr("label"), ordered != null && ordered, f.strings("items", true));
                f.finish();
                return l;
            }
            case "ledger": {
                List<Block.LedgerEntry> entries = new ArrayList<>();
                for (YNode n : items(file, v, type)) {
                    Fields f = Fields.of(problems, file, n, "a ledger entry");
                    entries.add(new Block.LedgerEntry(f.str("simplification"), f.str("takenUpIn")));
                    f.finish();
                }
                return new Block.Ledger(entries);
            }
            case "sources": {
                List<Block.Source> sources = new ArrayList<>();
                for (YNode n : items(file, v, type)) {
                    Fields f = Fields.of(problems, file, n, "a source");
                    sources.add(new Block.Source(f.str("title"), f.optStr("authors"), f.optStr("venue"), f.optStr("year"), f.optStr("url")));
                    f.finish();
                }
                return new Block.Sources(sources);
            }
            case "costExplorer": {
                Fields f = Fields.of(problems, file, v, "'costExplorer'");
                Block.CostExplorer c = new Block.CostExplorer(f.str("helperMemory"), f.str("companionMemory"), f.str("nodeFreeMemory"));
                f.finish();
                return c.helperMemory() == null || c.companionMemory() == null || c.nodeFreeMemory() == null ? null : c;
            }
            case "exercise": {
                Fields f = Fields.of(problems, file, v, "'exercise'");
                List<Block.ExercisePrompt> prompts = new ArrayList<>();
                for (YNode n : f.list("prompts", true, false)) {
                    Fields pf = Fields.of(problems, file, n, "an exercise prompt");
                    Block.ExercisePrompt pr = new Block.ExercisePrompt(pf.str("id"), pf.str("text"), pf.str("episode"));
                    YNode epNode = pf.opt("episode");
                    promptAt.put(pr, epNode == null ? n : epNode);
                    prompts.add(pr);
                    pf.finish();
                }
                Block.Exercise ex = new Block.Exercise(prompts, f.str("runLabel"));
                f.finish();
                return ex;
            }
            default:
                problems.add(file, at[0], at[1], "unknown block type '" + type + "' (one of " + new java.util.TreeSet<>(BLOCK_TYPES) + ")");
                return null;
        }
    }

    private List<YNode> items(String file, YNode v, String key) {
        if (!v.isList() || v.list.isEmpty()) {
            problems.add(file, v, "'" + key + "' must be a non-empty list");
            return List.of();
        }
        return v.list;
    }

    private static String guaranteeKeys() {
        StringBuilder b = new StringBuilder();
        for (Guarantee g : Guarantee.values()) b.append(b.length() == 0 ? "" : ", ").append(g.key());
        return b.toString();
    }

    // ---- episodes ----

    private Episode readEpisode(Path p) {
        Fields f = readYaml(p, "an episode");
        lastEpisodeId = null;
        if (!f.valid()) return null;
        String file = f.file();
        String id = f.str("id");
        lastEpisodeId = id;
        Integer number = f.integer("number", true);
        String title = f.str("title");
        String pressure = f.str("pressure");
        String prompt = f.str("prompt");
        String statusHint = f.str("statusHint");
        String observation = f.str("observation");
        String failure = f.str("failure");
        String discovery = f.str("discovery");
        String nextPressure = f.str("nextPressure");
        String boundaryDelta = f.str("boundaryDelta");
        Experiment experiment = readExperiment(p.getParent(), file, f.req("experiment"));
        Set<String> variantIds = new HashSet<>();
        if (experiment != null) experiment.variants().forEach(v -> variantIds.add(v.id()));
        PredictionQuestion prediction = readPrediction(file, f.req("prediction"), variantIds);
        List<StatusField> fields = new ArrayList<>();
        Set<String> fieldIds = new HashSet<>();
        for (YNode n : f.list("statusFields", true, false)) {
            StatusField sf = readStatusField(file, n);
            if (sf == null) continue;
            if (!fieldIds.add(sf.id())) problems.add(file, n, "status field id '" + sf.id() + "' is used twice");
            fields.add(sf);
        }
        f.finish();
        if (id == null || number == null || title == null || pressure == null || prompt == null || statusHint == null
                || observation == null || failure == null || discovery == null || nextPressure == null
                || boundaryDelta == null || experiment == null || prediction == null) return null;
        return new Episode(id, number, title, pressure, prediction, experiment, observation, failure, discovery,
                nextPressure, boundaryDelta, prompt, statusHint, fields);
    }

    private Experiment readExperiment(Path dir, String file, YNode node) {
        knownPods.clear();
        knownMembers.clear();
        if (node == null) return null;
        Fields f = Fields.of(problems, file, node, "'experiment'");
        String text = f.str("text");
        String gKey = f.str("guarantee");
        Guarantee g = gKey == null ? null : Guarantee.fromKey(gKey);
        if (gKey != null && g == null) problems.add(file, f.opt("guarantee"), "unknown guarantee '" + gKey + "' (one of " + guaranteeKeys() + ")");
        List<Variant> variants = new ArrayList<>();
        Map<String, Platform> platforms = new LinkedHashMap<>();
        Map<String, YNode> variantNodes = new HashMap<>();
        for (YNode n : f.list("variants", true, false)) {
            Fields vf = Fields.of(problems, file, n, "a variant");
            String vid = vf.str("id");
            String label = vf.str("label");
            String description = vf.optStr("description");
            String scenario = vf.str("scenario");
            vf.finish();
            if (vid == null || label == null || scenario == null) continue;
            if (variantNodes.containsKey(vid)) {
                problems.add(file, n, "variant id '" + vid + "' is used twice");
                continue;
            }
            variantNodes.put(vid, n);
            Path sp = dir.resolve(scenario).normalize();
            if (!sp.startsWith(root.normalize()) || !Files.isRegularFile(sp)) {
                problems.add(file, vf.self().map.get("scenario"), "scenario file '" + scenario + "' not found");
                continue;
            }
            String stext = readText(sp);
            if (stext == null) continue;
            String sfile = rel(sp);
            String vfile = root.relativize(sp).toString().replace('\\', '/');
            Fields scen = parseYaml(sfile, stext, "a scenario");
            Platform platform = scen.valid() ? platform(sfile, scen.self()) : null;
            if (scen.valid()) collectMembers(scen.self());
            checkScenario(sfile, stext);
            if (platform == null || g == null) continue;
            platforms.put(vid, platform);
            variants.add(new Variant(vid, label, description, vfile, stext, g, platform.enforces(g)));
        }
        List<ObservationRule> observations = new ArrayList<>();
        for (YNode n : f.list("observations", true, false)) {
            Fields of = Fields.of(problems, file, n, "an observation");
            String oid = of.str("id");
            YNode when = of.opt("when");
            Predicate p = when == null ? null : readPredicate(file, when);
            String otext = of.str("text");
            of.finish();
            if (oid != null && otext != null) observations.add(new ObservationRule(oid, p, otext));
        }
        f.finish();
        for (String required : List.of(Experiment.NAIVE, Experiment.CONTRACT))
            if (!variantNodes.containsKey(required) && f.valid())
                problems.add(file, node, "experiment needs a '" + required + "' variant");
        Platform naive = platforms.get(Experiment.NAIVE), contract = platforms.get(Experiment.CONTRACT);
        if (g != null && naive != null && contract != null) {
            Variant nv = variants.stream().filter(v -> v.id().equals(Experiment.NAIVE)).findFirst().orElseThrow();
            Variant cv = variants.stream().filter(v -> v.id().equals(Experiment.CONTRACT)).findFirst().orElseThrow();
            String nf = rel(root.resolve(nv.scenarioFile())), cf = rel(root.resolve(cv.scenarioFile()));
            if (naive.enforces(g)) problems.add(nf, platformAt.get(nf), "the naive variant's platform enforces " + g.key() + ", the guarantee the episode is about");
            if (!contract.enforces(g)) problems.add(cf, platformAt.get(cf), "the contract variant's platform does not enforce " + g.key());
            if (!naive.with(g, true).equals(contract.with(g, true)))
                problems.add(cf, platformAt.get(cf), "the naive and contract platforms must differ in " + g.key() + " only");
        }
        if (text == null || g == null || !variantNodes.containsKey(Experiment.NAIVE) || !variantNodes.containsKey(Experiment.CONTRACT)
                || variants.size() != variantNodes.size()) return null;
        // naive and contract first, in that order, then the extras as written.
        variants.sort((a, b) -> Integer.compare(rank(a.id()), rank(b.id())));
        return new Experiment(text, g, variants, observations);
    }

    private static int rank(String variantId) {
        return Experiment.NAIVE.equals(variantId) ? 0 : Experiment.CONTRACT.equals(variantId) ? 1 : 2;
    }

    /** Records the pods and containers a scenario declares (the engine reports malformed ones). */
    private void collectMembers(YNode scenario) {
        YNode pods = scenario.map.get("pods");
        if (pods == null || !pods.isList()) return;
        for (YNode pod : pods.list) {
            if (!pod.isMap()) continue;
            YNode meta = pod.map.get("metadata"), spec = pod.map.get("spec");
            YNode name = meta != null && meta.isMap() ? meta.map.get("name") : null;
            if (name == null || !name.isScalar()) continue;
            knownPods.add(name.text);
            if (spec == null || !spec.isMap()) continue;
            for (String key : List.of("containers", "initContainers")) {
                YNode cs = spec.map.get(key);
                if (cs == null || !cs.isList()) continue;
                for (YNode c : cs.list) {
                    YNode cn = c.isMap() ? c.map.get("name") : null;
                    if (cn != null && cn.isScalar()) knownMembers.add(name.text + "/" + cn.text);
                }
            }
        }
    }

    /**
     * A predicate or status rule that names a pod or container no scenario of the episode has
     * would silently never match: report it where it is written.
     */
    private void checkMember(String file, YNode at, String pod, String container) {
        if (knownPods.isEmpty()) return;
        if (pod != null && !knownPods.contains(pod)) {
            problems.add(file, at, "no scenario of this episode has a pod '" + pod + "' (pods: " + new java.util.TreeSet<>(knownPods) + ")");
            return;
        }
        if (container == null) return;
        boolean found = pod != null ? knownMembers.contains(pod + "/" + container)
                : knownMembers.stream().anyMatch(m -> m.endsWith("/" + container));
        if (!found) problems.add(file, at, "no scenario of this episode has a container '" + container + "'"
                + (pod == null ? "" : " in pod '" + pod + "'") + " (containers: " + new java.util.TreeSet<>(knownMembers) + ")");
    }

    /** The platform a scenario declares (the episodes must say it; the engine would default it). */
    private Platform platform(String file, YNode scenario) {
        YNode p = scenario.map.get("platform");
        platformAt.put(file, p);
        if (p == null) {
            problems.add(file, scenario, "an episode scenario must declare its platform");
            return null;
        }
        if (p.isScalar()) {
            if ("naive".equals(p.text)) return Platform.NAIVE;
            if ("pod".equals(p.text)) return Platform.POD;
            return null; // the engine reports it
        }
        if (!p.isMap()) return null;
        Set<Guarantee> on = java.util.EnumSet.noneOf(Guarantee.class);
        for (Map.Entry<String, YNode> e : p.map.entrySet()) {
            Guarantee g = Guarantee.fromKey(e.getKey());
            if (g != null && "true".equals(e.getValue().text)) on.add(g);
        }
        return Platform.of(on);
    }

    private PredictionQuestion readPrediction(String file, YNode node, Set<String> variantIds) {
        if (node == null) return null;
        Fields f = Fields.of(problems, file, node, "'prediction'");
        String question = f.str("question");
        List<Claim> claims = new ArrayList<>();
        Set<String> claimIds = new HashSet<>();
        for (YNode n : f.list("claims", true, false)) {
            Fields cf = Fields.of(problems, file, n, "a claim");
            String id = cf.str("id");
            String variant = cf.str("variant");
            if (variant != null && !variantIds.isEmpty() && !variantIds.contains(variant))
                problems.add(file, cf.opt("variant"), "claim '" + id + "' names unknown variant '" + variant + "'");
            YNode pn = cf.req("predicate");
            Predicate p = pn == null ? null : readPredicate(file, pn);
            String whenTrue = cf.str("whenTrue"), whenFalse = cf.str("whenFalse");
            cf.finish();
            if (id != null && !claimIds.add(id)) problems.add(file, n, "claim id '" + id + "' is used twice");
            if (id != null && variant != null && p != null && whenTrue != null && whenFalse != null)
                claims.add(new Claim(id, variant, p, whenTrue, whenFalse));
        }
        List<Choice> choices = new ArrayList<>();
        Set<String> choiceIds = new HashSet<>();
        for (YNode n : f.list("choices", true, false)) {
            Fields cf = Fields.of(problems, file, n, "a choice");
            String id = cf.str("id");
            String text = cf.str("text");
            Map<String, Boolean> implies = new LinkedHashMap<>();
            YNode imp = cf.req("implies");
            if (imp != null && (!imp.isMap() || imp.map.isEmpty())) problems.add(file, imp, "'implies' must map claim ids to true or false");
            if (imp != null && imp.isMap()) {
                for (Map.Entry<String, YNode> e : imp.map.entrySet()) {
                    int[] at = imp.keyPositions.get(e.getKey());
                    if (!claimIds.contains(e.getKey())) problems.add(file, at[0], at[1], "choice '" + id + "' implies unknown claim '" + e.getKey() + "'");
                    YNode val = e.getValue();
                    if (!val.isScalar() || !(val.text.equals("true") || val.text.equals("false"))) {
                        problems.add(file, val, "claim values must be true or false");
                        continue;
                    }
                    implies.put(e.getKey(), Boolean.parseBoolean(val.text));
                }
            }
            cf.finish();
            if (id != null && !choiceIds.add(id)) problems.add(file, n, "choice id '" + id + "' is used twice");
            if (id != null && text != null) choices.add(new Choice(id, text, implies));
        }
        f.finish();
        if (question == null) return null;
        return new PredictionQuestion(question, claims, choices);
    }

    private StatusField readStatusField(String file, YNode n) {
        Fields f = Fields.of(problems, file, n, "a status field");
        String id = f.str("id");
        String label = f.str("label");
        String initial = f.str("initial");
        List<StatusRule> rules = new ArrayList<>();
        for (YNode r : f.list("rules", true, false)) {
            Fields rf = Fields.of(problems, file, r, "a status rule");
            YNode on = rf.opt("on"), atEnd = rf.opt("atEnd");
            String set = rf.str("set");
            Integer skip = rf.integer("skip", false);
            if (skip != null && (skip < 0 || on == null)) problems.add(file, rf.opt("skip"), "'skip' is a count of 'on' matches to ignore, 0 or more");
            if (rf.valid() && (on == null) == (atEnd == null)) problems.add(file, r, "a status rule has exactly one of 'on' and 'atEnd'");
            EventMatch m = on == null ? null : readMatch(file, on, Set.of());
            Predicate p = atEnd == null ? null : readPredicate(file, atEnd);
            rf.finish();
            if (set != null && (m != null || p != null)) rules.add(new StatusRule(m, p, set, skip == null ? 0 : Math.max(0, skip)));
        }
        f.finish();
        return id == null || label == null || initial == null ? null : new StatusField(id, label, initial, rules);
    }

    // ---- predicates ----

    private static final List<String> PREDICATE_HEADS = List.of("event", "linesShipped", "verdict", "sameNode", "sameIp", "before", "not", "allOf", "anyOf");

    private Predicate readPredicate(String file, YNode n) {
        if (!n.isMap()) {
            problems.add(file, n, "a predicate must be a map with one of " + PREDICATE_HEADS);
            return null;
        }
        List<String> heads = n.map.keySet().stream().filter(PREDICATE_HEADS::contains).toList();
        if (heads.size() != 1) {
            problems.add(file, n, heads.isEmpty() ? "a predicate needs one of " + PREDICATE_HEADS
                    : "a predicate has one of " + PREDICATE_HEADS + ", not " + heads);
            Fields f = new Fields(problems, file, n);
            f.finish();
            return null;
        }
        String head = heads.get(0);
        switch (head) {
            case "event": {
                Fields f = new Fields(problems, file, n);
                Long[] bounds = bounds(f, 1);
                EventMatch m = readMatch(file, n, Set.of("atLeast", "atMost"));
                f.opt("event");
                return m == null || bounds == null ? null : new Predicate.Occurs(m, bounds[0], bounds[1]);
            }
            case "linesShipped": {
                Fields f = new Fields(problems, file, n);
                String who = f.str("linesShipped");
                Long[] bounds = bounds(f, 1);
                f.finish();
                if (who != null && who.split("/").length != 2) problems.add(file, n.map.get("linesShipped"), "linesShipped names 'pod/container'");
                else if (who != null) checkMember(file, n.map.get("linesShipped"), who.split("/")[0], who.split("/")[1]);
                return who == null || bounds == null ? null : new Predicate.LinesShipped(who, bounds[0], bounds[1]);
            }
            case "verdict": {
                Fields f = new Fields(problems, file, n);
                String g = f.str("verdict");
                String is = f.str("is");
                f.finish();
                Guarantee guarantee = g == null ? null : Guarantee.fromKey(g);
                if (g != null && guarantee == null) problems.add(file, n.map.get("verdict"), "unknown guarantee '" + g + "' (one of " + guaranteeKeys() + ")");
                Verdict.Outcome outcome = null;
                for (Verdict.Outcome o : Verdict.Outcome.values()) if (o.key().equals(is)) outcome = o;
                if (is != null && outcome == null) problems.add(file, n.map.get("is"), "'is' must be holds, violated or not-exercised");
                return guarantee == null || outcome == null ? null : new Predicate.VerdictIs(guarantee, outcome);
            }
            case "sameNode": {
                Fields f = new Fields(problems, file, n);
                List<String> members = f.strings("sameNode", true);
                f.finish();
                for (String m : members) {
                    String[] pc = m.split("/");
                    if (pc.length != 2) problems.add(file, n.map.get("sameNode"), "sameNode lists 'pod/container' names, not '" + m + "'");
                    else checkMember(file, n.map.get("sameNode"), pc[0], pc[1]);
                }
                if (members.size() < 2) { problems.add(file, n, "sameNode lists at least two 'pod/container'"); return null; }
                return new Predicate.SameNode(members);
            }
            case "sameIp": {
                Fields f = new Fields(problems, file, n);
                List<String> members = f.strings("sameIp", true);
                f.finish();
                for (String m : members) {
                    String[] pc = m.split("/");
                    if (pc.length != 2) problems.add(file, n.map.get("sameIp"), "sameIp lists 'pod/container' names, not '" + m + "'");
                    else checkMember(file, n.map.get("sameIp"), pc[0], pc[1]);
                }
                if (members.size() < 2) { problems.add(file, n, "sameIp lists at least two 'pod/container'"); return null; }
                return new Predicate.SameIp(members);
            }
            case "before": {
                Fields f = new Fields(problems, file, n);
                Fields b = Fields.of(problems, file, f.req("before"), "'before'");
                f.finish();
                EventMatch first = b.has("first") ? readMatch(file, b.opt("first"), Set.of()) : null;
                EventMatch then = b.has("then") ? readMatch(file, b.opt("then"), Set.of()) : null;
                if (b.valid() && (!b.has("first") || !b.has("then"))) problems.add(file, b.self(), "'before' needs 'first' and 'then'");
                b.finish();
                return first == null || then == null ? null : new Predicate.Before(first, then);
            }
            case "not": {
                Fields f = new Fields(problems, file, n);
                Predicate inner = readPredicate(file, f.opt("not"));
                f.finish();
                return inner == null ? null : new Predicate.Not(inner);
            }
            default: {
                Fields f = new Fields(problems, file, n);
                List<Predicate> parts = new ArrayList<>();
                boolean ok = true;
                for (YNode item : f.list(head, true, false)) {
                    Predicate p = readPredicate(file, item);
                    if (p == null) ok = false; else parts.add(p);
                }
                f.finish();
                if (!ok || parts.isEmpty()) return null;
                return head.equals("allOf") ? new Predicate.AllOf(parts) : new Predicate.AnyOf(parts);
            }
        }
    }

    private Long[] bounds(Fields f, long defaultAtLeast) {
        Integer atLeast = f.integer("atLeast", false);
        Integer atMost = f.integer("atMost", false);
        if (atLeast != null && atLeast < 0 || atMost != null && atMost < 0) {
            problems.add(f.file(), f.self(), "atLeast and atMost must not be negative");
            return null;
        }
        long min = atLeast != null ? atLeast : atMost != null ? 0 : defaultAtLeast;
        if (atMost != null && atMost < min) {
            problems.add(f.file(), f.self(), "atMost is below atLeast");
            return null;
        }
        return new Long[] {min, atMost == null ? null : (long) atMost};
    }

    private EventMatch readMatch(String file, YNode n, Set<String> alsoAllowed) {
        Fields f = Fields.of(problems, file, n, "an event match");
        if (!f.valid()) return null;
        String type = f.str("event");
        EventType t = type == null ? null : eventType(type);
        if (type != null && t == null) problems.add(file, f.opt("event"), "unknown event type '" + type + "'");
        String pod = f.optStr("pod"), container = f.optStr("container"), member = f.optStr("member");
        String node = f.optStr("node"), reason = f.optStr("reason");
        if (container != null && member != null) problems.add(file, f.opt("member"), "an event match has 'container' or 'member', not both");
        Integer exitCode = f.integer("exitCode", false), port = f.integer("port", false);
        String peer = f.optStr("peer"), probe = f.optStr("probe"), phase = f.optStr("phase");
        Boolean group = f.bool("group");
        for (String k : alsoAllowed) f.opt(k);
        f.finish();
        checkMember(file, n, pod, container != null ? container : member);
        return t == null ? null : new EventMatch(t, pod, container, member, node, reason, exitCode, port, peer, probe, phase, group);
    }
}
