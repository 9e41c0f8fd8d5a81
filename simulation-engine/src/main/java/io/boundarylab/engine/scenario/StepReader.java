package io.boundarylab.engine.scenario;

import io.boundarylab.engine.scenario.Doc.Obj;
import io.boundarylab.engine.scenario.Doc.Val;

import java.util.regex.Pattern;

import static io.boundarylab.engine.scenario.ValueReader.absolutePath;
import static io.boundarylab.engine.scenario.ValueReader.cpu;
import static io.boundarylab.engine.scenario.ValueReader.memory;
import static io.boundarylab.engine.scenario.ValueReader.port;

/** Reads one step of a simulated process ({@code x-sim.steps}): sleep, listen, connect, write … */
final class StepReader {
    private static final Pattern HOST_PORT = Pattern.compile("(.+):(\\d+)");

    /** The longest request period: a longer one is a mistake, and a period near Long.MAX_VALUE would overflow the clock. */
    static final long MAX_REQUEST_PERIOD_MS = 24L * 3_600_000;

    private StepReader() {
    }

    static Step step(Val v) throws ScenarioException {
        Obj o = v.asObj();
        if (o.fields.size() != 1) throw o.error("a step is a map with exactly one key (sleep, listen, serve, connect, request, write, require, ship, touch, allocate, burnCpu, exit, run)");
        String key = o.fields.keySet().iterator().next();
        Val a = o.opt(key);
        // "- ship:" with nothing after it reads as a key with no value: say so, never dereference it.
        if (a == null) throw o.error("the step '" + key + "' needs a value");
        Step step = switch (key) {
            case "sleep" -> new Step.Sleep(a.asDurationMs());
            case "listen" -> new Step.Listen(port(a));
            case "connect" -> connect(a.asObj());
            case "request" -> request(a.asObj());
            case "serve" -> serve(a.asObj());
            case "write" -> write(a);
            case "require" -> new Step.Require(absolutePath(a));
            case "ship" -> {
                Obj so = a.asObj();
                Step s = new Step.Ship(absolutePath(so.req("from")));
                so.noOtherFields();
                yield s;
            }
            case "touch" -> new Step.Touch(absolutePath(a));
            case "allocate" -> new Step.Allocate(memory(a));
            case "burnCpu" -> {
                Obj bo = a.asObj();
                Step s = new Step.BurnCpu(cpu(bo.req("cores")), bo.req("for").asDurationMs());
                bo.noOtherFields();
                yield s;
            }
            case "exit" -> {
                int code = a.asInt();
                if (code < 0 || code > 255) throw a.error("exit code must be between 0 and 255");
                yield new Step.Exit(code);
            }
            case "run" -> a.asText().equals("forever") ? new Step.Run(null) : new Step.Run(a.asDurationMs());
            default -> throw o.fields.get(key).error("unknown step '" + key + "'");
        };
        o.noOtherFields();
        return step;
    }

    private static Step connect(Obj o) throws ScenarioException {
        Val to = o.req("to");
        var m = hostPort(to);
        boolean required = o.has("required") && o.opt("required").asBool();
        o.noOtherFields();
        return new Step.Connect(m.group(1), Integer.parseInt(m.group(2)), required);
    }

    private static Step request(Obj o) throws ScenarioException {
        var m = hostPort(o.req("to"));
        Val ev = o.req("every");
        long every = ev.asDurationMs();
        if (every <= 0) throw ev.error("must be positive");
        if (every > MAX_REQUEST_PERIOD_MS) throw ev.error("must be at most 24h");
        o.noOtherFields();
        return new Step.Request(m.group(1), Integer.parseInt(m.group(2)), every);
    }

    private static Step serve(Obj o) throws ScenarioException {
        int port = port(o.req("port"));
        String data = null;
        Val dv = o.opt("data");
        if (dv != null) {
            data = dv.asText();
            if (data.isBlank() || data.length() > 63) throw dv.error("a data version is 1 to 63 characters, not blank");
        }
        o.noOtherFields();
        return new Step.Serve(port, data);
    }

    /** host:port, the port a number from 1 to 65535 (checked, so callers may parse it). */
    private static java.util.regex.Matcher hostPort(Val to) throws ScenarioException {
        var m = HOST_PORT.matcher(to.asText());
        if (!m.matches()) throw to.error("expected host:port (localhost:8080, a pod name, an IP or a Service name)");
        long port;
        try {
            port = Long.parseLong(m.group(2));
        } catch (NumberFormatException e) {
            throw to.error("port must be between 1 and 65535");
        }
        if (port < 1 || port > 65535) throw to.error("port must be between 1 and 65535");
        return m;
    }

    private static Step write(Val v) throws ScenarioException {
        if (v instanceof Doc.Scalar) return new Step.Write(absolutePath(v), null);
        Obj o = v.asObj();
        String path = absolutePath(o.req("path"));
        Long every = null;
        if (o.has("every")) {
            every = o.opt("every").asDurationMs();
            if (every <= 0) throw o.opt("every").error("must be positive");
        }
        o.noOtherFields();
        return new Step.Write(path, every);
    }
}
