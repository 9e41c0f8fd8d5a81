package io.boundarylab.bridge;

import io.boundarylab.bridge.doctor.Doctor;
import io.boundarylab.bridge.sandbox.Host;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Kernel tests run where the machine allows the experiment (CI runs as root with cgroups) and
 * otherwise skip with the doctor's reason, so a skip always says why.
 */
public final class KernelAssumptions {

    private static Doctor.Report report;

    private KernelAssumptions() {
    }

    public static synchronized Doctor.Report doctor() {
        if (report == null) report = new Doctor(Host.detect()).examine();
        return report;
    }

    /** Skips the test, with the reason, unless the experiment can run for real here. */
    public static void assumeCanRun(String experiment) {
        assumeTrue(System.getProperty("os.name").toLowerCase().contains("linux"), "the bridge needs Linux");
        assume(experiment, doctor().readiness(experiment));
    }

    /** The same for an experiment the doctor does not list (a playground's scenario). */
    public static void assumeCanRun(io.boundarylab.bridge.experiment.Experiment e) {
        assumeTrue(System.getProperty("os.name").toLowerCase().contains("linux"), "the bridge needs Linux");
        assume(e.id(), doctor().readiness(e));
    }

    private static void assume(String experiment, Doctor.Readiness r) {
        assumeTrue(r.canRun(), () -> experiment + " cannot run here: " + String.join("; ", r.reasons())
                + (r.remedies().isEmpty() ? "" : " (to enable: " + String.join("; ", r.remedies()) + ")"));
    }
}
