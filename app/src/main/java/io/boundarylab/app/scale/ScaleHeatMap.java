package io.boundarylab.app.scale;

import java.util.List;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.geometry.VPos;
import javafx.scene.AccessibleRole;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.scene.text.TextAlignment;

/**
 * The nodes as a heat map: one square per node, grouped in bands by zone. A bin is shown twice,
 * by colour (a colour-blind-safe sequential scale) and by how much of its cell the square fills;
 * a failed node is a cross. The selected node has a ring; the arrow keys move it (Home and End
 * go to the first and last node), a click picks one.
 */
public final class ScaleHeatMap extends Region {
    /** Bin colours, light on dark: viridis samples, from empty to full, then failed. */
    static final List<Color> BIN_COLOURS = List.of(
        Color.web("#4a5263"), Color.web("#3b6fb6"), Color.web("#21a29a"), Color.web("#7ad151"), Color.web("#fde725"),
        Color.web("#ff6b5e"));
    /** Side of the filled square, as a share of the cell, per bin: size carries the bin without colour. */
    static final List<Double> BIN_FILL = List.of(0.0, 0.45, 0.65, 0.82, 1.0, 1.0);
    static final Color BACKGROUND = Color.web("#161b22");
    static final Color TEXT = Color.web("#e6edf3");
    private static final double PAD = 6;
    /** The largest cell: a small cluster's nodes grow to fill the stage, to be seen from the back of a room. */
    private static final double MAX_CELL = 160;

    private final Canvas canvas = new Canvas();
    private final ScaleText text;
    private final IntegerProperty selected = new SimpleIntegerProperty(this, "selected", -1);
    /** The zone labels' size: the view binds it to its text size, so text scale and presenter mode reach the canvas. */
    private final DoubleProperty fontSize = new SimpleDoubleProperty(this, "fontSize", 12);
    private ScaleFrame frame;
    // Layout of the last drawing, for hit tests and key moves.
    private double cell;
    private int columns;
    private double[] zoneTop = new double[0];

    public ScaleHeatMap(ScaleText text) {
        this.text = text;
        getStyleClass().add("scale-heatmap");
        getChildren().add(canvas);
        setFocusTraversable(true);
        setAccessibleRole(AccessibleRole.IMAGE_VIEW);
        setAccessibleRoleDescription(text.get("scale.heatmap"));
        setAccessibleHelp(text.get("scale.node.none"));
        setMinSize(200, 150);
        setPrefSize(900, 560);
        addEventHandler(KeyEvent.KEY_PRESSED, this::onKey);
        addEventHandler(MouseEvent.MOUSE_PRESSED, e -> {
            requestFocus();
            int n = nodeAt(e.getX(), e.getY());
            if (n >= 0) {
                selected.set(n);
            }
        });
        selected.addListener((o, a, b) -> draw());
        fontSize.addListener((o, a, b) -> draw());
        focusedProperty().addListener((o, a, b) -> draw());
    }

    /** The selected node's index, or -1. */
    public IntegerProperty selectedProperty() {
        return selected;
    }

    public DoubleProperty fontSizeProperty() {
        return fontSize;
    }

    private double labelHeight() {
        return Math.ceil(labelFont() * 1.6);
    }

    /**
     * The zone labels' size: the text's, unless the zones' labels would then take more than a third of
     * the map's height (large type in a short window), when they are drawn smaller so the nodes keep the room.
     */
    private double labelFont() {
        int zones = frame == null ? 1 : Math.max(1, frame.layout().zones().size());
        return Math.max(8, Math.min(fontSize.get(), canvas.getHeight() / (zones * 1.6 * 3)));
    }

    public void show(ScaleFrame f) {
        boolean newLayout = frame == null || f == null || frame.layout() != f.layout();
        frame = f;
        if (newLayout) {
            selected.set(-1);
        }
        draw();
    }

    @Override
    protected void layoutChildren() {
        double w = getWidth();
        double h = getHeight();
        if (canvas.getWidth() != w || canvas.getHeight() != h) {
            canvas.setWidth(w);
            canvas.setHeight(h);
            draw();
        }
    }

    private void onKey(KeyEvent e) {
        if (frame == null) {
            return;
        }
        int n = frame.nodeCount();
        int s = selected.get();
        int next = switch (e.getCode()) {
            case RIGHT -> s < 0 ? 0 : Math.min(n - 1, s + 1);
            case LEFT -> s < 0 ? 0 : Math.max(0, s - 1);
            case DOWN -> s < 0 ? 0 : Math.min(n - 1, s + Math.max(1, columns));
            case UP -> s < 0 ? 0 : Math.max(0, s - Math.max(1, columns));
            case HOME -> 0;
            case END -> n - 1;
            default -> Integer.MIN_VALUE;
        };
        if (next != Integer.MIN_VALUE) {
            selected.set(next);
            e.consume();
        }
    }

    /** Computes the largest cell that fits every zone band in the canvas. */
    private void computeLayout(double w, double h) {
        ScaleLayout layout = frame.layout();
        int zones = layout.zones().size();
        double usableW = Math.max(1, w - 2 * PAD);
        cell = 2;
        for (double c = MAX_CELL; c >= 2; c -= 1) {
            int cols = Math.max(1, (int) Math.floor(usableW / c));
            double total = PAD;
            for (int z = 0; z < zones; z++) {
                int rows = (layout.zoneNodeCount(z) + cols - 1) / cols;
                total += labelHeight() + rows * c + PAD;
            }
            if (total <= h) {
                cell = c;
                break;
            }
        }
        columns = Math.max(1, (int) Math.floor(usableW / cell));
        zoneTop = new double[zones];
        double y = PAD;
        for (int z = 0; z < zones; z++) {
            zoneTop[z] = y;
            int rows = (layout.zoneNodeCount(z) + columns - 1) / columns;
            y += labelHeight() + rows * cell + PAD;
        }
    }

    /** Cell position of a node: nodes of a zone are contiguous in the scenario, so offsets are simple. */
    private int zoneStart(int zone) {
        int start = 0;
        for (int z = 0; z < zone; z++) {
            start += frame.layout().zoneNodeCount(z);
        }
        return start;
    }

    private int nodeAt(double x, double y) {
        if (frame == null || cell <= 0) {
            return -1;
        }
        ScaleLayout layout = frame.layout();
        int start = 0;
        for (int z = 0; z < zoneTop.length; z++) {
            double top = zoneTop[z] + labelHeight();
            int count = layout.zoneNodeCount(z);
            int rows = (count + columns - 1) / columns;
            if (y >= top && y < top + rows * cell) {
                int col = (int) ((x - PAD) / cell);
                int row = (int) ((y - top) / cell);
                int k = row * columns + col;
                if (col >= 0 && col < columns && k < count) {
                    return start + k;
                }
                return -1;
            }
            start += count;
        }
        return -1;
    }

    private void draw() {
        double w = canvas.getWidth();
        double h = canvas.getHeight();
        GraphicsContext g = canvas.getGraphicsContext2D();
        g.setFill(BACKGROUND);
        g.fillRect(0, 0, w, h);
        if (frame == null || w <= 0 || h <= 0) {
            return;
        }
        computeLayout(w, h);
        ScaleLayout layout = frame.layout();
        g.setFont(Font.font(labelFont()));
        g.setTextBaseline(VPos.CENTER);
        g.setTextAlign(TextAlignment.LEFT);
        int zones = layout.zones().size();
        for (int z = 0; z < zones; z++) {
            g.setFill(TEXT);
            String label;
            if (frame.zoneFailed(z) == layout.zoneNodeCount(z)) {
                label = text.get("scale.zone.down", layout.zones().get(z), layout.zoneNodeCount(z));
            } else {
                String failed = frame.zoneFailed(z) == 0 ? "" : text.get("scale.zone.failed", frame.zoneFailed(z));
                label = text.get("scale.zone", layout.zones().get(z), layout.zoneNodeCount(z), frame.zoneAllocation(z), failed,
                        frame.zonePods(z));
            }
            g.fillText(label, PAD, zoneTop[z] + labelHeight() / 2);
        }
        double gap = cell >= 5 ? 1 : 0;
        double inner = cell - gap;
        // One pass per bin keeps fill changes to six per frame.
        for (int b = 0; b < ScaleFrame.BIN_COUNT; b++) {
            Color colour = BIN_COLOURS.get(b);
            for (int z = 0; z < zones; z++) {
                int start = zoneStart(z);
                int count = layout.zoneNodeCount(z);
                double top = zoneTop[z] + labelHeight();
                for (int k = 0; k < count; k++) {
                    int n = start + k;
                    if (frame.bin(n) != b) {
                        continue;
                    }
                    double x = PAD + (k % columns) * cell;
                    double y = top + (k / columns) * cell;
                    drawCell(g, b, colour, x, y, inner);
                }
            }
        }
        int s = selected.get();
        if (s >= 0 && s < frame.nodeCount()) {
            int z = layout.zoneOf(s);
            int k = s - zoneStart(z);
            double x = PAD + (k % columns) * cell;
            double y = zoneTop[z] + labelHeight() + (k / columns) * cell;
            g.setStroke(isFocused() ? Color.WHITE : TEXT.deriveColor(0, 1, 1, 0.7));
            g.setLineWidth(2);
            g.strokeRect(x - 1.5, y - 1.5, inner + 3, inner + 3);
        }
    }

    /** Draws one cell the way the legend draws its swatch. */
    static void drawCell(GraphicsContext g, int bin, Color colour, double x, double y, double size) {
        if (bin == ScaleFrame.BIN_FAILED) {
            g.setFill(Color.web("#3d1d1d"));
            g.fillRect(x, y, size, size);
            g.setStroke(colour);
            g.setLineWidth(Math.max(1, size / 10));
            double m = size * 0.22;
            g.strokeLine(x + m, y + m, x + size - m, y + size - m);
            g.strokeLine(x + size - m, y + m, x + m, y + size - m);
            return;
        }
        if (bin == ScaleFrame.BIN_EMPTY) {
            g.setStroke(colour);
            g.setLineWidth(1);
            g.strokeRect(x + 0.5, y + 0.5, Math.max(0, size - 1), Math.max(0, size - 1));
            return;
        }
        g.setFill(colour.deriveColor(0, 1, 0.35, 1));
        g.fillRect(x, y, size, size);
        double fill = size * BIN_FILL.get(bin);
        double off = (size - fill) / 2;
        g.setFill(colour);
        g.fillRect(x + off, y + off, fill, fill);
    }
}
