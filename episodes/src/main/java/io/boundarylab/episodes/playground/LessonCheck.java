package io.boundarylab.episodes.playground;

import io.boundarylab.episodes.content.ContentProblem;
import io.boundarylab.episodes.content.GiveawayCues;
import io.boundarylab.episodes.run.CueSets;

import java.util.ArrayList;
import java.util.List;

/**
 * What {@code content validate} says of a lesson as it was saved: the warnings its content gets
 * (a choice much longer than the others, a choice that repeats the pressure), and the giveaway cue
 * table of each language ({@link CueSets}, every cue kind it counts), so the author sees which cue
 * gives the right answer away. A lesson with warnings is saved all the same.
 *
 * @param warnings each warning at its {@code file:line:column}, relative to the folder
 * @param cues     one cue set per language, as {@code content validate --cues} counts it; empty
 *                 when no choice is right (none marked and none confirmed by the runs)
 */
public record LessonCheck(List<ContentProblem> warnings, List<CueSets.CueSet> cues) {

    public LessonCheck {
        warnings = List.copyOf(warnings);
        cues = List.copyOf(cues);
    }

    /**
     * A cue that picks the right choice out of the others, in one language.
     *
     * @param set what it was counted over ("investigation playground-… (es)")
     * @param cue the cue's name as {@code content validate} prints it ("longest", "position 2")
     */
    public record GiveAway(String set, String cue) {
    }

    /** Every cue that picks the right choice out (alone, or tied short of every choice), set by set, in table order. */
    public List<GiveAway> givesAway() {
        List<GiveAway> out = new ArrayList<>();
        for (CueSets.CueSet s : cues)
            for (GiveawayCues.Count c : s.counts())
                if (!c.questions().isEmpty()) out.add(new GiveAway(s.name(), c.cue()));
        return out;
    }

    /** Whether the lesson was saved with something to look at again. */
    public boolean warned() {
        return !warnings.isEmpty() || !givesAway().isEmpty();
    }
}
