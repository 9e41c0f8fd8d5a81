package io.boundarylab.app.cluster;

import java.util.List;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.layout.Pane;

/**
 * The node cards: side by side, sharing the width, while each gets at least
 * {@link #MIN_CARD_WIDTH}; otherwise wrapped onto rows of equal columns (three nodes in a narrow
 * column: two, then one), so the cluster never needs a horizontal scroll bar. The cards of a row
 * are as tall as its tallest.
 */
final class NodeCards extends Pane {
    /** Narrower, a card's memory line and chips wrap word by word: no longer readable. */
    static final double MIN_CARD_WIDTH = 170;
    static final double GAP = 16;

    NodeCards() {
        getStyleClass().add("nodes-row");
    }

    /** How many cards sit side by side in {@code width}. */
    int columnsFor(double width) {
        int n = getManagedChildren().size();
        if (n == 0) return 1;
        int fit = (int) Math.floor((inner(width) + GAP) / (MIN_CARD_WIDTH + GAP));
        return Math.max(1, Math.min(n, fit));
    }

    @Override
    public Orientation getContentBias() {
        return Orientation.HORIZONTAL;
    }

    @Override
    protected double computeMinWidth(double height) {
        Insets in = getInsets();
        return in.getLeft() + in.getRight() + (getManagedChildren().isEmpty() ? 0 : MIN_CARD_WIDTH);
    }

    @Override
    protected double computePrefWidth(double height) {
        Insets in = getInsets();
        int n = getManagedChildren().size();
        return in.getLeft() + in.getRight() + (n == 0 ? 0 : n * MIN_CARD_WIDTH + (n - 1) * GAP);
    }

    @Override
    protected double computeMinHeight(double width) {
        return computePrefHeight(width);
    }

    @Override
    protected double computePrefHeight(double width) {
        double w = width < 0 ? computePrefWidth(-1) : width;
        Insets in = getInsets();
        return in.getTop() + in.getBottom() + rowsHeight(w, null);
    }

    @Override
    protected void layoutChildren() {
        rowsHeight(getWidth(), this::place);
    }

    private interface Placer {
        void place(Node card, double x, double y, double w, double h);
    }

    private void place(Node card, double x, double y, double w, double h) {
        card.resizeRelocate(snapPositionX(x), snapPositionY(y), snapSizeX(w), snapSizeY(h));
    }

    /** Lays the cards out in rows (when {@code placer} is given) and returns the height they take. */
    private double rowsHeight(double width, Placer placer) {
        List<Node> cards = getManagedChildren();
        if (cards.isEmpty()) return 0;
        Insets in = getInsets();
        int cols = columnsFor(width);
        double cardW = Math.max(0, (inner(width) - GAP * (cols - 1)) / cols);
        double y = in.getTop();
        double total = 0;
        for (int start = 0; start < cards.size(); start += cols) {
            List<Node> row = cards.subList(start, Math.min(cards.size(), start + cols));
            double rowH = 0;
            for (Node c : row) rowH = Math.max(rowH, c.prefHeight(cardW));
            if (placer != null) {
                double x = in.getLeft();
                for (Node c : row) {
                    placer.place(c, x, y, cardW, rowH);
                    x += cardW + GAP;
                }
            }
            total += rowH + (start == 0 ? 0 : GAP);
            y += rowH + GAP;
        }
        return total;
    }

    private double inner(double width) {
        Insets in = getInsets();
        return Math.max(0, width - in.getLeft() - in.getRight());
    }
}
