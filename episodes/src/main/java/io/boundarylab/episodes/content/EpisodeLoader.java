package io.boundarylab.episodes.content;

import io.boundarylab.episodes.predicate.EventMatch;
import io.boundarylab.episodes.predicate.Measurement;
import io.boundarylab.episodes.predicate.Predicate;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads one episode file ({@code episodes/NN-name/episode.yaml}): its texts, its experiment (by
 * {@link ExperimentLoader}), its prediction question with claims and choices, and its status fields.
 */
final class EpisodeLoader {

    private final ContentFiles files;
    private final Fields.Problems problems;
    private final ExperimentLoader experiments;
    private final PredicateReader predicates;
    /** The id of the episode file read last, even when the episode itself was broken. */
    private String lastEpisodeId;
    /** Where each choice of the question read last is, for warnings. */
    private final Map<String, YNode> choiceNodes = new java.util.HashMap<>();

    EpisodeLoader(ContentFiles files) {
        this.files = files;
        this.problems = files.problems();
        ScenarioMembers members = new ScenarioMembers(problems);
        this.predicates = new PredicateReader(problems, members);
        this.experiments = new ExperimentLoader(files, predicates, members);
    }

    /** The id the episode file read last declares, even when the episode was broken; null when it has none. */
    String lastEpisodeId() {
        return lastEpisodeId;
    }

    /** The episode in {@code p}, or null after recording what is wrong with it. */
    Episode read(Path p) {
        Fields f = files.readYaml(p, "an episode");
        lastEpisodeId = null;
        if (!f.valid()) return null;
        String file = f.file();
        String id = f.str("id");
        lastEpisodeId = id;
        Integer number = f.integer("number", true);
        String title = f.prose("title");
        String pressure = f.prose("pressure");
        String prompt = f.prose("prompt");
        String statusHint = f.prose("statusHint");
        String observation = f.prose("observation");
        String failure = f.prose("failure");
        String discovery = f.prose("discovery");
        String nextPressure = f.prose("nextPressure");
        String boundaryDelta = f.prose("boundaryDelta");
        String explainExample = f.prose("explainExample");
        Experiment experiment = experiments.read(p.getParent(), file, f.req("experiment"));
        Set<String> variantIds = new HashSet<>();
        if (experiment != null) experiment.variants().forEach(v -> variantIds.add(v.id()));
        PredictionQuestion prediction = readPrediction(file, f.req("prediction"), variantIds);
        if (prediction != null && pressure != null) warnGiveaways(file, pressure, prediction);
        List<StatusField> fields = new ArrayList<>();
        Set<String> fieldIds = new HashSet<>();
        for (YNode n : f.list("statusFields", true, false)) {
            StatusField sf = readStatusField(file, n);
            if (sf == null) continue;
            if (!fieldIds.add(sf.id())) problems.add(file, n, "status field id '" + sf.id() + "' is used twice");
            fields.add(sf);
        }
        f.finish();
        if (id == null || number == null || title == null || pressure == null || prompt == null || statusHint == null
                || observation == null || failure == null || discovery == null || nextPressure == null
                || boundaryDelta == null || explainExample == null || experiment == null || prediction == null) return null;
        return new Episode(id, number, title, pressure, prediction, experiment, observation, failure, discovery,
                nextPressure, boundaryDelta, prompt, statusHint, fields, explainExample);
    }

    private PredictionQuestion readPrediction(String file, YNode node, Set<String> variantIds) {
        choiceNodes.clear();
        if (node == null) return null;
        Fields f = Fields.of(problems, file, node, "'prediction'");
        String question = f.prose("question");
        List<Claim> claims = new ArrayList<>();
        Set<String> claimIds = new HashSet<>();
        for (YNode n : f.list("claims", true, false)) {
            Fields cf = Fields.of(problems, file, n, "a claim");
            String id = cf.str("id");
            String variant = cf.str("variant");
            if (variant != null && !variantIds.isEmpty() && !variantIds.contains(variant))
                problems.add(file, cf.opt("variant"), "claim '" + id + "' names unknown variant '" + variant + "'");
            YNode pn = cf.req("predicate");
            Predicate p = pn == null ? null : predicates.predicate(file, pn);
            String whenTrue = cf.prose("whenTrue"), whenFalse = cf.prose("whenFalse");
            cf.finish();
            if (id != null && !claimIds.add(id)) problems.add(file, n, "claim id '" + id + "' is used twice");
            if (id != null && variant != null && p != null && whenTrue != null && whenFalse != null)
                claims.add(new Claim(id, variant, p, whenTrue, whenFalse));
        }
        List<Choice> choices = new ArrayList<>();
        Set<String> choiceIds = new HashSet<>();
        for (YNode n : f.list("choices", true, false)) {
            Fields cf = Fields.of(problems, file, n, "a choice");
            String id = cf.str("id");
            String text = cf.prose("text");
            Map<String, Boolean> implies = new LinkedHashMap<>();
            YNode imp = cf.req("implies");
            if (imp != null && (!imp.isMap() || imp.map.isEmpty())) problems.add(file, imp, "'implies' must map claim ids to true or false");
            if (imp != null && imp.isMap()) {
                for (Map.Entry<String, YNode> e : imp.map.entrySet()) {
                    int[] at = imp.keyPositions.get(e.getKey());
                    if (!claimIds.contains(e.getKey())) problems.add(file, at[0], at[1], "choice '" + id + "' implies unknown claim '" + e.getKey() + "'");
                    YNode val = e.getValue();
                    if (!val.isScalar() || !(val.text.equals("true") || val.text.equals("false"))) {
                        problems.add(file, val, "claim values must be true or false");
                        continue;
                    }
                    implies.put(e.getKey(), Boolean.parseBoolean(val.text));
                }
            }
            cf.finish();
            if (id != null && !choiceIds.add(id)) problems.add(file, n, "choice id '" + id + "' is used twice");
            if (id != null && text != null) choices.add(new Choice(id, text, implies));
            if (id != null) choiceNodes.put(id, cf.opt("text") == null ? n : cf.opt("text"));
        }
        Quantity quantity = f.has("quantity") ? readQuantity(file, f.opt("quantity"), variantIds) : null;
        f.finish();
        if (question == null) return null;
        return new PredictionQuestion(question, claims, choices, quantity);
    }

    /** The quantity question: text, unit, the deciding variant, what to measure, and a tolerance. */
    private Quantity readQuantity(String file, YNode node, Set<String> variantIds) {
        Fields f = Fields.of(problems, file, node, "'quantity'");
        if (!f.valid()) return null;
        String text = f.prose("text");
        String unit = f.str("unit");
        String variant = f.str("variant");
        if (variant != null && !variantIds.isEmpty() && !variantIds.contains(variant))
            problems.add(file, f.opt("variant"), "quantity names unknown variant '" + variant + "'");
        YNode mn = f.req("measure");
        Measurement m = mn == null ? null : predicates.measurement(file, mn);
        Double tolerance = f.number("tolerance", true, Quantity.MAX);
        f.finish();
        if (text == null || unit == null || variant == null || m == null || tolerance == null) return null;
        return new Quantity(text, unit, variant, m, tolerance);
    }

    /** A warning at each choice that the page gives away (see {@link ChoiceWarnings} for the rules). */
    private void warnGiveaways(String file, String pressure, PredictionQuestion prediction) {
        for (String w : ChoiceWarnings.check(pressure, prediction.choices())) {
            String id = w.substring(0, w.indexOf(':'));
            problems.warn(file, choiceNodes.get(id), w.substring(id.length() + 2));
        }
    }

    private StatusField readStatusField(String file, YNode n) {
        Fields f = Fields.of(problems, file, n, "a status field");
        String id = f.str("id");
        String label = f.prose("label");
        String initial = f.prose("initial");
        List<StatusRule> rules = new ArrayList<>();
        for (YNode r : f.list("rules", true, false)) {
            Fields rf = Fields.of(problems, file, r, "a status rule");
            YNode on = rf.opt("on"), atEnd = rf.opt("atEnd");
            String set = rf.prose("set");
            Integer skip = rf.integer("skip", false);
            if (skip != null && (skip < 0 || on == null)) problems.add(file, rf.opt("skip"), "'skip' is a count of 'on' matches to ignore, 0 or more");
            if (rf.valid() && (on == null) == (atEnd == null)) problems.add(file, r, "a status rule has exactly one of 'on' and 'atEnd'");
            EventMatch m = on == null ? null : predicates.match(file, on, Set.of());
            Predicate p = atEnd == null ? null : predicates.predicate(file, atEnd);
            rf.finish();
            if (set != null && (m != null || p != null)) rules.add(new StatusRule(m, p, set, skip == null ? 0 : Math.max(0, skip)));
        }
        f.finish();
        return id == null || label == null || initial == null ? null : new StatusField(id, label, initial, rules);
    }
}
