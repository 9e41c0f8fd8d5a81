package io.boundarylab.episodes.playground;

import io.boundarylab.engine.cluster.Guarantee;
import io.boundarylab.episodes.content.Claim;
import io.boundarylab.episodes.content.Experiment;
import io.boundarylab.episodes.content.Quantity;
import io.boundarylab.episodes.predicate.EventMatch;
import io.boundarylab.episodes.predicate.Measurement;
import io.boundarylab.episodes.predicate.Predicate;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

import static io.boundarylab.engine.yaml.YamlWriter.text;

/**
 * The files of a saved playground experiment, as text: a content folder of one investigation with
 * one episode in the authoring format (content/README.md), in English ({@code en/}) and Spanish
 * ({@code es/}), the learner's own words the same in both. Paths are relative to the folder and use
 * forward slashes; the order is fixed, so the same experiment always gives the same files.
 */
final class EpisodeFiles {
    static final String MARKER = "playground.yaml";
    static final String INVESTIGATION_DIR = "investigations/001-playground";
    static final String EPISODE_DIR = INVESTIGATION_DIR + "/episodes/01-experiment";
    static final String EPISODE_ID = "experiment";
    static final String DIFFERS_IN = "scenario";

    private EpisodeFiles() {
    }

    /**
     * Every file, by path.
     *
     * @param phrases   the model's phrases per language ({@code en}, {@code es}), from the bundled investigation
     * @param narration the narration file's text per language
     */
    static Map<String, String> of(PlaygroundExperiment x, Map<String, Map<String, String>> phrases, Map<String, String> narration) {
        Map<String, String> files = new LinkedHashMap<>();
        files.put(MARKER, marker(x));
        for (String lang : List.of("en", "es")) {
            Locale locale = Locale.forLanguageTag(lang);
            files.put(lang + "/narration.yaml", narration.get(lang));
            files.put(lang + "/" + INVESTIGATION_DIR + "/investigation.yaml", investigation(x, phrases.get(lang), locale));
            files.put(lang + "/" + INVESTIGATION_DIR + "/sections/01-experiment.yaml", section(locale));
            files.put(lang + "/" + EPISODE_DIR + "/episode.yaml", episode(x, locale));
        }
        files.put("en/" + EPISODE_DIR + "/naive.yaml", x.naiveScenario());
        files.put("en/" + EPISODE_DIR + "/contract.yaml", x.contractScenario());
        return files;
    }

    private static String marker(PlaygroundExperiment x) {
        return "# A playground experiment saved by Boundary Lab: open it with File > Open content folder.\n"
                + "playground: 1\n"
                + "prediction: " + (x.prediction() != null) + "\n"
                + "predictionSkipped: " + x.predictionSkipped() + "\n";
    }

    /** The investigation's id: the title's words, so that two saved experiments keep apart in saved progress. */
    static String investigationId(String title) {
        String slug = java.text.Normalizer.normalize(title, java.text.Normalizer.Form.NFD).replaceAll("\\p{M}", "")
                .toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("^-+|-+$", "");
        if (slug.length() > 40) slug = slug.substring(0, 40).replaceAll("-+$", "");
        return slug.isEmpty() ? "playground" : "playground-" + slug;
    }

    private static String investigation(PlaygroundExperiment x, Map<String, String> phrases, Locale locale) {
        StringBuilder sb = new StringBuilder();
        sb.append("id: ").append(investigationId(x.title())).append('\n');
        sb.append("title: ").append(text(words(locale).get("investigationTitle").replace("{title}", x.title()))).append('\n');
        sb.append("phrases:\n");
        for (Map.Entry<String, String> e : new TreeMap<>(phrases).entrySet()) sb.append("  ").append(e.getKey()).append(": ").append(text(e.getValue())).append('\n');
        return sb.toString();
    }

    private static String section(Locale locale) {
        Map<String, String> w = words(locale);
        return "id: " + EPISODE_ID + "-section\nkind: episodes\ntitle: " + text(w.get("sectionTitle")) + "\n";
    }

    static String episode(PlaygroundExperiment x, Locale locale) {
        Map<String, String> w = words(locale);
        StringBuilder sb = new StringBuilder();
        sb.append("id: ").append(EPISODE_ID).append('\n');
        sb.append("number: 1\n");
        sb.append("title: ").append(text(x.title())).append('\n');
        for (String k : List.of("pressure", "prompt", "statusHint", "observation", "failure", "discovery", "nextPressure", "boundaryDelta",
                "explainExample")) {
            sb.append(k).append(": ").append(text(w.get(k))).append('\n');
        }
        PlaygroundPrediction p = x.prediction() != null ? x.prediction() : placeholder(x, locale);
        sb.append("prediction:\n");
        sb.append("  question: ").append(text(p.question())).append('\n');
        sb.append("  claims:\n");
        for (PlaygroundChoice c : p.choices()) {
            for (Claim k : c.claims()) {
                sb.append("    - id: ").append(k.id()).append('\n');
                sb.append("      variant: ").append(k.variantId()).append('\n');
                sb.append("      predicate: ").append(predicate(k.predicate())).append('\n');
                sb.append("      whenTrue: ").append(text(k.whenTrue())).append('\n');
                sb.append("      whenFalse: ").append(text(k.whenFalse())).append('\n');
            }
        }
        sb.append("  choices:\n");
        for (int i = 0; i < p.choices().size(); i++) {
            PlaygroundChoice c = p.choices().get(i);
            sb.append("    - id: ").append(PlaygroundPrediction.choiceId(i)).append('\n');
            sb.append("      text: ").append(text(c.text())).append('\n');
            sb.append("      implies: {");
            for (int j = 0; j < c.claims().size(); j++) sb.append(j == 0 ? "" : ", ").append(c.claims().get(j).id()).append(": true");
            sb.append("}\n");
        }
        Quantity qt = p.quantity();
        if (qt != null) {
            sb.append("  quantity:\n");
            sb.append("    text: ").append(text(qt.text())).append('\n');
            sb.append("    unit: ").append(text(qt.unit())).append('\n');
            sb.append("    variant: ").append(qt.variantId()).append('\n');
            sb.append("    measure: ").append(measure(qt.measurement())).append('\n');
            sb.append("    tolerance: ").append(number(qt.tolerance())).append('\n');
        }
        sb.append("experiment:\n");
        sb.append("  text: ").append(text(w.get("experimentText"))).append('\n');
        if (x.guarantee() != null) sb.append("  guarantee: ").append(x.guarantee().key()).append('\n');
        else sb.append("  differsIn: ").append(DIFFERS_IN).append('\n');
        sb.append("  variants:\n");
        for (String v : List.of(Experiment.NAIVE, Experiment.CONTRACT)) {
            sb.append("    - id: ").append(v).append('\n');
            sb.append("      label: ").append(text(w.get(v + "Label"))).append('\n');
            sb.append("      description: ").append(text(w.get(v + "Description"))).append('\n');
            sb.append("      scenario: ").append(v).append(".yaml\n");
        }
        sb.append("  observations:\n");
        sb.append("    - id: ran\n");
        sb.append("      text: ").append(text(w.get("observationText"))).append('\n');
        sb.append("statusFields:\n");
        sb.append("  - id: starts\n");
        sb.append("    label: ").append(text(w.get("startsLabel"))).append('\n');
        sb.append("    initial: ").append(text(w.get("startsInitial"))).append('\n');
        sb.append("    rules:\n");
        sb.append("      - on: {event: Started}\n");
        sb.append("        set: ").append(text(w.get("startsSet"))).append('\n');
        return sb.toString();
    }

    /**
     * What a saved episode asks when the learner wrote no prediction (the format needs a question):
     * whether the contract run keeps the guarantee, or, with none, whether any container starts.
     */
    static PlaygroundPrediction placeholder(PlaygroundExperiment x, Locale locale) {
        Map<String, String> w = words(locale);
        Guarantee g = x.guarantee();
        Claim claim = g != null
                ? ClaimMenu.build(ClaimMenu.Kind.VERDICT, Map.of(ClaimMenu.Field.VARIANT, Experiment.CONTRACT,
                ClaimMenu.Field.GUARANTEE, g.key(), ClaimMenu.Field.VERDICT, "holds"), locale)
                : ClaimMenu.build(ClaimMenu.Kind.EVENT, Map.of(ClaimMenu.Field.VARIANT, Experiment.NAIVE, ClaimMenu.Field.EVENT, "Started"), locale);
        return new PlaygroundPrediction(w.get("placeholderQuestion"), List.of(new PlaygroundChoice(w.get("placeholderYes"), List.of(claim)),
                new PlaygroundChoice(w.get("placeholderNo"), List.of(ClaimMenu.negate(claim)))), null);
    }

    // ---- predicates and measures, as the content format writes them ----------------------------

    static String predicate(Predicate p) {
        if (p instanceof Predicate.Occurs o) {
            Map<String, String> m = match(o.match());
            bounds(m, o.atLeast(), o.atMost());
            return flow(m);
        }
        if (p instanceof Predicate.LinesShipped l) {
            Map<String, String> m = new LinkedHashMap<>();
            m.put("linesShipped", text(l.member().pod() + "/" + l.member().container()));
            bounds(m, l.atLeast(), l.atMost());
            return flow(m);
        }
        if (p instanceof Predicate.Requests r) {
            Map<String, String> m = requests(r.measure());
            bounds(m, r.atLeast(), r.atMost());
            return flow(m);
        }
        if (p instanceof Predicate.VerdictIs v) {
            Map<String, String> m = new LinkedHashMap<>();
            m.put("verdict", v.guarantee().key());
            m.put("is", v.outcome().key());
            return flow(m);
        }
        if (p instanceof Predicate.SameNode s) return "{sameNode: " + members(s.members()) + "}";
        if (p instanceof Predicate.SameIp s) return "{sameIp: " + members(s.members()) + "}";
        if (p instanceof Predicate.Before b) return "{before: {first: " + flow(match(b.first())) + ", then: " + flow(match(b.then())) + "}}";
        if (p instanceof Predicate.Not n) return "{not: " + predicate(n.inner()) + "}";
        if (p instanceof Predicate.AllOf a) return "{allOf: " + list(a.all()) + "}";
        if (p instanceof Predicate.AnyOf a) return "{anyOf: " + list(a.any()) + "}";
        throw new IllegalArgumentException("a predicate the format has no words for: " + p);
    }

    static String measure(Measurement m) {
        Map<String, String> out = new LinkedHashMap<>();
        if (m instanceof Measurement.Count c) {
            out.put("count", flow(match(c.match())));
            if (c.untilMs() != null) out.put("untilSeconds", seconds(c.untilMs()));
        } else if (m instanceof Measurement.FirstSeconds f) {
            out.put("firstSeconds", flow(match(f.match())));
            if (f.afterMs() != 0) out.put("afterSeconds", seconds(f.afterMs()));
        } else if (m instanceof Measurement.LinesShipped l) {
            out.put("linesShipped", text(l.member().pod() + "/" + l.member().container()));
            if (l.untilMs() != null) out.put("untilSeconds", seconds(l.untilMs()));
        } else if (m instanceof Measurement.Requests r) {
            out.putAll(requests(r));
        } else {
            throw new IllegalArgumentException("a measure the format has no words for: " + m);
        }
        return flow(out);
    }

    private static Map<String, String> requests(Measurement.Requests r) {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("requests", text(r.client().pod() + "/" + r.client().container()));
        if (r.data() != null) m.put("data", text(r.data()));
        else m.put("outcome", r.outcome().key());
        return m;
    }

    private static Map<String, String> match(EventMatch e) {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("event", e.type().name());
        if (e.pod() != null) m.put("pod", text(e.pod()));
        if (e.container() != null) m.put("container", text(e.container()));
        if (e.member() != null) m.put("member", text(e.member()));
        if (e.group() != null) m.put("group", e.group().toString());
        if (e.node() != null) m.put("node", text(e.node()));
        if (e.reason() != null) m.put("reason", text(e.reason()));
        if (e.exitCode() != null) m.put("exitCode", e.exitCode().toString());
        if (e.port() != null) m.put("port", e.port().toString());
        if (e.peer() != null) m.put("peer", text(e.peer()));
        if (e.probe() != null) m.put("probe", text(e.probe()));
        if (e.phase() != null) m.put("phase", text(e.phase()));
        return m;
    }

    /** {@code atLeast} defaults to 1, or to 0 when {@code atMost} is given: only what differs is written. */
    private static void bounds(Map<String, String> m, long atLeast, Long atMost) {
        long dflt = atMost == null ? 1 : 0;
        if (atLeast != dflt) m.put("atLeast", Long.toString(atLeast));
        if (atMost != null) m.put("atMost", atMost.toString());
    }

    private static String members(List<io.boundarylab.engine.scenario.MemberRef> refs) {
        List<String> out = new ArrayList<>();
        for (var r : refs) out.add(text(r.pod() + "/" + r.container()));
        return "[" + String.join(", ", out) + "]";
    }

    private static String list(List<Predicate> ps) {
        List<String> out = new ArrayList<>();
        for (Predicate p : ps) out.add(predicate(p));
        return "[" + String.join(", ", out) + "]";
    }

    private static String flow(Map<String, String> m) {
        StringBuilder sb = new StringBuilder("{");
        for (Map.Entry<String, String> e : m.entrySet()) sb.append(sb.length() == 1 ? "" : ", ").append(e.getKey()).append(": ").append(e.getValue());
        return sb.append('}').toString();
    }

    private static String seconds(long ms) {
        return BigDecimal.valueOf(ms).movePointLeft(3).stripTrailingZeros().toPlainString();
    }

    static String number(double d) {
        return BigDecimal.valueOf(d).stripTrailingZeros().toPlainString();
    }

    // ---- the words the saved episode needs that the learner did not write ----------------------

    static Map<String, String> words(Locale locale) {
        Map<String, String> w = new LinkedHashMap<>();
        if (ClaimMenu.es(locale)) {
            w.put("investigationTitle", "Laboratorio · {title}");
            w.put("sectionTitle", "Tu experimento");
            w.put("pressure", "Un experimento de tu propio diseño.");
            w.put("prompt", "Ejecuta las dos versiones y compáralas.");
            w.put("statusHint", "Sigue la traza evento a evento.");
            w.put("observation", "Lo que muestra cada ejecución está en su traza.");
            w.put("failure", "Lo que no se garantiza se ve en la ejecución naive.");
            w.put("discovery", "La traza decide, no la intuición.");
            w.put("nextPressure", "Cambia una cosa y vuelve a predecir.");
            w.put("boundaryDelta", "Cada afirmación se comprueba con un evento.");
            w.put("explainExample", "Esperaba que …, pero la traza muestra que …");
            w.put("experimentText", "La ejecución naive y la ejecución contract, tal como las diseñaste.");
            w.put("naiveLabel", "Naive");
            w.put("naiveDescription", "Tu escenario naive.");
            w.put("contractLabel", "Contract");
            w.put("contractDescription", "Tu escenario contract.");
            w.put("observationText", "La ejecución terminó; su traza muestra lo que pasó.");
            w.put("startsLabel", "Arranques de contenedores");
            w.put("startsInitial", "ninguno");
            w.put("startsSet", "{count}, el último a los {time}");
            w.put("placeholderQuestion", "¿Qué crees que mostrará la traza?");
            w.put("placeholderYes", "Lo que dice la afirmación se cumple.");
            w.put("placeholderNo", "Lo que dice la afirmación no se cumple.");
        } else {
            w.put("investigationTitle", "Playground · {title}");
            w.put("sectionTitle", "Your experiment");
            w.put("pressure", "An experiment of your own design.");
            w.put("prompt", "Run both versions and compare them.");
            w.put("statusHint", "Follow the trace event by event.");
            w.put("observation", "What each run shows is in its trace.");
            w.put("failure", "What is not guaranteed shows in the naive run.");
            w.put("discovery", "The trace decides, not intuition.");
            w.put("nextPressure", "Change one thing and predict again.");
            w.put("boundaryDelta", "Every claim is checked against an event.");
            w.put("explainExample", "I expected …, but the trace shows that …");
            w.put("experimentText", "The naive run and the contract run, as you designed them.");
            w.put("naiveLabel", "Naive");
            w.put("naiveDescription", "Your naive scenario.");
            w.put("contractLabel", "Contract");
            w.put("contractDescription", "Your contract scenario.");
            w.put("observationText", "The run ended; its trace shows what happened.");
            w.put("startsLabel", "Container starts");
            w.put("startsInitial", "none");
            w.put("startsSet", "{count}, the last at {time}");
            w.put("placeholderQuestion", "What do you think the trace will show?");
            w.put("placeholderYes", "What the claim says holds.");
            w.put("placeholderNo", "What the claim says does not hold.");
        }
        return w;
    }
}
