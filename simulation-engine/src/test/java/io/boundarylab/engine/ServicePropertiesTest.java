package io.boundarylab.engine;

import io.boundarylab.engine.result.RequestCount;
import io.boundarylab.engine.scenario.MemberRef;
import io.boundarylab.engine.scenario.ScenarioException;
import io.boundarylab.engine.scenario.ScenarioReader;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;
import io.boundarylab.engine.trace.TraceEvent.Address;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Services on generated pods and faults. The oracle is Kubernetes' endpoint rule applied to what
 * the trace says about each pod (its labels, its last Ready/NotReady, the delete that made it
 * terminating, its terminal phase or deletion, the IP it last started with), independent of the
 * engine's own endpoint code: at the end of every instant, the last {@code EndpointsChanged} of the
 * Service lists exactly the pods that rule makes ready.
 */
class ServicePropertiesTest {
    private static final long UNTIL_MS = 60_000;

    /** One generated web pod. */
    record Web(boolean selected, int node, String probe, int sigtermAfterS) {
    }

    /** One generated fault. */
    record Fault(String kind, int pod, int node, long atMs) {
    }

    record Case(List<Web> pods, boolean publishNotReady, List<Fault> faults) {
        String yaml() {
            StringBuilder y = new StringBuilder("scenario: p\nuntil: 60s\nnodes:\n");
            for (int n = 1; n <= 3; n++) y.append("  - {name: node-").append(n).append(", allocatable: {cpu: \"8\", memory: 16Gi}}\n");
            y.append("services:\n  - {apiVersion: v1, kind: Service, metadata: {name: web}, spec: {selector: {app: web}, ports: [{port: 80, targetPort: 8080}]")
                    .append(publishNotReady ? ", publishNotReadyAddresses: true" : "").append("}}\npods:\n");
            y.append("  - {apiVersion: v1, kind: Pod, metadata: {name: client}, spec: {nodeName: node-1, containers: [{name: probe, image: c, "
                    + "x-sim: {steps: [{sleep: 500ms}, {request: {to: \"web:80\", every: 1s}}, {run: forever}]}}]}}\n");
            for (int i = 0; i < pods.size(); i++) {
                Web w = pods.get(i);
                y.append("  - {apiVersion: v1, kind: Pod, metadata: {name: web-").append(i).append(", labels: {app: ")
                        .append(w.selected ? "web" : "other").append("}}, spec: {nodeName: node-").append(w.node)
                        .append(", containers: [{name: web, image: \"web:v").append(i).append("\"")
                        .append(w.probe == null ? "" : ", readinessProbe: {exec: {x-sim: {results: " + w.probe + "}}, periodSeconds: 5}")
                        .append(", x-sim: {onSigterm: {after: ").append(w.sigtermAfterS).append("s, exitCode: 0}, steps: [{serve: {port: 8080}}, {run: forever}]}}]}}\n");
            }
            y.append("actions:\n");
            for (Fault f : faults) {
                y.append("  - {at: ").append(f.atMs).append("ms, do: ").append(f.kind).append(", target: ");
                switch (f.kind) {
                    case "failNode" -> y.append("node/node-").append(f.node);
                    case "crash" -> y.append("pod/web-").append(f.pod % pods.size()).append("/web");
                    default -> y.append("pod/web-").append(f.pod % pods.size());
                }
                y.append("}\n");
            }
            if (faults.isEmpty()) y.setLength(y.length() - "actions:\n".length());
            return y.toString();
        }
    }

    @Provide
    Arbitrary<Case> cases() {
        Arbitrary<String> probe = Arbitraries.oneOf(Arbitraries.just((String) null),
                Arbitraries.of("pass", "fail").list().ofMinSize(1).ofMaxSize(6).map(l -> "[" + String.join(", ", l) + "]"));
        Arbitrary<Web> web = Combinators.combine(Arbitraries.of(true, true, false), Arbitraries.integers().between(2, 3), probe,
                Arbitraries.integers().between(0, 5)).as(Web::new);
        Arbitrary<Fault> fault = Combinators.combine(Arbitraries.of("delete", "crash", "killSandbox", "failNode"),
                Arbitraries.integers().between(0, 3), Arbitraries.integers().between(2, 3),
                Arbitraries.longs().between(1, 55).map(s -> s * 1000 + 250)).as(Fault::new);
        return Combinators.combine(web.list().ofMinSize(1).ofMaxSize(4), Arbitraries.of(false, true), fault.list().ofMaxSize(4)).as(Case::new);
    }

    @Property(tries = 60, seed = PropertySeeds.SEED)
    void theReadyEndpointsAreThePodsKubernetesRuleMakesReady(@ForAll("cases") Case c) throws ScenarioException {
        ClusterSimulation sim = new ClusterSimulation(ScenarioReader.parse(c.yaml(), "p.yaml"));
        Set<String> ready = new TreeSet<>(), terminating = new TreeSet<>(), ended = new TreeSet<>();
        Map<String, String> ip = new TreeMap<>();
        List<Address> published = List.of();
        int seen = 0;
        boolean everNonEmpty = false;
        while (sim.peekNextTime() <= UNTIL_MS) {
            sim.kernel().stepToNextInstant();
            List<TraceEvent> trace = sim.trace();
            for (; seen < trace.size(); seen++) {
                TraceEvent e = trace.get(seen);
                String p = e.pod();
                switch (e.type()) {
                    case Ready -> ready.add(p);
                    case NotReady -> ready.remove(p);
                    case Started -> ip.put(p, e.ip());
                    case PodDeleted -> ended.add(p);
                    case PodPhase -> {
                        if (e.phase().equals("Failed") || e.phase().equals("Succeeded")) ended.add(p);
                    }
                    case EndpointsChanged -> published = e.endpoints();
                    default -> { }
                }
            }
            // A pod is terminating from the instant a delete action names it (its deletion timestamp).
            for (Fault f : c.faults()) {
                if (f.kind().equals("delete") && f.atMs() <= sim.kernel().nowMs()) terminating.add("web-" + f.pod() % c.pods().size());
            }
            List<Address> expected = new ArrayList<>();
            for (int i = 0; i < c.pods().size(); i++) {
                String p = "web-" + i;
                if (!c.pods().get(i).selected() || ended.contains(p) || !ip.containsKey(p)) continue;
                if (c.publishNotReady() || (ready.contains(p) && !terminating.contains(p))) expected.add(new Address(p, ip.get(p)));
            }
            assertEquals(expected, published, "ready endpoints at " + sim.kernel().nowMs() + " ms\n" + c.yaml());
            everNonEmpty |= !expected.isEmpty();
        }
        sim.runUntil(UNTIL_MS);
        // Every request is counted once: one at 0.5 s and one a second after, up to 59.5 s.
        RequestCount n = sim.result().metrics().requests().get(new MemberRef("client", "probe"));
        assertEquals(60, n.ok() + n.refused() + n.timeout());
        assertEquals(n.ok(), n.byData().values().stream().mapToLong(Long::longValue).sum(), "every ok request was served with a data version");
        Statistics.label("some endpoint was ready").collect(everNonEmpty).coverage(k -> k.check(true).percentage(p -> p > 50));
    }

    @Property(tries = 30, seed = PropertySeeds.SEED)
    void sampledRequestEventsOfOneKindAreAtLeastTenSecondsApartAndTheSameSeedGivesTheSameBytes(@ForAll("cases") Case c) throws ScenarioException {
        SimulationRun a = Simulator.run(ScenarioReader.parse(c.yaml(), "p.yaml"));
        SimulationRun b = Simulator.run(ScenarioReader.parse(c.yaml(), "p.yaml"));
        assertEquals(a.result().traceSha256(), b.result().traceSha256());
        Map<String, Long> last = new TreeMap<>();
        for (TraceEvent e : a.trace()) {
            if (e.type() != EventType.RequestServed && e.type() != EventType.RequestRefused && e.type() != EventType.RequestTimedOut) continue;
            String kind = e.type() + "/" + e.data();
            Long before = last.put(kind, e.tMs());
            assertTrue(before == null || e.tMs() - before >= 10_000, kind + " written at " + before + " and " + e.tMs());
        }
    }
}
