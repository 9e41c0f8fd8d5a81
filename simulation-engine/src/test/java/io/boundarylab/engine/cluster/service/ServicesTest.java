package io.boundarylab.engine.cluster.service;

import io.boundarylab.engine.Sim;
import io.boundarylab.engine.format.TraceJson;
import io.boundarylab.engine.result.RequestCount;
import io.boundarylab.engine.result.ServiceStatus;
import io.boundarylab.engine.result.ServiceStatus.EndpointStatus;
import io.boundarylab.engine.scenario.MemberRef;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;
import io.boundarylab.engine.trace.TraceEvent.Address;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Services end to end: ClusterIPs, endpoints that follow the pods, names that resolve, and the
 * request loops' outcomes and counts. IPs are reasoned from the engine's addressing: node N's
 * pods get 10.0.N.2, 10.0.N.3 … in the order they start (scenario order at time 0).
 */
class ServicesTest {
    private static final String NODES = "nodes:\n  - {name: node-1, allocatable: {cpu: \"4\", memory: 8Gi}}\n"
            + "  - {name: node-2, allocatable: {cpu: \"4\", memory: 8Gi}}\n";

    static String scenario(String until, String services, String pods, String actions) {
        return "scenario: s\nuntil: " + until + "\n" + NODES + "services:\n" + services + "pods:\n" + pods
                + (actions.isEmpty() ? "" : "actions:\n" + actions);
    }

    static String service(String name, String selector, String extra) {
        return "  - {apiVersion: v1, kind: Service, metadata: {name: " + name + "}, spec: {selector: " + selector
                + ", ports: [{port: 80, targetPort: 8080}]" + extra + "}}\n";
    }

    /** A pod on a node whose one container runs the steps (and any more container fields). */
    static String pod(String name, String labels, String node, String containers) {
        return "  - apiVersion: v1\n    kind: Pod\n    metadata: {name: " + name + ", labels: " + labels + "}\n    spec:\n      nodeName: " + node
                + "\n      containers:\n" + containers;
    }

    static String container(String name, String image, String more, String steps) {
        return "        - {name: " + name + ", image: \"" + image + "\"" + more + ", x-sim: {steps: " + steps + "}}\n";
    }

    static String web(String name, String node, String image, String more) {
        return pod(name, "{app: web}", node, container("web", image, more, "[{serve: {port: 8080}}, {run: forever}]"));
    }

    private static Map<MemberRef, RequestCount> requests(Sim s) {
        return s.run.result().metrics().requests();
    }

    @Test
    void clusterIpsAreHandedOutInScenarioOrderFrom10_96_0_10() {
        Sim s = Sim.run(scenario("1s", service("web", "{app: web}", "") + service("api", "{app: api}", ""),
                web("web-1", "node-1", "web:v1", ""), ""));
        Map<String, ServiceStatus> services = s.run.result().services();
        assertEquals(List.of("web", "api"), List.copyOf(services.keySet()));
        assertEquals("10.96.0.10", services.get("web").clusterIP());
        assertEquals("10.96.0.11", services.get("api").clusterIP());
        assertEquals(List.of(new EndpointStatus("web-1", "10.0.1.2", true)), services.get("web").endpoints());
        assertEquals(List.of(), services.get("api").endpoints());
    }

    @Test
    void aPodJoinsTheReadyEndpointsWhenItBecomesReady() {
        // The first readiness probe runs at 0 s and fails, the second at 5 s passes: Ready at 5 s.
        String probe = ", readinessProbe: {exec: {x-sim: {results: [fail, pass]}}, periodSeconds: 5}";
        Sim s = Sim.run(scenario("8s", service("web", "{app: web}", ""), web("web-1", "node-1", "web:v1", probe), ""));
        List<TraceEvent> changed = s.events(EventType.EndpointsChanged);
        assertEquals(1, changed.size(), "nothing to announce while the only endpoint is not ready");
        assertEquals(5000, changed.get(0).tMs());
        assertEquals("web", changed.get(0).service());
        assertEquals(List.of(new Address("web-1", "10.0.1.2")), changed.get(0).endpoints());
    }

    @Test
    void publishNotReadyAddressesMakesANotReadyPodAReadyEndpoint() {
        String neverReady = ", readinessProbe: {exec: {x-sim: {failAfter: 0s}}, periodSeconds: 5}";
        Sim s = Sim.run(scenario("10s", service("web", "{app: web}", "") + service("peers", "{app: web}", ", publishNotReadyAddresses: true"),
                web("web-1", "node-1", "web:v1", neverReady), ""));
        Map<String, ServiceStatus> services = s.run.result().services();
        assertEquals(List.of(new EndpointStatus("web-1", "10.0.1.2", false)), services.get("web").endpoints());
        assertEquals(List.of(new EndpointStatus("web-1", "10.0.1.2", true)), services.get("peers").endpoints());
        List<TraceEvent> changed = s.events(EventType.EndpointsChanged);
        assertEquals(1, changed.size());
        assertEquals("peers", changed.get(0).service());
        assertEquals(0, changed.get(0).tMs(), "the pod has its IP once its container starts, at 0 s");
    }

    @Test
    void aDeletedPodLeavesTheReadyEndpointsAtOnceAndStillServesUntilItStops() {
        // web-1 is deleted at 10 s and its process ends 3 s after SIGTERM. The client asks every
        // second from 0.5 s: 0.5 … 9.5 s go to the ready endpoint (10), 10.5 … 12.5 s to the
        // terminating one that still serves, as kube-proxy does when none is ready (3), and
        // 13.5 … 19.5 s find no endpoint at all (7).
        String web = pod("web-1", "{app: web}", "node-1", "        - {name: web, image: \"web:v1\", x-sim: {onSigterm: {after: 3s, exitCode: 0},"
                + " steps: [{serve: {port: 8080}}, {run: forever}]}}\n");
        String client = pod("client", "{app: client}", "node-1", container("probe", "curl:8", "",
                "[{sleep: 500ms}, {request: {to: \"web:80\", every: 1s}}, {run: forever}]"));
        Sim s = Sim.run(scenario("20s", service("web", "{app: web}", ""), web + client, "  - {at: 10s, do: delete, target: pod/web-1}\n"));
        List<TraceEvent> changed = s.events(EventType.EndpointsChanged);
        assertEquals(List.of(0L, 10_000L), changed.stream().map(TraceEvent::tMs).toList());
        assertEquals(List.of(), changed.get(1).endpoints());
        assertEquals(new RequestCount(13, 7, 0, new java.util.TreeMap<>(Map.of("v1", 13L))), requests(s).get(new MemberRef("client", "probe")));
        assertEquals(List.of(), s.run.result().services().get("web").endpoints(), "a deleted pod is no endpoint at all");
    }

    @Test
    void aServiceIsReachedByEveryDnsFormOfItsNameAndByItsClusterIp() {
        List<String> names = List.of("web", "web.default", "web.default.svc", "web.default.svc.cluster.local", "10.96.0.10");
        StringBuilder steps = new StringBuilder("[{sleep: 1s}");
        for (String n : names) steps.append(", {connect: {to: \"").append(n).append(":80\"}}");
        steps.append(", {run: forever}]");
        Sim s = Sim.run(scenario("2s", service("web", "{app: web}", ""),
                web("web-1", "node-1", "web:v1", "") + pod("client", "{app: client}", "node-1", container("c", "curl:8", "", steps.toString())), ""));
        List<TraceEvent> connected = s.events(EventType.Connected);
        assertEquals(names, connected.stream().map(TraceEvent::peer).toList());
        for (TraceEvent e : connected) {
            assertEquals("web", e.service());
            assertEquals("10.0.1.2", e.ip(), "the connection lands on the endpoint's IP");
        }
        assertEquals(5, s.run.result().metrics().connectionsOk());
    }

    @Test
    void aServiceWithNoReadyEndpointRefusesAndARequiredConnectEndsTheProcess() {
        Sim s = Sim.run(scenario("5s", service("web", "{app: nothing}", ""), pod("client", "{app: client}", "node-1",
                container("probe", "curl:8", "", "[{request: {to: \"web:80\", every: 1s}}, {run: forever}]")
                        + container("c", "curl:8", "", "[{connect: {to: \"web:80\", required: true}}, {run: forever}]")), ""));
        // Requests at 0, 1, 2, 3, 4 and 5 s (the horizon is included): 6, all refused.
        assertEquals(new RequestCount(0, 6, 0, new java.util.TreeMap<>()), requests(s).get(new MemberRef("client", "probe")));
        TraceEvent refused = s.events(EventType.RequestRefused).get(0);
        assertEquals("ECONNREFUSED", refused.reason());
        assertTrue(refused.message().contains("no ready endpoint"), refused.message());
        assertEquals("ECONNREFUSED", s.events(EventType.ConnectionRefused).get(0).reason());
        assertEquals(1, s.events(EventType.Exited, "c").get(0).exitCode());
    }

    @Test
    void aRequestToAPodIpReachesThatPodOnlyRefusedOnceItIsGoneUnansweredOnAFailedNode() {
        // a gets 10.0.1.2 (first on node-1), b 10.0.2.2 (first on node-2). At 5 s a is deleted (its
        // process ends at SIGTERM) and node-2 fails. Requests at 0.5 … 4.5 s are answered (5);
        // 5.5 … 9.5 s (5) are refused by a's old address and get no answer from b.
        String pods = web("a", "node-1", "web:v1", "") + web("b", "node-2", "web:v2", "")
                + pod("client", "{app: client}", "node-1",
                container("to-a", "curl:8", "", "[{sleep: 500ms}, {request: {to: \"10.0.1.2:8080\", every: 1s}}, {run: forever}]")
                        + container("to-b", "curl:8", "", "[{sleep: 500ms}, {request: {to: \"10.0.2.2:8080\", every: 1s}}, {run: forever}]"));
        Sim s = Sim.run(scenario("10s", service("web", "{app: web}", ""), pods,
                "  - {at: 5s, do: delete, target: pod/a}\n  - {at: 5s, do: failNode, target: node/node-2}\n"));
        assertEquals(new RequestCount(5, 5, 0, new java.util.TreeMap<>(Map.of("v1", 5L))), requests(s).get(new MemberRef("client", "to-a")));
        assertEquals(new RequestCount(5, 0, 5, new java.util.TreeMap<>(Map.of("v2", 5L))), requests(s).get(new MemberRef("client", "to-b")));
        assertEquals("ETIMEDOUT", s.events(EventType.RequestTimedOut).get(0).reason());
    }

    @Test
    void requestEventsAreSampledButEveryRequestIsCounted() {
        // One request a second from 0.5 s for an hour: 3600 requests, all answered with v1. The
        // first is written, then one a minute (60.5 s, 120.5 s … 3540.5 s): 60 events.
        String client = pod("client", "{app: client}", "node-1", container("probe", "curl:8", "",
                "[{sleep: 500ms}, {request: {to: \"web:80\", every: 1s}}, {run: forever}]"));
        Sim s = Sim.run(scenario("1h", service("web", "{app: web}", ""), web("web-1", "node-1", "web:v1", "") + client, ""));
        List<TraceEvent> served = s.events(EventType.RequestServed);
        assertEquals(60, served.size());
        assertEquals(500, served.get(0).tMs());
        assertEquals(60_500, served.get(1).tMs());
        assertTrue(served.get(1).message().contains("(59 requests since the last one written)"), served.get(1).message());
        assertEquals(new RequestCount(3600, 0, 0, new java.util.TreeMap<>(Map.of("v1", 3600L))), requests(s).get(new MemberRef("client", "probe")));
    }

    @Test
    void aChangeOfOutcomeIsWrittenAtOnce() {
        // The only endpoint goes at 20.2 s (deleted, ends at SIGTERM): the request at 20.5 s is the
        // first refused one and is written, though a served one was written 20 s earlier.
        String client = pod("client", "{app: client}", "node-1", container("probe", "curl:8", "",
                "[{sleep: 500ms}, {request: {to: \"web:80\", every: 1s}}, {run: forever}]"));
        Sim s = Sim.run(scenario("30s", service("web", "{app: web}", ""), web("web-1", "node-1", "web:v1", "") + client,
                "  - {at: 20200ms, do: delete, target: pod/web-1}\n"));
        assertEquals(List.of(500L), s.events(EventType.RequestServed).stream().map(TraceEvent::tMs).toList());
        assertEquals(List.of(20_500L), s.events(EventType.RequestRefused).stream().map(TraceEvent::tMs).toList());
    }

    @Test
    void theEndpointIsChosenFromANamedSeededStreamSoTheSameSeedGivesTheSameBytes() {
        String client = pod("client", "{app: client}", "node-1", container("probe", "curl:8", "",
                "[{sleep: 500ms}, {request: {to: \"web:80\", every: 1s}}, {run: forever}]"));
        String yaml = scenario("100s", service("web", "{app: web}", ""),
                web("web-1", "node-1", "web:v1", "") + web("web-2", "node-2", "web:v2", "") + client, "");
        Sim a = Sim.run(yaml);
        Sim b = Sim.run(yaml);
        assertEquals(TraceJson.sha256(a.run.trace()), TraceJson.sha256(b.run.trace()));
        RequestCount n = requests(a).get(new MemberRef("client", "probe"));
        assertEquals(100, n.ok());
        assertEquals(100, n.byData().get("v1") + n.byData().get("v2"), "both endpoints serve: each gets a share");
    }

    @Test
    void aNewSandboxGivesTheEndpointTheNewIp() {
        // killSandbox at 10 s: the pod gets a new sandbox with the node's next IP, 10.0.1.3.
        Sim s = Sim.run(scenario("20s", service("web", "{app: web}", ""), web("web-1", "node-1", "web:v1", ""),
                "  - {at: 10s, do: killSandbox, target: pod/web-1}\n"));
        List<TraceEvent> changed = s.events(EventType.EndpointsChanged);
        assertEquals(List.of(new Address("web-1", "10.0.1.2")), changed.get(0).endpoints());
        assertEquals(List.of(new Address("web-1", "10.0.1.3")), changed.get(changed.size() - 1).endpoints());
        assertEquals(List.of(new EndpointStatus("web-1", "10.0.1.3", true)), s.run.result().services().get("web").endpoints());
    }

    @Test
    void serveWithoutDataAnswersWithTheImageTag() {
        assertEquals("v2", io.boundarylab.engine.scenario.Step.Serve.tagOf("web:v2"));
        assertEquals("v3", io.boundarylab.engine.scenario.Step.Serve.tagOf("registry:5000/team/web:v3"));
        assertEquals("latest", io.boundarylab.engine.scenario.Step.Serve.tagOf("registry:5000/team/web"));
        assertEquals("latest", io.boundarylab.engine.scenario.Step.Serve.tagOf("web"));
        assertEquals("sha256:ab12", io.boundarylab.engine.scenario.Step.Serve.tagOf("web@sha256:ab12"));
    }
}
