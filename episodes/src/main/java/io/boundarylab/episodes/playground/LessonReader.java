package io.boundarylab.episodes.playground;

import io.boundarylab.episodes.content.ContentException;
import io.boundarylab.episodes.content.Episode;
import io.boundarylab.episodes.content.Experiment;
import io.boundarylab.episodes.content.Investigation;
import io.boundarylab.episodes.content.StatusField;
import io.boundarylab.episodes.content.StatusRule;
import io.boundarylab.episodes.content.Variant;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * Reads a saved lesson's words back from its content files, language by language, as the content
 * reader loads them: each field that says what the playground would say without it (the same
 * page {@link LessonPage} makes of the experiment with nothing written) is read as not written,
 * so that a lesson opened and saved again writes the same files.
 */
final class LessonReader {
    private LessonReader() {
    }

    /** {@code x} with the words of each language in {@code languages} read from the folder. */
    static PlaygroundExperiment read(Path dir, PlaygroundExperiment x, String[] languages, PlaygroundWords w) throws PlaygroundException {
        PlaygroundExperiment out = x;
        for (String lang : languages) {
            if (lang.isBlank()) continue;
            Locale locale = Locale.forLanguageTag(lang);
            Episode ep;
            try {
                ep = Investigation.loadAll(dir, locale).get(0).episodes().get(0);
            } catch (ContentException e) {
                throw new PlaygroundException(w.get("folder.problems", dir), e.problems());
            }
            out = out.withText(lang, written(ep, x, locale));
        }
        return out;
    }

    private static LessonText written(Episode ep, PlaygroundExperiment x, Locale locale) {
        PlaygroundPrediction p = x.prediction() != null ? x.prediction() : EpisodeFiles.placeholder(x, locale);
        LessonPage plain = LessonPage.of(x, p, locale);
        List<String> choices = new ArrayList<>();
        for (int i = 0; i < ep.prediction().choices().size() && i < plain.choices().size(); i++)
            choices.add(unlike(ep.prediction().choices().get(i).text(), plain.choices().get(i)));
        Variant naive = ep.experiment().variant(Experiment.NAIVE).orElseThrow();
        Variant contract = ep.experiment().variant(Experiment.CONTRACT).orElseThrow();
        List<LessonText.StatusCard> cards = new ArrayList<>();
        for (StatusField f : ep.statusFields()) {
            StatusRule first = f.rules().isEmpty() ? null : f.rules().get(0);
            if (first != null && first.on() != null) cards.add(new LessonText.StatusCard(f.label(), first.on().type()));
        }
        String observed = ep.experiment().observations().isEmpty() ? null : ep.experiment().observations().get(0).text();
        // The title is kept as read: the experiment's own name is the English title, so it would always read as unwritten there.
        return new LessonText(ep.title(), unlike(ep.pressure(), plain.pressure()),
                unlike(ep.prediction().text(), plain.question()), choices,
                unlike(naive.label(), plain.naiveLabel()), unlike(naive.description(), plain.naiveDescription()),
                unlike(contract.label(), plain.contractLabel()), unlike(contract.description(), plain.contractDescription()),
                cards.equals(plain.statusCards()) ? List.of() : cards,
                unlike(observed, plain.observation()), unlike(ep.discovery(), plain.explanation()));
    }

    /** The text read, or null when it is what the playground says without one. */
    private static String unlike(String read, String plain) {
        return Objects.equals(read, plain) ? null : read;
    }
}
