package io.boundarylab.episodes.run;

import io.boundarylab.engine.kernel.EventBudgetExceeded;
import io.boundarylab.episodes.content.Card;
import io.boundarylab.episodes.content.ContentProblem;
import io.boundarylab.episodes.content.Deck;
import io.boundarylab.episodes.content.Episode;
import io.boundarylab.episodes.content.GiveawayCues;
import io.boundarylab.episodes.content.Investigation;
import io.boundarylab.episodes.content.Variant;

import java.nio.file.Path;
import java.util.ArrayList;
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
     * An investigation's set. An episode's right choice is decided by running its variants; a
     * choice id found already in {@code rightIds} (keyed by investigation and episode id: the runs
     * are the same in every language) is not run again. An episode with no single confirmed choice,
     * or whose run exceeds the budget, is left out (its own problem is reported elsewhere).
     */
    public static CueSet investigation(Investigation inv, Map<String, Optional<String>> rightIds, long maxEvents) {
        List<GiveawayCues.Question> qs = new ArrayList<>();
        for (Episode e : inv.episodes()) {
            Optional<String> right;
            try {
                right = rightIds.computeIfAbsent(inv.id() + "/" + e.id(), k -> RightChoice.of(e, maxEvents));
            } catch (EventBudgetExceeded b) {
                continue;
            }
            int index = right.map(id -> indexOf(e, id)).orElse(-1);
            if (index < 0) continue;
            qs.add(new GiveawayCues.Question(e.id(), episodeFile(e, inv.locale()), 1, page(e),
                    e.prediction().choices().stream().map(c -> c.text()).toList(), index,
                    GiveawayCues.contrasts(e.prediction())));
        }
        return new CueSet("investigation " + inv.id() + " (" + inv.locale().getLanguage() + ")", qs, GiveawayCues.investigation(qs));
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

    /** What the episode page shows before the learner commits: title, pressure, prompt, status hint, question, variant labels. */
    public static String page(Episode e) {
        String prompt = e.prompt() != null ? e.prompt() : e.experiment().text();
        return java.util.stream.Stream.concat(
                        java.util.stream.Stream.of(e.title(), e.pressure(), prompt, e.statusHint(), e.prediction().text()),
                        e.experiment().variants().stream().map(Variant::label))
                .filter(s -> s != null).collect(Collectors.joining(" "));
    }
}
