package io.boundarylab.app.episode;

import io.boundarylab.app.cluster.ClusterView;
import io.boundarylab.app.compare.CompareView;
import io.boundarylab.app.compare.CompareViewModel;
import io.boundarylab.app.events.EventLogView;
import io.boundarylab.app.events.EventLogViewModel;
import io.boundarylab.app.i18n.Messages;
import io.boundarylab.app.playback.TransportBar;
import io.boundarylab.app.scene.SceneActions;
import io.boundarylab.app.stage.ExperimentStage;
import io.boundarylab.app.transcript.TranscriptView;
import io.boundarylab.engine.trace.TraceEvent;
import io.boundarylab.episodes.content.Episode;
import java.util.List;
import java.util.Locale;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.geometry.Insets;
import javafx.scene.AccessibleRole;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * The episode scene: the header, and tabs for the experiment, the side-by-side comparison, the real
 * kernel and the transcript. The experiment tab holds the prediction, experiment, findings and
 * fault cards on the left; live status fields and the cluster in the middle; the event list and
 * the "why" on the right; the narration line and the transport bar under them. Binds and delegates
 * to {@link EpisodeViewModel} only.
 */
public final class EpisodeView extends BorderPane implements SceneActions {
    private final EpisodeViewModel vm;
    private final Messages messages;
    private final BooleanProperty answersHidden = new SimpleBooleanProperty(false);
    private final CompareViewModel compareVm;
    private final ClusterView clusterView;
    private final ExperimentStage stage;
    private final ExperimentCard experimentCard;
    private final ExperimentTab experimentTab;
    private final NotKubernetesNotes notKubernetes;

    /**
     * Where the cards sit: beside the stage when the window is wide for its type, over its left side
     * (folding away while the run plays) at large type and in presenter mode, so the stage keeps the room.
     */
    public enum Layout { BESIDE_THE_STAGE, OVER_THE_STAGE }

    public EpisodeView(EpisodeViewModel vm, Messages messages) {
        this(vm, messages, null);
    }

    /** @param explain the explain step, shown in the findings under the claims (or null for none) */
    public EpisodeView(EpisodeViewModel vm, Messages messages, Node explain) {
        this(vm, messages, explain, null);
    }

    /**
     * @param explain the explain step, shown in the findings under the claims (or null for none)
     * @param tryOwn  opens the playground from this episode's runs ("Try your own version"), or null for no such button
     */
    public EpisodeView(EpisodeViewModel vm, Messages messages, Node explain, Runnable tryOwn) {
        this.vm = vm;
        this.messages = messages;
        Episode ep = vm.episode();
        getStyleClass().add("episode");
        setId("episode-" + ep.id());

        Label kicker = new Label(messages.get("episode.kicker", String.format(Locale.ROOT, "%02d", ep.number())));
        kicker.getStyleClass().add("page-kicker");
        Label title = new Label(ep.title());
        title.getStyleClass().add("episode-title");
        title.setWrapText(true);
        Label pressure = new Label(messages.get("episode.pressure", ep.pressure()));
        pressure.getStyleClass().addAll("pressure");
        pressure.setWrapText(true);
        // The kicker, the title and the way to the playground on one line: the room below is the stage's.
        javafx.scene.layout.FlowPane titleRow = new javafx.scene.layout.FlowPane(12, 2, kicker, title);
        titleRow.setAlignment(javafx.geometry.Pos.BASELINE_LEFT);
        // One line while it fits (its preferred width is its words'), wrapped in a narrow panel.
        titleRow.prefWrapLengthProperty().bind(javafx.beans.binding.Bindings.createDoubleBinding(
                () -> kicker.prefWidth(-1) + title.prefWidth(-1) + 200, kicker.fontProperty(), title.fontProperty()));
        title.setMinWidth(0);
        if (tryOwn != null) {
            javafx.scene.control.Button own = new javafx.scene.control.Button(messages.get("episode.tryOwn"));
            own.setId("try-own-version");
            own.getStyleClass().add("small");
            own.setTooltip(new javafx.scene.control.Tooltip(messages.get("episode.tryOwn.tip")));
            own.setAccessibleHelp(messages.get("episode.tryOwn.tip"));
            own.setOnAction(e -> tryOwn.run());
            titleRow.getChildren().add(own);
        }
        VBox header = new VBox(titleRow);
        header.setPadding(new Insets(0, 0, 4, 0));

        // The cards, in the order a learner meets them: the situation, the prediction, the experiment
        // and what it switches, the findings. Faults last: an instructor's tool, folded away until wanted.
        experimentCard = new ExperimentCard(vm, messages);
        Label hint = new Label(ep.statusHint());
        hint.getStyleClass().addAll("muted", "narrative");
        hint.setWrapText(true);
        hint.setMinHeight(Region.USE_PREF_SIZE);
        VBox left = new VBox(12, pressure, new PredictionCard(vm, messages, this::focusRun), experimentCard,
                new GuaranteeSwitches(vm, messages), hint,
                new FindingsCard(vm, messages, answersHidden, this::reveal, this::scrollTo, explain));
        // Was that run typical? Where the episode asks, the same variant over many seeds, after the findings.
        ep.experiment().sweep().ifPresent(sweep -> left.getChildren().add(
                new SeedSweepView(new SeedSweepViewModel(ep, sweep, vm.lab(), vm.runner(), vm.committedProperty()), messages)));
        left.getChildren().add(new FaultCard(vm, messages));
        left.getStyleClass().add("episode-left");
        for (Node n : left.getChildren()) {
            if (n instanceof Region r) {
                r.setMinHeight(Region.USE_PREF_SIZE);
            }
        }

        // The stage: the cluster at the moment shown, its traffic and its versions over time.
        stage = ExperimentStage.ofRun(messages, vm.clusterProperty(), vm.playback());
        stage.setId("episode-stage");
        clusterView = stage.clusterView();
        // What no Pod could show sits beside the status, and follows the event's line in the list and transcript.
        notKubernetes = new NotKubernetesNotes(vm, messages);
        StatusFields statusFields = new StatusFields(vm.status(), messages, vm.retell());
        VBox status = new VBox(6, statusFields, notKubernetes);
        status.setMinHeight(Region.USE_PREF_SIZE);

        Label narration = new Label();
        narration.setId("narration");
        narration.getStyleClass().add("narration");
        narration.setWrapText(true);
        narration.setMaxWidth(Double.MAX_VALUE);
        narration.setMinHeight(Region.USE_PREF_SIZE);
        narration.textProperty().bind(vm.narrationLineProperty());
        // The rule under the sentence, smaller; presenter mode shows the sentence alone (see the stylesheet).
        // Both are drawn as the line's graphic, left-aligned; the line's text stays the sentence.
        Label sentence = new Label();
        sentence.setId("narration-sentence");
        sentence.setWrapText(true);
        sentence.setMinHeight(Region.USE_PREF_SIZE);
        sentence.textProperty().bind(narration.textProperty());
        Label narrationRule = new Label();
        narrationRule.setId("narration-rule");
        narrationRule.getStyleClass().add("narration-rule");
        narrationRule.setWrapText(true);
        narrationRule.setMinHeight(Region.USE_PREF_SIZE);
        narrationRule.textProperty().bind(vm.lines().narrationRule());
        narrationRule.managedProperty().bind(narrationRule.visibleProperty().and(narrationRule.textProperty().isNotEmpty()));
        Label sampledNote = new Label();
        sampledNote.setId("narration-sampled");
        sampledNote.getStyleClass().add("narration-rule");
        sampledNote.setWrapText(true);
        sampledNote.setMinHeight(Region.USE_PREF_SIZE);
        sampledNote.textProperty().bind(vm.lines().sampled());
        sampledNote.managedProperty().bind(sampledNote.textProperty().isNotEmpty());
        sampledNote.visibleProperty().bind(sampledNote.managedProperty());
        VBox narrationLines = new VBox(2, sentence, narrationRule, sampledNote);
        narrationLines.getStyleClass().add("narration-lines");
        // Wrapped within the line's width.
        narrationLines.prefWidthProperty().bind(narration.widthProperty().subtract(28));
        narrationLines.maxWidthProperty().bind(narrationLines.prefWidthProperty());
        narration.setGraphic(narrationLines);
        narration.accessibleTextProperty().bind(javafx.beans.binding.Bindings.concat(narration.textProperty(), " ",
                narrationRule.textProperty()));
        narration.setAccessibleRole(AccessibleRole.TEXT);
        narration.setFocusTraversable(true);

        EventLogView log = new EventLogView(new EventLogViewModel(vm.playback(), notKubernetes.narrator(vm.narrator(), false)), messages, "");
        TabPane tabs = new TabPane();
        experimentTab = new ExperimentTab(this, header, messages, left, status, stage, log, narration,
                TransportBar.forTrace(vm.playback(), messages, ""));
        // Over the stage, the cards make way once the run plays: the run is what the room came to see.
        vm.playback().playingProperty().addListener((o, a, b) -> {
            if (b && experimentTab.currentLayout() == Layout.OVER_THE_STAGE) {
                experimentTab.cardsOpenProperty().set(false);
            }
        });

        compareVm = new CompareViewModel(vm, messages);
        tabs.setId("episode-tabs");
        tabs.setMinWidth(0);
        setMinWidth(0);
        tabs.setAccessibleText(messages.get("episode.tabs"));
        tabs.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        Tab experiment = tab("episode.tab.experiment", "tab-experiment", experimentTab);
        Tab compare = tab("episode.tab.compare", "tab-compare", new CompareView(compareVm, messages));
        Tab kernel = tab("episode.tab.kernel", "tab-kernel", KernelTab.of(vm, messages));
        Tab transcript = tab("episode.tab.transcript", "tab-transcript",
                new TranscriptView(vm.playback(), notKubernetes.narrator(vm.narrator(), true), messages, ep.title()));
        tabs.getTabs().addAll(experiment, compare, kernel, transcript);
        RealClusterTab.addTo(tabs, kernel, vm);

        setCenter(tabs);
        setAccessibleRole(AccessibleRole.PARENT);
        setAccessibleText(exportTitle() + ". " + ep.pressure());
    }

    private Tab tab(String key, String id, Node content) {
        Tab t = new Tab(messages.get(key), content);
        t.setId(id);
        return t;
    }

    /** Presenter mode hides the answers (findings and the right/wrong of the prediction) until revealed. */
    public BooleanProperty answersHiddenProperty() {
        return answersHidden;
    }

    /** Presenter mode: the cards and the event list fold, and the stage takes the room. */
    public void setPresenter(boolean on) {
        experimentTab.presenterChanged(on);
    }

    /** Between the experiment and the comparison of the two runs (the C key). */
    @Override
    public void toggleCompare() {
        TabPane tabs = (TabPane) lookup("#episode-tabs");
        String want = "tab-compare".equals(tabs.getSelectionModel().getSelectedItem().getId()) ? "tab-experiment" : "tab-compare";
        tabs.getTabs().stream().filter(t -> want.equals(t.getId())).findFirst().ifPresent(t -> tabs.getSelectionModel().select(t));
    }

    /** The cards' panel (the P key). */
    @Override
    public void toggleCards() {
        experimentTab.cardsOpenProperty().set(!experimentTab.cardsOpenProperty().get());
    }

    /** The event list's panel (the E key). */
    @Override
    public void toggleEvents() {
        experimentTab.eventsOpenProperty().set(!experimentTab.eventsOpenProperty().get());
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

    /** Below this width in ems, cards beside the stage would leave it less than half the window. */
    static final double BESIDE_MIN_EM = 80;

    /** The layout for a window measured in ems of the scene's type, in presenter mode or not. */
    static Layout layoutFor(double widthEm, boolean presenter) {
        return presenter || widthEm < BESIDE_MIN_EM ? Layout.OVER_THE_STAGE : Layout.BESIDE_THE_STAGE;
    }

    /** The current layout (tests check that large type puts the cards over the stage). */
    public Layout currentLayout() {
        return experimentTab.currentLayout();
    }

    private void scrollTo(Node node) {
        experimentTab.scrollTo(node);
    }

    /** Once the prediction is committed, Run is next: bring its card into view and the keyboard onto it. */
    private void focusRun() {
        // The whole experiment card, so the mode switch above Run stays in view.
        experimentTab.scrollTo(experimentCard);
        experimentCard.runButton().requestFocus();
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
        return vm.committedProperty().get() ? experimentCard.runButton() : null;
    }

    @Override
    public Node snapshotTarget() {
        return this;
    }

    @Override
    public List<TraceEvent> traceShown() {
        return vm.playback().trace();
    }

    /** The honest-naive notes of the run shown, in full: the HTML transcript carries them as the scene does. */
    @Override
    public java.util.function.Function<TraceEvent, List<String>> transcriptNotes() {
        return notKubernetes::sentencesAt;
    }

    @Override
    public String exportTitle() {
        return messages.get("episode.kicker", String.format(Locale.ROOT, "%02d", vm.episode().number())) + " \u00b7 "
                + vm.episode().title();
    }
}
