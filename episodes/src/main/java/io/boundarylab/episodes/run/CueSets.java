package io.boundarylab.episodes.run;

import io.boundarylab.engine.kernel.EventBudgetExceeded;
import io.boundarylab.episodes.content.Card;
import io.boundarylab.episodes.content.ContentProblem;
import io.boundarylab.episodes.content.Deck;
import io.boundarylab.episodes.content.Episode;
import io.boundarylab.episodes.content.GiveawayCues;
import io.boundarylab.episodes.content.Investigation;
import io.boundarylab.episodes.content.Quantity;
import io.boundarylab.episodes.content.StatedOnPage;
import io.boundarylab.episodes.content.Variant;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The question sets {@code content validate} counts giveaway cues on (see {@link GiveawayCues}):
 * each investigation's episode questions and each deck's cards with choices, per language. A lesson
 * saved from the playground is counted here too, so its author sees the same table.
 */
public final class CueSets {

    /**
     * One set with its counts.
     *
     * @param name      "investigation what-returns-is-the-number (en)", "deck (es)"
     * @param questions the questions counted
     * @param counts    one per cue
     */
    public record CueSet(String name, List<GiveawayCues.Question> questions, List<GiveawayCues.Count> counts) {
    }

    private CueSets() {
    }

    /**
     * An investigation's set. An episode's right choice is decided by running its variants; one found
     * already in {@code answers} (keyed by investigation and episode id: the runs are the same in every
     * language) is not run again. An episode with no single confirmed choice, or whose run exceeds the
     * budget, is left out (its own problem is reported elsewhere).
     */
    public static CueSet investigation(Investigation inv, Map<String, RightChoice.Answers> answers, long maxEvents) {
        List<GiveawayCues.Question> qs = new ArrayList<>();
        for (Episode e : inv.episodes()) {
            Optional<String> right = answers(inv, e, answers, maxEvents).map(RightChoice.Answers::choiceId).orElse(Optional.empty());
            int index = right.map(id -> indexOf(e, id)).orElse(-1);
            if (index < 0) continue;
            qs.add(new GiveawayCues.Question(e.id(), episodeFile(e, inv.locale()), 1, page(e),
                    e.prediction().choices().stream().map(c -> c.text()).toList(), index,
                    GiveawayCues.contrasts(e.prediction())));
        }
        return new CueSet("investigation " + inv.id() + " (" + inv.locale().getLanguage() + ")", qs, GiveawayCues.investigation(qs));
    }

    /**
     * The warnings of each episode whose page tells the answer before the commit ({@link StatedOnPage}):
     * a number within its tolerance of what the run gives, or the right choice's own words.
     */
    public static List<ContentProblem> statedOnPage(Investigation inv, Map<String, RightChoice.Answers> answers, long maxEvents) {
        List<ContentProblem> out = new ArrayList<>();
        for (Episode e : inv.episodes()) {
            Optional<RightChoice.Answers> a = answers(inv, e, answers, maxEvents);
            if (a.isEmpty()) continue;
            String file = episodeFile(e, inv.locale());
            Map<String, String> page = pageFields(e);
            Optional<Quantity> q = e.prediction().quantityQuestion();
            if (q.isPresent() && a.get().number() != null)
                for (String w : StatedOnPage.number(page, a.get().number(), q.get().tolerance(), q.get().unit()))
                    out.add(new ContentProblem(file, 1, 1, "warning: " + w));
            int right = a.get().choiceId().map(id -> indexOf(e, id)).orElse(-1);
            if (right >= 0)
                for (String w : StatedOnPage.claim(statements(page), e.prediction().choices().stream().map(c -> c.text()).toList(), right))
                    out.add(new ContentProblem(file, 1, 1, "warning: " + w));
        }
        return out;
    }

    /** The fields of a page that state rather than ask: title, pressure, prompt (or experiment text), status hint. */
    private static Map<String, String> statements(Map<String, String> page) {
        Map<String, String> out = new LinkedHashMap<>(page);
        out.keySet().retainAll(java.util.Set.of("title", "pressure", "prompt", "experiment.text", "statusHint"));
        return out;
    }

    /** The episode's answers, run once for every language; empty when its runs exceed the budget. */
    private static Optional<RightChoice.Answers> answers(Investigation inv, Episode e, Map<String, RightChoice.Answers> answers,
                                                         long maxEvents) {
        try {
            return Optional.of(answers.computeIfAbsent(inv.id() + "/" + e.id(), k -> RightChoice.answers(e, maxEvents)));
        } catch (EventBudgetExceeded b) {
            return Optional.empty();
        }
    }

    /** A deck's set: its cards with choices; the page is the card's concept and question. */
    public static CueSet deck(Deck deck, Locale language) {
        List<GiveawayCues.Question> qs = new ArrayList<>();
        for (Card c : deck.cards()) {
            if (!(c.answer() instanceof Card.Choices ch)) continue;
            qs.add(new GiveawayCues.Question(c.id(), c.file(), c.line(), c.concept() + " " + c.question(),
                    ch.options(), ch.correct(), null));
        }
        return new CueSet("deck (" + language.getLanguage() + ")", qs, GiveawayCues.deck(qs));
    }

    /** A problem for each failing cue, at the first question it picks right. */
    public static List<ContentProblem> failures(CueSet set) {
        List<ContentProblem> out = new ArrayList<>();
        for (GiveawayCues.Count c : set.counts()) {
            if (!c.fails()) continue;
            GiveawayCues.Question first = set.questions().stream().filter(q -> c.questions().contains(q.id())).findFirst()
                    .orElse(set.questions().get(0));
            out.add(new ContentProblem(first.file(), first.line(), 1, c.cue() + ": in " + set.name() + ", this cue picks the right choice in "
                    + c.summary() + " of " + set.questions().size() + " questions: " + String.join(", ", c.questions())));
        }
        return out;
    }

    private static int indexOf(Episode e, String choiceId) {
        List<String> ids = e.prediction().choices().stream().map(c -> c.id()).toList();
        return ids.indexOf(choiceId);
    }

    /**
     * The episode's file as problems name it: beside its scenarios, in the language's own folder
     * (a translation reads English's scenarios).
     */
    private static String episodeFile(Episode e, Locale language) {
        List<Variant> vs = e.experiment().variants();
        if (vs.isEmpty()) return e.id();
        String f = Path.of(vs.get(0).scenario().file()).resolveSibling("episode.yaml").toString().replace('\\', '/');
        return !language.getLanguage().equals("en") && f.startsWith("en/") ? language.getLanguage() + f.substring(2) : f;
    }

    /** What the episode page shows before the learner commits, as one text (see {@link #pageFields}). */
    public static String page(Episode e) {
        return pageFields(e).values().stream().collect(Collectors.joining(" "));
    }

    /**
     * What the episode page shows before the learner commits, by field: title, pressure, prompt (the
     * experiment's text when there is none), status hint, question, the quantity's question and the
     * variants' labels.
     */
    static Map<String, String> pageFields(Episode e) {
        Map<String, String> page = new LinkedHashMap<>();
        page.put("title", e.title());
        page.put("pressure", e.pressure());
        if (e.prompt() != null) page.put("prompt", e.prompt());
        else page.put("experiment.text", e.experiment().text());
        page.put("statusHint", e.statusHint());
        page.put("prediction.question", e.prediction().text());
        e.prediction().quantityQuestion().ifPresent(q -> page.put("prediction.quantity.text", q.text()));
        List<Variant> vs = e.experiment().variants();
        for (int i = 0; i < vs.size(); i++) page.put("experiment.variants[" + (i + 1) + "].label", vs.get(i).label());
        page.values().removeIf(java.util.Objects::isNull);
        return page;
    }
}
