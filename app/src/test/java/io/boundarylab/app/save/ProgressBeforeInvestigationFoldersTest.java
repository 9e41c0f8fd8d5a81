package io.boundarylab.app.save;

import io.boundarylab.episodes.prediction.Verdict;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.episodes.content.Block;
import io.boundarylab.episodes.content.Investigation;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A progress file written before content held more than one investigation still loads, and still
 * means Investigation 017: every section, episode, choice and exercise prompt it names is one the
 * default investigation has. The file below is typed as the app wrote it then (format v1, keys
 * "episodeId" and "synthesis/promptId"), not produced by today's code.
 */
class ProgressBeforeInvestigationFoldersTest {

    private static final String SAVED_BEFORE = """
            {
              "format": "boundary-lab/progress/v1",
              "current": "identity",
              "visited": ["hook", "prologue", "first-principles", "breaking-our-design", "helper", "startup-order", "identity"],
              "completed": ["hook", "prologue", "helper"],
              "predictions": {
                "helper": {"choice": "useless-apart", "reason": "", "confidencePercent": 70, "verdict": "RIGHT", "quantity": 18.0},
                "startup-order": {"choice": "flails", "reason": "", "confidencePercent": 40, "verdict": "PARTLY",
                                  "explanation": {"text": "web restarts until the file exists", "skipped": false}, "quantity": 15.0},
                "synthesis/helper": {"choice": "useless-apart", "reason": "", "confidencePercent": 50, "quantity": 20.0}
              },
              "learnerSeed": 424242
            }
            """;

    @TempDir
    Path dir;

    @Test
    void progressSavedBeforeInvestigationFoldersLoadsWhole() throws Exception {
        Files.writeString(dir.resolve(SaveStore.PROGRESS), SAVED_BEFORE);
        SaveStore store = new SaveStore(dir);
        Progress p = store.loadProgress();
        assertEquals(List.of(), store.notices(), "nothing is dropped or moved aside");
        assertEquals("identity", p.current());
        assertEquals(7, p.visited().size());
        assertEquals(3, p.predictions().size());
        assertEquals(424242L, p.learnerSeed());
        assertEquals(Verdict.PARTLY, p.predictions().get("startup-order").verdict());
        assertEquals(20.0, p.predictions().get("synthesis/helper").quantity());
    }

    @Test
    void everyIdItNamesIsStillOneOfTheDefaultInvestigation() throws Exception {
        Files.writeString(dir.resolve(SaveStore.PROGRESS), SAVED_BEFORE);
        Progress p = new SaveStore(dir).loadProgress();
        Investigation inv = Investigation.loadBundled(Locale.ENGLISH);
        assertEquals("node-execution-principles", inv.id());
        Set<String> sections = inv.sections().stream().map(s -> s.id()).collect(Collectors.toSet());
        assertTrue(sections.contains(p.current()));
        for (String id : p.visited()) assertTrue(sections.contains(id), "section '" + id + "' still exists");
        for (String id : p.completed()) assertTrue(sections.contains(id), "section '" + id + "' still exists");
        Set<String> prompts = inv.exercise().orElseThrow().prompts().stream().map(Block.ExercisePrompt::id).collect(Collectors.toSet());
        p.predictions().forEach((key, saved) -> {
            String episodeId = key.startsWith("synthesis/")
                    ? inv.exercise().orElseThrow().prompts().stream().filter(x -> key.equals("synthesis/" + x.id()))
                            .findFirst().orElseThrow(() -> new AssertionError("prompt of " + key)).episodeId()
                    : key;
            if (key.startsWith("synthesis/")) assertTrue(prompts.contains(key.substring("synthesis/".length())));
            var episode = inv.episode(episodeId).orElseThrow(() -> new AssertionError("episode '" + episodeId + "' still exists"));
            assertTrue(episode.prediction().choices().stream().anyMatch(c -> c.id().equals(saved.choice())),
                    "choice '" + saved.choice() + "' of " + key + " still exists");
        });
    }
}
