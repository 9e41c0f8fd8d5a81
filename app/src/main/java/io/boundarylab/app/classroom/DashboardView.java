package io.boundarylab.app.classroom;

import io.boundarylab.app.i18n.Plurals;
import io.boundarylab.app.predictions.CalibrationChart;

import java.io.File;
import java.nio.file.Path;
import java.util.Locale;
import java.util.function.Function;
import javafx.beans.binding.Bindings;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextField;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.DirectoryChooser;
import javafx.stage.FileChooser;

/**
 * The instructor's dashboard: the class code and the folder of results at the top, then per
 * episode what the class predicted (a bar per choice, the right ones marked) with the share right
 * and the most common wrong choices with what was written about them, the calibration plot, and
 * the normalised gain. Binds to and delegates to {@link DashboardViewModel}.
 */
public final class DashboardView extends BorderPane {
    private final DashboardViewModel vm;
    private final ClassroomText text;
    private final VBox body = new VBox(18);
    private final CalibrationChart calibration;

    public DashboardView(DashboardViewModel vm) {
        this.vm = vm;
        this.text = vm.text();
        getStyleClass().add("class-dashboard");
        setId("class-dashboard");
        calibration = new CalibrationChart("dashboard-calibration", text.get("dashboard.chart.title"), text.get("dashboard.chart.x"),
                text.get("dashboard.chart.y"), text.get("dashboard.chart.perfect"), text.get("dashboard.chart.class"));
        Label title = new Label(text.get("dashboard.title"));
        title.getStyleClass().add("title-2");
        TextField code = new TextField();
        code.setId("dashboard-code");
        code.setPromptText(text.get("dashboard.code"));
        code.setAccessibleText(text.get("dashboard.code"));
        code.setPrefColumnCount(22);
        Button open = new Button(text.get("dashboard.open"));
        open.setId("dashboard-open");
        open.setOnAction(e -> choose(code.getText()));
        CheckBox names = new CheckBox(text.get("dashboard.names"));
        names.setId("dashboard-names");
        names.selectedProperty().addListener((o, a, b) -> vm.showNames(b));
        Button csv = new Button(text.get("dashboard.csv"));
        csv.setId("dashboard-csv");
        csv.setOnAction(e -> save("class-results.csv", "*.csv").ifPresent(vm::exportCsv));
        Button xapi = new Button(text.get("dashboard.xapi"));
        xapi.setId("dashboard-xapi");
        xapi.setOnAction(e -> save("class-statements.json", "*.json").ifPresent(vm::exportXapi));
        csv.disableProperty().bind(vm.reportProperty().isNull());
        xapi.disableProperty().bind(vm.reportProperty().isNull());
        TextField pollAddress = new TextField("127.0.0.1:8765");
        pollAddress.setId("dashboard-poll-address");
        pollAddress.setPrefColumnCount(14);
        pollAddress.setAccessibleText(text.get("poll.address"));
        javafx.scene.control.ToggleButton poll = new javafx.scene.control.ToggleButton(text.get("poll.toggle"));
        poll.setId("dashboard-poll");
        poll.setTooltip(new javafx.scene.control.Tooltip(text.get("poll.tip")));
        poll.setOnAction(e -> {
            if (poll.isSelected()) vm.startPoll(pollAddress.getText(), code.getText()); else vm.stopPoll();
            poll.setSelected(vm.pollingProperty().get());
        });
        // While the poll listens, the chart is recounted once a second: the bars fill during the demo.
        javafx.animation.Timeline live = new javafx.animation.Timeline(new javafx.animation.KeyFrame(javafx.util.Duration.seconds(1), e -> vm.refreshLive()));
        live.setCycleCount(javafx.animation.Animation.INDEFINITE);
        vm.pollingProperty().addListener((o, a, b) -> {
            if (b) live.play(); else live.stop();
        });
        sceneProperty().addListener((o, a, b) -> {
            if (b == null) vm.stopPoll();
        });
        FlowPane controls = new FlowPane(8, 8, code, open, names, csv, xapi, pollAddress, poll);
        controls.setAlignment(Pos.CENTER_LEFT);
        Label status = new Label();
        status.setId("dashboard-status");
        status.setWrapText(true);
        status.textProperty().bind(vm.statusProperty());
        Label refused = new Label();
        refused.setId("dashboard-refused");
        refused.setWrapText(true);
        refused.getStyleClass().add("muted");
        refused.textProperty().bind(Bindings.createStringBinding(() -> vm.refused().isEmpty() ? ""
                : text.get("dashboard.refused") + "\n" + String.join("\n", vm.refused()), vm.refused()));
        refused.managedProperty().bind(refused.textProperty().isNotEmpty());
        VBox top = new VBox(8, title, controls, status, refused);
        top.setPadding(new Insets(16, 20, 8, 20));
        setTop(top);
        body.setPadding(new Insets(8, 20, 20, 20));
        ScrollPane scroll = new ScrollPane(body);
        scroll.setFitToWidth(true);
        scroll.setId("dashboard-scroll");
        setCenter(scroll);
        vm.reportProperty().addListener((o, a, b) -> show(b));
    }

    public DashboardViewModel viewModel() {
        return vm;
    }

    private void show(ClassReport r) {
        body.getChildren().clear();
        if (r == null) return;
        Label summary = new Label(summary(r));
        summary.setId("dashboard-summary");
        summary.setWrapText(true);
        summary.getStyleClass().add("title-4");
        body.getChildren().add(summary);
        for (ClassReport.EpisodeSummary s : r.episodes()) body.getChildren().add(new EpisodeResultsCard(s, r.learners(), text));
        calibration.show(r.calibration());
        body.getChildren().add(calibration);
    }

    private String summary(ClassReport r) {
        String learners = text.get("dashboard.learners", Plurals.count(text, "count.learner", r.learners()));
        if (r.gain() == null) return learners + " · " + text.get("dashboard.noGain");
        String g = r.gain().gain().isPresent() ? String.format(Locale.ROOT, "%.2f", r.gain().gain().getAsDouble()) : "—";
        return learners + " · " + text.get("dashboard.gain", g, Math.round(r.gain().prePercent()), Math.round(r.gain().postPercent()));
    }

    private void choose(String code) {
        DirectoryChooser c = new DirectoryChooser();
        c.setTitle(text.get("dashboard.open"));
        File dir = c.showDialog(getScene() == null ? null : getScene().getWindow());
        if (dir != null) vm.open(dir.toPath(), code);
    }

    private java.util.Optional<Path> save(String name, String pattern) {
        FileChooser c = new FileChooser();
        c.setInitialFileName(name);
        c.getExtensionFilters().add(new FileChooser.ExtensionFilter(pattern, pattern));
        File f = c.showSaveDialog(getScene() == null ? null : getScene().getWindow());
        return java.util.Optional.ofNullable(f).map(File::toPath);
    }

    /** One row per choice: its words, a bar as long as its share of the class, the count; the right ones marked. */
    static final class EpisodeResultsCard extends VBox {
        EpisodeResultsCard(ClassReport.EpisodeSummary s, int learners, ClassroomText text) {
            super(8);
            getStyleClass().add("dashboard-episode");
            setId("dashboard-episode-" + s.episode().id());
            String share = s.shareRight().isPresent()
                    ? text.get("dashboard.shareRight", Math.round(100 * s.shareRight().getAsDouble()), s.right(), s.judged())
                    : text.get("dashboard.notJudged");
            Label head = new Label(String.format(Locale.ROOT, "%02d · %s — %s", s.episode().number(), s.episode().title(), share));
            head.getStyleClass().add("title-4");
            head.setWrapText(true);
            getChildren().add(head);
            int most = Math.max(1, s.choices().stream().mapToInt(ClassReport.Count::count).max().orElse(1));
            for (ClassReport.Count c : s.choices()) getChildren().add(bar(c, most, learners, text));
            if (!s.wrong().isEmpty()) {
                Label w = new Label(text.get("dashboard.wrong"));
                w.getStyleClass().addAll("dashboard-wrong-title", "text-bold");
                getChildren().add(w);
                for (ClassReport.Wrong wrong : s.wrong().subList(0, Math.min(3, s.wrong().size()))) {
                    Label l = new Label(text.get("dashboard.wrongLine", wrong.text(), Plurals.count(text, "count.wrongBy", wrong.count())));
                    l.setWrapText(true);
                    getChildren().add(l);
                    Function<ClassReport.Said, String> line = said -> "   " + said.who() + ": “" + said.text() + "”";
                    for (ClassReport.Said said : wrong.explanations().subList(0, Math.min(3, wrong.explanations().size()))) {
                        Label e = new Label(line.apply(said));
                        e.setWrapText(true);
                        e.getStyleClass().add("muted");
                        getChildren().add(e);
                    }
                }
            }
        }

        private static HBox bar(ClassReport.Count c, int most, int learners, ClassroomText text) {
            Label words = new Label((c.judgedRight() ? "✓ " : "") + c.text());
            words.setWrapText(true);
            words.setPrefWidth(520);
            words.setMinWidth(200);
            javafx.scene.layout.Region fill = new javafx.scene.layout.Region();
            fill.getStyleClass().addAll("dashboard-bar", c.judgedRight() ? "dashboard-bar-right" : "dashboard-bar-other");
            fill.setMinHeight(18);
            fill.setPrefWidth(8 + 400.0 * c.count() / most);
            fill.setMaxWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
            fill.setStyle(c.judgedRight() ? "-fx-background-color: #2e7d32;" : "-fx-background-color: #5c6bc0;");
            Label count = new Label(text.get("dashboard.count", c.count(), learners == 0 ? 0 : Math.round(100.0 * c.count() / learners)));
            count.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
            HBox row = new HBox(10, words, fill, count);
            row.setAlignment(Pos.CENTER_LEFT);
            HBox.setHgrow(words, Priority.NEVER);
            row.setAccessibleText(words.getText() + ": " + count.getText());
            return row;
        }
    }
}
