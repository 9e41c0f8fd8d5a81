package io.boundarylab.episodes.playground;

import io.boundarylab.engine.trace.EventType;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What a lesson says in one language, every field filled: the instructor's words in that language
 * where written, else their words in the language they wrote first (a lesson written in English
 * reads the same in Spanish until translated), else the playground's own words. The one place that
 * decides a saved lesson's text and a playground run's episode alike.
 */
/*
 * observation is what the runs' observation shows; narrative the episode's own observation line,
 * which the playground words apart when the instructor wrote none.
 */
record LessonPage(String title, String pressure, String question, List<String> choices,
                  String naiveLabel, String naiveDescription, String contractLabel, String contractDescription,
                  List<LessonText.StatusCard> statusCards, String observation, String narrative, String explanation) {

    /** Whether the instructor wrote a title in any language: the outline then shows it alone, not as "Playground · …". */
    static boolean titled(PlaygroundExperiment x) {
        return x.text().values().stream().anyMatch(t -> t.title() != null);
    }

    /** The page of {@code x} in {@code locale}, for prediction {@code p} (the experiment's, or the placeholder a save asks). */
    static LessonPage of(PlaygroundExperiment x, PlaygroundPrediction p, Locale locale) {
        PlaygroundWords w = PlaygroundWords.in(locale);
        LessonText own = x.text(locale.getLanguage());
        LessonText first = x.text().values().stream().findFirst().orElse(LessonText.NONE);
        List<String> choices = new ArrayList<>();
        for (int i = 0; i < p.choices().size(); i++) choices.add(pick(own.choice(i), first.choice(i), p.choices().get(i).text()));
        List<LessonText.StatusCard> cards = !own.statusCards().isEmpty() ? own.statusCards()
                : !first.statusCards().isEmpty() ? first.statusCards()
                : List.of(new LessonText.StatusCard(w.get("saved.startsLabel"), EventType.Started));
        return new LessonPage(pick(own.title(), first.title(), x.title()),
                pick(own.pressure(), first.pressure(), w.get("saved.pressure")),
                pick(own.question(), first.question(), p.question()),
                choices,
                pick(own.naiveLabel(), first.naiveLabel(), w.get("saved.naiveLabel")),
                pick(own.naiveDescription(), first.naiveDescription(), w.get("saved.naiveDescription")),
                pick(own.contractLabel(), first.contractLabel(), w.get("saved.contractLabel")),
                pick(own.contractDescription(), first.contractDescription(), w.get("saved.contractDescription")),
                cards,
                pick(own.observation(), first.observation(), w.get("saved.observationText")),
                pick(own.observation(), first.observation(), w.get("saved.observation")),
                pick(own.explanation(), first.explanation(), w.get("saved.discovery")));
    }

    private static String pick(String own, String first, String otherwise) {
        return own != null ? own : first != null ? first : otherwise;
    }
}
