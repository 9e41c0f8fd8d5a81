package io.boundarylab.bridge.replay;

import io.boundarylab.bridge.doctor.Doctor;
import io.boundarylab.bridge.experiment.Experiment;
import io.boundarylab.bridge.experiment.Experiments;
import io.boundarylab.bridge.experiment.KernelRun;
import io.boundarylab.bridge.experiment.Variant;
import io.boundarylab.bridge.sandbox.Host;
import io.boundarylab.bridge.sandbox.Run;
import io.boundarylab.engine.cluster.Guarantee;
import io.boundarylab.engine.contract.ContractChecker;
import io.boundarylab.engine.contract.Verdict;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Runs experiments on the kernel: refuses up front what the machine cannot do (no half runs),
 * otherwise opens a run, replays the variant, closes the run (removing everything), judges the
 * kernel's trace with the engine's contract checker and compares with the simulation.
 */
public final class Replayer {

    private final Host host;
    private final SimulationOracle oracle;
    private Doctor.Report doctor;

    public Replayer(Host host, SimulationOracle oracle) {
        this.host = host;
        this.oracle = oracle;
    }

    /** What the doctor found (examined once per replayer). */
    public synchronized Doctor.Report doctor() {
        if (doctor == null) doctor = new Doctor(host).examine();
        return doctor;
    }

    /** Replays one variant of one experiment. */
    public Replay replay(String episodeId, Variant variant) {
        Experiment e = Experiments.byId(episodeId).orElseThrow(() -> new IllegalArgumentException(
                "unknown experiment " + episodeId + " (" + String.join(", ", Experiments.all().stream().map(Experiment::id).toList()) + ")"));
        if (!e.variants().contains(variant)) {
            throw new IllegalArgumentException(episodeId + " has no " + variant.key() + " variant");
        }
        return replay(e, variant, oracle.verdicts(episodeId, variant.key()));
    }

    /**
     * Replays one variant of any experiment (a playground's scenario) and compares the kernel's
     * verdicts with the simulation's, given.
     */
    public Replay replay(Experiment e, Variant variant, Map<Guarantee, Verdict> simulation) {
        String episodeId = e.id();
        Doctor.Readiness ready = doctor().readiness(e);
        if (!ready.canRun()) throw new CannotRunException(episodeId, ready.reasons(), ready.remedies());
        KernelRun kernelRun;
        Run run = Run.open(host);
        try {
            kernelRun = e.run(run, variant);
        } finally {
            run.close();
        }
        Map<Guarantee, Verdict> kernel = ContractChecker.check(kernelRun.trace());
        List<Guarantee> compared = new ArrayList<>(e.guarantees());
        boolean agree = true;
        for (Guarantee g : compared) {
            Verdict s = simulation.get(g);
            agree &= s != null && s.outcome() == kernel.get(g).outcome();
        }
        return new Replay(episodeId, variant, kernelRun, kernel, simulation, compared, agree, run.cleanup());
    }

}
