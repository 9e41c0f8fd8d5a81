package io.boundarylab.episodes.content;

import io.boundarylab.engine.cluster.Guarantee;
import io.boundarylab.engine.cluster.Platform;
import io.boundarylab.engine.scenario.Scenario;
import io.boundarylab.episodes.predicate.Predicate;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads an episode's {@code experiment}: its variants, each with its scenario read once by the
 * engine, and its observations. Checks that the naive and contract variants differ in exactly
 * the episode's guarantee, and records the scenarios' pods and members for the predicates.
 */
final class ExperimentLoader {

    private final ContentFiles files;
    private final Fields.Problems problems;
    private final PredicateReader predicates;
    private final ScenarioMembers members;

    ExperimentLoader(ContentFiles files, PredicateReader predicates, ScenarioMembers members) {
        this.files = files;
        this.problems = files.problems();
        this.predicates = predicates;
        this.members = members;
    }

    /**
     * @param dir  the episode's folder, which variants' scenario paths are relative to
     * @param file the episode file, for problems
     * @param node the {@code experiment} map, or null when missing (already reported)
     */
    Experiment read(Path dir, String file, YNode node) {
        members.clear();
        if (node == null) return null;
        Fields f = Fields.of(problems, file, node, "'experiment'");
        String text = f.prose("text");
        // Either a guarantee (the platforms differ in it) or differsIn (one platform, different workloads).
        String differsIn = f.optStr("differsIn");
        String gKey = differsIn != null && !f.has("guarantee") ? null : f.str("guarantee");
        Guarantee g = gKey == null ? null : Guarantee.fromKey(gKey);
        if (gKey != null && g == null) problems.add(file, f.opt("guarantee"), "unknown guarantee '" + gKey + "' (one of " + Vocabulary.guaranteeKeys() + ")");
        if (gKey != null && differsIn != null) problems.add(file, f.opt("differsIn"), "'differsIn' is for runs that differ in no guarantee: give 'guarantee' or 'differsIn', not both");
        if (differsIn != null && !differsIn.matches("[a-z][A-Za-z0-9-]{0,39}"))
            problems.add(file, f.opt("differsIn"), "'differsIn' is a short key such as replicaSet (letters, digits, '-')");
        boolean byGuarantee = differsIn == null;
        List<Variant> variants = new ArrayList<>();
        // Where each variant's scenario declares its platform, by variant id.
        Map<String, YNode> platformAt = new HashMap<>();
        Map<String, YNode> variantNodes = new HashMap<>();
        for (YNode n : f.list("variants", true, false)) {
            Fields vf = Fields.of(problems, file, n, "a variant");
            String vid = vf.str("id");
            String label = vf.prose("label");
            String description = vf.optProse("description");
            String scenarioPath = vf.str("scenario");
            vf.finish();
            if (vid == null || label == null || scenarioPath == null) continue;
            if (variantNodes.containsKey(vid)) {
                problems.add(file, n, "variant id '" + vid + "' is used twice");
                continue;
            }
            variantNodes.put(vid, n);
            Path sp = files.existing(dir, scenarioPath);
            if (sp == null) {
                problems.add(file, vf.self().map.get("scenario"), "scenario file '" + scenarioPath + "' not found");
                continue;
            }
            String stext = files.readText(sp);
            if (stext == null) continue;
            String sfile = files.rel(sp);
            YNode platform = declaredPlatform(sfile, files.parseYaml(sfile, stext, "a scenario"));
            Scenario scenario = files.readScenario(sfile, stext);
            if (scenario != null) members.add(scenario);
            if (scenario == null || platform == null || (byGuarantee && g == null)) continue;
            platformAt.put(vid, platform);
            variants.add(new Variant(vid, label, description, files.inRoot(sp), scenario, g));
        }
        List<ObservationRule> observations = new ArrayList<>();
        for (YNode n : f.list("observations", true, false)) {
            Fields of = Fields.of(problems, file, n, "an observation");
            String oid = of.str("id");
            YNode when = of.opt("when");
            Predicate p = when == null ? null : predicates.predicate(file, when);
            String otext = of.prose("text");
            of.finish();
            if (oid != null && otext != null) observations.add(new ObservationRule(oid, p, otext));
        }
        SeedSweep sweep = f.has("seedSweep") ? readSweep(file, f.opt("seedSweep"), variantNodes.keySet()) : null;
        f.finish();
        for (String required : List.of(Experiment.NAIVE, Experiment.CONTRACT))
            if (!variantNodes.containsKey(required) && f.valid())
                problems.add(file, node, "experiment needs a '" + required + "' variant");
        if (g != null) checkPlatforms(g, variants, platformAt);
        if (!byGuarantee && gKey == null) checkSamePlatform(variants, platformAt);
        if (text == null || (byGuarantee && g == null) || (!byGuarantee && gKey != null) || !variantNodes.containsKey(Experiment.NAIVE) || !variantNodes.containsKey(Experiment.CONTRACT)
                || variants.size() != variantNodes.size()) return null;
        // naive and contract first, in that order, then the extras as written.
        variants.sort((a, b) -> Integer.compare(rank(a.id()), rank(b.id())));
        return new Experiment(text, g, variants, observations, sweep, byGuarantee ? null : differsIn);
    }

    /** The {@code seedSweep}: a known variant, 1 to {@link SeedSweep#MAX_SEEDS} seeds, an outcome and its words. */
    private SeedSweep readSweep(String file, YNode node, java.util.Set<String> variantIds) {
        Fields f = Fields.of(problems, file, node, "'seedSweep'");
        if (!f.valid()) return null;
        String variant = f.str("variant");
        if (variant != null && !variantIds.contains(variant))
            problems.add(file, f.opt("variant"), "seedSweep names unknown variant '" + variant + "'");
        Integer seeds = f.integer("seeds", true);
        if (seeds != null && (seeds < 1 || seeds > SeedSweep.MAX_SEEDS))
            problems.add(file, f.opt("seeds"), "'seeds' must be 1 to " + SeedSweep.MAX_SEEDS);
        YNode on = f.req("outcome");
        Predicate outcome = on == null ? null : predicates.predicate(file, on);
        String text = f.prose("text"), holds = f.prose("holds"), fails = f.prose("fails"), summary = f.prose("summary");
        f.finish();
        if (variant == null || !variantIds.contains(variant) || seeds == null || seeds < 1 || seeds > SeedSweep.MAX_SEEDS
                || outcome == null || text == null || holds == null || fails == null || summary == null) return null;
        return new SeedSweep(variant, seeds, outcome, text, holds, fails, summary);
    }

    /** Where the scenario declares its platform; the episodes must say it (the engine would default it). */
    private YNode declaredPlatform(String sfile, Fields scenario) {
        if (!scenario.valid()) return null;
        YNode p = scenario.self().map.get("platform");
        if (p == null) problems.add(sfile, scenario.self(), "an episode scenario must declare its platform");
        return p;
    }

    /** The naive variant lacks the guarantee, the contract variant has it, and nothing else differs. */
    private void checkPlatforms(Guarantee g, List<Variant> variants, Map<String, YNode> platformAt) {
        Variant nv = variants.stream().filter(v -> v.id().equals(Experiment.NAIVE)).findFirst().orElse(null);
        Variant cv = variants.stream().filter(v -> v.id().equals(Experiment.CONTRACT)).findFirst().orElse(null);
        if (nv == null || cv == null) return;
        Platform naive = nv.platform(), contract = cv.platform();
        String nf = nv.scenario().file(), cf = cv.scenario().file();
        YNode nAt = platformAt.get(Experiment.NAIVE), cAt = platformAt.get(Experiment.CONTRACT);
        if (naive.enforces(g)) problems.add(nf, nAt, "the naive variant's platform enforces " + g.key() + ", the guarantee the episode is about");
        if (!contract.enforces(g)) problems.add(cf, cAt, "the contract variant's platform does not enforce " + g.key());
        if (!naive.with(g, true).equals(contract.with(g, true)))
            problems.add(cf, cAt, "the naive and contract platforms must differ in " + g.key() + " only");
    }

    /** Runs that differ in what they run, not in a guarantee, run on one platform: nothing else may differ. */
    private void checkSamePlatform(List<Variant> variants, Map<String, YNode> platformAt) {
        Variant nv = variants.stream().filter(v -> v.id().equals(Experiment.NAIVE)).findFirst().orElse(null);
        Variant cv = variants.stream().filter(v -> v.id().equals(Experiment.CONTRACT)).findFirst().orElse(null);
        if (nv == null || cv == null || nv.platform().equals(cv.platform())) return;
        problems.add(cv.scenario().file(), platformAt.get(Experiment.CONTRACT),
                "with 'differsIn', the naive and contract runs must declare the same platform");
    }

    private static int rank(String variantId) {
        return Experiment.NAIVE.equals(variantId) ? 0 : Experiment.CONTRACT.equals(variantId) ? 1 : 2;
    }
}
