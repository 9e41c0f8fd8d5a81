package io.boundarylab.engine.scenario;

import io.boundarylab.engine.scenario.Doc.Arr;
import io.boundarylab.engine.scenario.Doc.Obj;
import io.boundarylab.engine.scenario.Doc.Val;

import java.util.ArrayList;
import java.util.List;

import static io.boundarylab.engine.scenario.ValueReader.absolutePath;
import static io.boundarylab.engine.scenario.ValueReader.atLeastOneSecond;
import static io.boundarylab.engine.scenario.ValueReader.port;
import static io.boundarylab.engine.scenario.ValueReader.positive;
import static io.boundarylab.engine.scenario.ValueReader.seconds;

/** Reads a container's probe (startup, liveness, readiness) and its lifecycle hooks. */
final class ProbeReader {

    private ProbeReader() {
    }

    static ProbeSpec probe(Val v) throws ScenarioException {
        if (v == null) return null;
        Obj o = v.asObj();
        Integer port = null;
        String fileExists = null;
        Long passAfter = null, failAfter = null;
        List<String> results = null;
        int handlers = 0;
        for (String k : List.of("tcpSocket", "httpGet")) {
            Val h = o.opt(k);
            if (h != null) {
                handlers++;
                Obj ho = h.asObj();
                port = port(ho.req("port"));
                ho.opt("path");
                ho.opt("host");
                ho.opt("scheme");
                ho.noOtherFields();
            }
        }
        Val ex = o.opt("exec");
        if (ex != null) {
            handlers++;
            Obj eo = ex.asObj();
            eo.opt("command");
            Obj sim = eo.req("x-sim").asObj();
            int kinds = 0;
            if (sim.has("fileExists")) { fileExists = absolutePath(sim.opt("fileExists")); kinds++; }
            if (sim.has("passAfter")) { passAfter = sim.opt("passAfter").asDurationMs(); kinds++; }
            if (sim.has("failAfter")) { failAfter = sim.opt("failAfter").asDurationMs(); kinds++; }
            if (sim.has("results")) {
                results = new ArrayList<>();
                Arr ra = sim.opt("results").asArr();
                for (Val r : ra.items) {
                    String t = r.asText();
                    if (!t.equals("pass") && !t.equals("fail")) throw r.error("expected pass or fail");
                    results.add(t);
                }
                if (results.isEmpty()) throw ra.error("at least one result is needed");
                kinds++;
            }
            if (kinds != 1) throw sim.error("exactly one of fileExists, passAfter, failAfter or results is needed");
            sim.noOtherFields();
            eo.noOtherFields();
        }
        if (handlers != 1) throw o.error("a probe needs exactly one of tcpSocket, httpGet or exec");
        long initialDelay = o.has("initialDelaySeconds") ? seconds(o.opt("initialDelaySeconds")) : 0;
        long period = o.has("periodSeconds") ? atLeastOneSecond(o.opt("periodSeconds")) : 10_000;
        long timeout = o.has("timeoutSeconds") ? atLeastOneSecond(o.opt("timeoutSeconds")) : 1_000;
        int success = o.has("successThreshold") ? Math.max(1, positive(o.opt("successThreshold"))) : 1;
        int failure = o.has("failureThreshold") ? Math.max(1, positive(o.opt("failureThreshold"))) : 3;
        // Probe-level terminationGracePeriodSeconds replaces the pod's for kills after this probe failed.
        Long probeGrace = o.has("terminationGracePeriodSeconds") ? seconds(o.opt("terminationGracePeriodSeconds")) : null;
        o.noOtherFields();
        return new ProbeSpec(port, fileExists, passAfter, failAfter, results == null ? null : List.copyOf(results),
                initialDelay, period, timeout, success, failure, probeGrace);
    }

    static HookSpec hook(Val v) throws ScenarioException {
        if (v == null) return null;
        Obj o = v.asObj();
        o.opt("exec");
        o.opt("httpGet");
        Obj sim = o.req("x-sim").asObj();
        boolean forever = sim.has("forever") && sim.opt("forever").asBool();
        long duration = sim.has("duration") ? sim.opt("duration").asDurationMs() : 0;
        int exit = sim.has("exitCode") ? sim.opt("exitCode").asInt() : 0;
        sim.noOtherFields();
        o.noOtherFields();
        return new HookSpec(duration, exit, forever);
    }
}
