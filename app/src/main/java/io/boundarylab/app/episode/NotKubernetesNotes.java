package io.boundarylab.app.episode;

import io.boundarylab.app.i18n.Messages;
import io.boundarylab.app.lab.ExperimentRun;
import io.boundarylab.engine.cluster.Platform;
import io.boundarylab.engine.trace.TraceEvent;
import io.boundarylab.episodes.content.Variant;
import io.boundarylab.episodes.content.Experiment;
import io.boundarylab.episodes.run.NotKubernetes;
import io.boundarylab.episodes.run.NotKubernetes.Mark;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import javafx.scene.AccessibleRole;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.VBox;

/**
 * The honest-naive marks of the run shown: where the naive platform shows a state no Pod could
 * (a "pod" on two nodes, one member evicted alone …), a small marked note says so as playback
 * reaches that event, with the real naive design and what Kubernetes would do instead. The same
 * sentence follows the event's line in the event list and the transcript ({@link #narrator}).
 * The marks come from the model ({@link NotKubernetes}); this class only words and shows them.
 */
final class NotKubernetesNotes extends VBox {
    private final EpisodeViewModel vm;
    private final Messages messages;
    private ExperimentRun markedRun;
    private List<Mark> marks = List.of();

    NotKubernetesNotes(EpisodeViewModel vm, Messages messages) {
        super(4);
        this.vm = vm;
        this.messages = messages;
        setId("not-kubernetes-notes");
        getStyleClass().add("not-kubernetes-notes");
        vm.runProperty().addListener((o, a, b) -> draw());
        vm.playback().positionProperty().addListener((o, a, b) -> draw());
        vm.playback().traceProperty().addListener((o, a, b) -> draw());
        draw();
    }

    /** The marks of the run shown now (recomputed only when the run changes). */
    List<Mark> marks() {
        ExperimentRun run = vm.runProperty().get();
        if (run != markedRun) {
            markedRun = run;
            marks = run == null ? List.of() : NotKubernetes.detect(run.trace(), platformOf(run));
        }
        return marks;
    }

    private Platform platformOf(ExperimentRun run) {
        return vm.episode().experiment().variant(run.variantId()).map(Variant::scenario).orElseThrow().platform();
    }

    /**
     * A narrator that adds, after an event's own sentence, what no Pod could show at that event: in
     * full for the transcript, in the note's short form for the event list.
     */
    Function<TraceEvent, String> narrator(Function<TraceEvent, String> base, boolean full) {
        return e -> {
            StringBuilder b = new StringBuilder(base.apply(e));
            for (Mark m : marks()) {
                if (m.seq() == e.seq()) {
                    b.append(' ').append(messages.get("notKubernetes.inline", full ? sentence(m) : shortSentence(m)));
                }
            }
            return b.toString();
        };
    }

    /** The full sentence of every mark at an event, in order (none for most events): the transcript export's notes. */
    List<String> sentencesAt(TraceEvent e) {
        return marks().stream().filter(m -> m.seq() == e.seq()).map(this::sentence).toList();
    }

    /** The sentence of a mark: {0} the pod, {1} the member the event is about, {2} the others, {3} a volume. */
    String sentence(Mark m) {
        return sentence(messages, vm.episode().experiment(), m);
    }

    /** The note's short form, for the scene: the whole sentence is its tooltip and accessible text. */
    String shortSentence(Mark m) {
        return shortSentence(messages, vm.episode().experiment(), m);
    }

    /**
     * The full sentence of a mark in an experiment. A mark whose guarantee the experiment does not
     * test shows in both runs (the contract run of episode 1 has two IPs in one pod too, since shared
     * identity comes later): the sentence says so, and calls neither run the naive design.
     */
    static String sentence(Messages messages, Experiment experiment, Mark m) {
        String full = words(messages, m.sentenceKey(), m);
        return tested(experiment, m) ? full
                : messages.get("notKubernetes.untested", full, messages.get("guarantee." + m.kind().guarantee().key()));
    }

    /** The short form of {@link #sentence(Messages, Experiment, Mark)}. */
    static String shortSentence(Messages messages, Experiment experiment, Mark m) {
        return words(messages, m.sentenceKey() + (tested(experiment, m) ? ".short" : ".untested.short"), m);
    }

    /** Whether the mark's guarantee is the one the experiment switches between its runs. */
    private static boolean tested(Experiment experiment, Mark m) {
        return experiment.guarantee() == m.kind().guarantee();
    }

    private static String words(Messages messages, String key, Mark m) {
        List<String> members = m.members();
        String others = String.join(", ", members.subList(Math.min(1, members.size()), members.size()));
        return messages.get(key, m.pod(), members.isEmpty() ? "" : members.get(0), others, m.detail() == null ? "" : m.detail(),
                messages.get("guarantee." + m.kind().guarantee().key()));
    }

    private void draw() {
        getChildren().clear();
        // Read from the position itself: the current-event property may not have caught up yet.
        int position = vm.playback().positionProperty().get();
        List<TraceEvent> shown = vm.playback().trace();
        long upTo = position <= 0 || position > shown.size() ? 0 : shown.get(position - 1).seq();
        for (Mark m : marks()) {
            if (m.seq() > upTo) {
                continue;
            }
            Label note = new Label(messages.get("notKubernetes.note", m.seq(), time(m), shortSentence(m)));
            note.setTooltip(new Tooltip(sentence(m)));
            note.setId("not-kubernetes-" + m.seq() + "-" + m.kind().name().toLowerCase(Locale.ROOT).replace('_', '-'));
            note.getStyleClass().add("not-kubernetes-note");
            note.setWrapText(true);
            note.setMinHeight(USE_PREF_SIZE);
            note.setFocusTraversable(true);
            note.setAccessibleRole(AccessibleRole.TEXT);
            note.setAccessibleText(messages.get("notKubernetes.note", m.seq(), time(m), sentence(m)));
            getChildren().add(note);
        }
        setVisible(!getChildren().isEmpty());
        setManaged(isVisible());
    }

    private String time(Mark m) {
        for (TraceEvent e : vm.playback().trace()) {
            if (e.seq() == m.seq()) {
                long s = e.tMs() / 1000;
                return String.format(Locale.ROOT, "%d:%02d", s / 60, s % 60);
            }
        }
        return "";
    }
}
