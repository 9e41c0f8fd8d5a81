package io.boundarylab.app.classroom;

import io.boundarylab.app.lab.EpisodesLab;
import io.boundarylab.app.lab.ExperimentRun;
import io.boundarylab.episodes.prediction.Verdict;
import io.boundarylab.episodes.content.Choice;
import io.boundarylab.episodes.content.Episode;
import io.boundarylab.episodes.content.Investigation;
import io.boundarylab.episodes.content.Variant;
import io.boundarylab.episodes.prediction.Prediction;
import io.boundarylab.episodes.prediction.PredictionComparison;
import io.boundarylab.episodes.run.RunOptions;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * A made-up class of thirty for the dashboard's tests: each learner picks a choice per episode
 * (from a fixed seed), and the verdict is the one the real runs give that choice, so the charts
 * show what the bundled investigation really judges. Learners 1 to 10 answer a pre set worse than
 * their post set, so the gain is positive and known.
 */
final class ClassOfThirty {
    static final int LEARNERS = 30;
    private static String code;
    static final String[] NAMES = {"Ada", "Grace", "Alan", "Edsger", "Barbara", "Ken", "Margaret", "Linus", "Radia", "Donald"};
    static final String[] WRONG_WHY = {
            "I thought the scheduler keeps them together anyway.",
            "They are in the same manifest, so I assumed one node.",
            "The restart should have fixed it.",
            "I expected localhost to reach the other process.",
            "Separate processes, so I thought they were independent."};

    final Investigation investigation;
    /** The verdict the real runs give each choice, by episode then choice. */
    final Map<String, Map<String, Verdict>> verdicts = new LinkedHashMap<>();

    ClassOfThirty(EpisodesLab lab) {
        this.investigation = lab.investigation();
        for (Episode e : investigation.episodes()) {
            Map<String, ExperimentRun> runs = new HashMap<>();
            for (Variant v : e.experiment().variants()) runs.put(v.id(), lab.run(e, v.id(), RunOptions.DEFAULT));
            Map<String, Verdict> byChoice = new LinkedHashMap<>();
            for (Choice c : e.prediction().choices()) {
                PredictionComparison pc = lab.compare(e, new Prediction(e.id(), c.id(), "", 50), runs);
                byChoice.put(c.id(), pc.verdict());
            }
            verdicts.put(e.id(), byChoice);
        }
    }

    /** The class's code: seed 42, every episode, over the bundled content (what the instructor would hand out). */
    static synchronized String code() {
        if (code == null) {
            Investigation inv = io.boundarylab.app.support.TestLab.bundled().investigation();
            try {
                code = ClassCodes.write(ClassCodes.setup(inv, 42L, List.of(), List.of()), inv);
            } catch (ClassCodeException e) {
                throw new IllegalStateException(e);
            }
        }
        return code;
    }

    /** The thirty learners' results, unsigned. */
    List<Results> results() {
        Random random = new Random(17);
        List<Results> out = new ArrayList<>();
        for (int i = 0; i < LEARNERS; i++) {
            List<Results.Prediction> ps = new ArrayList<>();
            for (Episode e : investigation.episodes()) {
                List<Choice> choices = e.prediction().choices();
                // Skewed towards the first choices, so the chart has a clear favourite and a long tail.
                int pick = Math.min(choices.size() - 1, (int) Math.floor(Math.abs(random.nextGaussian()) * 1.3));
                String choice = choices.get(pick).id();
                Verdict v = verdicts.get(e.id()).get(choice);
                int confidence = 10 * (3 + random.nextInt(8));
                boolean wrong = v == Verdict.WRONG || v == Verdict.PARTLY;
                String explanation = wrong && random.nextInt(4) > 0 ? WRONG_WHY[random.nextInt(WRONG_WHY.length)] : null;
                ps.add(new Results.Prediction(e.id(), choice, null, confidence, "", v == null ? null : v,
                        explanation, wrong && explanation == null, 20_000L + random.nextInt(100_000)));
            }
            List<Results.DeckAnswer> deck = new ArrayList<>();
            if (i < 10) {
                for (int c = 0; c < 4; c++) {
                    deck.add(Results.DeckAnswer.chose("pre", "card-" + c, "a", c < 1));
                    deck.add(Results.DeckAnswer.chose("post", "card-" + c, "a", c < 3));
                }
            }
            String name = i < NAMES.length ? NAMES[i] : "";
            out.add(new Results(Results.FORMAT, code(), investigation.id(), investigation.classVersion().sha256(), name, ps, deck, null));
        }
        return out;
    }

    /** Writes the thirty files to a folder, signed with the class code: learner-01.json … learner-30.json. */
    void writeTo(Path folder) throws IOException {
        ResultsFiles files = new ResultsFiles();
        List<Results> all = results();
        for (int i = 0; i < all.size(); i++) files.write(all.get(i), code(), folder.resolve(String.format("learner-%02d.json", i + 1)));
    }
}
