package io.boundarylab.app.playground;

import io.boundarylab.app.i18n.Messages;
import io.boundarylab.app.kernel.PlaygroundKernelTab;
import io.boundarylab.app.realcluster.PlaygroundClusterTab;
import io.boundarylab.cluster.source.Experiment;
import io.boundarylab.engine.scenario.Scenario;
import java.util.List;
import javafx.beans.binding.Bindings;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextArea;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;

/**
 * The playground: where to start from, then the form and the YAML side by side (one scenario, two
 * views), and the prediction and the runs. Binds and delegates to {@link PlaygroundViewModel} only.
 */
public final class PlaygroundView extends BorderPane {
    private final PlaygroundViewModel vm;
    private final Messages m;
    private final TabPane tabs = new TabPane();
    private final ComboBox<PlaygroundViewModel.Start> starts = new ComboBox<>();
    /** The width, in ems of the window's type, from which the prediction's panel stays open beside the runs. */
    static final double WIDE_EMS = 96;
    /** The prediction's panel in the run tab: open beside the runs, or folded. */
    private final javafx.beans.property.BooleanProperty predictOpen = new javafx.beans.property.SimpleBooleanProperty(true);
    /** A label in the window's type: the panels are measured in its ems. */
    private final Label emSource = new Label();
    /** Whether the window is narrow for its type (a projector, large type): the runs then take the room. */
    private final javafx.beans.property.BooleanProperty narrow = new javafx.beans.property.SimpleBooleanProperty(false);

    public PlaygroundView(PlaygroundViewModel vm, Messages messages, Runnable saveAction) {
        this.vm = vm;
        this.m = messages;
        setId("playground");
        getStyleClass().add("playground");
        setPadding(new Insets(10));

        Label title = new Label(m.get("playground.title"));
        title.getStyleClass().add("episode-title");
        title.setWrapText(true);
        starts.setId("pg-start");
        starts.setAccessibleText(m.get("playground.start"));
        starts.setItems(vm.starts());
        starts.setConverter(new StringConverter<>() {
            @Override public String toString(PlaygroundViewModel.Start s) { return s == null ? "" : s.label(); }
            @Override public PlaygroundViewModel.Start fromString(String s) { return null; }
        });
        // The start the work came from (a restored draft's), else the first.
        starts.getSelectionModel().select(vm.starts().stream().filter(s -> s.label().equals(vm.title())).findFirst()
                .orElse(vm.starts().isEmpty() ? null : vm.starts().get(0)));
        Label startLabel = emSource;
        startLabel.setText(m.get("playground.start"));
        startLabel.setLabelFor(starts);
        Button go = new Button(m.get("playground.start.go"));
        go.setId("pg-start-go");
        go.setOnAction(e -> {
            if (starts.getValue() != null) {
                vm.start(starts.getValue());
            }
        });
        Button save = new Button(m.get("playground.save"));
        save.setId("pg-save");
        save.setOnAction(e -> saveAction.run());
        FlowPane top = new FlowPane(10, 6, title, startLabel, starts, go, save);
        top.setAlignment(Pos.CENTER_LEFT);
        top.setPadding(new Insets(0, 0, 8, 0));
        top.prefWrapLengthProperty().bind(widthProperty().subtract(24));
        Label notice = new Label();
        notice.setId("pg-notice");
        notice.getStyleClass().add("error-text");
        notice.setWrapText(true);
        notice.setMinHeight(Region.USE_PREF_SIZE);
        notice.textProperty().bind(vm.noticeProperty());
        notice.visibleProperty().bind(vm.noticeProperty().isNotEmpty());
        notice.managedProperty().bind(notice.visibleProperty());
        // Where to start from and the save belong to the design: in a narrow window they fold away on the
        // other tabs, so the runs keep the room.
        top.visibleProperty().bind(narrow.not().or(Bindings.equal(0, tabs.getSelectionModel().selectedIndexProperty())));
        top.managedProperty().bind(top.visibleProperty());
        // What content validate said of the lesson at its last save: its warnings and the cue that gives the answer away.
        Label check = new Label();
        check.setId("pg-save-check");
        check.setWrapText(true);
        check.setMinHeight(Region.USE_PREF_SIZE);
        vm.checkProperty().addListener((o, a, c) -> check.setText(c == null ? "" : LessonCheckText.of(c, m)));
        check.visibleProperty().bind(check.textProperty().isNotEmpty());
        check.managedProperty().bind(check.visibleProperty());
        setTop(new VBox(4, top, notice, check));

        ScenarioForm form = new ScenarioForm(vm, m);
        ScrollPane formScroll = new ScrollPane(form);
        formScroll.setFitToWidth(true);
        formScroll.setId("pg-form-scroll");
        YamlEditor yaml = new YamlEditor(vm, m);
        movesOnWithTab(yaml.text());
        HBox design = new HBox(10, formScroll, yaml);
        HBox.setHgrow(formScroll, Priority.ALWAYS);
        HBox.setHgrow(yaml, Priority.ALWAYS);
        formScroll.setPrefWidth(520);
        yaml.setPrefWidth(420);
        formScroll.setMinWidth(0);
        yaml.setMinWidth(0);
        Tab designTab = new Tab(m.get("playground.tab.design"), design);
        designTab.setId("pg-tab-design");
        designTab.setClosable(false);
        tabs.setId("pg-tabs");
        tabs.getTabs().add(designTab);
        ScrollPane predictScroll = new ScrollPane(new PredictRunPane(vm, m));
        predictScroll.setId("pg-predict-scroll");
        predictScroll.setFitToWidth(true);
        predictScroll.setHbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
        predictScroll.getStyleClass().add("stage-panel");
        addTab("pg-tab-run", "playground.tab.run", runTab(predictScroll));
        // The words the learner reads, beside the claims they stand for.
        ScrollPane lessonScroll = new ScrollPane(new LessonSection(vm, m));
        lessonScroll.setFitToWidth(true);
        addTab("pg-tab-lesson", "playground.tab.lesson", lessonScroll);
        // The same experiment on this machine's kernel and on a cluster: the episodes' tabs, on the scenario as it stands.
        addTab("pg-tab-kernel", "playground.tab.kernel", PlaygroundKernelTab.of(vm::scenario, vm::guarantee,
                vm.scenarioProperty(), m));
        addTab("pg-tab-cluster", "playground.tab.cluster", PlaygroundClusterTab.of(this::clusterExperiment,
                m.locale()));
        setCenter(tabs);
    }

    /**
     * The run tab: the prediction and Run in a panel beside the runs, the runs drawn on stages that take
     * the rest of the room. After a run, in a window narrow for its type, the panel folds so the runs
     * are seen; the button over the stages opens it again.
     */
    private Node runTab(ScrollPane predict) {
        RunsPane runs = new RunsPane(m, vm.predictedProperty(), predictOpen);
        HBox.setHgrow(runs, Priority.ALWAYS);
        predict.visibleProperty().bind(predictOpen);
        predict.managedProperty().bind(predictOpen);
        HBox tab = new HBox(10, predict, runs);
        tab.setPadding(new Insets(4, 0, 0, 0));
        Runnable fit = () -> {
            double em = Math.max(8, emSource.getFont().getSize());
            double width = getWidth();
            narrow.set(width / em < WIDE_EMS);
            double panel = Math.min(30 * em, width * (narrow.get() ? 0.6 : 0.34));
            predict.setPrefWidth(panel);
            predict.setMinWidth(panel);
            predict.setMaxWidth(panel);
        };
        widthProperty().addListener((o, a, b) -> fit.run());
        emSource.fontProperty().addListener((o, a, b) -> fit.run());
        // Narrow with runs shown: the panel folds; wide again: it opens.
        narrow.addListener((o, a, b) -> predictOpen.set(!b || vm.resultProperty().get() == null));
        vm.resultProperty().addListener((o, a, r) -> {
            if (r != null) {
                runs.show(r);
                predictOpen.set(!narrow.get());
            }
        });
        return tab;
    }

    /**
     * The scenario shown, as {@code cluster export playground.yaml} takes it: the naive design when it
     * goes without atomic placement, its text to place a refusal at its line and column.
     */
    private Experiment clusterExperiment() {
        Scenario s = vm.scenario();
        return new Experiment(PlaygroundViewModel.FILE, s, !s.platform().atomicPlacement(), null,
                vm.errorProperty().get() == null ? vm.yamlProperty().get() : null);
    }

    /** Adds a tab (the prediction and the runs). */
    void addTab(String id, String titleKey, Node content) {
        Tab t = new Tab(m.get(titleKey), content);
        t.setId(id);
        t.setClosable(false);
        tabs.getTabs().add(t);
    }

    /** Tab leaves the YAML (it is indented with spaces), as everywhere else: Ctrl+Tab does the same. */
    private static void movesOnWithTab(TextArea area) {
        area.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.TAB && !e.isControlDown()) {
                e.consume();
                area.fireEvent(new KeyEvent(KeyEvent.KEY_PRESSED, "", "", KeyCode.TAB, e.isShiftDown(), true, false, false));
            }
        });
    }

    public PlaygroundViewModel viewModel() {
        return vm;
    }

    TabPane tabs() {
        return tabs;
    }

}
