package io.boundarylab.episodes.content;

import io.boundarylab.engine.cluster.Guarantee;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Reads the section files ({@code sections/NN-name.yaml}): a section's heading and its blocks
 * (paragraphs, callouts, cards, diagrams, tables, lists, ledger, sources, cost explorer, exercise).
 */
final class SectionLoader {

    private static final Set<String> BLOCK_TYPES = Set.of("paragraph", "callout", "cards", "diagram", "table",
            "list", "ledger", "sources", "costExplorer", "exercise");

    private final ContentFiles files;
    private final Fields.Problems problems;
    /** Where each exercise prompt names its episode, for reference problems. */
    private final Map<Block.ExercisePrompt, YNode> promptAt = new IdentityHashMap<>();

    SectionLoader(ContentFiles files) {
        this.files = files;
        this.problems = files.problems();
    }

    /** Where an exercise prompt read by this loader names its episode. */
    YNode promptAt(Block.ExercisePrompt prompt) {
        return promptAt.get(prompt);
    }

    Section read(Path p, List<Block.ExercisePrompt> prompts, Map<Block.ExercisePrompt, String> promptFiles) {
        Fields f = files.readYaml(p, "a section");
        if (!f.valid()) return null;
        String id = f.str("id");
        String kindKey = f.str("kind");
        SectionKind kind = kindKey == null ? null : SectionKind.fromKey(kindKey);
        if (kindKey != null && (kind == null || kind == SectionKind.EPISODE))
            problems.add(f.file(), f.opt("kind"), "unknown section kind '" + kindKey + "'");
        String eyebrow = f.optProse("eyebrow");
        String title = f.prose("title");
        String lead = f.optProse("lead");
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
            problems.add(file, b, "a block is a map with one key, one of " + new TreeSet<>(BLOCK_TYPES));
            return null;
        }
        String type = b.map.keySet().iterator().next();
        YNode v = b.map.get(type);
        int[] at = b.keyPositions.get(type);
        switch (type) {
            case "paragraph": {
                if (!v.isScalar() || v.text.isBlank()) { problems.add(file, v, "'paragraph' must be text"); return null; }
                return new Block.Paragraph(EnglishFallback.mark(v.text, v.english()));
            }
            case "callout": {
                if (v.isScalar()) return new Block.Callout(null, EnglishFallback.mark(v.text, v.english()));
                Fields f = Fields.of(problems, file, v, "'callout'");
                Block.Callout c = new Block.Callout(f.optProse("label"), f.prose("text"));
                f.finish();
                return c.text() == null ? null : c;
            }
            case "cards": {
                List<Block.Card> cards = new ArrayList<>();
                for (YNode n : items(file, v, type)) {
                    Fields f = Fields.of(problems, file, n, "a card");
                    cards.add(new Block.Card(f.optProse("label"), f.prose("title"), f.optProse("text")));
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
                    Block.DiagramNode dn = new Block.DiagramNode(nf.str("id"), nf.prose("name"), nf.optProse("role"),
                            nf.optProse("text"), nf.optProse("badge"));
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
                    links.add(new Block.DiagramLink(from, to, lf.optProse("label")));
                    lf.finish();
                }
                String caption = f.optProse("caption");
                f.finish();
                return new Block.Diagram(caption, nodes, links);
            }
            case "table": {
                Fields f = Fields.of(problems, file, v, "'table'");
                List<String> header = f.proseList("header", true);
                List<Block.Row> rows = new ArrayList<>();
                for (YNode n : f.list("rows", true, false)) {
                    Fields rf = Fields.of(problems, file, n, "a table row");
                    String key = rf.optStr("key");
                    if (key != null && Guarantee.fromKey(key) == null && !key.startsWith("x-"))
                        problems.add(file, rf.opt("key"), "row key '" + key + "' is not a guarantee (" + Vocabulary.guaranteeKeys() + ") or an x- key");
                    List<String> cells = rf.proseList("cells", true);
                    if (!header.isEmpty() && cells.size() != header.size())
                        problems.add(file, n, "row has " + cells.size() + " cells, the header " + header.size());
                    rows.add(new Block.Row(key, cells));
                    rf.finish();
                }
                String caption = f.optProse("caption");
                f.finish();
                return new Block.Table(caption, header, rows);
            }
            case "list": {
                Fields f = Fields.of(problems, file, v, "'list'");
                Boolean ordered = f.bool("ordered");
                Block.BulletList l = new Block.BulletList(f.optProse("label"), ordered != null && ordered, f.proseList("items", true));
                f.finish();
                return l;
            }
            case "ledger": {
                List<Block.LedgerEntry> entries = new ArrayList<>();
                for (YNode n : items(file, v, type)) {
                    Fields f = Fields.of(problems, file, n, "a ledger entry");
                    entries.add(new Block.LedgerEntry(f.prose("simplification"), f.str("takenUpIn")));
                    f.finish();
                }
                return new Block.Ledger(entries);
            }
            case "sources": {
                List<Block.Source> sources = new ArrayList<>();
                for (YNode n : items(file, v, type)) {
                    Fields f = Fields.of(problems, file, n, "a source");
                    sources.add(new Block.Source(f.prose("title"), f.optStr("authors"), f.optProse("venue"), f.optStr("year"), f.optStr("url")));
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
                    Block.ExercisePrompt pr = new Block.ExercisePrompt(pf.str("id"), pf.prose("text"), pf.str("episode"));
                    YNode epNode = pf.opt("episode");
                    promptAt.put(pr, epNode == null ? n : epNode);
                    prompts.add(pr);
                    pf.finish();
                }
                Block.Exercise ex = new Block.Exercise(prompts, f.prose("runLabel"));
                f.finish();
                return ex;
            }
            default:
                problems.add(file, at[0], at[1], "unknown block type '" + type + "' (one of " + new TreeSet<>(BLOCK_TYPES) + ")");
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
}
