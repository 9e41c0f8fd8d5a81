package io.boundarylab.engine.cluster;

import io.boundarylab.engine.Sim;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The kubelet never runs two instances of one container: computePodActions plans a start only for
 * a container with no running status, and "always try killing it before restart to avoid having 2
 * running instances of the same container" (kuberuntime_manager.go, computePodActions). So between
 * two Started events of a container there is always its Exited, and its restart count is the
 * number of times it started, less one. The case: app container {@code a} exits 1 as it starts,
 * while {@code b} of the same sync has not started yet.
 */
class OneInstanceTableTest {

    @ParameterizedTest(name = "restartPolicy {0}: b starts {1} time(s) up to 10 s")
    @CsvSource({
            // b has no x-sim: it runs until stopped, so under either policy it starts once; a's
            // exit (and, under Always, its restarts) must not start b again.
            "Never, 1",
            "Always, 1",
    })
    void aContainerIsNeverStartedWhileItRuns(String policy, int startsUpTo10s) {
        Sim sim = Sim.run(Sim.header("pod", "10s") + "pods:\n" + Sim.pod("p", policy,
                "      containers:\n"
                + "        - {name: a, image: a:v1, x-sim: {steps: [{exit: 1}]}}\n"
                + "        - {name: b, image: b:v1}\n"));
        List<String> order = new ArrayList<>();
        for (TraceEvent e : sim.run.trace()) {
            if (!"b".equals(e.container())) continue;
            if (e.type() == EventType.Started) order.add("Started");
            if (e.type() == EventType.Exited) order.add("Exited");
        }
        for (int i = 1; i < order.size(); i++) {
            assertEquals(i % 2 == 0 ? "Started" : "Exited", order.get(i), "b's starts and exits alternate: " + order);
        }
        long starts = order.stream().filter("Started"::equals).count();
        assertEquals(startsUpTo10s, starts, "b's starts: " + order);
        assertEquals(sim.events(EventType.Created, "b").size(), starts, "one Created per Started");
        assertEquals(starts - 1, sim.container("p", "b").restartCount(), "restarts count stops, not double starts");
    }
}
