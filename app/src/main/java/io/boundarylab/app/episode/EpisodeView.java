package io.boundarylab.app.episode;

import io.boundarylab.app.cluster.ClusterView;
import io.boundarylab.app.compare.CompareView;
import io.boundarylab.app.compare.CompareViewModel;
import io.boundarylab.app.events.EventLogView;
import io.boundarylab.app.events.EventLogViewModel;
import io.boundarylab.app.i18n.Messages;
import io.boundarylab.app.lab.ExperimentRun;
import io.boundarylab.app.playback.TransportBar;
import io.boundarylab.app.shell.SceneActions;
import io.boundarylab.app.transcript.TranscriptView;
import io.boundarylab.engine.contract.Verdict;
import io.boundarylab.engine.scenario.FaultTarget;
import io.boundarylab.engine.trace.TraceEvent;
import io.boundarylab.episodes.content.Choice;
import io.boundarylab.episodes.content.Episode;
import io.boundarylab.episodes.content.Experiment;
import io.boundarylab.episodes.content.Variant;
import io.boundarylab.episodes.prediction.ClaimComparison;
import io.boundarylab.episodes.run.FaultAction;
import io.boundarylab.episodes.run.StatusValue;
import java.util.List;
import java.util.Locale;
import javafx.beans.binding.Bindings;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.AccessibleRole;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.RadioButton;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Slider;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;

/**
 * The episode scene: pressure, prediction, mode switch and Run on the left; live status fields,
 * the cluster view, the narration line and the time control in the middle; the event list and
 * the "why" on the right. Findings appear under the prediction once the run has played.
 * Binds and delegates to {@link EpisodeViewModel} only.
 */
public final class EpisodeView extends BorderPane implements SceneActions {
    private final EpisodeViewModel vm;
    private final Messages messages;
    private final BooleanProperty answersHidden = new SimpleBooleanProperty(false);
    private final VBox scene;
    private final CompareViewModel compareVm;
    private ScrollPane leftScroll;
    private ClusterView clusterView;
    private VBox leftColumn;
    private VBox centreColumn;
    private Node eventLog;
    private ScrollPane clusterScroll;
    private Label emSource;
    private Layout layout;
    private final javafx.scene.layout.StackPane columnsHolder = new javafx.scene.layout.StackPane();
    private final TabPane tabs = new TabPane();
    private Tab eventsTab;
    private VBox header;

    /**
     * How the three parts of the scene sit: side by side when the window is wide for its type size,
     * the event list under the cluster when it is narrower, everything in one scrolling column at
     * large type, so nothing is ever clipped.
     */
    public enum Layout { WIDE, MEDIUM, NARROW }
    private Node runButton;

    public EpisodeView(EpisodeViewModel vm, Messages messages) {
        this.vm = vm;
        this.messages = messages;
        Episode ep = vm.episode();
        getStyleClass().add("episode");
        setId("episode-" + ep.id());

        VBox header = new VBox(4);
        this.header = header;
        Label kicker = new Label(messages.get("episode.kicker", String.format(Locale.ROOT, "%02d", ep.number())));
        kicker.getStyleClass().add("page-kicker");
        Label title = new Label(ep.title());
        title.getStyleClass().add("episode-title");
        title.setWrapText(true);
        Label pressure = new Label(messages.get("episode.pressure", ep.pressure()));
        pressure.getStyleClass().addAll("pressure");
        pressure.setWrapText(true);
        header.getChildren().addAll(kicker, title, pressure);
        header.setPadding(new Insets(0, 0, 8, 0));

        // Left column: prediction, experiment, findings.
        // Faults last: an instructor's tool, folded away until wanted, so Run and the findings stay close.
        VBox left = new VBox(12, predictionCard(), experimentCard(), findingsCard(), faultCard());
        left.getStyleClass().add("episode-left");
        left.setPadding(new Insets(2, 8, 2, 2));
        ScrollPane leftScroll = new ScrollPane(left);
        leftScroll.setFitToWidth(true);
        leftScroll.setHbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
        leftScroll.getStyleClass().add("edge-to-edge");

        // Centre: status, cluster, narration, time.
        FlowPane status = new FlowPane(8, 8);
        status.getStyleClass().add("status-fields");
        status.setId("status-fields");
        Runnable drawStatus = () -> {
            status.getChildren().clear();
            for (StatusValue s : vm.status()) {
                status.getChildren().add(statusField(s));
            }
        };
        vm.status().addListener((ListChangeListener<StatusValue>) c -> drawStatus.run());
        drawStatus.run();
        Label hint = new Label(ep.statusHint());
        hint.getStyleClass().addAll("muted", "narrative");
        hint.setWrapText(true);
        hint.setMinHeight(Region.USE_PREF_SIZE);

        ClusterView cluster = new ClusterView(messages);
        this.clusterView = cluster;
        cluster.setId("cluster-view");
        cluster.render(vm.clusterProperty().get());
        vm.clusterProperty().addListener((o, a, b) -> cluster.render(b));
        ScrollPane clusterScroll = new ScrollPane(cluster);
        clusterScroll.setFitToWidth(true);
        clusterScroll.getStyleClass().add("edge-to-edge");
        VBox.setVgrow(clusterScroll, Priority.ALWAYS);

        Label narration = new Label();
        narration.setId("narration");
        narration.getStyleClass().add("narration");
        narration.setWrapText(true);
        narration.setMaxWidth(Double.MAX_VALUE);
        narration.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        narration.textProperty().bind(Bindings.createStringBinding(() -> {
            if (vm.runningProperty().get()) {
                return messages.get("episode.running");
            }
            if (!vm.errorProperty().get().isEmpty()) {
                return messages.get("episode.error", vm.errorProperty().get());
            }
            if (vm.runProperty().get() == null) {
                return vm.committedProperty().get() ? messages.get("episode.narration.ready")
                        : messages.get("episode.narration.predictFirst");
            }
            String s = vm.narrationProperty().get();
            return s.isEmpty() ? messages.get("episode.narration.start") : s;
        }, vm.narrationProperty(), vm.runningProperty(), vm.errorProperty(), vm.runProperty(), vm.committedProperty()));
        narration.accessibleTextProperty().bind(narration.textProperty());
        narration.setAccessibleRole(AccessibleRole.TEXT);
        narration.setFocusTraversable(true);

        TransportBar time = TransportBar.forTrace(vm.playback(), messages, "");
        VBox centre = new VBox(10, status, hint, clusterScroll);
        centre.setPadding(new Insets(0, 8, 0, 8));

        EventLogViewModel logVm = new EventLogViewModel(vm.playback(), vm.narrator());
        EventLogView log = new EventLogView(logVm, messages, "");

        this.leftColumn = left;
        this.leftScroll = leftScroll;
        this.centreColumn = centre;
        this.eventLog = log;
        this.clusterScroll = clusterScroll;
        // Narration and time control span the scene: the one line everyone reads, the one bar everyone uses.
        VBox bottom = new VBox(6, narration, time);
        bottom.setPadding(new Insets(8, 0, 0, 0));
        scene = new VBox(columnsHolder, bottom);
        scene.setPadding(new Insets(8, 0, 0, 0));
        VBox.setVgrow(columnsHolder, Priority.ALWAYS);
        arrange(Layout.WIDE);
        widthProperty().addListener((o, a, b) -> rearrange());
        // The narration line never moves between layouts (the header does), so its type is a steady measure.
        narration.fontProperty().addListener((o, a, b) -> rearrange());
        this.emSource = narration;

        compareVm = new CompareViewModel(vm, messages);
        TabPane tabs = this.tabs;
        tabs.setId("episode-tabs");
        tabs.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        Tab experiment = new Tab(messages.get("episode.tab.experiment"), scene);
        experiment.setId("tab-experiment");
        Tab compare = new Tab(messages.get("episode.tab.compare"), new CompareView(compareVm, messages));
        compare.setId("tab-compare");
        Tab kernel = new Tab(messages.get("episode.tab.kernel"), kernelPanel());
        kernel.setId("tab-kernel");
        Tab transcript = new Tab(messages.get("episode.tab.transcript"),
                new TranscriptView(vm.playback(), vm.narrator(), messages, ep.title()));
        transcript.setId("tab-transcript");
        tabs.getTabs().addAll(experiment, compare, kernel, transcript);

        setTop(header);
        setCenter(tabs);
        setAccessibleRole(AccessibleRole.PARENT);
        setAccessibleText(exportTitle() + ". " + ep.pressure());
    }

    /** Presenter mode hides the answers (findings and the right/wrong of the prediction) until revealed. */
    public BooleanProperty answersHiddenProperty() {
        return answersHidden;
    }

    /** Reduced motion: no fades, and a run waits for Play instead of starting by itself. */
    public void setReducedMotion(boolean on) {
        clusterView.setAnimated(!on);
        vm.setAutoplay(!on);
    }

    public EpisodeViewModel viewModel() {
        return vm;
    }

    public CompareViewModel compareViewModel() {
        return compareVm;
    }

    private Node predictionCard() {
        VBox card = new VBox(8);
        card.getStyleClass().addAll("card", "prediction-card");
        card.setId("prediction-card");
        Label head = new Label(messages.get("episode.predict.title"));
        head.getStyleClass().add("card-kicker");
        Label question = new Label(vm.episode().prediction().text());
        question.getStyleClass().add("card-title");
        question.setWrapText(true);
        card.getChildren().addAll(head, question);

        ToggleGroup group = new ToggleGroup();
        int i = 0;
        for (Choice c : vm.episode().prediction().choices()) {
            RadioButton r = new RadioButton(c.text());
            r.setId("choice-" + (i++));
            r.setWrapText(true);
            r.setMinHeight(Region.USE_PREF_SIZE);
            r.setToggleGroup(group);
            r.setUserData(c.id());
            r.setSelected(c.id().equals(vm.choiceProperty().get()));
            hideWhenCommitted(r);
            r.setOnAction(e -> vm.selectChoice(c.id()));
            vm.choiceProperty().addListener((o, a, b) -> r.setSelected(c.id().equals(b)));
            card.getChildren().add(r);
        }

        TextField reason = new TextField(vm.reasonProperty().get());
        reason.setId("reason");
        reason.setPromptText(messages.get("episode.predict.reason"));
        reason.setAccessibleText(messages.get("episode.predict.reason"));
        reason.textProperty().addListener((o, a, b) -> vm.setReason(b));
        vm.reasonProperty().addListener((o, a, b) -> {
            if (!b.equals(reason.getText())) {
                reason.setText(b);
            }
        });
        reason.editableProperty().bind(vm.committedProperty().not());
        hideWhenCommitted(reason);

        Label confLabel = new Label();
        confLabel.textProperty().bind(Bindings.createStringBinding(
                () -> messages.get("episode.predict.confidence", vm.confidenceProperty().get()), vm.confidenceProperty()));
        Slider confidence = new Slider(0, 100, vm.confidenceProperty().get());
        confidence.setId("confidence");
        confidence.setBlockIncrement(10);
        confidence.setMajorTickUnit(25);
        confidence.setAccessibleText(messages.get("episode.predict.confidence.accessible"));
        confidence.valueProperty().addListener((o, a, b) -> vm.setConfidence((int) Math.round(b.doubleValue())));
        vm.confidenceProperty().addListener((o, a, b) -> confidence.setValue(b.intValue()));
        hideWhenCommitted(confidence);
        hideWhenCommitted(confLabel);

        Button commit = new Button(messages.get("episode.predict.commit"));
        commit.setId("commit");
        commit.setDefaultButton(false);
        commit.getStyleClass().add("accent");
        commit.disableProperty().bind(vm.canCommitProperty().not());
        commit.setOnAction(e -> {
            vm.commit();
            // Bring Run into view: it is the next thing to do.
            javafx.application.Platform.runLater(this::scrollToRun);
        });
        commit.setMaxWidth(Double.MAX_VALUE);
        hideWhenCommitted(commit);

        Label locked = new Label();
        locked.setId("prediction-locked");
        locked.setWrapText(true);
        locked.textProperty().bind(Bindings.createStringBinding(() -> {
            if (!vm.committedProperty().get()) {
                return messages.get("episode.predict.notYet");
            }
            String text = vm.episode().prediction().choice(vm.choiceProperty().get()).map(Choice::text).orElse("");
            String why = vm.reasonProperty().get().isBlank() ? "" : messages.get("episode.predict.because", vm.reasonProperty().get());
            return messages.get("episode.predict.locked", text, vm.confidenceProperty().get()) + why;
        }, vm.committedProperty(), vm.choiceProperty(), vm.confidenceProperty(), vm.reasonProperty()));
        locked.getStyleClass().add("prediction-summary");
        locked.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        card.getChildren().addAll(reason, confLabel, confidence, commit, locked);
        Runnable mark = () -> {
            card.getStyleClass().remove("prediction-locked");
            if (vm.committedProperty().get()) {
                card.getStyleClass().add("prediction-locked");
            }
        };
        vm.committedProperty().addListener((o, a, b) -> mark.run());
        mark.run();
        return card;
    }

    private void hideWhenCommitted(Node n) {
        n.visibleProperty().bind(vm.committedProperty().not());
        n.managedProperty().bind(n.visibleProperty());
    }

    /** The layout for a width measured in ems of the scene's type. */
    static Layout layoutFor(double widthEm) {
        if (widthEm >= 80) {
            return Layout.WIDE;
        }
        return widthEm >= 52 ? Layout.MEDIUM : Layout.NARROW;
    }

    private double em() {
        // The narration line is 1.05em of the root font (see the stylesheet).
        return emSource == null ? 14 : Math.max(8, emSource.getFont().getSize() / 1.05);
    }

    private void rearrange() {
        if (getWidth() <= 0) {
            return;
        }
        Layout wanted = layoutFor(getWidth() / em());
        if (wanted != layout) {
            javafx.application.Platform.runLater(() -> arrange(wanted));
        } else {
            sizeColumns();
        }
    }

    /** The current layout (tests check that large type never leaves three clipped columns). */
    public Layout currentLayout() {
        return layout;
    }

    private void arrange(Layout l) {
        // Moving the columns takes the focused control out of the scene for a moment; give it back
        // after, or the keyboard would land on the first header button.
        Node focused = getScene() == null ? null : getScene().getFocusOwner();
        boolean focusInside = false;
        for (Node n = focused; n != null; n = n.getParent()) {
            if (n == this) {
                focusInside = true;
                break;
            }
        }
        layout = l;
        leftScroll.setContent(null);
        columnsHolder.getChildren().clear();
        if (eventsTab != null) {
            eventsTab.setContent(null);
            tabs.getTabs().remove(eventsTab);
        }
        VBox.setVgrow(eventLog, Priority.NEVER);
        VBox.setVgrow(clusterScroll, Priority.ALWAYS);
        clusterScroll.setMinHeight(Region.USE_COMPUTED_SIZE);
        if (l == Layout.NARROW) {
            // At large type the title and pressure scroll away with the scene: the fixed part of the
            // window is then only the tabs, the narration and the time bar, and the scene keeps its room.
            setTop(null);
            VBox all = new VBox(12, header, leftColumn, centreColumn, eventLog);
            all.setPadding(new Insets(0, 8, 0, 0));
            clusterScroll.setMinHeight(Region.USE_PREF_SIZE);
            ScrollPane scroll = new ScrollPane(all);
            scroll.setFitToWidth(true);
            scroll.getStyleClass().add("edge-to-edge");
            columnsHolder.getChildren().add(scroll);
        } else {
            if (getTop() != header) {
                setTop(header);
            }
            leftScroll.setContent(leftColumn);
            HBox columns;
            if (l == Layout.WIDE) {
                columns = new HBox(leftScroll, centreColumn, eventLog);
            } else {
                // Too narrow for three columns: the event list moves to a tab of its own, next to the scene.
                columns = new HBox(leftScroll, centreColumn);
                if (eventsTab == null) {
                    eventsTab = new Tab(messages.get("episode.tab.events"));
                    eventsTab.setId("tab-events");
                }
                eventsTab.setContent(eventLog);
                tabs.getTabs().add(1, eventsTab);
            }
            HBox.setHgrow(centreColumn, Priority.ALWAYS);
            columnsHolder.getChildren().add(columns);
        }
        sizeColumns();
        if (focusInside && focused.getScene() != null) {
            focused.requestFocus();
        }
    }

    private void sizeColumns() {
        double em = em();
        leftScroll.setPrefWidth(26 * em);
        leftScroll.setMinWidth(22 * em);
        if (eventLog instanceof Region r) {
            r.setPrefWidth(layout == Layout.WIDE ? 23 * em : Region.USE_COMPUTED_SIZE);
            r.setPrefHeight(layout == Layout.NARROW ? 22 * em : Region.USE_COMPUTED_SIZE);
            r.setMinHeight(layout == Layout.NARROW ? 16 * em : Region.USE_COMPUTED_SIZE);
        }
        centreColumn.setMinWidth(layout == Layout.NARROW ? 0 : 28 * em);
    }

    private void scrollToRun() {
        // The whole experiment card, so the mode switch above Run stays in view.
        scrollLeftTo(runButton == null ? null : runButton.getParent());
        if (runButton != null) {
            runButton.requestFocus();
        }
    }

    private void scrollLeftTo(Node node) {
        // Whichever column scrolls the node: the left column side by side, the one stacked column at large type.
        javafx.scene.Parent p = node == null ? null : node.getParent();
        while (p != null && !(p instanceof ScrollPane)) {
            p = p.getParent();
        }
        if (!(p instanceof ScrollPane scroll) || scroll.getContent() == null) {
            return;
        }
        scroll.layout();
        double contentHeight = scroll.getContent().getBoundsInLocal().getHeight();
        double viewport = scroll.getViewportBounds().getHeight();
        if (contentHeight <= viewport) {
            return;
        }
        javafx.geometry.Bounds b = scroll.getContent().sceneToLocal(node.localToScene(node.getBoundsInLocal()));
        // The card's top at the top of the view: a clean cut between cards, never half a control.
        double target = (b.getMinY() - 4) / (contentHeight - viewport);
        scroll.setVvalue(Math.max(0, Math.min(1, target)));
    }

    private Node experimentCard() {
        VBox card = new VBox(8);
        card.getStyleClass().add("card");
        Label head = new Label(messages.get("episode.experiment.title"));
        head.getStyleClass().add("card-kicker");
        Label prompt = new Label(vm.episode().prompt() != null ? vm.episode().prompt() : vm.episode().experiment().text());
        prompt.setWrapText(true);
        prompt.getStyleClass().add("narrative");

        Experiment x = vm.episode().experiment();
        ToggleGroup modes = new ToggleGroup();
        // Stacked, full width: each mode's label stays whole at any text size.
        VBox seg = new VBox(4);
        seg.getStyleClass().add("mode-switch");
        // Naive and contract first; further runs of the episode (a failing precondition, a port clash,
        // a crashing member) follow under their own heading, since some prediction claims are about them.
        List<Variant> ordered = new java.util.ArrayList<>(List.of(x.naive(), x.contract()));
        x.variants().stream().filter(v -> !ordered.contains(v)).forEach(ordered::add);
        for (Variant v : ordered) {
            if (v == ordered.get(Math.min(2, ordered.size() - 1)) && ordered.size() > 2) {
                Label more = new Label(messages.get("episode.mode.more"));
                more.getStyleClass().add("section-label");
                seg.getChildren().add(more);
            }
            ToggleButton t = new ToggleButton(v.label());
            t.setId("mode-" + v.id());
            t.setUserData(v.id());
            t.setSelected(v.id().equals(vm.variantProperty().get()));
            t.setAccessibleText(messages.get("episode.mode.accessible", v.label()));
            t.setTooltip(new Tooltip(v.description() == null ? v.label() : v.description()));
            t.setOnAction(e -> {
                vm.selectVariant(v.id());
                t.setSelected(v.id().equals(vm.variantProperty().get()));
            });
            t.disableProperty().bind(vm.runningProperty());
            t.setToggleGroup(modes);
            t.setMaxWidth(Double.MAX_VALUE);
            t.setWrapText(true);
            seg.getChildren().add(t);
        }
        vm.variantProperty().addListener((o, a, b) -> seg.getChildren().forEach(n -> {
            if (n instanceof ToggleButton t) {
                t.setSelected(b.equals(t.getUserData()));
            }
        }));
        Label desc = new Label();
        desc.setWrapText(true);
        desc.getStyleClass().add("muted");
        desc.textProperty().bind(Bindings.createStringBinding(() -> x.variant(vm.variantProperty().get())
                .map(v -> messages.get("episode.mode.selected", v.label(), v.description() == null ? "" : v.description()))
                .orElse(""), vm.variantProperty()));

        Button run = new Button();
        run.setId("run");
        run.getStyleClass().add("accent");
        run.textProperty().bind(Bindings.when(vm.runningProperty()).then(messages.get("episode.running.short"))
                .otherwise(messages.get("episode.run")));
        // Disabled only before the prediction: disabling it while the run is computed would throw the
        // keyboard focus into the seed field, and Space would then type instead of playing.
        run.disableProperty().bind(vm.committedProperty().not());
        run.setOnAction(e -> vm.run());
        run.setMaxWidth(Double.MAX_VALUE);
        runButton = run;
        Label runHint = new Label(messages.get("episode.run.hint"));
        runHint.setWrapText(true);
        runHint.getStyleClass().add("muted");
        runHint.visibleProperty().bind(vm.committedProperty().not());
        runHint.managedProperty().bind(runHint.visibleProperty());

        TextField seed = new TextField(vm.seedProperty().get() == null ? "" : vm.seedProperty().get().toString());
        seed.setId("seed");
        seed.setPromptText(messages.get("episode.seed.prompt"));
        seed.setAccessibleText(messages.get("episode.seed"));
        seed.setPrefColumnCount(6);
        seed.textProperty().addListener((o, a, b) -> {
            try {
                vm.setSeed(b.isBlank() ? null : Long.parseLong(b.trim()));
                seed.getStyleClass().remove("danger");
            } catch (NumberFormatException ex) {
                if (!seed.getStyleClass().contains("danger")) {
                    seed.getStyleClass().add("danger");
                }
            }
        });
        vm.seedProperty().addListener((o, a, b) -> {
            String s = b == null ? "" : b.toString();
            if (!s.equals(seed.getText().trim())) {
                seed.setText(s);
            }
        });
        HBox seedRow = new HBox(8, new Label(messages.get("episode.seed")), seed);
        seedRow.setAlignment(Pos.CENTER_LEFT);

        card.getChildren().addAll(head, prompt, seg, desc, run, runHint, seedRow);
        return card;
    }

    private Node faultCard() {
        // Faults on cue.
        ComboBox<FaultAction.Kind> kind = new ComboBox<>();
        kind.setId("fault-kind");
        kind.getItems().setAll(FaultAction.Kind.EVICT, FaultAction.Kind.CRASH, FaultAction.Kind.FAIL_NODE);
        kind.setConverter(converter(k -> messages.get("fault." + k.name())));
        kind.setAccessibleText(messages.get("fault.kind"));
        kind.setPromptText(messages.get("fault.kind"));
        ComboBox<FaultTarget> target = new ComboBox<>();
        target.setId("fault-target");
        target.setAccessibleText(messages.get("fault.target"));
        target.setPromptText(messages.get("fault.target"));
        target.setMaxWidth(Double.MAX_VALUE);
        // The learner reads "web in web-app", not the scenario's "pod/web-app/web".
        target.setConverter(converter(this::targetLabel));
        kind.valueProperty().addListener((o, a, b) -> target.getItems().setAll(b == null ? List.of() : vm.faultTargets(b)));
        vm.clusterProperty().addListener((o, a, b) -> {
            if (kind.getValue() != null && target.getItems().isEmpty()) {
                target.getItems().setAll(vm.faultTargets(kind.getValue()));
            }
        });
        Button inject = new Button(messages.get("fault.inject"));
        inject.setId("inject");
        inject.setTooltip(new Tooltip(messages.get("fault.inject.tip")));
        // Not disabled while a run is computed (Inject ignores it then): the focus stays where the learner put it.
        inject.disableProperty().bind(vm.committedProperty().not().or(vm.runProperty().isNull())
                .or(kind.valueProperty().isNull()).or(target.valueProperty().isNull()));
        inject.setOnAction(e -> vm.injectFault(kind.getValue(), target.getValue()));
        Label faults = new Label();
        faults.setId("fault-list");
        faults.setWrapText(true);
        faults.getStyleClass().add("muted");
        Runnable drawFaults = () -> faults.setText(vm.faults().isEmpty() ? messages.get("fault.none")
                : messages.get("fault.list", String.join(", ", vm.faults().stream()
                .map(f -> messages.get("fault.item", messages.get("fault." + f.kind().name()), targetLabel(f.target()),
                        String.format(Locale.ROOT, "%.1f", f.atMs() / 1000.0))).toList())));
        vm.faults().addListener((ListChangeListener<FaultAction>) c -> drawFaults.run());
        drawFaults.run();
        Button clear = new Button(messages.get("fault.clear"));
        clear.setId("clear-faults");
        clear.setOnAction(e -> vm.clearFaults());
        clear.disableProperty().bind(Bindings.isEmpty(vm.faults()));
        kind.setMaxWidth(Double.MAX_VALUE);
        HBox faultRow = new HBox(6, inject, clear);
        faultRow.setAlignment(Pos.CENTER_LEFT);

        // When the fault goes in: the moment shown, chosen by scrubbing or stepping.
        Label when = new Label();
        when.setId("fault-when");
        when.setWrapText(true);
        when.setMinHeight(Region.USE_PREF_SIZE);
        when.textProperty().bind(Bindings.createStringBinding(() -> {
            if (vm.runProperty().get() == null) {
                return messages.get("fault.when.none");
            }
            TraceEvent now = vm.playback().currentEventProperty().get();
            return messages.get("fault.when", String.format(Locale.ROOT, "%.1f", now == null ? 0.0 : now.tMs() / 1000.0),
                    now == null ? 0 : now.seq());
        }, vm.runProperty(), vm.playback().currentEventProperty()));
        VBox body = new VBox(8, when, kind, target, faultRow, faults);
        body.setPadding(new Insets(4, 0, 0, 0));
        javafx.scene.control.TitledPane pane = new javafx.scene.control.TitledPane(messages.get("fault.title"), body);
        pane.setId("fault-card");
        pane.getStyleClass().add("fault-card");
        pane.setExpanded(false);
        pane.setAnimated(false);
        // A fault in force is never folded out of sight.
        vm.faults().addListener((ListChangeListener<FaultAction>) c -> {
            if (!vm.faults().isEmpty()) {
                pane.setExpanded(true);
            }
        });
        return pane;
    }

    private Node findingsCard() {
        VBox card = new VBox(8);
        card.getStyleClass().addAll("card", "findings");
        card.setId("findings");
        Episode ep = vm.episode();
        Label head = new Label(messages.get("episode.findings.title"));
        head.getStyleClass().add("card-kicker");

        VBox claims = new VBox(6);
        claims.setId("claims");
        Runnable drawClaims = () -> {
            claims.getChildren().clear();
            for (ClaimComparison c : vm.comparison()) {
                claims.getChildren().add(claim(c));
            }
        };
        vm.comparison().addListener((ListChangeListener<ClaimComparison>) c -> drawClaims.run());
        drawClaims.run();

        Label observation = new Label();
        observation.setId("observation");
        observation.setWrapText(true);
        observation.textProperty().bind(Bindings.createStringBinding(() -> {
            ExperimentRun r = vm.runProperty().get();
            String variant = r == null ? "" : ep.experiment().variant(r.variantId()).map(Variant::label).orElse("");
            String text = vm.observationProperty().get();
            Long seq = vm.observationSeqProperty().get();
            return seq == null ? messages.get("episode.findings.observation", variant, text)
                    : messages.get("episode.findings.observation.at", variant, text, seq);
        }, vm.observationProperty(), vm.observationSeqProperty(), vm.runProperty()));
        Button showObservation = new Button(messages.get("episode.findings.show"));
        showObservation.setId("show-observation");
        showObservation.disableProperty().bind(vm.observationSeqProperty().isNull());
        showObservation.setOnAction(e -> {
            if (vm.observationSeqProperty().get() != null) {
                vm.showEvent(vm.observationSeqProperty().get());
            }
        });

        Label verdict = new Label();
        verdict.setId("verdict");
        verdict.setWrapText(true);
        verdict.textProperty().bind(Bindings.createStringBinding(() -> {
            ExperimentRun r = vm.runProperty().get();
            Verdict v = r == null ? null : r.verdict();
            if (v == null) {
                return "";
            }
            return messages.get("episode.findings.verdict", messages.get("guarantee." + ep.experiment().guarantee().key()),
                    messages.get("verdict." + v.outcome().name()), v.summary() == null ? "" : v.summary());
        }, vm.runProperty(), vm.revealedProperty()));

        VBox lessons = new VBox(6,
                finding("episode.findings.failure", ep.failure()),
                finding("episode.findings.discovery", ep.discovery()),
                finding("episode.findings.delta", ep.boundaryDelta()),
                finding("episode.findings.next", ep.nextPressure()));
        lessons.getStyleClass().add("findings-lessons");

        Button reveal = new Button(messages.get("episode.reveal"));
        reveal.setId("reveal");
        reveal.setOnAction(e -> reveal());
        reveal.disableProperty().bind(vm.runProperty().isNull());

        // The findings and status fields are written for the episode as designed; an injected fault
        // changes the run under them, and the learner must know that before reading them.
        Label faulted = new Label();
        faulted.setId("findings-faulted");
        faulted.setWrapText(true);
        faulted.setMinHeight(Region.USE_PREF_SIZE);
        faulted.getStyleClass().add("divergence");
        faulted.textProperty().bind(Bindings.createStringBinding(() -> vm.faults().isEmpty() ? ""
                : messages.get("episode.findings.faulted", vm.faults().size()), vm.faults()));
        faulted.visibleProperty().bind(Bindings.isNotEmpty(vm.faults()));
        faulted.managedProperty().bind(faulted.visibleProperty());
        VBox body = new VBox(8, faulted, claims, observation, showObservation, verdict, lessons);
        body.visibleProperty().bind(vm.revealedProperty().and(answersHidden.not()));
        body.managedProperty().bind(body.visibleProperty());
        Label waiting = new Label();
        waiting.setWrapText(true);
        waiting.getStyleClass().add("muted");
        waiting.textProperty().bind(Bindings.when(answersHidden.and(vm.revealedProperty()))
                .then(messages.get("episode.findings.hidden")).otherwise(messages.get("episode.findings.waiting")));
        waiting.visibleProperty().bind(body.visibleProperty().not());
        waiting.managedProperty().bind(waiting.visibleProperty());
        HBox revealRow = new HBox(reveal);
        revealRow.visibleProperty().bind(body.visibleProperty().not());
        revealRow.managedProperty().bind(revealRow.visibleProperty());
        card.getChildren().addAll(head, waiting, revealRow, body);
        // When the answers appear, bring them into view: they are what the learner waited for.
        body.visibleProperty().addListener((o, a, b) -> {
            if (b) {
                javafx.application.Platform.runLater(() -> scrollLeftTo(card));
            }
        });
        return card;
    }

    private Node claim(ClaimComparison c) {
        VBox box = new VBox(4);
        String style = switch (c.outcome()) {
            case MATCH -> "claim-right";
            case MISMATCH -> "claim-wrong";
            case PENDING -> "claim-open";
        };
        box.getStyleClass().add(style);
        Label mark = new Label(messages.get("claim." + c.outcome().name()));
        mark.getStyleClass().add("status-value");
        Label sentence = new Label(c.sentence());
        sentence.setWrapText(true);
        box.getChildren().addAll(mark, sentence);
        if (c.evidenceSeq() != null) {
            Button show = new Button(messages.get("claim.show", c.evidenceSeq()));
            show.getStyleClass().add("flat");
            show.setOnAction(e -> vm.showClaimEvidence(c));
            box.getChildren().add(show);
        }
        // A claim decided by another run: offer that run right here, named as the mode switch names it.
        ExperimentRun shown = vm.runProperty().get();
        if (c.outcome() == ClaimComparison.Outcome.PENDING && c.variantId() != null
                && (shown == null || !c.variantId().equals(shown.variantId()))) {
            vm.episode().experiment().variant(c.variantId()).ifPresent(v -> {
                Button decide = new Button(messages.get("claim.runVariant", v.label()));
                decide.setId("claim-run-" + v.id());
                decide.getStyleClass().add("flat");
                decide.setWrapText(true);
                decide.setOnAction(e -> {
                    vm.selectVariant(v.id());
                    vm.run();
                });
                box.getChildren().add(decide);
            });
        }
        box.setAccessibleText(mark.getText() + ": " + c.sentence());
        box.setFocusTraversable(true);
        return box;
    }

    private Node finding(String key, String text) {
        VBox box = new VBox(2);
        Label h = new Label(messages.get(key));
        h.getStyleClass().add("finding-title");
        Label t = new Label(text == null ? "" : text);
        t.setWrapText(true);
        box.getChildren().addAll(h, t);
        return box;
    }

    private Node statusField(StatusValue s) {
        VBox box = new VBox(2);
        box.getStyleClass().add("status-field");
        Label name = new Label(s.label());
        name.getStyleClass().add("status-name");
        Label value = new Label(s.value());
        value.getStyleClass().add("status-value");
        value.setWrapText(true);
        box.getChildren().addAll(name, value);
        if (s.sinceSeq() != null) {
            Label since = new Label(messages.get("status.since", s.sinceSeq()));
            since.getStyleClass().add("muted");
            box.getChildren().add(since);
        }
        box.setFocusTraversable(true);
        box.setAccessibleRole(AccessibleRole.TEXT);
        box.setAccessibleText(messages.get("status.accessible", s.label(), s.value()));
        return box;
    }

    private Node kernelPanel() {
        try {
            ScrollPane scroll = new ScrollPane(new io.boundarylab.app.kernel.KernelPanel(vm.kernel()));
            scroll.setFitToWidth(true);
            return scroll;
        } catch (RuntimeException | LinkageError e) {
            return kernelUnavailable();
        }
    }

    private Node kernelUnavailable() {
        VBox box = new VBox(10);
        box.setPadding(new Insets(16));
        box.setId("kernel-panel");
        Label title = new Label(messages.get("kernel.title"));
        title.getStyleClass().add("card-title");
        Label text = new Label(messages.get("kernel.unavailable"));
        text.setWrapText(true);
        Label explain = new Label(messages.get("kernel.explain"));
        explain.setWrapText(true);
        explain.getStyleClass().add("muted");
        box.getChildren().addAll(title, text, explain);
        return box;
    }

    /** A fault target in the learner's words: "web in web-app", not the scenario's "pod/web-app/web". */
    private String targetLabel(FaultTarget target) {
        if (target instanceof FaultTarget.Member m) {
            return messages.get("fault.target.member", m.member().pod(), m.member().container());
        }
        if (target instanceof FaultTarget.Pod p) {
            return messages.get("fault.target.pod", p.name());
        }
        return messages.get("fault.target.node", ((FaultTarget.Node) target).name());
    }

    private static <T> StringConverter<T> converter(java.util.function.Function<T, String> f) {
        return new StringConverter<>() {
            @Override
            public String toString(T t) {
                return t == null ? "" : f.apply(t);
            }

            @Override
            public T fromString(String s) {
                return null;
            }
        };
    }

    // ---- presenter keys ----

    @Override
    public void togglePlay() {
        if (vm.runProperty().get() == null && vm.canRunProperty().get()) {
            vm.run();
        } else {
            vm.playback().togglePlay();
        }
    }

    @Override
    public void stepForward() {
        vm.playback().step();
    }

    @Override
    public void stepBack() {
        vm.playback().stepBack();
    }

    @Override
    public void switchMode() {
        vm.switchMode();
    }

    @Override
    public void resetScene() {
        vm.reset();
    }

    @Override
    public void reveal() {
        vm.reveal();
        answersHidden.set(false);
    }

    @Override
    public Node primaryControl() {
        // Resuming a committed prediction: Run is next. Before it, the choices are, and they stay with Next.
        return vm.committedProperty().get() ? runButton : null;
    }

    @Override
    public Node snapshotTarget() {
        return this;
    }

    @Override
    public List<TraceEvent> traceShown() {
        return vm.playback().trace();
    }

    @Override
    public String exportTitle() {
        return messages.get("episode.kicker", String.format(Locale.ROOT, "%02d", vm.episode().number())) + " \u00b7 "
                + vm.episode().title();
    }
}
