package io.boundarylab.app.episode;

import io.boundarylab.app.i18n.Messages;
import io.boundarylab.app.lab.ExperimentRun;
import io.boundarylab.engine.contract.Verdict;
import io.boundarylab.engine.scenario.FaultTarget;
import io.boundarylab.engine.trace.TraceEvent;
import io.boundarylab.episodes.content.Choice;
import io.boundarylab.episodes.content.Episode;
import io.boundarylab.episodes.content.Variant;
import io.boundarylab.episodes.run.FaultAction;
import java.util.List;
import java.util.Locale;
import java.util.function.BiFunction;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.StringBinding;

/**
 * The sentences the episode scene shows, each a binding over its view-model's state, so every one
 * follows the state by itself and the view only binds to it: the narration line, the locked
 * prediction, the chosen mode, what the run showed and the verdict, when a fault would go in and
 * which are in force, and fault targets in the learner's words.
 */
public final class EpisodeLines {
    private final Messages messages;
    private final StringBinding narration;
    private final StringBinding narrationRule;
    private final StringBinding prediction;
    private final StringBinding mode;
    private final StringBinding observation;
    private final StringBinding verdict;
    private final StringBinding faultMoment;
    private final StringBinding faultList;
    private final StringBinding faulted;
    private final StringBinding sampled;
    private final StringBinding rerun;

    EpisodeLines(EpisodeViewModel vm, Messages messages, BiFunction<TraceEvent, List<TraceEvent>, String> because) {
        this.messages = messages;
        Episode ep = vm.episode();
        // The line everyone reads: what is happening now, or, before a run, what to do next.
        narration = Bindings.createStringBinding(() -> {
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
            if (vm.playback().atHorizonProperty().get()) {
                return messages.get("episode.narration.horizon", messages.seconds(vm.playback().horizonMsProperty().get()));
            }
            String s = vm.narrationProperty().get();
            return s.isEmpty() ? messages.get("episode.narration.start") : s;
        }, vm.narrationProperty(), vm.runningProperty(), vm.errorProperty(), vm.runProperty(), vm.committedProperty(),
                vm.playback().atHorizonProperty());
        // A run whose request events are sampled lasts past the last one drawn: say so, with its counts.
        sampled = Bindings.createStringBinding(() -> sampledNote(vm.runProperty().get(),
                vm.playback().horizonMsProperty().get()), vm.runProperty(), vm.playback().horizonMsProperty());
        // The rule behind the event shown, under its sentence: in full the first time it acts in this run.
        narrationRule = Bindings.createStringBinding(() -> {
            TraceEvent now = vm.playback().currentEventProperty().get();
            int at = vm.playback().position() - 1;
            if (vm.runProperty().get() == null || now == null || at < 0 || vm.playback().atHorizonProperty().get()) {
                return "";
            }
            return because.apply(now, vm.playback().trace().subList(0, at));
        }, vm.playback().currentEventProperty(), vm.runProperty(), vm.playback().atHorizonProperty());
        prediction = Bindings.createStringBinding(() -> {
            if (!vm.committedProperty().get()) {
                return messages.get("episode.predict.notYet");
            }
            String text = ep.prediction().choice(vm.choiceProperty().get()).map(Choice::text).orElse("");
            String why = vm.reasonProperty().get().isBlank() ? "" : messages.get("episode.predict.because", vm.reasonProperty().get());
            QuantityAnswer q = vm.inputs().quantity();
            String number = q.question().map(x -> q.skippedProperty().get() ? messages.get("episode.predict.quantity.skipped")
                    : messages.get("episode.predict.quantity.locked", q.textProperty().get().trim(), x.unit())).orElse("");
            return messages.get("episode.predict.locked", text, vm.confidenceProperty().get()) + number + why;
        }, vm.committedProperty(), vm.choiceProperty(), vm.confidenceProperty(), vm.reasonProperty(),
                vm.inputs().quantity().textProperty(), vm.inputs().quantity().skippedProperty());
        mode = Bindings.createStringBinding(() -> ep.experiment().variant(vm.variantProperty().get())
                .map(v -> messages.get("episode.mode.selected", v.label(), v.description() == null ? "" : v.description()))
                .orElse(""), vm.variantProperty());
        observation = Bindings.createStringBinding(() -> {
            ExperimentRun r = vm.runProperty().get();
            String variant = r == null ? "" : ep.experiment().variant(r.variantId()).map(Variant::label).orElse("");
            String text = vm.observationProperty().get();
            Long seq = vm.observationSeqProperty().get();
            return seq == null ? messages.get("episode.findings.observation", variant, text)
                    : messages.get("episode.findings.observation.at", variant, text, seq);
        }, vm.observationProperty(), vm.observationSeqProperty(), vm.runProperty());
        verdict = Bindings.createStringBinding(() -> {
            ExperimentRun r = vm.runProperty().get();
            Verdict v = r == null ? null : r.verdict();
            if (v == null) {
                return "";
            }
            return messages.get("episode.findings.verdict", messages.get("guarantee." + ep.experiment().guarantee().key()),
                    messages.get("verdict." + v.outcome().name()), v.summary() == null ? "" : sentence(vm.retell().apply(v.summary())));
        }, vm.runProperty(), vm.revealedProperty());
        // When a fault goes in: the moment shown, chosen by scrubbing or stepping.
        faultMoment = Bindings.createStringBinding(() -> {
            if (vm.runProperty().get() == null) {
                return messages.get("fault.when.none");
            }
            TraceEvent now = vm.playback().currentEventProperty().get();
            return messages.get("fault.when", seconds(now == null ? 0 : now.tMs()), now == null ? 0 : now.seq());
        }, vm.runProperty(), vm.playback().currentEventProperty());
        faultList = Bindings.createStringBinding(() -> vm.faults().isEmpty() ? messages.get("fault.none")
                : messages.get("fault.list", String.join(", ", vm.faults().stream()
                .map(f -> messages.get("fault.item", faultKind(f.kind()), target(f.target()), seconds(f.atMs()))).toList())),
                vm.faults());
        // A class code's faults are the instructor's, never the learner's: named so, and the prediction is judged without them.
        faulted = Bindings.createStringBinding(() -> {
            long theirs = vm.instructorsFaults();
            long yours = vm.faults().size() - theirs;
            String instructor = theirs == 0 ? "" : messages.get("episode.findings.faulted.instructor", theirs);
            String learner = yours == 0 ? "" : messages.get("episode.findings.faulted", yours);
            return instructor.isEmpty() || learner.isEmpty() ? instructor + learner : instructor + "\n" + learner;
        }, vm.faults());
        // Runs from an earlier session are run again, never shown as if kept: the learner is told which, and how.
        rerun = Bindings.createStringBinding(() -> {
            List<String> again = vm.rerunProperty().get();
            if (again.isEmpty()) {
                return "";
            }
            String names = String.join(", ", again.stream()
                    .map(v -> ep.experiment().variant(v).map(Variant::label).orElse(v)).toList());
            return messages.get(vm.runningProperty().get() ? "episode.rerun.running" : "episode.rerun.done", names);
        }, vm.rerunProperty(), vm.runningProperty());
    }

    /** The narration line: the current event in words, or what to do before there is one. */
    public StringBinding narration() { return narration; }
    /** The rule line under the narration: the rule in full once a run, by name after; empty without an event. */
    public StringBinding narrationRule() { return narrationRule; }
    /** That later requests are counted, not drawn, when the trace samples them; empty otherwise. */
    public StringBinding sampled() { return sampled; }

    private String sampledNote(ExperimentRun r, long horizonMs) {
        if (r == null) {
            return "";
        }
        long counted = 0;
        for (io.boundarylab.engine.result.RequestCount c : r.requests().values()) {
            counted += c.ok() + c.refused() + c.timeout();
        }
        long drawn = 0;
        long lastDrawnMs = 0;
        for (TraceEvent e : r.trace()) {
            if (e.type() == io.boundarylab.engine.trace.EventType.RequestServed
                    || e.type() == io.boundarylab.engine.trace.EventType.RequestRefused
                    || e.type() == io.boundarylab.engine.trace.EventType.RequestTimedOut) {
                drawn++;
                lastDrawnMs = e.tMs();
            }
        }
        return counted <= drawn ? "" : messages.get("episode.sampled", messages.seconds(horizonMs),
                messages.seconds(lastDrawnMs), String.valueOf(counted));
    }
    /** The committed prediction in a sentence, or that there is none yet. */
    public StringBinding prediction() { return prediction; }
    /** The selected mode and what it changes. */
    public StringBinding mode() { return mode; }
    /** What the run shown made observable, and at which event. */
    public StringBinding observation() { return observation; }
    /** The contract checker's verdict on the episode's guarantee in the run shown. */
    public StringBinding verdict() { return verdict; }
    /** When an injected fault would go in. */
    public StringBinding faultMoment() { return faultMoment; }
    /** The faults in force. */
    public StringBinding faultList() { return faultList; }
    /** The warning over the findings once a fault changed the run; empty without faults. */
    public StringBinding faulted() { return faulted; }
    /** Which earlier runs are being, or were, run again on returning to the episode; empty otherwise. */
    public StringBinding rerun() { return rerun; }

    /** A fault target in the learner's words: "web in web-app", not the scenario's "pod/web-app/web". */
    public String target(FaultTarget target) {
        if (target instanceof FaultTarget.Member m) {
            return messages.get("fault.target.member", m.member().pod(), m.member().container());
        }
        if (target instanceof FaultTarget.Pod p) {
            return messages.get("fault.target.pod", p.name());
        }
        return messages.get("fault.target.node", ((FaultTarget.Node) target).name());
    }

    /** A kind of fault in the learner's words. */
    public String faultKind(FaultAction.Kind kind) {
        return messages.get("fault." + kind.name());
    }

    private String seconds(long ms) {
        return messages.seconds(ms);
    }

    /** The checker's summary is a clause ("all members of web-app …"); shown after a full stop it starts a sentence. */
    private String sentence(String clause) {
        return clause.isEmpty() ? clause : clause.substring(0, 1).toUpperCase(messages.locale()) + clause.substring(1);
    }
}
