package io.boundarylab.app.ui;

import io.boundarylab.app.support.Pulses;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import javafx.geometry.BoundingBox;
import javafx.scene.Scene;
import org.junit.jupiter.params.provider.Arguments;

/**
 * The rule of {@link EveryStageIsTheLargestTest} for a scene in a window of its own (at scale, the
 * playground, the deck): the stages cover at least a share of the window, none inside a scrolling
 * panel, no scrolling panel larger than them. Each scene's share is printed, to compare layouts by.
 */
public final class StageRule {
    private StageRule() {
    }

    /** Both window sizes, 100 % and 200 % text, English and Spanish. */
    public static Stream<Arguments> windows() {
        List<Arguments> out = new ArrayList<>();
        for (String language : new String[] {"en", "es"}) {
            for (int[] size : new int[][] {{1280, 720}, {1440, 900}}) {
                for (int text : new int[] {100, 200}) {
                    out.add(Arguments.of(language, size[0], size[1], text));
                }
            }
        }
        return out.stream();
    }

    /** Both window sizes, 100 % and 200 % text, for a test class in one language. */
    public static Stream<Arguments> sizes() {
        List<Arguments> out = new ArrayList<>();
        for (int[] size : new int[][] {{1280, 720}, {1440, 900}}) {
            for (int text : new int[] {100, 200}) {
                out.add(Arguments.of(size[0], size[1], text));
            }
        }
        return out.stream();
    }

    /** What breaks the rule in the scene as laid out now; empty when the stage is the largest region. */
    public static List<String> problems(String where, Scene scene, double least) {
        EveryStageIsTheLargestTest.Measure m = Pulses.onFx(() -> {
            scene.getRoot().applyCss();
            scene.getRoot().layout();
            return EveryStageIsTheLargestTest.measure(scene.getRoot(), new BoundingBox(0, 0, scene.getWidth(), scene.getHeight()));
        });
        System.out.printf(Locale.ROOT, "stage share %-70s %5.1f %%%n", where, 100 * m.share());
        List<String> problems = new ArrayList<>();
        if (m.stages() == 0) {
            problems.add(where + ": no stage shown");
            return problems;
        }
        if (m.share() + 1e-9 < least) {
            problems.add(String.format(Locale.ROOT, "%s: the stage covers %.1f %% of the window, less than %.0f %%", where,
                    100 * m.share(), 100 * least));
        }
        if (m.scrolledStage()) {
            problems.add(where + ": a stage inside a scrolling panel");
        }
        if (m.largestOther() > m.stageArea()) {
            problems.add(String.format(Locale.ROOT, "%s: a scrolling panel (%.0f px\u00b2) larger than the stage (%.0f px\u00b2)", where,
                    m.largestOther(), m.stageArea()));
        }
        return problems;
    }
}
