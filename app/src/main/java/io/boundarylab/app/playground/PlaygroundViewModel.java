package io.boundarylab.app.playground;

import io.boundarylab.engine.scenario.PodSpec;
import io.boundarylab.engine.scenario.Scenario;
import io.boundarylab.engine.scenario.ScenarioException;
import io.boundarylab.engine.scenario.ScenarioReader;
import java.util.function.Function;
import java.util.function.UnaryOperator;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleIntegerProperty;

/**
 * The playground's scenario, edited in two views that stay in step. The form's edits make a new
 * scenario, written as YAML and read back through the one input layer ({@link ScenarioReader}), so the
 * scenario shown is always what the reader makes of the text shown. The YAML's edits are read the
 * same way; one that does not read keeps the last good scenario and says where and why, and
 * {@link #revert()} puts the last good text back.
 */
public final class PlaygroundViewModel {
    /** Where the YAML shown does not read, as the command line says it: line and column (1-based, 0 when unknown) and why. */
    public record YamlError(int line, int column, String problem) {
    }

    /** A place to start from: blank, an episode's variant, an example. */
    public record Start(String label, Scenario scenario) {
    }

    static final String FILE = "playground.yaml";
    private final javafx.collections.ObservableList<Start> starts = javafx.collections.FXCollections.observableArrayList();

    private final Function<Scenario, String> writer;
    private final ReadOnlyObjectWrapper<Scenario> scenario = new ReadOnlyObjectWrapper<>(this, "scenario");
    private final ReadOnlyStringWrapper yaml = new ReadOnlyStringWrapper(this, "yaml", "");
    private final ReadOnlyObjectWrapper<YamlError> error = new ReadOnlyObjectWrapper<>(this, "error");
    private final IntegerProperty selectedPod = new SimpleIntegerProperty(this, "selectedPod", 0);
    private final IntegerProperty selectedContainer = new SimpleIntegerProperty(this, "selectedContainer", 0);

    /** @param writer writes a scenario as the YAML the reader reads back equal */
    public PlaygroundViewModel(Function<Scenario, String> writer) {
        this.writer = writer;
    }

    /** Starts over from one of the starts. */
    public void start(Start s) {
        start(s.scenario());
    }

    /** Starts over from a scenario: the form and the text both show it. */
    public void start(Scenario s) {
        error.set(null);
        String text = writer.apply(s);
        try {
            scenario.set(ScenarioReader.parse(text, FILE));
        } catch (ScenarioException e) {
            // What the writer wrote reads back: if it ever does not, the scenario is shown as given and the text says why.
            scenario.set(s);
            error.set(located(e));
        }
        selectedPod.set(0);
        selectedContainer.set(0);
        yaml.set(text);
    }

    /** The learner typed in the YAML: read it; the form follows when it reads, else it keeps the last good scenario. */
    public void editYaml(String text) {
        if (text.equals(yaml.get()) && error.get() == null) {
            return;
        }
        yaml.set(text);
        try {
            Scenario read = ScenarioReader.parse(text, FILE);
            error.set(null);
            show(read);
        } catch (ScenarioException e) {
            error.set(located(e));
        } catch (RuntimeException e) {
            // Never an exception on screen: whatever the text, a reason the learner can read.
            error.set(new YamlError(0, 0, String.valueOf(e.getMessage())));
        }
    }

    /**
     * An edit in the form: the new scenario is written and read back. If the form made something the
     * reader refuses (two pods of one name), the scenario stays and the reason is shown.
     *
     * @return whether the edit took
     */
    public boolean edit(UnaryOperator<Scenario> change) {
        Scenario next;
        try {
            next = change.apply(scenario.get());
        } catch (RuntimeException e) {
            error.set(new YamlError(0, 0, String.valueOf(e.getMessage())));
            return false;
        }
        String text = writer.apply(next);
        try {
            Scenario read = ScenarioReader.parse(text, FILE);
            error.set(null);
            yaml.set(text);
            show(read);
            return true;
        } catch (ScenarioException e) {
            error.set(located(e));
            return false;
        }
    }

    /** Undoes the edits that did not read: the text of the last good scenario comes back. */
    public void revert() {
        yaml.set(writer.apply(scenario.get()));
        error.set(null);
    }

    private void show(Scenario s) {
        scenario.set(s);
        // The selection stays where it was when it still names something.
        int pods = s.pods().size();
        if (selectedPod.get() >= pods) {
            selectedPod.set(Math.max(0, pods - 1));
        }
        PodSpec p = pod();
        int containers = p == null ? 0 : p.allContainers().size();
        if (selectedContainer.get() >= containers) {
            selectedContainer.set(Math.max(0, containers - 1));
        }
    }

    private static YamlError located(ScenarioException e) {
        String problem = e.field() == null || e.field().isEmpty() ? e.problem() : e.field() + ": " + e.problem();
        return new YamlError(e.line(), e.column(), problem);
    }

    /** The pod the form shows, or null when the scenario has none. */
    public PodSpec pod() {
        Scenario s = scenario.get();
        int i = selectedPod.get();
        return s == null || i < 0 || i >= s.pods().size() ? null : s.pods().get(i);
    }

    /** Where the learner may start from, the first the one shown at first. */
    public javafx.collections.ObservableList<Start> starts() { return starts; }
    public Scenario scenario() { return scenario.get(); }
    public ReadOnlyObjectProperty<Scenario> scenarioProperty() { return scenario.getReadOnlyProperty(); }
    public ReadOnlyStringProperty yamlProperty() { return yaml.getReadOnlyProperty(); }
    public ReadOnlyObjectProperty<YamlError> errorProperty() { return error.getReadOnlyProperty(); }
    public IntegerProperty selectedPodProperty() { return selectedPod; }
    public IntegerProperty selectedContainerProperty() { return selectedContainer; }
}
