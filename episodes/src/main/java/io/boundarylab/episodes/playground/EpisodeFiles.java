package io.boundarylab.episodes.playground;

import io.boundarylab.engine.cluster.Guarantee;
import io.boundarylab.engine.yaml.YamlWriter;
import io.boundarylab.engine.yaml.YamlWriter.Block;
import io.boundarylab.engine.yaml.YamlWriter.BlockList;
import io.boundarylab.engine.yaml.YamlWriter.Flow;
import io.boundarylab.engine.yaml.YamlWriter.FlowList;
import io.boundarylab.engine.yaml.YamlWriter.Token;
import io.boundarylab.episodes.content.Claim;
import io.boundarylab.episodes.content.Experiment;
import io.boundarylab.episodes.content.Quantity;
import io.boundarylab.episodes.predicate.EventMatch;
import io.boundarylab.episodes.predicate.Measurement;
import io.boundarylab.episodes.predicate.Predicate;

import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

import static io.boundarylab.engine.yaml.YamlWriter.token;

/**
 * The files of a saved playground experiment, as text: a content folder of one investigation with
 * one episode in the authoring format (content/README.md), one folder per language ({@code en/},
 * {@code es/} …), the learner's own words the same in each. Paths are relative to the folder and use
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
     * @param phrases   the model's phrases per language tag, English first, from the bundled investigation; its languages are the folder's
     * @param narration the narration file's text per language
     */
    static Map<String, String> of(PlaygroundExperiment x, Map<String, Map<String, String>> phrases, Map<String, String> narration) {
        Map<String, String> files = new LinkedHashMap<>();
        files.put(MARKER, marker(x));
        PlaygroundPrediction asked = x.prediction();
        for (String lang : phrases.keySet()) {
            Locale locale = Locale.forLanguageTag(lang);
            files.put(lang + "/narration.yaml", narration.get(lang));
            PlaygroundPrediction p = asked != null ? asked : placeholder(x, locale);
            LessonPage page = LessonPage.of(x, p, locale);
            files.put(lang + "/" + INVESTIGATION_DIR + "/investigation.yaml", investigation(x, page, phrases.get(lang), locale));
            files.put(lang + "/" + INVESTIGATION_DIR + "/sections/01-experiment.yaml", section(locale));
            files.put(lang + "/" + EPISODE_DIR + "/episode.yaml", episode(x, p, page, locale));
        }
        files.put("en/" + EPISODE_DIR + "/naive.yaml", x.naiveScenario());
        files.put("en/" + EPISODE_DIR + "/contract.yaml", x.contractScenario());
        return files;
    }

    /**
     * The marker: which save made the folder, and what its content files cannot say. {@code lesson}
     * says that the episode's words are the instructor's (a folder of the previous release has the
     * playground's own words there, which open reads as nothing written); {@code right} names the
     * choice the instructor marks right.
     */
    private static String marker(PlaygroundExperiment x) {
        PlaygroundPrediction p = x.prediction();
        return "# A lesson written in the Boundary Lab playground: open it with File > Load a content folder.\n"
                + "playground: 1\n"
                + "prediction: " + (p != null) + "\n"
                + "predictionSkipped: " + x.predictionSkipped() + "\n"
                + (x.text().isEmpty() ? "" : "lesson: " + String.join(" ", x.text().keySet()) + "\n")
                + (p == null || p.right() < 0 ? "" : "right: " + PlaygroundPrediction.choiceId(p.right()) + "\n");
    }

    /** The investigation's id: the title's words, so that two saved experiments keep apart in saved progress. */
    static String investigationId(String title) {
        String slug = java.text.Normalizer.normalize(title, java.text.Normalizer.Form.NFD).replaceAll("\\p{M}", "")
                .toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("^-+|-+$", "");
        if (slug.length() > 40) slug = slug.substring(0, 40).replaceAll("-+$", "");
        return slug.isEmpty() ? "playground" : "playground-" + slug;
    }

    private static String investigation(PlaygroundExperiment x, LessonPage page, Map<String, String> phrases, Locale locale) {
        Block root = new Block();
        // The instructor's title names the lesson when written, so the id stays the same when it is opened and saved again.
        root.put("id", investigationId(x.text().values().stream().map(LessonText::title).filter(java.util.Objects::nonNull).findFirst().orElse(x.title())));
        root.put("title", LessonPage.titled(x) ? page.title() : PlaygroundWords.in(locale).get("saved.investigationTitle", page.title()));
        Block ph = new Block();
        ph.putAll(new TreeMap<>(phrases));
        root.put("phrases", ph);
        return YamlWriter.write(root);
    }

    private static String section(Locale locale) {
        Block root = new Block();
        root.put("id", EPISODE_ID + "-section");
        root.put("kind", "episodes");
        root.put("title", PlaygroundWords.in(locale).get("saved.sectionTitle"));
        return YamlWriter.write(root);
    }

    static String episode(PlaygroundExperiment x, PlaygroundPrediction p, LessonPage page, Locale locale) {
        PlaygroundWords w = PlaygroundWords.in(locale);
        Block root = new Block();
        root.put("id", EPISODE_ID);
        root.put("number", token(1));
        root.put("title", page.title());
        root.put("pressure", page.pressure());
        for (String k : List.of("prompt", "statusHint")) root.put(k, w.get("saved." + k));
        root.put("observation", page.narrative());
        root.put("failure", w.get("saved.failure"));
        root.put("discovery", page.explanation());
        for (String k : List.of("nextPressure", "boundaryDelta", "explainExample")) root.put(k, w.get("saved." + k));
        root.put("prediction", prediction(p, page));
        Block experiment = new Block();
        experiment.put("text", w.get("saved.experimentText"));
        if (x.guarantee() != null) experiment.put("guarantee", x.guarantee().key());
        else experiment.put("differsIn", DIFFERS_IN);
        BlockList variants = new BlockList();
        for (String v : List.of(Experiment.NAIVE, Experiment.CONTRACT)) {
            Block variant = new Block();
            variant.put("id", v);
            boolean naive = v.equals(Experiment.NAIVE);
            variant.put("label", naive ? page.naiveLabel() : page.contractLabel());
            variant.put("description", naive ? page.naiveDescription() : page.contractDescription());
            variant.put("scenario", v + ".yaml");
            variants.add(variant);
        }
        experiment.put("variants", variants);
        Block ran = new Block();
        ran.put("id", "ran");
        ran.put("text", page.observation());
        BlockList observations = new BlockList();
        observations.add(ran);
        experiment.put("observations", observations);
        root.put("experiment", experiment);
        root.put("statusFields", statusFields(page, w));
        return YamlWriter.write(root);
    }

    private static Block prediction(PlaygroundPrediction p, LessonPage page) {
        Block out = new Block();
        out.put("question", page.question());
        BlockList claims = new BlockList();
        for (PlaygroundChoice c : p.choices()) {
            for (Claim k : c.claims()) {
                Block claim = new Block();
                claim.put("id", k.id());
                claim.put("variant", k.variantId());
                claim.put("predicate", predicate(k.predicate()));
                claim.put("whenTrue", k.whenTrue());
                claim.put("whenFalse", k.whenFalse());
                claims.add(claim);
            }
        }
        out.put("claims", claims);
        BlockList choices = new BlockList();
        for (int i = 0; i < p.choices().size(); i++) {
            PlaygroundChoice c = p.choices().get(i);
            Block choice = new Block();
            choice.put("id", PlaygroundPrediction.choiceId(i));
            choice.put("text", page.choices().get(i));
            Flow implies = new Flow();
            for (Claim k : c.claims()) implies.put(k.id(), token(true));
            choice.put("implies", implies);
            choices.add(choice);
        }
        out.put("choices", choices);
        Quantity qt = p.quantity();
        if (qt != null) {
            Block q = new Block();
            q.put("text", qt.text());
            q.put("unit", qt.unit());
            q.put("variant", qt.variantId());
            q.put("measure", measure(qt.measurement()));
            q.put("tolerance", token(number(qt.tolerance())));
            out.put("quantity", q);
        }
        return out;
    }

    /** One field per card, each counting its event; the first keeps the id {@code starts} a save of the previous release wrote. */
    private static BlockList statusFields(LessonPage page, PlaygroundWords w) {
        BlockList fields = new BlockList();
        for (int i = 0; i < page.statusCards().size(); i++) {
            LessonText.StatusCard card = page.statusCards().get(i);
            Block field = new Block();
            field.put("id", statusFieldId(i));
            field.put("label", card.label());
            field.put("initial", w.get("saved.startsInitial"));
            Flow on = new Flow();
            on.put("event", card.event().name());
            Block rule = new Block();
            rule.put("on", on);
            rule.put("set", w.get("saved.startsSet"));
            BlockList rules = new BlockList();
            rules.add(rule);
            field.put("rules", rules);
            fields.add(field);
        }
        return fields;
    }

    /** The id of status card {@code i} (from 0). */
    static String statusFieldId(int i) {
        return i == 0 ? "starts" : "card" + (i + 1);
    }

    /**
     * What a saved episode asks when the learner wrote no prediction (the format needs a question):
     * whether the contract run keeps the guarantee, or, with none, whether any container starts.
     */
    static PlaygroundPrediction placeholder(PlaygroundExperiment x, Locale locale) {
        PlaygroundWords w = PlaygroundWords.in(locale);
        Guarantee g = x.guarantee();
        Claim claim = g != null
                ? ClaimMenu.build(ClaimMenu.Kind.VERDICT, Map.of(ClaimMenu.Field.VARIANT, Experiment.CONTRACT,
                ClaimMenu.Field.GUARANTEE, g.key(), ClaimMenu.Field.VERDICT, "holds"), locale)
                : ClaimMenu.build(ClaimMenu.Kind.EVENT, Map.of(ClaimMenu.Field.VARIANT, Experiment.NAIVE, ClaimMenu.Field.EVENT, "Started"), locale);
        return new PlaygroundPrediction(w.get("saved.placeholderQuestion"), List.of(new PlaygroundChoice(w.get("saved.placeholderYes"), List.of(claim)),
                new PlaygroundChoice(w.get("saved.placeholderNo"), List.of(ClaimMenu.negate(claim)))), null);
    }

    // ---- predicates and measures, as the content format writes them ----------------------------

    static Flow predicate(Predicate p) {
        Flow f = new Flow();
        if (p instanceof Predicate.Occurs o) {
            f.putAll(match(o.match()));
            bounds(f, o.atLeast(), o.atMost());
        } else if (p instanceof Predicate.LinesShipped l) {
            f.put("linesShipped", l.member().pod() + "/" + l.member().container());
            bounds(f, l.atLeast(), l.atMost());
        } else if (p instanceof Predicate.Requests r) {
            f.putAll(requests(r.measure()));
            bounds(f, r.atLeast(), r.atMost());
        } else if (p instanceof Predicate.VerdictIs v) {
            f.put("verdict", v.guarantee().key());
            f.put("is", v.outcome().key());
        } else if (p instanceof Predicate.SameNode s) {
            f.put("sameNode", members(s.members()));
        } else if (p instanceof Predicate.SameIp s) {
            f.put("sameIp", members(s.members()));
        } else if (p instanceof Predicate.Before b) {
            Flow before = new Flow();
            before.put("first", match(b.first()));
            before.put("then", match(b.then()));
            f.put("before", before);
        } else if (p instanceof Predicate.Not n) {
            f.put("not", predicate(n.inner()));
        } else if (p instanceof Predicate.AllOf a) {
            f.put("allOf", list(a.all()));
        } else if (p instanceof Predicate.AnyOf a) {
            f.put("anyOf", list(a.any()));
        } else {
            throw new IllegalArgumentException("a predicate the format has no words for: " + p);
        }
        return f;
    }

    static Flow measure(Measurement m) {
        Flow out = new Flow();
        if (m instanceof Measurement.Count c) {
            out.put("count", match(c.match()));
            if (c.untilMs() != null) out.put("untilSeconds", seconds(c.untilMs()));
        } else if (m instanceof Measurement.FirstSeconds f) {
            out.put("firstSeconds", match(f.match()));
            if (f.afterMs() != 0) out.put("afterSeconds", seconds(f.afterMs()));
        } else if (m instanceof Measurement.LinesShipped l) {
            out.put("linesShipped", l.member().pod() + "/" + l.member().container());
            if (l.untilMs() != null) out.put("untilSeconds", seconds(l.untilMs()));
        } else if (m instanceof Measurement.Requests r) {
            out.putAll(requests(r));
        } else {
            throw new IllegalArgumentException("a measure the format has no words for: " + m);
        }
        return out;
    }

    private static Flow requests(Measurement.Requests r) {
        Flow m = new Flow();
        m.put("requests", r.client().pod() + "/" + r.client().container());
        if (r.data() != null) m.put("data", r.data());
        else m.put("outcome", r.outcome().key());
        return m;
    }

    private static Flow match(EventMatch e) {
        Flow m = new Flow();
        m.put("event", e.type().name());
        if (e.pod() != null) m.put("pod", e.pod());
        if (e.container() != null) m.put("container", e.container());
        if (e.member() != null) m.put("member", e.member());
        if (e.group() != null) m.put("group", token(e.group()));
        if (e.node() != null) m.put("node", e.node());
        if (e.reason() != null) m.put("reason", e.reason());
        if (e.exitCode() != null) m.put("exitCode", token(e.exitCode()));
        if (e.port() != null) m.put("port", token(e.port()));
        if (e.peer() != null) m.put("peer", e.peer());
        if (e.probe() != null) m.put("probe", e.probe());
        if (e.phase() != null) m.put("phase", e.phase());
        return m;
    }

    /** {@code atLeast} defaults to 1, or to 0 when {@code atMost} is given: only what differs is written. */
    private static void bounds(Flow m, long atLeast, Long atMost) {
        long dflt = atMost == null ? 1 : 0;
        if (atLeast != dflt) m.put("atLeast", token(atLeast));
        if (atMost != null) m.put("atMost", token(atMost));
    }

    private static FlowList members(List<io.boundarylab.engine.scenario.MemberRef> refs) {
        FlowList out = new FlowList();
        for (var r : refs) out.add(r.pod() + "/" + r.container());
        return out;
    }

    private static FlowList list(List<Predicate> ps) {
        FlowList out = new FlowList();
        for (Predicate p : ps) out.add(predicate(p));
        return out;
    }

    private static Token seconds(long ms) {
        return token(BigDecimal.valueOf(ms).movePointLeft(3).stripTrailingZeros().toPlainString());
    }

    static String number(double d) {
        return BigDecimal.valueOf(d).stripTrailingZeros().toPlainString();
    }
}
