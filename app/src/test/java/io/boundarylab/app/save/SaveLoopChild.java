package io.boundarylab.app.save;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The other process of {@link KillMidSaveTest}. {@code loop DIR}: opens the folder as the app
 * does, and saves progress in a tight loop, each snapshot one step on from the last one on disk,
 * printing "ready" after the first; it runs until killed. {@code probe DIR}: opens the folder and
 * prints "writer" or "read-only".
 */
public final class SaveLoopChild {
    /** Each snapshot is a few kB, so that a kill often lands inside a write. */
    static final int ENTRIES = 60;

    private SaveLoopChild() {
    }

    public static void main(String[] args) throws Exception {
        SaveStore store = SaveStore.open(Path.of(args[1]));
        if (args[0].equals("probe")) {
            System.out.println(store.readOnly() ? "read-only" : "writer");
            return;
        }
        long step = step(store.loadProgress());
        boolean told = false;
        while (true) {
            step++;
            store.save(snapshot(step));
            if (!told) {
                System.out.println("ready " + step);
                System.out.flush();
                told = true;
            }
        }
    }

    /** The snapshot of a step: every part of it names the step, so a mixture of two is visible. */
    static Progress snapshot(long step) {
        List<String> visited = new ArrayList<>();
        for (int k = 0; k < ENTRIES; k++) {
            visited.add("step-" + step + "-section-" + k);
        }
        Progress p = new Progress(Progress.FORMAT, "step-" + step, visited, List.of("step-" + step), java.util.Map.of(), step);
        return p.predict("helper", new SavedPrediction("enough", ("reason of step " + step + " ").repeat(20), (int) (step % 101)));
    }

    /** The step a loaded snapshot is, or 0 for none; a snapshot that is not exactly one step is an error. */
    static long step(Progress p) {
        if (p.learnerSeed() == null) {
            return 0;
        }
        long step = p.learnerSeed();
        if (!p.equals(snapshot(step))) {
            throw new IllegalStateException("not a whole snapshot of step " + step + ": " + p.current());
        }
        return step;
    }
}
