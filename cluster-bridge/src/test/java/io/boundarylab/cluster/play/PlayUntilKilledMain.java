package io.boundarylab.cluster.play;

import io.boundarylab.cluster.export.Exporter;
import io.boundarylab.cluster.export.Manifests;
import io.boundarylab.cluster.source.Experiment;
import io.boundarylab.cluster.source.ExperimentSource;
import io.boundarylab.engine.Simulator;

import java.nio.file.Path;

/**
 * A JVM that plays helper/naive (two nodes) under a base folder it is given and says {@code playing} once both
 * nodes run their Pods, so that a test can kill it with SIGKILL in the middle. Usage: {@code PlayUntilKilledMain BASE}.
 */
public final class PlayUntilKilledMain {
    private PlayUntilKilledMain() {
    }

    public static void main(String[] args) throws Exception {
        Experiment e = ExperimentSource.bundled().find("helper", "naive");
        Manifests m = Exporter.export(e.scenario(), e.naive(), e.focus(), PodmanPlay.IMAGE);
        PodmanPlay play = PodmanPlay.open(PodmanTools.find().tools(), Path.of(args[0]));
        Thread announcer = new Thread(() -> {
            // The play's own thread is busy playing; this one says when the Pods run.
            try {
                while (!play.anyPodRunning()) Thread.sleep(50);
                System.out.println("playing");
                System.out.flush();
            } catch (InterruptedException x) {
                Thread.currentThread().interrupt();
            }
        });
        announcer.setDaemon(true);
        announcer.start();
        play.play(m, Placement.of(m, Simulator.run(e.scenario()).trace()));
    }
}
