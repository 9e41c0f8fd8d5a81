package io.boundarylab.app.episode;

import io.boundarylab.app.i18n.Messages;
import io.boundarylab.engine.cluster.Guarantee;
import io.boundarylab.engine.cluster.Platform;
import io.boundarylab.episodes.content.Variant;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.AccessibleRole;
import javafx.scene.control.Label;
import javafx.scene.layout.FlowPane;
import org.controlsfx.control.ToggleSwitch;

/**
 * The five guarantees as switches, showing how the selected run's platform sets them, the one
 * under test highlighted: an episode keeps the earlier guarantees on and the later ones off, and
 * the learner should see that, not only read "only that one guarantee changes". Read-only: the
 * switches follow the variant chosen and never take a click or a key. Where the runs share one
 * platform (018's bare pods and ReplicaSet, Recreate and RollingUpdate) no switch changes between
 * them, so the row is not shown: it would present five switches as what the runs compare.
 */
public final class GuaranteeSwitches extends FlowPane {
    private final EpisodeViewModel vm;
    private final Messages messages;
    private final Label title;
    private final List<ToggleSwitch> switches = new ArrayList<>();

    GuaranteeSwitches(EpisodeViewModel vm, Messages messages) {
        super(10, 4);
        this.vm = vm;
        this.messages = messages;
        setId("guarantee-switches");
        getStyleClass().add("guarantee-switches");
        title = new Label(messages.get("guarantees.title"));
        title.getStyleClass().add("status-name");
        getChildren().add(title);
        Guarantee underTest = vm.episode().experiment().guarantee();
        for (Guarantee g : Guarantee.values()) {
            ToggleSwitch s = new ToggleSwitch();
            s.setId("guarantee-" + g.key());
            s.getStyleClass().add("guarantee-switch");
            if (g == underTest) {
                s.getStyleClass().add("guarantee-under-test");
            }
            // Shows, never sets: a click or a key on it must not look like a change to the run.
            s.setMouseTransparent(true);
            s.setFocusTraversable(false);
            switches.add(s);
            getChildren().add(s);
        }
        boolean shown = shown(vm.episode().experiment());
        setVisible(shown);
        setManaged(shown);
        setFocusTraversable(shown);
        setAccessibleRole(AccessibleRole.TEXT);
        vm.variantProperty().addListener((o, a, b) -> draw());
        draw();
    }

    /** Whether some guarantee is set differently in the experiment's naive and contract runs. */
    public static boolean shown(io.boundarylab.episodes.content.Experiment experiment) {
        Platform naive = experiment.naive().scenario().platform();
        Platform contract = experiment.contract().scenario().platform();
        for (Guarantee g : Guarantee.values()) {
            if (naive.enforces(g) != contract.enforces(g)) {
                return true;
            }
        }
        return false;
    }

    /** The platform of the variant chosen now. */
    Platform platform() {
        return vm.episode().experiment().variant(vm.variantProperty().get()).map(Variant::scenario)
                .orElseThrow().platform();
    }

    private void draw() {
        Platform p = platform();
        Guarantee underTest = vm.episode().experiment().guarantee();
        List<String> spoken = new ArrayList<>();
        for (int i = 0; i < switches.size(); i++) {
            Guarantee g = Guarantee.values()[i];
            ToggleSwitch s = switches.get(i);
            boolean on = p.enforces(g);
            s.setSelected(on);
            String name = messages.get("guarantee." + g.key());
            String state = messages.get(on ? "guarantees.on" : "guarantees.off");
            String text = messages.get(g == underTest ? "guarantees.underTest" : "guarantees.switch", name, state);
            s.setText(text);
            s.setAccessibleText(text);
            spoken.add(text);
        }
        setAccessibleText(messages.get("guarantees.accessible", String.join("; ", spoken)));
    }
}
