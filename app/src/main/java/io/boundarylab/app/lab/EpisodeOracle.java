package io.boundarylab.app.lab;

import io.boundarylab.bridge.replay.SimulationOracle;
import io.boundarylab.engine.cluster.Guarantee;
import io.boundarylab.engine.contract.Verdict;
import io.boundarylab.episodes.content.ContentException;
import io.boundarylab.episodes.content.Episode;
import io.boundarylab.episodes.content.Investigation;
import io.boundarylab.episodes.run.EpisodeRunner;
import io.boundarylab.episodes.run.RunOptions;

import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * What the simulation says about an episode's experiment, for the bridge to compare with the
 * kernel: the contract checker's verdicts on the episode's variant, run on the engine as written
 * (its own seed, no faults). The one implementation of the bridge's {@link SimulationOracle}:
 * the command line's {@code bridge} commands get {@link #bundled()}, the app gets
 * {@link Lab#oracle()}, which is one of these over the lab's investigation.
 */
public final class EpisodeOracle implements SimulationOracle {
    private final Investigation investigation;
    private final EpisodeRunner runner;

    public EpisodeOracle(Investigation investigation) {
        this(investigation, new EpisodeRunner());
    }

    EpisodeOracle(Investigation investigation, EpisodeRunner runner) {
        this.investigation = Objects.requireNonNull(investigation, "investigation");
        this.runner = Objects.requireNonNull(runner, "runner");
    }

    /**
     * The oracle over the bundled investigation, loaded on first use (so that commands which never
     * compare pay nothing); one that knows nothing if the content cannot load.
     */
    public static SimulationOracle bundled() {
        SimulationOracle[] loaded = new SimulationOracle[1];
        return (episodeId, variant) -> {
            if (loaded[0] == null) {
                try {
                    loaded[0] = new EpisodeOracle(Investigation.loadBundled(Locale.ENGLISH));
                } catch (ContentException e) {
                    loaded[0] = SimulationOracle.none();
                }
            }
            return loaded[0].verdicts(episodeId, variant);
        };
    }

    /**
     * Runs the variant on the engine (this takes a while: call it off the FX thread).
     *
     * @return every guarantee's verdict, or an empty map when the investigation has no such
     *         episode or variant (or either is null)
     */
    @Override
    public Map<Guarantee, Verdict> verdicts(String episodeId, String variant) {
        if (episodeId == null || variant == null) return Map.of();
        Optional<Episode> episode = investigation.episode(episodeId);
        if (episode.isEmpty() || episode.get().experiment().variant(variant).isEmpty()) return Map.of();
        return runner.run(episode.get(), variant, RunOptions.DEFAULT).contract();
    }
}
