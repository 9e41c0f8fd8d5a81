package io.boundarylab.bridge.replay;

import io.boundarylab.engine.Simulator;
import io.boundarylab.engine.cluster.Guarantee;
import io.boundarylab.engine.contract.Verdict;
import io.boundarylab.engine.scenario.ScenarioException;
import io.boundarylab.engine.scenario.ScenarioReader;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;

/**
 * A test oracle that asks the engine itself: it simulates the episode's scenario file from
 * {@code content/en/investigations/017-node-execution-principles/episodes} (what the app's oracle does through the episodes model).
 */
public final class ScenarioOracle implements SimulationOracle {

    private static final Map<String, String> FOLDERS = Map.of("helper", "01-helper", "startup-order", "02-startup-order",
            "identity", "03-identity", "fate", "04-fate");

    private final Path episodes;

    public ScenarioOracle(Path episodes) {
        this.episodes = episodes;
    }

    /** The content folder of the checkout, if the episodes are there. */
    public static Optional<Path> findContent() {
        String given = System.getProperty("boundarylab.episodes");
        if (given != null && Files.isDirectory(Path.of(given, "01-helper"))) return Optional.of(Path.of(given));
        for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
            Path c = p.resolve("content/en/investigations/017-node-execution-principles/episodes");
            if (Files.isDirectory(c.resolve("01-helper"))) return Optional.of(c);
        }
        return Optional.empty();
    }

    @Override
    public Map<Guarantee, Verdict> verdicts(String episodeId, String variant) {
        String folder = FOLDERS.get(episodeId);
        if (folder == null) return Map.of();
        Path file = episodes.resolve(folder).resolve(variant + ".yaml");
        if (!Files.exists(file)) return Map.of();
        try {
            return Simulator.run(ScenarioReader.read(file)).result().contract();
        } catch (ScenarioException e) {
            throw new IllegalStateException(e.getMessage(), e);
        }
    }
}
