package io.boundarylab.cluster.source;

import io.boundarylab.cluster.Text;
import io.boundarylab.engine.input.InputProblem;
import io.boundarylab.engine.input.InputText;
import io.boundarylab.engine.scenario.Scenario;
import io.boundarylab.engine.scenario.ScenarioException;
import io.boundarylab.engine.scenario.ScenarioReader;
import io.boundarylab.episodes.content.ContentException;
import io.boundarylab.episodes.content.Episode;
import io.boundarylab.episodes.content.Investigation;
import io.boundarylab.episodes.content.Variant;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Finds the experiment a command names: a scenario file, or an episode id with a variant of its
 * experiment (the contract variant unless one is named). Episodes come through the episodes
 * module's API, never by path, so their files may move.
 */
public final class ExperimentSource {
    private final List<Investigation> investigations;

    public ExperimentSource(Investigation investigation) {
        this(List.of(investigation));
    }

    /** Episodes of several investigations; an episode id names the first episode with that id, in this order. */
    public ExperimentSource(List<Investigation> investigations) {
        this.investigations = List.copyOf(investigations);
    }

    /** Every bundled investigation's episodes (017 first). */
    public static ExperimentSource bundled() throws ContentException {
        return new ExperimentSource(Investigation.loadAllBundled(Locale.ROOT));
    }

    /** Every variant of every episode of every investigation, in order. */
    public List<Experiment> all() {
        List<Experiment> out = new ArrayList<>();
        for (Episode e : episodes()) for (Variant v : e.experiment().variants()) out.add(of(e, v));
        return out;
    }

    private List<Episode> episodes() {
        List<Episode> out = new ArrayList<>();
        for (Investigation inv : investigations) out.addAll(inv.episodes());
        return out;
    }

    /**
     * @param what    a scenario file, or an episode id
     * @param variant a variant id, or null for the contract variant (refused with a file)
     * @throws BadInput with a {@code file:line:column: field: problem} message or the choices there are
     */
    public Experiment find(String what, String variant) throws BadInput {
        Path file = Path.of(what);
        if (Files.isRegularFile(file)) {
            if (variant != null) throw new BadInput(Text.get("cli.variantOfFile", what));
            try {
                Scenario s = ScenarioReader.read(file);
                // Read a second time only to place refusals; the same input layer, so the same text.
                String text = InputText.read(file, what);
                return new Experiment(what, s, !s.platform().atomicPlacement(), null, text);
            } catch (ScenarioException e) {
                throw new BadInput(e.getMessage());
            } catch (InputProblem e) {
                throw new BadInput(e.getMessage());
            }
        }
        Episode episode = episodes().stream().filter(e -> e.id().equals(what)).findFirst().orElse(null);
        if (episode == null) {
            List<String> ids = new ArrayList<>();
            for (Episode e : episodes()) ids.add(e.id());
            throw new BadInput(Text.get("cli.unknownWhat", what, String.join(", ", ids)));
        }
        String id = variant == null ? io.boundarylab.episodes.content.Experiment.CONTRACT : variant;
        Variant v = episode.experiment().variant(id).orElse(null);
        if (v == null) {
            List<String> ids = new ArrayList<>();
            for (Variant x : episode.experiment().variants()) ids.add(x.id());
            throw new BadInput(Text.get("cli.noVariant", what, id, String.join(", ", ids)));
        }
        return of(episode, v);
    }

    /** One variant of an episode, exported as the naive design when it goes without the episode's guarantee. */
    public static Experiment of(Episode e, Variant v) {
        // An experiment that differs in something other than a guarantee (Investigation 018's) runs on
        // the Pod platform in both variants: judged by its platform, as a scenario file is.
        boolean naive = v.guarantee() == null ? !v.scenario().platform().atomicPlacement() : !v.guaranteeOn();
        return new Experiment(e.id() + "/" + v.id(), v.scenario(), naive, v.guarantee());
    }

    /** The user named something that is not there, or a scenario that does not read. */
    public static final class BadInput extends Exception {
        private static final long serialVersionUID = 1L;

        public BadInput(String message) {
            super(message);
        }
    }
}
