package io.boundarylab.app.classroom;

import io.boundarylab.app.save.Progress;
import io.boundarylab.episodes.content.Investigation;

import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * What the classroom needs from the main window, passed in rather than reached for, so this
 * package never depends on the shell.
 *
 * @param investigation the investigation loaded now, or null while none is
 * @param progress      the learner's saved progress
 * @param seed          the seed the experiments use now, or null for each scenario's own
 * @param setSeed       sets the experiments' seed (a class code does)
 * @param notice        shows a line in the notice bar
 * @param presenter     whether presenter mode is on
 * @param episodeShown  the id of the episode shown now, or null on a page
 * @param setFaults     puts an episode's faults on cue in force, replacing any (a class code does)
 * @param synthesis     the synthesis trace of the investigation loaded, run now (off the FX thread): it judges the synthesis's answers
 * @param deck          the concept deck's reviews so far, as results answers
 * @param savedCode     the class code kept in the learner's settings, or null
 * @param saveCode      keeps a class code in the learner's settings (null: none)
 * @param investigations calls back on the FX thread with the investigations shipped with the app, once read (at once when they were)
 * @param experiments   the folder where experiments that class codes carry are kept, or null where none can be
 * @param openContent   opens a content folder, as File → Open content folder does
 */
public record ClassroomHost(Supplier<Investigation> investigation, Supplier<Progress> progress, Supplier<Long> seed,
                            Consumer<Long> setSeed, Consumer<String> notice, BooleanSupplier presenter,
                            javafx.beans.value.ObservableValue<String> episodeShown,
                            java.util.function.BiConsumer<String, java.util.List<io.boundarylab.episodes.run.FaultAction>> setFaults,
                            Supplier<io.boundarylab.episodes.synthesis.SynthesisTrace> synthesis,
                            Supplier<java.util.List<Results.DeckAnswer>> deck,
                            Consumer<Consumer<java.util.List<Investigation>>> investigations,
                            Supplier<String> savedCode, Consumer<String> saveCode,
                            Supplier<java.nio.file.Path> experiments, Consumer<java.nio.file.Path> openContent) {

}
