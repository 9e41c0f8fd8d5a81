package io.boundarylab.app.shell;

import io.boundarylab.app.i18n.Messages;
import io.boundarylab.app.save.Progress;
import io.boundarylab.episodes.content.Listing;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Predicate;
import javafx.application.Platform;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * The start page's rows, one page whether it shows inside the main window ({@link StartPage}) or
 * alone as the window's first page ({@link LaunchPage}): the investigation the learner last had
 * open offered first ("Continue: …") once they have worked in it, then every investigation with
 * how far this learner is in it and a button to open it. Counted as the outline counts
 * ({@link Marks}), so the number here is the one the outline shows once it is opened.
 *
 * @param text       the window's language
 * @param all        every investigation offered, in order, as listed ({@link Listing}): the first
 *                   page has them before the content is read
 * @param lastId     the id of the investigation last open (null, or one no longer offered: the first)
 * @param progressOf this learner's progress in an investigation
 * @param openNow    whether an investigation is the one open in the window now
 */
record StartRows(Messages text, List<Listing> all, String lastId, Function<Listing, Progress> progressOf,
                 Predicate<Listing> openNow) {

    /**
     * The page around the rows, the same on both pages: its heading, what it is for, then
     * {@code rows} (saying the investigations are being read until they are filled), then
     * {@code below}; in a column that scrolls.
     */
    static javafx.scene.Node page(Messages text, VBox rows, javafx.scene.Node... below) {
        Label heading = new Label(text.get("start.title"));
        heading.getStyleClass().add("page-title");
        Label intro = new Label(text.get("start.intro"));
        intro.setWrapText(true);
        intro.getStyleClass().add("page-lead");
        rows.getChildren().setAll(new Label(text.get("start.loading")));
        rows.setId("start-page");
        rows.setMaxWidth(900);
        VBox column = new VBox(12, heading, intro, rows);
        column.getChildren().addAll(below);
        column.setMaxWidth(900);
        column.setPadding(new javafx.geometry.Insets(28, 32, 28, 32));
        return SceneFactory.scrolling(column);
    }

    /**
     * Puts the rows in {@code rows} and the keyboard on the first button (Continue when there is
     * one). {@code onContinue} runs for the Continue row, {@code onOpen} for an investigation's own.
     */
    void fill(VBox rows, Consumer<Listing> onContinue, Consumer<Listing> onOpen) {
        rows.getChildren().clear();
        // The one last open: its id is remembered when it opens, so this holds while it still loads.
        Listing last = all.stream().filter(l -> l.id().equals(lastId)).findFirst().orElse(all.get(0));
        Progress lastProgress = progressOf.apply(last);
        Button first = null;
        if (Marks.worked(lastProgress)) {
            Button go = new Button(text.get("start.continue.with", last.title()));
            rows.getChildren().add(continueRow(last, lastProgress, go));
            go.setOnAction(e -> onContinue.accept(last));
            first = go;
        }
        for (Listing inv : all) {
            Button open = new Button();
            rows.getChildren().add(row(inv, progressOf.apply(inv), open));
            open.setOnAction(e -> onOpen.accept(inv));
            if (first == null) {
                first = open;
            }
        }
        // The keyboard starts on the page: Continue, or else the first investigation's button.
        Button focus = first;
        Platform.runLater(focus::requestFocus);
    }

    private Region continueRow(Listing inv, Progress p, Button go) {
        Label lead = new Label(text.get("start.continue.lead", said(inv, p)));
        lead.setWrapText(true);
        lead.setId("start-continue-lead");
        go.setId("start-continue");
        go.getStyleClass().add("accent");
        go.setDefaultButton(true);
        go.setWrapText(true);
        VBox box = new VBox(8, go, lead);
        box.getStyleClass().addAll("card", "start-row", "start-continue");
        return box;
    }

    private String said(Listing inv, Progress p) {
        long predicted = inv.episodes().stream().filter(p.predictions()::containsKey).count();
        return text.count("start.progress", inv.episodes().size(), Marks.percentExplored(inv.pages(), p), predicted, inv.episodes().size());
    }

    private Region row(Listing inv, Progress p, Button open) {
        // The learner returns to the section they were at: it counts as the outline will count it then.
        double explored = Marks.explored(inv.pages(), p);
        Label title = new Label(inv.title());
        title.getStyleClass().add("card-title");
        title.setWrapText(true);
        // The hook's opening line says what the investigation asks.
        Label hook = new Label(inv.hook());
        hook.setWrapText(true);
        Label facts = new Label(text.count(openNow.test(inv) ? "start.episodes.openNow" : "start.episodes", inv.episodes().size(), inv.episodes().size()));
        facts.getStyleClass().add("muted");
        boolean started = !p.visited().isEmpty();
        String said = started ? said(inv, p) : text.get("start.notStarted");
        Label progress = new Label(said);
        progress.setId("start-progress-" + inv.id());
        progress.setWrapText(true);
        HBox progressLine = new HBox(10, progress);
        progressLine.setAlignment(Pos.CENTER_LEFT);
        // An empty bar beside "Not started yet" says nothing more; a bar comes with the first page read.
        if (started) {
            ProgressBar bar = new ProgressBar(explored);
            bar.setPrefWidth(220);
            bar.setAccessibleText(said);
            progressLine.getChildren().add(0, bar);
        }
        VBox words = new VBox(6, title, hook, facts, progressLine);
        HBox.setHgrow(words, Priority.ALWAYS);
        // Only the first page seen (as on the first launch): there is nothing to continue yet.
        open.setText(text.get(Marks.worked(p) ? "start.continue" : "start.begin"));
        open.setId("start-open-" + inv.id());
        open.getStyleClass().add("accent");
        // The words in full, never cut to "…" by a long hook beside them.
        open.setMinWidth(Region.USE_PREF_SIZE);
        open.setAccessibleText(text.get("start.open.accessible", inv.title()));
        HBox row = new HBox(16, words, open);
        row.setAlignment(Pos.CENTER_LEFT);
        row.getStyleClass().addAll("card", "start-row");
        return row;
    }
}
