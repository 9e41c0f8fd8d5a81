package io.boundarylab.app.playground;

import io.boundarylab.app.i18n.Messages;
import io.boundarylab.episodes.content.ContentProblem;
import io.boundarylab.episodes.content.GiveawayCues;
import io.boundarylab.episodes.playground.LessonCheck;
import io.boundarylab.episodes.run.CueSets;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What {@code content validate} said of a saved lesson, in the author's words: that it was saved,
 * each warning, and the cue table of each language with the cues that give the right answer away.
 * Every cue the table counts is shown; one this version has no words for is shown by its own name.
 */
final class LessonCheckText {
    private LessonCheckText() {
    }

    static String of(LessonCheck c, Messages m) {
        List<String> lines = new ArrayList<>();
        lines.add(m.get(c.warned() ? "playground.check.savedWarned" : "playground.check.saved"));
        for (ContentProblem w : c.warnings()) lines.add(m.get("playground.check.warning", w.toString()));
        if (c.cues().isEmpty()) lines.add(m.get("playground.check.noRight"));
        for (CueSets.CueSet set : c.cues()) {
            List<String> cells = new ArrayList<>();
            for (GiveawayCues.Count count : set.counts())
                cells.add(m.get(count.questions().isEmpty() ? "playground.check.cueQuiet" : "playground.check.cueGives", cue(count.cue(), m)));
            lines.add(m.get("playground.check.table", set.name(), String.join(" · ", cells)));
        }
        return String.join("\n", lines);
    }

    /** A cue's name: "position 2" as "position 2" reads in the author's language, a known cue by its words, another by its own name. */
    private static String cue(String name, Messages m) {
        String[] parts = name.split(" ");
        String key = "playground.cue." + parts[0];
        if (!m.has(key)) return name;
        return parts.length > 1 ? m.get(key, parts[1]) : m.get(key);
    }
}
