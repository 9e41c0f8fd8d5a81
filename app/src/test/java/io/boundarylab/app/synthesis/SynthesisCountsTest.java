package io.boundarylab.app.synthesis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.app.concurrent.DirectRunner;
import io.boundarylab.app.i18n.Messages;
import io.boundarylab.app.lab.EpisodesLab;
import io.boundarylab.episodes.content.Block;
import io.boundarylab.episodes.content.Investigation;
import io.boundarylab.episodes.content.Section;
import io.boundarylab.episodes.content.SectionKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Every count the synthesis page states comes from what it counts, in both bundled investigations, in
 * English and Spanish: the heading counts the questions under it, the exercise's own words count
 * nothing the data does not hold, and before the trace has run no answer is marked right or wrong.
 */
class SynthesisCountsTest {

    /** Number words up to twelve, English and Spanish, with their values. */
    private static final Map<String, Integer> WORDS = Map.ofEntries(
            Map.entry("one", 1), Map.entry("two", 2), Map.entry("three", 3), Map.entry("four", 4), Map.entry("five", 5),
            Map.entry("six", 6), Map.entry("seven", 7), Map.entry("eight", 8), Map.entry("nine", 9), Map.entry("ten", 10),
            Map.entry("eleven", 11), Map.entry("twelve", 12),
            Map.entry("dos", 2), Map.entry("tres", 3), Map.entry("cuatro", 4), Map.entry("cinco", 5), Map.entry("seis", 6),
            Map.entry("siete", 7), Map.entry("ocho", 8), Map.entry("nueve", 9), Map.entry("diez", 10), Map.entry("once", 11),
            Map.entry("doce", 12));

    @Test
    void theSynthesisCountsWhatItShowsAndMarksNothingBeforeItRuns() throws Exception {
        int checked = 0;
        for (Locale language : List.of(Locale.ENGLISH, new Locale("es"))) {
            for (Investigation inv : Investigation.loadAllBundled(language)) {
                Block.Exercise exercise = inv.exercise().orElse(null);
                if (exercise == null) {
                    continue;
                }
                checked++;
                String where = language + " " + inv.id();
                SynthesisViewModel vm = new SynthesisViewModel(new EpisodesLab(inv), new DirectRunner(), exercise,
                        new Messages(language), Map.of(), (k, v) -> { }, 7L);
                int questions = exercise.prompts().size();
                assertEquals(List.of(questions), counts(vm.heading()), where + ": " + vm.heading());

                for (Block.ExercisePrompt p : exercise.prompts()) {
                    vm.answer(p.id(), vm.choicesOf(p).get(0).id());
                    vm.number(p).setSkipped(true);
                }
                vm.commit();
                for (int i = 0; i < questions; i++) {
                    String line = vm.summaryLine(i) + " " + vm.summaryInFull(i);
                    assertFalse(line.contains("\u2713") || line.contains("\u2717"), where + ": judged before any run: " + line);
                }

                vm.run();
                int runs = vm.traceProperty().get().checkpoints().size();
                Section section = inv.sections().stream().filter(s -> s.kind() == SectionKind.EXERCISE).findFirst().orElseThrow();
                for (String text : new String[] {section.eyebrow(), section.title(), section.lead()}) {
                    for (int n : counts(text)) {
                        // All runs play as one trace: "one" counts the trace.
                        assertTrue(n == questions || n == runs || n == 1,
                                where + ": \"" + text + "\" counts " + n + ", but there are " + questions + " questions and " + runs + " runs");
                    }
                }
            }
        }
        assertEquals(4, checked, "both investigations' synthesis, in both languages");
    }

    /** The numbers a text states, in digits or in words. */
    private static List<Integer> counts(String text) {
        List<Integer> out = new ArrayList<>();
        if (text == null) {
            return out;
        }
        Matcher m = Pattern.compile("[\\p{L}\\p{N}]+").matcher(text.toLowerCase(Locale.ROOT));
        while (m.find()) {
            String w = m.group();
            if (w.chars().allMatch(Character::isDigit)) {
                out.add(Integer.parseInt(w));
            } else if (WORDS.containsKey(w)) {
                out.add(WORDS.get(w));
            }
        }
        return out;
    }
}
