package io.boundarylab.cluster.compare;

import io.boundarylab.cluster.Text;
import io.boundarylab.cluster.export.Exporter;
import io.boundarylab.cluster.export.Manifests;
import io.boundarylab.cluster.export.NotExportable;
import io.boundarylab.cluster.run.ClusterRun;
import io.boundarylab.cluster.run.Namespaces;
import io.boundarylab.cluster.source.Experiment;
import io.boundarylab.engine.Simulator;
import io.boundarylab.engine.trace.TraceEvent;
import io.boundarylab.cluster.play.Placement;
import io.boundarylab.cluster.play.PodmanGaps;
import io.boundarylab.cluster.play.PodmanPlay;
import io.boundarylab.cluster.play.PodmanTools;
import io.fabric8.kubernetes.client.KubernetesClient;

import java.io.IOException;
import java.nio.file.Path;

import java.util.List;
import java.util.function.Consumer;

/**
 * The whole experiment on a cluster, as the command line and the app run it: export, run, simulate
 * the same scenario, and line the two traces up.
 */
public final class RealAgainstSimulated {
    /**
     * @param run        what the cluster did
     * @param simulated  the simulation's trace of the same scenario
     * @param comparison the two lined up
     * @param report     the comparison as text
     */
    public record Result(ClusterRun.Outcome run, List<TraceEvent> simulated, Comparison comparison, String report) {
    }

    private RealAgainstSimulated() {
    }

    /** Exports first, so that a scenario with no faithful form is refused before anything is made on the cluster. */
    public static Manifests export(Experiment e, String image) throws NotExportable {
        return Exporter.export(e.scenario(), e.naive(), e.focus(), image);
    }

    public static Result run(Experiment e, Manifests m, KubernetesClient client, String host, long toleranceMs, ClusterRun.Progress progress,
                             Consumer<String> recording, Consumer<ClusterRun> started) throws InterruptedException {
        ClusterRun run = new ClusterRun(client, new Namespaces(client, host, ProcessHandle.current().pid())).recordTo(recording);
        started.accept(run);
        ClusterRun.Outcome outcome = run.run(m, progress);
        List<TraceEvent> simulated = Simulator.run(e.scenario()).trace();
        Comparison c = Comparison.of(e.scenario(), simulated, outcome.trace(), toleranceMs);
        List<String> problems = new java.util.ArrayList<>(outcome.problems());
        return new Result(outcome, simulated, c, ComparisonReport.text(e.label(), c, problems));
    }

    /**
     * @param play      what podman did
     * @param simulated the simulation's trace of the same scenario
     * @param comparison the two lined up
     * @param said      what podman cannot show, and what went wrong on the way
     * @param report    the comparison as text, with what podman cannot show
     */
    public record Played(PodmanPlay.Outcome play, List<TraceEvent> simulated, Comparison comparison, List<String> said, String report) {
    }

    /**
     * The experiment as real Pods on this machine's podman: each Pod on the node the simulation placed it on, lined up
     * with the simulation as a cluster's run is, and with what podman cannot show said as such.
     */
    public static Played onPodman(Experiment e, Manifests m, PodmanTools tools, Path base, long toleranceMs)
            throws IOException, InterruptedException, PodmanPlay.CannotPlay {
        List<TraceEvent> simulated = Simulator.run(e.scenario()).trace();
        PodmanPlay.Outcome outcome;
        try (PodmanPlay play = PodmanPlay.open(tools, base)) {
            outcome = play.play(m, Placement.of(m, simulated));
        }
        Comparison c = Comparison.of(e.scenario(), simulated, outcome.trace(), toleranceMs);
        List<String> said = new java.util.ArrayList<>(PodmanGaps.of(m, simulated));
        said.addAll(outcome.problems());
        return new Played(outcome, simulated, c, List.copyOf(said), ComparisonReport.text(e.label(), c, said, ComparisonReport.RealSide.PODMAN, e.focus()));
    }

    /** Why the cluster cannot be used, or null when it answers. */
    public static String whyNot(KubernetesClient client) {
        try {
            var v = client.getKubernetesVersion();
            return v == null ? Text.get("cluster.noVersion", client.getMasterUrl()) : null;
        } catch (RuntimeException e) {
            // The client wraps the reason ("An error has occurred."); the learner needs the innermost one.
            Throwable root = e;
            while (root.getCause() != null && root.getCause() != root) root = root.getCause();
            String why = root.getMessage() != null ? root.getMessage() : root.getClass().getSimpleName();
            return Text.get("cluster.noAnswer", client.getMasterUrl(), why);
        }
    }
}
