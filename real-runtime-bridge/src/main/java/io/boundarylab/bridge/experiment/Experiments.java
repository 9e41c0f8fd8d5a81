package io.boundarylab.bridge.experiment;

import io.boundarylab.bridge.sandbox.MemberProcess;

import java.util.List;
import java.util.Optional;

/** The experiments the bridge can replay, by episode id. */
public final class Experiments {

    private Experiments() {
    }

    /** Every experiment, in episode order. */
    public static List<Experiment> all() {
        return List.of(new HelperExperiment(), new StartupOrderExperiment(), new IdentityExperiment(), new FateExperiment(),
                new CeilingsExperiment(), new FreeLiesExperiment(), new RootInUserNamespaceExperiment(), new SharedKernelExperiment());
    }

    public static Optional<Experiment> byId(String id) {
        return all().stream().filter(e -> e.id().equals(id)).findFirst();
    }

    /** A field of a member's first report of a kind, or "none". */
    static String field(MemberProcess m, String kind, String field) {
        return m.reports().stream().filter(t -> t.report().kind().equals(kind)).findFirst()
                .map(t -> String.valueOf(t.report().field(field))).orElse("none");
    }

    static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }
}
