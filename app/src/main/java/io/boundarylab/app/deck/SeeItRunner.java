package io.boundarylab.app.deck;

import io.boundarylab.bridge.doctor.Doctor;
import io.boundarylab.bridge.experiment.Observation;
import io.boundarylab.bridge.experiment.Variant;
import io.boundarylab.bridge.replay.CannotRunException;
import io.boundarylab.bridge.replay.Replay;
import io.boundarylab.bridge.replay.Replayer;
import io.boundarylab.episodes.content.Card;
import io.boundarylab.episodes.deck.SeeItEngine;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Runs a card's "see it" experiment: the engine's version always (deterministic, instant), and the
 * real kernel's through the bridge when the card names one and the doctor says this machine can
 * run it; otherwise the doctor's reasons say why not. Blocking: call it off the FX thread.
 */
public final class SeeItRunner {

    /** The observations each kernel experiment shows a learner; the rest (PIDs, inodes) stays in the JSON. */
    static final Map<String, List<String>> SHOWN = Map.of(
            "ceilings", List.of("memory-hog.exitCode", "memory-hog.oomKills", "web.aliveAfterOom", "cpu-hog.exitCode",
                    "cpu-hog.nrThrottled", "cpu-hog.nrPeriods", "cpu-hog.throttledMs"),
            "free-lies", List.of("app.memTotalBytes", "app.ceilingFile", "app.ceiling"),
            "root-in-userns", List.of("app.uidInside", "app.uidMap", "app.uidOnHost", "app.setClock", "app.setClockErrno"),
            "shared-kernel", List.of("app.kernelRelease", "host.kernelRelease", "sameKernel", "namespaceStartMedianUs", "plainStartMedianUs"));

    private final Supplier<Replayer> replayer;

    /** @param replayer made on first use: examining the machine takes a moment and is not needed for the engine */
    public SeeItRunner(Supplier<Replayer> replayer) {
        this.replayer = replayer;
    }

    /**
     * The kernel's part of a see-it run.
     *
     * @param experiment   the bridge experiment
     * @param ran          whether it ran
     * @param reasons      why not (from {@code bridge doctor}), when it did not
     * @param remedies     what would let it run
     * @param shown        the observations a learner reads, in order
     * @param observations every observation, in order
     */
    public record KernelPart(String experiment, boolean ran, List<String> reasons, List<String> remedies,
                             Map<String, String> shown, Map<String, String> observations) {
    }

    /** Both parts; either may be absent. */
    public record Result(Optional<SeeItEngine.Result> engine, Optional<KernelPart> kernel) {
    }

    /** Runs the card's experiment; the kernel's part only if {@code withKernel}. */
    public Result run(Card card, boolean withKernel) {
        Card.SeeIt s = card.seeIt().orElseThrow(() -> new IllegalArgumentException("card " + card.id() + " has no see-it experiment"));
        Optional<SeeItEngine.Result> engine = s.engine().isPresent() ? Optional.of(SeeItEngine.run(s)) : Optional.empty();
        Optional<KernelPart> kernel = withKernel ? s.kernelExperiment().map(this::kernel) : Optional.empty();
        return new Result(engine, kernel);
    }

    private KernelPart kernel(String id) {
        Replayer r = replayer.get();
        Doctor.Readiness ready = r.doctor().readiness(id);
        if (!ready.canRun()) return new KernelPart(id, false, ready.reasons(), ready.remedies(), Map.of(), Map.of());
        try {
            Replay replay = r.replay(id, Variant.CONTRACT);
            Map<String, String> all = new LinkedHashMap<>();
            for (Observation o : replay.run().observations()) all.put(o.key(), o.value());
            Map<String, String> shown = new LinkedHashMap<>();
            for (String k : SHOWN.getOrDefault(id, List.of())) if (all.containsKey(k)) shown.put(k, all.get(k));
            return new KernelPart(id, true, List.of(), List.of(), shown, all);
        } catch (CannotRunException e) {
            return new KernelPart(id, false, e.reasons(), e.remedies(), Map.of(), Map.of());
        } catch (RuntimeException e) {
            // The machine said yes and then the run failed: say so beside the engine's version, do not crash.
            return new KernelPart(id, false, List.of(String.valueOf(e.getMessage())), List.of(), Map.of(), Map.of());
        }
    }
}
