package io.boundarylab.episodes.content;

import java.util.List;

/**
 * A typed piece of a section's body, so that the app can render a designed page: cards for the
 * prologue's requests, a diagram for the naive architecture, a table for the contract, and so on.
 * In content each block is a one-key map: {@code - paragraph: ...}, {@code - cards: [...]}.
 */
public sealed interface Block {

    /** A paragraph of running text. */
    record Paragraph(String text) implements Block { }

    /** A sentence set apart (a consequence, a key question, a principle), with an optional label. */
    record Callout(String label, String text) implements Block { }

    /** A row of cards: the prologue's three requests, the costs accepted. */
    record Cards(List<Card> cards) implements Block {
        public Cards { cards = List.copyOf(cards); }
    }

    /** One card: a small label ("Request 1"), a title and a sentence. */
    record Card(String label, String title, String text) { }

    /**
     * Boxes and arrows: the scheduler / node agent / runtime chain, or the three containers that
     * run but are not one application.
     */
    record Diagram(String caption, List<DiagramNode> nodes, List<DiagramLink> links) implements Block {
        public Diagram { nodes = List.copyOf(nodes); links = List.copyOf(links); }
    }

    /** A box of a diagram; {@code role} is its short tag ("where"), {@code badge} a state ("running"). */
    record DiagramNode(String id, String name, String role, String text, String badge) { }

    /** An arrow between two boxes, by id. */
    record DiagramLink(String from, String to, String label) { }

    /** A table; each row may carry a key (a guarantee's format key) the app can link to. */
    record Table(String caption, List<String> header, List<Row> rows) implements Block {
        public Table { header = List.copyOf(header); rows = List.copyOf(rows); }
    }

    /** A table row; {@code key} is null when the row stands for nothing the model knows. */
    record Row(String key, List<String> cells) {
        public Row { cells = List.copyOf(cells); }
    }

    /** A list of short items, numbered or not. */
    record BulletList(String label, boolean ordered, List<String> items) implements Block {
        public BulletList { items = List.copyOf(items); }
    }

    /** The simplifications ledger: what was simplified, and where it is taken up. */
    record Ledger(List<LedgerEntry> entries) implements Block {
        public Ledger { entries = List.copyOf(entries); }
    }

    /** One simplification and the investigation(s) that take it up. */
    record LedgerEntry(String simplification, String takenUpIn) { }

    /** The works the investigation rests on. */
    record Sources(List<Source> sources) implements Block {
        public Sources { sources = List.copyOf(sources); }
    }

    /** One work; any field but the title may be null. */
    record Source(String title, String authors, String venue, String year, String url) { }

    /**
     * The interactive placement cost: the starting sizes (Kubernetes quantities such as
     * {@code 50Mi}) of the helper, its companion and the node's free memory.
     */
    record CostExplorer(String helperMemory, String companionMemory, String nodeFreeMemory) implements Block { }

    /** The exercise: one prediction prompt per episode, then the synthesis run. */
    record Exercise(List<ExercisePrompt> prompts, String runLabel) implements Block {
        public Exercise { prompts = List.copyOf(prompts); }
    }

    /** One exercise prompt; its choices and claims are those of the episode's prediction. */
    record ExercisePrompt(String id, String text, String episodeId) { }
}
