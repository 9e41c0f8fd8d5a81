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

    private StepReader() {
    }

    static Step step(Val v) throws ScenarioException {
        Obj o = v.asObj();
        if (o.fields.size() != 1) throw o.error("a step is a map with exactly one key (sleep, listen, connect, write, require, ship, touch, allocate, burnCpu, exit, run)");
        String key = o.fields.keySet().iterator().next();
        Val a = o.opt(key);
        // "- ship:" with nothing after it reads as a key with no value: say so, never dereference it.
        if (a == null) throw o.error("the step '" + key + "' needs a value");
        Step step = switch (key) {
            case "sleep" -> new Step.Sleep(a.asDurationMs());
            case "listen" -> new Step.Listen(port(a));
            case "connect" -> connect(a.asObj());
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
        var m = HOST_PORT.matcher(to.asText());
        if (!m.matches()) throw to.error("expected host:port (localhost:8080, a pod name or an IP)");
        int port;
        try {
            port = Integer.parseInt(m.group(2));
        } catch (NumberFormatException e) {
            throw to.error("bad port");
        }
        if (port < 1 || port > 65535) throw to.error("port must be between 1 and 65535");
        boolean required = o.has("required") && o.opt("required").asBool();
        o.noOtherFields();
        return new Step.Connect(m.group(1), port, required);
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
