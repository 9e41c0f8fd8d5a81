package io.boundarylab.engine.cluster.service;

import io.boundarylab.engine.cluster.network.NetworkIdentity;
import io.boundarylab.engine.cluster.state.ClusterState;
import io.boundarylab.engine.cluster.state.ContainerState;
import io.boundarylab.engine.cluster.state.PodState;
import io.boundarylab.engine.cluster.state.Rules;
import io.boundarylab.engine.cluster.state.ServiceNetwork.Outcome;
import io.boundarylab.engine.cluster.state.ServiceNetwork.Route;
import io.boundarylab.engine.result.RequestCount;
import io.boundarylab.engine.scenario.MemberRef;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;

import java.util.Map;
import java.util.TreeMap;

/**
 * The clients' request loops ({@code request: {to, every}}): each request is routed (a Service,
 * a pod's name or IP, or localhost), ends ok, refused or timed out, and is counted by client and
 * by data version.
 *
 * <h2>Sampling</h2>
 * A request every second for hours would bury everything else in the trace, so request events are
 * sampled, the same way on every run. A request's kind is its outcome and data version. A
 * client's request is written when
 * <ol>
 * <li>it is the first of its kind for that client, or</li>
 * <li>its outcome differs from the client's previous request and nothing of its kind was written
 *     in the last {@link #CHANGE_GAP_MS} (so a change shows, and a flapping endpoint cannot flood), or</li>
 * <li>nothing of its kind was written in the last {@link #HEARTBEAT_MS}.</li>
 * </ol>
 * So a client writes at most one event of a kind per {@link #CHANGE_GAP_MS}, and one a minute while
 * nothing changes. A written event says how many of the client's requests went unwritten before it.
 * The result's {@code metrics.requests} counts every request.
 */
final class Requests {
    /** One request event per client and kind per minute while nothing changes. */
    static final long HEARTBEAT_MS = 60_000;
    /** A change of outcome is written unless an event of its kind was written this recently. */
    static final long CHANGE_GAP_MS = 10_000;

    private final ClusterState state;
    private final ServiceController services;
    private final Map<MemberRef, Client> clients = new TreeMap<>();

    /** One client's counts and what it last wrote. */
    private static final class Client {
        long ok;
        long refused;
        long timeout;
        final TreeMap<String, Long> byData = new TreeMap<>();
        Outcome lastOutcome;
        final TreeMap<String, Long> lastWrittenMs = new TreeMap<>();
        long unwritten;
    }

    Requests(ClusterState state, ServiceController services) {
        this.state = state;
        this.services = services;
    }

    /** Where one request went and how it ended. */
    private record Sent(Outcome outcome, String service, String pod, String ip, int port, String data, String why, String rule) {
    }

    void send(PodState client, ContainerState c, String host, int port) {
        Sent sent = route(client, c, host, port);
        MemberRef key = new MemberRef(client.name(), c.name());
        Client k = clients.computeIfAbsent(key, m -> new Client());
        switch (sent.outcome()) {
            case OK -> {
                k.ok++;
                if (sent.data() != null) k.byData.merge(sent.data(), 1L, Long::sum);
            }
            case REFUSED -> k.refused++;
            case TIMEOUT -> k.timeout++;
        }
        long now = state.now();
        String kind = sent.outcome() + (sent.data() == null ? "" : "/" + sent.data());
        Long written = k.lastWrittenMs.get(kind);
        boolean changed = k.lastOutcome != sent.outcome();
        boolean write = written == null || (changed && now - written >= CHANGE_GAP_MS) || now - written >= HEARTBEAT_MS;
        k.lastOutcome = sent.outcome();
        if (!write) {
            k.unwritten++;
            return;
        }
        String skipped = k.unwritten == 0 ? "" : " (" + k.unwritten + " request" + (k.unwritten == 1 ? "" : "s") + " since the last one written)";
        k.unwritten = 0;
        k.lastWrittenMs.put(kind, now);
        String to = host + ":" + port;
        TraceEvent.Builder b = state.about(client, c, switch (sent.outcome()) {
            case OK -> EventType.RequestServed;
            case REFUSED -> EventType.RequestRefused;
            case TIMEOUT -> EventType.RequestTimedOut;
        }).peer(host).port(port).service(sent.service()).ip(sent.ip()).rule(sent.rule(), ServiceRules.SAMPLED);
        switch (sent.outcome()) {
            case OK -> b.data(sent.data()).message(c.name() + " requested " + to + ": answered by " + sent.why()
                    + (sent.data() == null ? "" : ", data " + sent.data()) + skipped);
            case REFUSED -> b.reason("ECONNREFUSED").message(c.name() + " requested " + to + ": refused, " + sent.why() + skipped);
            case TIMEOUT -> b.reason("ETIMEDOUT").message(c.name() + " requested " + to + ": timed out, " + sent.why() + skipped);
        }
        state.publish(client, b);
    }

    private Sent route(PodState client, ContainerState c, String host, int port) {
        Route r = services.route(host, port);
        if (r != null) {
            NetworkIdentity t = r.target();
            String why = r.outcome() == Outcome.OK ? r.why() : r.outcome() == Outcome.TIMEOUT
                    ? "no answer from " + r.why() + " (its node has failed)"
                    : r.pod() == null ? r.why() : "nothing listens at " + r.why();
            return new Sent(r.outcome(), r.service(), r.pod(), t == null ? null : t.ip(), r.targetPort(),
                    r.outcome() == Outcome.OK ? t.data(r.targetPort()) : null, why, r.rule());
        }
        PodState pod;
        NetworkIdentity target;
        String rule;
        if (host.equals("localhost") || host.startsWith("127.") || host.equals("::1")) {
            pod = client;
            target = c.identity();
            rule = Rules.LOCALHOST;
        } else {
            pod = state.pod(host);
            target = pod == null ? null : EndpointRules.identity(pod);
            if (pod == null) {
                target = state.resolve(client, c, host);
                pod = target == null || target.pod() == null ? null : state.pod(target.pod());
            }
            rule = ServiceRules.DIRECT;
        }
        Outcome outcome = services.reach(target, port, pod);
        String who = pod == null ? host : pod.name();
        String why = switch (outcome) {
            case OK -> ServiceController.describe(who, target, port);
            case TIMEOUT -> "no answer from " + ServiceController.describe(who, target, port) + " (its node has failed)";
            case REFUSED -> target == null ? "nothing has the address " + host
                    : pod != null && (pod.deleted() || pod.terminal()) ? "pod " + pod.name() + " is gone"
                    : "nothing listens at " + ServiceController.describe(who, target, port);
        };
        return new Sent(outcome, null, pod == null ? null : pod.name(), target == null ? null : target.ip(), port,
                outcome == Outcome.OK ? target.data(port) : null, why, outcome == Outcome.TIMEOUT ? ServiceRules.UNREACHABLE : rule);
    }

    /** Every client's counts, by member. */
    Map<MemberRef, RequestCount> counts() {
        Map<MemberRef, RequestCount> out = new TreeMap<>();
        clients.forEach((m, k) -> out.put(m, new RequestCount(k.ok, k.refused, k.timeout, k.byData)));
        return out;
    }
}
