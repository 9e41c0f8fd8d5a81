package io.boundarylab.bridge.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.boundarylab.bridge.doctor.Doctor;
import io.boundarylab.bridge.experiment.Messages;
import io.boundarylab.bridge.experiment.Observation;
import io.boundarylab.bridge.experiment.Requirement;
import io.boundarylab.bridge.replay.CannotRunException;
import io.boundarylab.bridge.replay.Replay;
import io.boundarylab.engine.cluster.Guarantee;
import io.boundarylab.engine.contract.Verdict;
import io.boundarylab.engine.format.TraceJson;
import io.boundarylab.engine.trace.TraceEvent;

import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Locale;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Prints the bridge's reports as text for people and as JSON for programs. */
final class ReportWriter {

    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private final PrintWriter out;

    ReportWriter(PrintWriter out) {
        this.out = out;
    }

    void json(Object value) {
        try {
            out.println(MAPPER.writeValueAsString(value));
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
        out.flush();
    }

    // ---- doctor

    void doctor(Doctor.Report r) {
        out.println(Messages.get("cli.doctor.title"));
        out.printf(Locale.ROOT, "  %-28s %s%n", Messages.get("cli.doctor.root"), r.root() ? Messages.get("cli.yes") : Messages.get("cli.no"));
        out.printf(Locale.ROOT, "  %-28s %s%n", Messages.get("cli.doctor.userns"), status(r.userNamespaces()));
        out.printf(Locale.ROOT, "  %-28s %s%n", Messages.get("cli.doctor.cgroups"), r.cgroupMode());
        r.cgroupBases().forEach((h, base) -> out.printf(Locale.ROOT, "    %-26s %s%n", h, base));
        out.println(Messages.get("cli.doctor.tools"));
        r.tools().forEach((t, c) -> out.printf(Locale.ROOT, "    %-26s %s%n", t, status(c)));
        out.println(Messages.get("cli.doctor.capabilities"));
        r.requirements().forEach((req, c) -> out.printf(Locale.ROOT, "    %-26s %s%n", Messages.get("requirement." + req.name()), status(c)));
        out.println(Messages.get("cli.doctor.experiments"));
        for (Doctor.Readiness e : r.experiments()) {
            out.printf(Locale.ROOT, "    %-26s %s%n", e.experiment(), e.canRun() ? Messages.get("cli.doctor.canRun") : Messages.get("cli.doctor.cannotRun"));
            for (String reason : e.reasons()) out.println("        " + Messages.get("cli.because") + " " + reason);
            for (String remedy : e.remedies()) out.println("        " + Messages.get("cli.toEnable") + " " + remedy);
        }
        out.flush();
    }

    private static String status(Doctor.Check c) {
        return (c.ok() ? Messages.get("cli.ok") : Messages.get("cli.no")) + "  " + c.detail()
                + (c.remedy().isEmpty() ? "" : "  (" + Messages.get("cli.toEnable") + " " + c.remedy() + ")");
    }

    static Map<String, Object> doctorJson(Doctor.Report r) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("root", r.root());
        m.put("userNamespaces", check(r.userNamespaces()));
        m.put("cgroupMode", r.cgroupMode().name().toLowerCase(java.util.Locale.ROOT));
        m.put("cgroupBases", r.cgroupBases());
        Map<String, Object> tools = new LinkedHashMap<>();
        r.tools().forEach((t, c) -> tools.put(t, check(c)));
        m.put("tools", tools);
        Map<String, Object> req = new LinkedHashMap<>();
        for (Map.Entry<Requirement, Doctor.Check> e : r.requirements().entrySet()) req.put(e.getKey().name(), check(e.getValue()));
        m.put("capabilities", req);
        List<Object> exps = new ArrayList<>();
        for (Doctor.Readiness e : r.experiments()) {
            Map<String, Object> x = new LinkedHashMap<>();
            x.put("experiment", e.experiment());
            x.put("canRun", e.canRun());
            x.put("reasons", e.reasons());
            x.put("remedies", e.remedies());
            exps.add(x);
        }
        m.put("experiments", exps);
        return m;
    }

    private static Map<String, Object> check(Doctor.Check c) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("ok", c.ok());
        m.put("detail", c.detail());
        if (!c.remedy().isEmpty()) m.put("remedy", c.remedy());
        return m;
    }

    // ---- replay

    void replay(Replay r) {
        out.println("== " + r.episode() + " / " + r.variant().key() + "  (" + Messages.get("cli.run") + " " + r.run().runId() + ")");
        out.println(Messages.get("cli.observations"));
        for (Observation o : r.run().observations()) out.printf(Locale.ROOT, "  %-34s %s%n", o.key(), o.value());
        out.println(Messages.get("cli.trace"));
        for (TraceEvent e : r.run().trace()) {
            out.printf(Locale.ROOT, "  #%-3d %6d ms  %-17s %s%n", e.seq(), e.tMs(), e.type().name(), e.message());
        }
        out.println(Messages.get("cli.verdicts"));
        for (Guarantee g : Guarantee.values()) {
            Verdict v = r.kernel().get(g);
            out.printf(Locale.ROOT, "  %-16s %-14s %s%n", g.key(), v.outcome().key(), v.summary());
        }
        out.println(Messages.get("cli.comparison"));
        out.printf(Locale.ROOT, "  %-16s %-16s %-16s %s%n", Messages.get("cli.guarantee"), Messages.get("cli.simulationSays"),
                Messages.get("cli.kernelSays"), Messages.get("cli.agree"));
        for (Guarantee g : r.compared()) {
            Verdict s = r.simulation().get(g);
            out.printf(Locale.ROOT, "  %-16s %-16s %-16s %s%n", g.key(), s == null ? Messages.get("cli.unknown") : s.outcome().key(),
                    r.kernel().get(g).outcome().key(), r.agrees(g) ? Messages.get("cli.yes") : Messages.get("cli.no"));
        }
        if (r.compared().isEmpty()) out.println("  " + Messages.get("cli.nothingCompared"));
        out.println(r.agree() ? Messages.get("cli.result.agree") : Messages.get("cli.result.disagree"));
        out.println(Messages.get(r.cleanup() != null && r.cleanup().clean() ? "cli.cleanup.ok" : "cli.cleanup.problems",
                r.cleanup() == null ? "" : String.join("; ", r.cleanup().problems())));
        out.println();
        out.flush();
    }

    void refused(String episode, String variant, CannotRunException e) {
        out.println("== " + episode + " / " + variant + "  " + Messages.get("cli.doctor.cannotRun"));
        for (String reason : e.reasons()) out.println("  " + Messages.get("cli.because") + " " + reason);
        for (String remedy : e.remedies()) out.println("  " + Messages.get("cli.toEnable") + " " + remedy);
        out.println();
        out.flush();
    }

    static Map<String, Object> replayJson(Replay r) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("episode", r.episode());
        m.put("variant", r.variant().key());
        m.put("ran", true);
        m.put("runId", r.run().runId());
        List<Object> obs = new ArrayList<>();
        for (Observation o : r.run().observations()) obs.add(Map.of("key", o.key(), "value", o.value()));
        m.put("observations", obs);
        List<Object> trace = new ArrayList<>();
        try {
            for (TraceEvent e : r.run().trace()) trace.add(MAPPER.readTree(TraceJson.line(e)));
        } catch (JsonProcessingException ex) {
            throw new UncheckedIOException(ex);
        }
        m.put("trace", trace);
        m.put("kernel", verdicts(r.kernel()));
        m.put("simulation", verdicts(r.simulation()));
        m.put("compared", r.compared().stream().map(Guarantee::key).toList());
        m.put("agree", r.agree());
        Map<String, Object> c = new LinkedHashMap<>();
        if (r.cleanup() != null) {
            c.put("clean", r.cleanup().clean());
            c.put("processesKilled", r.cleanup().processesKilled());
            c.put("cgroupsRemoved", r.cleanup().cgroupsRemoved());
            c.put("problems", r.cleanup().problems());
        }
        m.put("cleanup", c);
        return m;
    }

    static Map<String, Object> refusedJson(String episode, String variant, CannotRunException e) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("episode", episode);
        m.put("variant", variant);
        m.put("ran", false);
        m.put("reasons", e.reasons());
        m.put("remedies", e.remedies());
        return m;
    }

    private static Map<String, Object> verdicts(Map<Guarantee, Verdict> vs) {
        Map<String, Object> m = new LinkedHashMap<>();
        for (Guarantee g : Guarantee.values()) {
            Verdict v = vs.get(g);
            if (v == null) continue;
            Map<String, Object> x = new LinkedHashMap<>();
            x.put("verdict", v.outcome().key());
            x.put("evidence", v.evidence());
            x.put("summary", v.summary());
            m.put(g.key(), x);
        }
        return m;
    }
}
