package io.boundarylab.engine.cluster.node;

import io.boundarylab.engine.SimulationRun;
import io.boundarylab.engine.Simulator;
import io.boundarylab.engine.scenario.MemberRef;
import io.boundarylab.engine.scenario.ScenarioException;
import io.boundarylab.engine.scenario.ScenarioReader;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/**
 * A restarted log helper reads the shared log from its first line again: what an earlier run of
 * the same member already shipped goes out a second time, and the trace says so.
 */
class ReshippedLinesTest {

    /** web appends a line a second; two helpers ship it; one of them crashes at 20 s and at 27 s. */
    private static final String SCENARIO = """
            scenario: reshipped-lines
            until: 45s
            platform: pod
            nodes:
              - {name: node-1, allocatable: {cpu: "2", memory: 4Gi, pods: 110}}
            pods:
              - apiVersion: v1
                kind: Pod
                metadata: {name: web-app}
                spec:
                  volumes: [{name: logs, emptyDir: {}}]
                  containers:
                    - name: web
                      volumeMounts: [{name: logs, mountPath: /var/log/web}]
                      x-sim: {steps: [{write: {path: /var/log/web/access.log, every: 1s}}, {run: forever}]}
                    - name: log-helper
                      volumeMounts: [{name: logs, mountPath: /var/log/web}]
                      x-sim: {steps: [{ship: {from: /var/log/web}}, {run: forever}]}
                    - name: steady-helper
                      volumeMounts: [{name: logs, mountPath: /var/log/web}]
                      x-sim: {steps: [{ship: {from: /var/log/web}}, {run: forever}]}
            actions:
              - {at: 20s, do: crash, target: pod/web-app/log-helper, exitCode: 1}
              - {at: 27s, do: crash, target: pod/web-app/log-helper, exitCode: 1}
            """;

    static SimulationRun run() throws ScenarioException {
        return Simulator.run(ScenarioReader.parse(SCENARIO, "reshipped-lines.yaml"));
    }

    static List<TraceEvent> shipped(SimulationRun r, String container) {
        return r.trace().stream().filter(e -> e.type() == EventType.LinesShipped && container.equals(e.container())).toList();
    }

    @Test
    void aRestartedHelperLabelsTheLinesItShipsAgainAsReshipped() throws ScenarioException {
        List<TraceEvent> ships = shipped(run(), "log-helper");
        // before the first crash: 5, 10, 15 lines, all new
        assertEquals(List.of(5000L, 10000L, 15000L), ships.subList(0, 3).stream().map(TraceEvent::tMs).toList());
        for (TraceEvent e : ships.subList(0, 3)) {
            assertNull(e.reason());
            assertEquals("log-helper shipped 5 new lines from /var/log/web (web-app/logs@node-1)", e.message());
        }
        // restarted at once at 20 s: at 25 s it reads all 25 lines, 15 of them shipped before
        TraceEvent again = ships.get(3);
        assertEquals(25000L, again.tMs());
        assertEquals(25L, again.lines());
        assertEquals(ProcessRun.RESHIPPED, again.reason());
        assertEquals("log-helper shipped 25 lines from /var/log/web (web-app/logs@node-1): "
                + "15 re-shipped, already shipped before its restart, and 10 new", again.message());
        // crashed again at 27 s, restarted after a 10 s back-off at 37 s: at 42 s, 25 of 42 lines were shipped before
        TraceEvent third = ships.get(4);
        assertEquals(42000L, third.tMs());
        assertEquals("log-helper shipped 42 lines from /var/log/web (web-app/logs@node-1): "
                + "25 re-shipped, already shipped before its restart, and 17 new", third.message());
        assertEquals(5, ships.size());
    }

    @Test
    void aHelperThatNeverRestartedShipsOnlyNewLinesAndEveryLineCountsAsShipped() throws ScenarioException {
        SimulationRun r = run();
        List<TraceEvent> steady = shipped(r, "steady-helper");
        assertEquals(9, steady.size());
        steady.forEach(e -> assertNull(e.reason(), e.message()));
        assertEquals(45L, r.result().metrics().linesShipped().get(new MemberRef("web-app", "steady-helper")));
        // the metric counts what went out, duplicates included: 15 + 25 + 42
        assertEquals(82L, r.result().metrics().linesShipped().get(new MemberRef("web-app", "log-helper")));
    }
}
