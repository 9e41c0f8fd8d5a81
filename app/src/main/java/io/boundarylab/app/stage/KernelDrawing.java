package io.boundarylab.app.stage;

import io.boundarylab.app.i18n.Messages;
import io.boundarylab.app.stage.KernelPicture.Box;
import io.boundarylab.app.stage.KernelPicture.Member;
import javafx.geometry.Pos;
import javafx.scene.AccessibleRole;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * Draws a {@link KernelPicture} in the simulation's visual language (see the cluster view): the
 * learner's sentence on top, then each network namespace as a dashed boundary titled with who is
 * in it, the cgroup its processes share as a labelled band inside, and the processes as chips
 * that say their state in a glyph and a word. The inode numbers are the boundary's small print
 * and each chip's tooltip and accessible text. Pure view: it is handed pictures and draws them.
 */
public final class KernelDrawing extends VBox {
    private final KernelWords words;
    private final Label headline = new Label();
    // Boxes side by side while they fit, wrapped onto rows when not: never a horizontal scroll bar.
    private final FlowPane boxes = new FlowPane(16, 16);
    private KernelPicture shown;

    /** @param messages the app's main bundle */
    public KernelDrawing(Messages messages) {
        super(12);
        this.words = new KernelWords(messages);
        getStyleClass().addAll("cluster-view", "kernel-drawing");
        headline.getStyleClass().add("kernel-headline");
        headline.setWrapText(true);
        headline.setMinHeight(Region.USE_PREF_SIZE);
        headline.setAccessibleRole(AccessibleRole.TEXT);
        boxes.getStyleClass().add("kernel-boxes");
        boxes.setAlignment(Pos.TOP_LEFT);
        boxes.prefWrapLengthProperty().bind(widthProperty());
        getChildren().addAll(headline, boxes);
        setAccessibleRole(AccessibleRole.PARENT);
        setAccessibleHelp(messages.get("stage.kernel.accessible"));
        show(KernelPicture.of(null, java.util.List.of()));
    }

    /** The picture drawn now. */
    public KernelPicture shown() {
        return shown;
    }

    /** Draws a picture in place of the one shown. */
    public void show(KernelPicture picture) {
        shown = picture;
        headline.setText(words.headline(picture));
        setAccessibleText(headline.getText());
        boxes.getChildren().clear();
        for (Box b : picture.boxes()) {
            VBox outer = box(b);
            outer.getStyleClass().add("kernel-box-outer");
            boxes.getChildren().add(outer);
        }
    }

    private VBox box(Box b) {
        VBox box = new VBox(6);
        box.getStyleClass().addAll("identity-box", "kernel-box", "kernel-box-" + b.kind().key());
        if (b.inode().isEmpty()) box.getStyleClass().add("kernel-box-unknown");
        Label title = wrapped(words.title(b), "identity-title");
        title.getStyleClass().add("kernel-box-title");
        Label detail = wrapped(words.detail(b), "kernel-small");
        box.getChildren().addAll(title, detail);
        VBox content = new VBox(6);
        if (b.inner().isEmpty()) {
            for (Member p : b.processes()) content.getChildren().add(chip(p));
        } else {
            for (Box inner : b.inner()) content.getChildren().add(box(inner));
        }
        String cgroup = words.cgroup(b);
        if (cgroup == null) {
            box.getChildren().add(content);
        } else {
            // The cgroup the processes share is a band that holds them, labelled with its name.
            VBox band = new VBox(6);
            band.getStyleClass().add("kernel-cgroup");
            Label name = wrapped(cgroup, "kernel-cgroup-title");
            Tooltip.install(name, new Tooltip(b.cgroup()));
            band.getChildren().addAll(name, content);
            band.setAccessibleText(cgroup + " (" + b.cgroup() + ")");
            box.getChildren().add(band);
        }
        box.setAccessibleRole(AccessibleRole.PARENT);
        box.setAccessibleText(title.getText() + ", " + detail.getText());
        return box;
    }

    private Node chip(Member p) {
        Label chip = new Label(words.chip(p));
        chip.getStyleClass().addAll("member-chip", p.state().styleClass());
        chip.setId("process-" + p.name());
        chip.setWrapText(true);
        chip.setMaxWidth(Double.MAX_VALUE);
        chip.setMinHeight(Region.USE_PREF_SIZE);
        chip.setFocusTraversable(true);
        chip.setAlignment(Pos.CENTER_LEFT);
        chip.setAccessibleRole(AccessibleRole.TEXT);
        String facts = words.facts(p);
        chip.setAccessibleText(facts);
        chip.setTooltip(new Tooltip(facts));
        return chip;
    }

    private static Label wrapped(String text, String style) {
        Label l = new Label(text);
        l.getStyleClass().add(style);
        l.setWrapText(true);
        l.setMinHeight(Region.USE_PREF_SIZE);
        return l;
    }
}
