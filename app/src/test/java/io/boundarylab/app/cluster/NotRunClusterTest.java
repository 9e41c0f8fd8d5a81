package io.boundarylab.app.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.boundarylab.app.i18n.Messages;
import io.boundarylab.engine.scenario.MemberRef;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * "Every container is placed" is a claim about containers: with none shown (the synthesis page
 * before its run) the unplaced lane says the run has not happened, in the learner's language.
 */
class NotRunClusterTest {

    private static final ClusterSnapshot NOTHING = new ClusterSnapshot(List.of(), Set.of(), List.of(), Map.of());

    // The expected words are written out here, not read back from the bundle under test.
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "en | Not run yet. | Every container is placed.",
            "es | Sin ejecutar aún. | Todos los contenedores están ubicados."})
    void anEmptySnapshotIsNotRunAndAPlacedOneIsPlaced(String language, String notRun, String allPlaced) {
        Messages messages = new Messages(Locale.forLanguageTag(language));
        assertEquals(notRun, ClusterView.unplacedNote(NOTHING, messages));
        Member web = new Member(new MemberRef("web-app", "web"), "node-1", MemberState.RUNNING, "10.0.0.2", null,
                0, null, null, 0, null, true, "app");
        ClusterSnapshot placed = new ClusterSnapshot(List.of("node-1"), Set.of(), List.of(web), Map.of());
        assertEquals(allPlaced, ClusterView.unplacedNote(placed, messages));
    }
}
