package io.boundarylab.app.page;

import io.boundarylab.app.i18n.Messages;
import io.boundarylab.episodes.content.Block;
import io.boundarylab.episodes.content.Section;
import java.util.List;
import java.util.function.Function;
import javafx.geometry.Pos;
import javafx.scene.AccessibleRole;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * One section of the investigation as a designed page: headline, lead, and each typed block in
 * its own form (cards, a diagram of boxes and arrows, a table, the ledger, the sources).
 * Interactive blocks (the cost explorer, the exercise) come from {@code extras}.
 */
public final class SectionPageView extends VBox {

    /**
     * @param extras builds the node for an interactive block, or returns null to skip it
     */
    public SectionPageView(Section section, Messages messages, Function<Block, Node> extras) {
        this(section, messages, extras, key -> null);
    }

    /**
     * @param rowLinks for a table row's key (a guarantee), a link to where it is earned, or null
     */
    public SectionPageView(Section section, Messages messages, Function<Block, Node> extras, Function<String, Node> rowLinks) {
        getStyleClass().addAll("page", "page-" + section.kind().key());
        setAccessibleRole(AccessibleRole.PARENT);
        setAccessibleText(section.eyebrow() == null ? section.title() : section.eyebrow() + ". " + section.title());
        setFillWidth(true);
        if (section.eyebrow() != null) {
            Label kicker = new Label(section.eyebrow().toUpperCase(messages.locale()));
            kicker.getStyleClass().add("page-kicker");
            getChildren().add(kicker);
        }
        Label title = text(section.title(), "page-title");
        title.setAccessibleRole(AccessibleRole.TEXT);
        title.setId("page-title");
        getChildren().add(title);
        if (section.lead() != null && !section.lead().isBlank()) {
            getChildren().add(text(section.lead(), "page-lead", "narrative"));
        }
        for (Block b : section.blocks()) {
            Node n = b instanceof Block.Table t ? table(t, rowLinks) : render(b, messages, extras);
            if (n != null) {
                getChildren().add(n);
            }
        }
    }

    private static Node render(Block b, Messages messages, Function<Block, Node> extras) {
        if (b instanceof Block.Paragraph p) {
            return text(p.text(), "page-text", "narrative");
        } else if (b instanceof Block.Callout c) {
            VBox box = new VBox(4);
            box.getStyleClass().add("callout");
            if (c.label() != null) {
                box.getChildren().add(text(c.label().toUpperCase(messages.locale()), "card-kicker"));
            }
            box.getChildren().add(text(c.text(), "page-text"));
            return box;
        } else if (b instanceof Block.Cards cards) {
            HBox row = new HBox(12);
            row.getStyleClass().add("cards");
            for (Block.Card card : cards.cards()) {
                VBox box = new VBox(6);
                box.getStyleClass().add("card");
                if (card.label() != null) {
                    box.getChildren().add(text(card.label().toUpperCase(messages.locale()), "card-kicker"));
                }
                if (card.title() != null) {
                    box.getChildren().add(text(card.title(), "card-title"));
                }
                if (card.text() != null) {
                    box.getChildren().add(text(card.text(), "page-text"));
                }
                // Same preferred width for every card, so the row shares its width equally.
                box.setMinWidth(0);
                box.setPrefWidth(1);
                box.setMaxWidth(Double.MAX_VALUE);
                HBox.setHgrow(box, Priority.ALWAYS);
                box.setFocusTraversable(true);
                box.setAccessibleText(String.join(". ", nonNull(card.label(), card.title(), card.text())));
                row.getChildren().add(box);
            }
            return row;
        } else if (b instanceof Block.Diagram d) {
            return diagram(d, messages);
        } else if (b instanceof Block.Table t) {
            return table(t, key -> null);
        } else if (b instanceof Block.BulletList l) {
            VBox box = new VBox(6);
            if (l.label() != null) {
                box.getChildren().add(text(l.label(), "section-label"));
            }
            int i = 1;
            for (String item : l.items()) {
                Label line = text((l.ordered() ? (i++) + ".  " : "\u2022  ") + item, "page-text");
                box.getChildren().add(line);
            }
            return box;
        } else if (b instanceof Block.Ledger ledger) {
            GridPane grid = grid(messages.get("page.ledger.what"), messages.get("page.ledger.where"));
            int r = 1;
            for (Block.LedgerEntry e : ledger.entries()) {
                grid.add(cell(e.simplification(), "cell"), 0, r);
                Label where = new Label(e.takenUpIn());
                where.getStyleClass().add("tag");
                HBox holder = new HBox(where);
                holder.getStyleClass().add("cell");
                holder.setAlignment(Pos.CENTER_LEFT);
                grid.add(holder, 1, r++);
            }
            return grid;
        } else if (b instanceof Block.Sources s) {
            VBox box = new VBox(8);
            int i = 1;
            for (Block.Source src : s.sources()) {
                StringBuilder line = new StringBuilder();
                line.append(i++).append(".  ");
                if (src.authors() != null) {
                    line.append(src.authors()).append(" ");
                }
                line.append("\u201c").append(src.title()).append("\u201d");
                if (src.venue() != null) {
                    line.append(", ").append(src.venue());
                }
                if (src.year() != null) {
                    line.append(", ").append(src.year());
                }
                line.append('.');
                VBox entry = new VBox(2, text(line.toString(), "page-text"));
                if (src.url() != null) {
                    Label url = text(src.url(), "muted");
                    entry.getChildren().add(url);
                }
                entry.setFocusTraversable(true);
                entry.setAccessibleText(line.toString());
                box.getChildren().add(entry);
            }
            return box;
        }
        return extras.apply(b);
    }

    /** A diagram box's tag: it wraps rather than cut off where the boxes are narrow (large text, longer words). */
    private static Label tag(String text, String... styles) {
        Label l = new Label(text);
        l.getStyleClass().addAll(styles);
        l.setWrapText(true);
        l.setTextAlignment(javafx.scene.text.TextAlignment.CENTER);
        l.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        return l;
    }

    private static Node diagram(Block.Diagram d, Messages messages) {
        VBox outer = new VBox(8);
        HBox row = new HBox(8);
        row.setAlignment(Pos.CENTER);
        row.getStyleClass().add("diagram");
        List<Block.DiagramNode> nodes = d.nodes();
        for (int i = 0; i < nodes.size(); i++) {
            Block.DiagramNode n = nodes.get(i);
            VBox box = new VBox(4);
            box.getStyleClass().add("diagram-box");
            box.setAlignment(Pos.TOP_CENTER);
            if (n.role() != null) {
                box.getChildren().add(tag(n.role(), "tag"));
            }
            box.getChildren().add(text(n.name(), "card-title"));
            if (n.text() != null) {
                Label t = text(n.text(), "page-text");
                t.setAlignment(Pos.CENTER);
                t.setTextAlignment(javafx.scene.text.TextAlignment.CENTER);
                box.getChildren().add(t);
            }
            if (n.badge() != null) {
                box.getChildren().add(tag(messages.get("page.badge", n.badge()), "tag", "badge"));
            }
            box.setMinWidth(0);
            box.setPrefWidth(1);
            box.setMaxWidth(Double.MAX_VALUE);
            HBox.setHgrow(box, Priority.ALWAYS);
            box.setFocusTraversable(true);
            box.setAccessibleText(String.join(". ", nonNull(n.name(), n.role(), n.text(), n.badge())));
            row.getChildren().add(box);
            if (i + 1 < nodes.size()) {
                Block.DiagramNode next = nodes.get(i + 1);
                Block.DiagramLink link = d.links().stream()
                        .filter(l -> l.from().equals(n.id()) && l.to().equals(next.id())).findFirst().orElse(null);
                VBox arrow = new VBox(2);
                arrow.setAlignment(Pos.CENTER);
                arrow.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
                if (link != null) {
                    Label a = new Label("\u2192");
                    a.getStyleClass().add("diagram-arrow");
                    arrow.getChildren().add(a);
                    if (link.label() != null) {
                        arrow.getChildren().add(text(link.label(), "muted"));
                    }
                    arrow.setAccessibleText(messages.get("page.diagram.link", n.name(), next.name(),
                            link.label() == null ? "" : link.label()));
                } else {
                    Label gap = new Label(messages.get("page.diagram.nolink"));
                    gap.getStyleClass().addAll("diagram-arrow", "diagram-gap");
                    Label caption = new Label(messages.get("page.diagram.nolink.caption"));
                    caption.getStyleClass().add("muted");
                    arrow.getChildren().addAll(gap, caption);
                    arrow.setAccessibleText(messages.get("page.diagram.nolink.accessible", n.name(), next.name()));
                }
                row.getChildren().add(arrow);
            }
        }
        outer.getChildren().add(row);
        if (d.caption() != null) {
            Label cap = text(d.caption(), "muted");
            cap.setAlignment(Pos.CENTER);
            cap.setMaxWidth(Double.MAX_VALUE);
            outer.getChildren().add(cap);
        }
        return outer;
    }

    private static Node table(Block.Table t, Function<String, Node> rowLinks) {
        GridPane grid = grid(t.header().toArray(new String[0]));
        grid.setId("table-" + (t.caption() == null ? "table" : Integer.toHexString(t.caption().hashCode())));
        int r = 1;
        for (Block.Row row : t.rows()) {
            for (int c = 0; c < row.cells().size(); c++) {
                Label cell = cell(row.cells().get(c), c == 0 ? "cell-first" : "cell");
                cell.getStyleClass().add("cell");
                Node link = c == 0 && row.key() != null ? rowLinks.apply(row.key()) : null;
                if (link != null) {
                    cell.getStyleClass().remove("cell");
                    VBox withLink = new VBox(2, cell, link);
                    withLink.getStyleClass().add("cell");
                    grid.add(withLink, c, r);
                } else {
                    grid.add(cell, c, r);
                }
            }
            r++;
        }
        VBox box = new VBox(6);
        if (t.caption() != null) {
            box.getChildren().add(text(t.caption(), "section-label"));
        }
        box.getChildren().add(grid);
        return box;
    }

    private static GridPane grid(String... header) {
        GridPane grid = new GridPane();
        grid.getStyleClass().add("contract-table");
        for (int c = 0; c < header.length; c++) {
            ColumnConstraints cc = new ColumnConstraints();
            cc.setPercentWidth(c == 0 ? 32 : 68.0 / Math.max(1, header.length - 1));
            cc.setFillWidth(true);
            grid.getColumnConstraints().add(cc);
            Label h = cell(header[c], "cell-head");
            grid.add(h, c, 0);
        }
        return grid;
    }

    private static Label cell(String s, String style) {
        Label l = text(s, style);
        l.setMaxWidth(Double.MAX_VALUE);
        l.setMaxHeight(Double.MAX_VALUE);
        l.setFocusTraversable(false);
        return l;
    }

    static Label text(String s, String... styles) {
        Label l = new Label(s);
        l.setWrapText(true);
        l.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        l.getStyleClass().addAll(styles);
        return l;
    }

    private static String[] nonNull(String... parts) {
        return java.util.Arrays.stream(parts).filter(p -> p != null && !p.isBlank()).toArray(String[]::new);
    }
}
